# NEMESIS_SANITIZE=ON builds every target with AddressSanitizer and UndefinedBehaviorSanitizer
# (the asan preset); UBSan findings abort so a test run cannot pass over them.
option(NEMESIS_SANITIZE "Build with AddressSanitizer + UndefinedBehaviorSanitizer" OFF)
if(NEMESIS_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
