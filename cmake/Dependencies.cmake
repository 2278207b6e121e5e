# Every library comes from a Debian package (see tools/install-deps.sh); nothing is vendored.
# A missing package stops the configure step with the name of the package to install.

find_path(NEMESIS_RAPIDJSON_INCLUDE rapidjson/document.h)
if(NOT NEMESIS_RAPIDJSON_INCLUDE)
  message(FATAL_ERROR "rapidjson headers not found: install the Debian package rapidjson-dev "
                      "(or run tools/install-deps.sh)")
endif()

find_package(cereal CONFIG REQUIRED)
# nemesis-lab's command line: CLI11 from the Debian package libcli11-dev.
find_package(CLI11 CONFIG REQUIRED)

if(NEMESIS_BUILD_TESTS)
  find_package(doctest CONFIG REQUIRED)
  # pcg-cpp is only used by a test that checks our own generator against the reference one.
  find_path(NEMESIS_PCG_INCLUDE pcg_random.hpp)
  if(NOT NEMESIS_PCG_INCLUDE)
    message(FATAL_ERROR "pcg_random.hpp not found: install the Debian package libpcg-cpp-dev")
  endif()
endif()
