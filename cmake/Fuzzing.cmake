# NEMESIS_FUZZ=ON (the fuzz preset) builds the libFuzzer harnesses in fuzz/. libFuzzer comes with clang
# only. Every target of that build is instrumented for coverage and checked by ASan + UBSan, so a bug deep
# in the engine is found, not only one in the harness; only the harnesses link libFuzzer's main().
if(NEMESIS_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "NEMESIS_FUZZ needs clang (libFuzzer): use the fuzz preset (cmake --preset fuzz), "
                        "or -DCMAKE_CXX_COMPILER=clang++ with the Debian packages clang and libclang-rt-14-dev")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
  # RapidJSON's iterators declare operator!= in a way C++20 clang calls ambiguous; GCC is silent. The GCC
  # builds are the warnings gate (the fuzz preset turns -Werror off, so a clang-only warning in new code
  # cannot stop the fuzzers); this one would only bury real warnings.
  add_compile_options(-Wno-ambiguous-reversed-operator)
  # Known undefined behaviour inside Debian's RapidJSON, not ours: see the file.
  add_compile_options(-fsanitize-ignorelist=${PROJECT_SOURCE_DIR}/fuzz/sanitizer_ignorelist.txt)
endif()
