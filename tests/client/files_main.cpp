// The doctest main of nemesis_files_tests (no SDL: the autosave kill test forks).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
