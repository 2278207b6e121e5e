// The doctest main of nemesis_view_tests.
#include "test_main.hpp"
