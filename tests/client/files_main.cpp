// The doctest main of nemesis_files_tests (no SDL: the autosave kill test forks).
#include "test_main.hpp"
