# CTest fixture: hostile inputs for the readers of nemesis-lab and the client, made fresh in DIR (none is
# committed): a FIFO, a directory, a 200 MB sparse file, links to /dev/zero, a boards folder holding such
# boards. cmake -DDIR=<folder> -P MakeHostileFiles.cmake
file(REMOVE_RECURSE "${DIR}")
file(MAKE_DIRECTORY "${DIR}/folder.json" "${DIR}/boards")
foreach(fifo fifo.json fifo.txt boards/fifo.json)
  execute_process(COMMAND mkfifo "${DIR}/${fifo}" RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "mkfifo ${DIR}/${fifo} failed")
  endif()
endforeach()
# Sparse: the size is there, the bytes are not written.
foreach(big big.json boards/big.json)
  file(TOUCH "${DIR}/${big}")
  execute_process(COMMAND truncate -s 200000000 "${DIR}/${big}" RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "truncate ${DIR}/${big} failed")
  endif()
endforeach()
file(CREATE_LINK /dev/zero "${DIR}/zero.json" SYMBOLIC)
file(CREATE_LINK /dev/zero "${DIR}/boards/zero.json" SYMBOLIC)
