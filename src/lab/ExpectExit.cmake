# CTest helper for nemesis-lab's exit codes and messages (ctest alone only checks for zero / non-zero):
#   cmake -DLAB=<binary> "-DARGS=run|missing.json" -DCODE=1 "-DOUTPUT=cannot open" -P ExpectExit.cmake
# ARGS separates the arguments with "|" (a ";" would be split by add_test); OUTPUT is a regular expression
# that stdout and stderr together must match, NOT_OUTPUT (optional) one they must not match. INPUT (optional)
# is a file given as standard input.
string(REPLACE "|" ";" args "${ARGS}")
set(input "")
if(DEFINED INPUT)
  set(input INPUT_FILE "${INPUT}")
endif()
execute_process(COMMAND "${LAB}" ${args} ${input} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL CODE)
  message(FATAL_ERROR "nemesis-lab ${ARGS}: exit code ${code}, expected ${CODE}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(DEFINED OUTPUT AND NOT "${out}${err}" MATCHES "${OUTPUT}")
  message(FATAL_ERROR "nemesis-lab ${ARGS}: output does not match '${OUTPUT}'\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(DEFINED NOT_OUTPUT AND "${out}${err}" MATCHES "${NOT_OUTPUT}")
  message(FATAL_ERROR "nemesis-lab ${ARGS}: output matches '${NOT_OUTPUT}' ('${CMAKE_MATCH_0}')\nstdout:\n${out}")
endif()
