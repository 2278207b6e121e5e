// The doctest main of nemesis_view_tests.
#include "doctest_main.hpp"
