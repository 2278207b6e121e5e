# Strict warnings, as errors, on our own targets only (never on Debian's headers: those come in as SYSTEM).
option(NEMESIS_WARNINGS_AS_ERRORS "Treat warnings on our targets as errors" ON)

function(nemesis_set_warnings target)
  set(flags
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wnon-virtual-dtor -Wold-style-cast
    -Wcast-align -Wunused -Woverloaded-virtual -Wnull-dereference -Wdouble-promotion
    -Wformat=2 -Wimplicit-fallthrough)
  # GCC 12 reports a false -Wrestrict inside libstdc++'s std::string operator+ at -O2 (GCC bug 105329).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    list(APPEND flags -Wno-restrict)
    # With -fsanitize=address GCC 12 reports false -Wmaybe-uninitialized on std::variant moves (GCC's manual warns
    # that sanitizers make this warning unreliable); the release build keeps it.
    if(NEMESIS_SANITIZE)
      list(APPEND flags -Wno-maybe-uninitialized)
    endif()
  endif()
  if(NEMESIS_WARNINGS_AS_ERRORS)
    list(APPEND flags -Werror)
  endif()
  target_compile_options(${target} PRIVATE ${flags})
endfunction()
