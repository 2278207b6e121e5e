// doctest's main for the whole suite.
#include "doctest_main.hpp"
