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

# The desktop client: SDL2, SDL2_image, SDL2_ttf and Dear ImGui 1.86 (libimgui-dev). Debian's libimgui.a has
# no SDL_Renderer backend, so both SDL backends are compiled from the sources Debian ships as examples.
if(NEMESIS_BUILD_CLIENT)
  find_package(SDL2 CONFIG REQUIRED)
  find_package(SDL2_image CONFIG REQUIRED)
  find_package(SDL2_ttf CONFIG REQUIRED)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(IMGUI REQUIRED IMPORTED_TARGET imgui)
  set(NEMESIS_IMGUI_BACKENDS_DIR "/usr/share/doc/libimgui-dev/examples/backends"
      CACHE PATH "Folder holding Dear ImGui's imgui_impl_sdl.cpp and imgui_impl_sdlrenderer.cpp")
  foreach(source imgui_impl_sdl.cpp imgui_impl_sdlrenderer.cpp)
    if(NOT EXISTS "${NEMESIS_IMGUI_BACKENDS_DIR}/${source}")
      message(FATAL_ERROR "${NEMESIS_IMGUI_BACKENDS_DIR}/${source} not found: install the Debian package "
                          "libimgui-dev, or set NEMESIS_IMGUI_BACKENDS_DIR to the folder that holds it")
    endif()
  endforeach()
  add_library(nemesis_imgui_backends STATIC "${NEMESIS_IMGUI_BACKENDS_DIR}/imgui_impl_sdl.cpp"
                                            "${NEMESIS_IMGUI_BACKENDS_DIR}/imgui_impl_sdlrenderer.cpp")
  # Third-party sources: built as they are, without our warnings; their headers come in as SYSTEM.
  target_include_directories(nemesis_imgui_backends SYSTEM PUBLIC "${IMGUI_INCLUDEDIR}/backends")
  target_link_libraries(nemesis_imgui_backends PUBLIC PkgConfig::IMGUI SDL2::SDL2)
  set(NEMESIS_FONT_DIR "/usr/share/fonts/truetype/dejavu" CACHE PATH "DejaVu fonts (Debian fonts-dejavu-core)")
  if(NOT EXISTS "${NEMESIS_FONT_DIR}/DejaVuSans.ttf")
    message(FATAL_ERROR "${NEMESIS_FONT_DIR}/DejaVuSans.ttf not found: install the Debian package fonts-dejavu-core")
  endif()
endif()
