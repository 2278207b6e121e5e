# What `cmake --install` puts where (GNUInstallDirs), and the desktop files and man pages it installs. The
# programs find the installed assets beside their own folder (src/cli/asset_dir.hpp); tests, benchmarks,
# fuzzers and the art generator are not installed.
set(NEMESIS_PACKAGE_NAME nemesis-companion)
set(NEMESIS_INSTALL_DOCDIR "${CMAKE_INSTALL_DATADIR}/doc/${NEMESIS_PACKAGE_NAME}")
set(NEMESIS_APPSTREAM_ID io.github.nemesis_companion.NemesisCompanion)

set(nemesis_programs nemesis-lab nemesis-server)
if(NEMESIS_BUILD_CLIENT)
  list(PREPEND nemesis_programs nemesis)
endif()
install(TARGETS ${nemesis_programs} RUNTIME DESTINATION ${NEMESIS_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/ DESTINATION ${NEMESIS_INSTALL_ASSETSDIR})

file(GLOB nemesis_docs ${PROJECT_SOURCE_DIR}/docs/*.md)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE ${nemesis_docs}
        DESTINATION ${NEMESIS_INSTALL_DOCDIR})
# Debian looks for the licence as share/doc/PACKAGE/copyright.
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${NEMESIS_INSTALL_DOCDIR} RENAME copyright)

if(NEMESIS_BUILD_CLIENT)
  # The desktop entry, its icon in every size the generator draws (tools/art/app_icon.hpp) and the AppStream
  # metainfo, which carries the version from project().
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/${NEMESIS_PACKAGE_NAME}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  foreach(size 16 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/assets/art/app-icon-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME ${NEMESIS_PACKAGE_NAME}.png)
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/packaging/${NEMESIS_APPSTREAM_ID}.metainfo.xml
                 ${PROJECT_BINARY_DIR}/packaging/${NEMESIS_APPSTREAM_ID}.metainfo.xml @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/packaging/${NEMESIS_APPSTREAM_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
endif()

# Man pages (section 6, games) made from each program's --help at build time (cmake/ManPage.cmake), gzipped
# as Debian ships them.
find_program(NEMESIS_GZIP gzip)
set(nemesis_man_suffix "")
if(NEMESIS_GZIP)
  set(nemesis_man_suffix ".gz")
endif()
set(nemesis_man_pages "")
foreach(program IN LISTS nemesis_programs)
  set(subcommands "")
  set(sections "")
  if(program STREQUAL "nemesis-lab")
    set(subcommands "run|replay|simulate|odds|tutorial check|bot|room check")
  elseif(program STREQUAL "nemesis-server")
    set(sections ${PROJECT_SOURCE_DIR}/packaging/nemesis-server.6.sections)
  endif()
  set(page ${PROJECT_BINARY_DIR}/man/${program}.6)
  add_custom_command(
    OUTPUT ${page}${nemesis_man_suffix}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
    # A sanitizer build's program runs here too; a leak report at exit is no reason to fail the build.
    COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
            ${CMAKE_COMMAND} -DPROG=$<TARGET_FILE:${program}> -DNAME=${program} -DSECTION=6
            -DVERSION=${PROJECT_VERSION} -DOUT=${page} "-DSUBCOMMANDS=${subcommands}" "-DSECTIONS=${sections}"
            -DGZIP=${NEMESIS_GZIP} -P ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
    DEPENDS ${program} ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake ${sections}
    COMMENT "Man page ${program}.6 from ${program} --help"
    VERBATIM)
  list(APPEND nemesis_man_pages ${page}${nemesis_man_suffix})
endforeach()
add_custom_target(nemesis_man_pages ALL DEPENDS ${nemesis_man_pages})
install(FILES ${nemesis_man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)

# nemesis-server's config file (packaging/nemesis-server.conf, as etc/nemesis-companion/server.conf) and its
# systemd unit. In the package they stand outside the prefix: GNUInstallDirs's rule (the prefix /usr keeps its
# configuration in /etc) applied when installing, not when configuring, because CPack installs with the prefix
# /usr (into its staging folder, through DESTDIR) whatever prefix the build was configured with. Debian 12 keeps
# packaged units in /lib/systemd/system (systemd.pc's systemdsystemunitdir; debhelper there). Any other prefix
# (cmake --install --prefix DIR) keeps both under it, and the unit's paths follow.
install(CODE "
  set(nemesis_source \"${PROJECT_SOURCE_DIR}/packaging\")
  set(nemesis_unit_copy \"${PROJECT_BINARY_DIR}/packaging/nemesis-server.service\")
  set(nemesis_bindir \"${NEMESIS_INSTALL_BINDIR}\")
")
install(CODE [[
  if(CMAKE_INSTALL_PREFIX STREQUAL "/usr")
    set(nemesis_etc /etc)
    set(nemesis_units /lib/systemd/system)
  else()
    set(nemesis_etc "${CMAKE_INSTALL_PREFIX}/etc")
    set(nemesis_units "${CMAKE_INSTALL_PREFIX}/lib/systemd/system")
  endif()
  file(INSTALL DESTINATION "${nemesis_etc}/nemesis-companion" TYPE FILE RENAME server.conf
       FILES "${nemesis_source}/nemesis-server.conf")
  # The unit names the package's paths; another prefix gets its own.
  file(READ "${nemesis_source}/nemesis-server.service" unit)
  string(REPLACE "/usr/games/" "${CMAKE_INSTALL_PREFIX}/${nemesis_bindir}/" unit "${unit}")
  string(REPLACE "/etc/nemesis-companion/" "${nemesis_etc}/nemesis-companion/" unit "${unit}")
  file(WRITE "${nemesis_unit_copy}" "${unit}")
  file(INSTALL DESTINATION "${nemesis_units}" TYPE FILE FILES "${nemesis_unit_copy}")
]])
