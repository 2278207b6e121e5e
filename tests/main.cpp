// doctest's main for the whole suite.
#include "test_main.hpp"
