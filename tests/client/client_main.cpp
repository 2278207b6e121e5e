// The doctest main of nemesis_client_tests.
#include "doctest_main.hpp"
