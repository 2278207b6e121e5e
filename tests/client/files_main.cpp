// The doctest main of nemesis_files_tests (no SDL: the autosave kill test forks).
#include "doctest_main.hpp"
