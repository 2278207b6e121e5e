// The doctest main of nemesis_client_tests.
#include "test_main.hpp"
