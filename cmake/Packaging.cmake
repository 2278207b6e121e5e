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
       "scenarios, replays and random games on the command line. nemesis-server\n"
       "holds online games; its systemd unit is installed but not enabled.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
# The project has no public address yet: a reserved .invalid domain until one is given (-DNEMESIS_MAINTAINER=...).
# Lintian (2.116) does not object to it: it checks a domain's form, not its top-level domain.
set(NEMESIS_MAINTAINER "Nemesis Companion authors <maintainers@nemesis-companion.invalid>"
    CACHE STRING "The Debian package's Maintainer field")
set(CPACK_PACKAGE_CONTACT "${NEMESIS_MAINTAINER}")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
# A game, so its programs are in /usr/games (cmake/Install.cmake), as Debian policy asks of section games.
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# dpkg keeps an administrator's edits of a conffile across upgrades (and asks before replacing it). CPack 3.25
# marks nothing by itself (debhelper would mark all of /etc): the one file in /etc is listed here. The
# maintainer scripts (packaging/deb/) handle nemesis-server's unit as debhelper would with --no-enable
# --no-start: never enabled or started by the package, stopped before removal, restarted after an upgrade when
# running. Strict permissions: 0644 for conffiles, 0755 for the scripts, whatever the checkout's.
file(WRITE ${PROJECT_BINARY_DIR}/packaging/conffiles "/etc/nemesis-companion/server.conf\n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${PROJECT_BINARY_DIR}/packaging/conffiles
    ${PROJECT_SOURCE_DIR}/packaging/deb/postinst ${PROJECT_SOURCE_DIR}/packaging/deb/prerm
    ${PROJECT_SOURCE_DIR}/packaging/deb/postrm)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# The Debian changelog: one entry for this version, dated SOURCE_DATE_EPOCH when set (tools/package.sh sets it
# to the last commit's time: the same entry for the same commit; else now), gzipped -9n as Debian wants. The
# version has no Debian revision (this tree is its own upstream): a native package, whose changelog is
# changelog.gz (changelog.Debian.gz is for a package of someone else's program).
string(TIMESTAMP nemesis_changelog_date "%a, %d %b %Y %H:%M:%S +0000" UTC)
string(CONCAT nemesis_changelog
       "${CPACK_PACKAGE_NAME} (${PROJECT_VERSION}) unstable; urgency=medium\n\n"
       "  * Version ${PROJECT_VERSION}. What the programs do is in README.md beside\n"
       "    this file; the changes are in the project's version history.\n\n"
       " -- ${NEMESIS_MAINTAINER}  ${nemesis_changelog_date}\n")
file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/packaging/changelog CONTENT "${nemesis_changelog}" @ONLY)
if(NEMESIS_GZIP)
  add_custom_command(
    OUTPUT ${PROJECT_BINARY_DIR}/packaging/changelog.gz
    COMMAND ${NEMESIS_GZIP} -9nfk ${PROJECT_BINARY_DIR}/packaging/changelog
    DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog
    COMMENT "Debian changelog.gz"
    VERBATIM)
  add_custom_target(nemesis_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog.gz)
  install(FILES ${PROJECT_BINARY_DIR}/packaging/changelog.gz DESTINATION ${NEMESIS_INSTALL_DOCDIR})
else()
  install(FILES ${PROJECT_BINARY_DIR}/packaging/changelog DESTINATION ${NEMESIS_INSTALL_DOCDIR})
endif()

# Lintian's notes that are wrong for this package, each with its reason (packaging/nemesis-companion.lintian-overrides).
install(FILES ${PROJECT_SOURCE_DIR}/packaging/nemesis-companion.lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME ${CPACK_PACKAGE_NAME})

include(CPack)
