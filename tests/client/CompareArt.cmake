# Regenerates the board art with GENERATOR into OUT and compares every PNG with the committed one in EXPECTED,
# byte for byte. Fails naming each file that differs, is missing, or is extra (run tools/make-art.sh to fix).
# Usage: cmake -DGENERATOR=<nemesis-make-art> -DOUT=<dir> -DEXPECTED=<assets/art> -P CompareArt.cmake
cmake_minimum_required(VERSION 3.25)  # script mode: IN_LIST and the other current policies

foreach(var GENERATOR OUT EXPECTED)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "CompareArt.cmake: -D${var}=... is required")
  endif()
endforeach()

file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
execute_process(COMMAND "${GENERATOR}" "${OUT}" RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the art generator failed (${status}): ${errors}${output}")
endif()

file(GLOB generated RELATIVE "${OUT}" "${OUT}/*.png")
file(GLOB committed RELATIVE "${EXPECTED}" "${EXPECTED}/*.png")
if(NOT generated)
  message(FATAL_ERROR "the art generator wrote no PNG into ${OUT}")
endif()

set(problems "")
foreach(name IN LISTS generated)
  if(NOT name IN_LIST committed)
    string(APPEND problems "\n  ${name}: drawn by the generator but missing from ${EXPECTED}")
    continue()
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${OUT}/${name}" "${EXPECTED}/${name}"
                  RESULT_VARIABLE differs)
  if(NOT differs EQUAL 0)
    string(APPEND problems "\n  ${name}: differs from what the generator draws")
  endif()
endforeach()
foreach(name IN LISTS committed)
  if(NOT name IN_LIST generated)
    string(APPEND problems "\n  ${name}: in ${EXPECTED} but the generator no longer draws it")
  endif()
endforeach()

if(problems)
  message(FATAL_ERROR "assets/art does not match tools/art/make_art.cpp (regenerate with tools/make-art.sh):${problems}")
endif()
list(LENGTH generated count)
message(STATUS "art: all ${count} sprites match the generator")
