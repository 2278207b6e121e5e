# Run as a test: no test reads a clock to time something (bench/README.md: speed and memory targets are measured by
# a benchmark program under bench/ and reported with figures, never by a test, whose timing would only be noise).
file(GLOB_RECURSE files "${DIR}/*.hpp" "${DIR}/*.cpp")
set(bad "")
foreach(f IN LISTS files)
  file(STRINGS "${f}" lines REGEX "steady_clock|high_resolution_clock|system_clock|clock_gettime|SDL_GetTicks|SDL_GetPerformanceCounter")
  if(lines)
    list(APPEND bad "${f}: ${lines}")
  endif()
endforeach()
if(bad)
  message(FATAL_ERROR "Tests must not time anything (move the timing into a benchmark program under bench/):\n${bad}")
endif()
message(STATUS "no test times anything: ${DIR}")
