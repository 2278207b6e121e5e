# Run as a test: no file under DIR (*.hpp, *.cpp) has a line matching REGEX. WHAT says what the rule is, for the
# failure's message and the success line. Used for the engine's purity (no SDL, ImGui, clock or random_device)
# and for the tests, which time nothing (bench/README.md: speed is measured by the benchmark programs).
# EXCEPT (optional): a regex of the file paths the rule leaves out.
file(GLOB_RECURSE files "${DIR}/*.hpp" "${DIR}/*.cpp")
set(bad "")
foreach(f IN LISTS files)
  if(EXCEPT AND f MATCHES "${EXCEPT}")
    continue()
  endif()
  file(STRINGS "${f}" lines REGEX "${REGEX}")
  if(lines)
    list(APPEND bad "${f}: ${lines}")
  endif()
endforeach()
if(bad)
  message(FATAL_ERROR "${WHAT}, and these lines break it:\n${bad}")
endif()
message(STATUS "${WHAT}: ${DIR}")
