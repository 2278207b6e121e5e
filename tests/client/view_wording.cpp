// Counts in words (wording.hpp), as the board's pills and the panels print them.
#include <doctest/doctest.h>

#include "wording.hpp"

using nemesis::view::counted;

TEST_CASE("wording: one is singular, every other count plural") {
  // The exploration pill on the board: "Silence  (1 item)", not "(1 items)".
  CHECK(counted(1, "item", "items") == "1 item");
  CHECK(counted(0, "item", "items") == "0 items");
  CHECK(counted(2, "card", "cards") == "2 cards");
  CHECK(counted(11, "event", "events") == "11 events");
}
