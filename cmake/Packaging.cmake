# CPack: a Debian package of the installed tree (cmake/Install.cmake). `tools/package.sh` builds it; the
# package test (tests/package/) installs it into a temporary root and runs the programs from there.
# dpkg-shlibdeps finds the shared libraries the programs link (SDL2, SDL2_image, SDL2_ttf, libstdc++...) and
# writes their Debian packages as dependencies; the fonts are read at run time, so they are named here.
set(CPACK_PACKAGE_NAME nemesis-companion)
set(CPACK_PACKAGE_VENDOR "the Nemesis Companion authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "companion for the board game Nemesis: its movement, noise and encounter rules")
# CPack puts the summary first and indents the lines below it, as Debian's control file wants.
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "A rules engine that enforces the movement, noise, exploration and Intruder-\n"
       "encounter rules of the board game Nemesis exactly and says which rule caused\n"
       "each thing that happens, and a desktop client (SDL2, Dear ImGui) for 1-5\n"
       "players taking turns at one computer, with the exact odds of every move,\n"
       "tutorial lessons and a searchable rules reference. nemesis-lab plays\n"
       "scenarios, replays and random games on the command line.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
# The project has no public address yet: a reserved .invalid domain until one is given (-DNEMESIS_MAINTAINER=...).
set(NEMESIS_MAINTAINER "Nemesis Companion authors <maintainers@nemesis-companion.invalid>"
    CACHE STRING "The Debian package's Maintainer field")
set(CPACK_PACKAGE_CONTACT "${NEMESIS_MAINTAINER}")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)

include(CPack)
