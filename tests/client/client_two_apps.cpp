// Two clients in one process (the tests run many) share no UI state: each records its own widgets in its
// UiState (item_recorder.hpp), where a process-wide recorder used to hold every client's.
#include <doctest/doctest.h>

#include "client_support.hpp"

using nemesis::app::App;
using namespace clienttest;

TEST_CASE("two clients in one process record their widgets apart") {
  App one(headlessOptions(1, 3));
  App two(headlessOptions(2, 3));
  one.ui().recorder.enabled = true;
  two.ui().recorder.enabled = true;
  frames(one, 3);
  frames(two, 3);
  frames(one, 1);
  // The second player's name is in the Turn panel of the two-player game only.
  CHECK(two.ui().recorder.find("turn.character.1") != nullptr);
  CHECK(one.ui().recorder.find("turn.character.0") != nullptr);
  CHECK(one.ui().recorder.find("turn.character.1") == nullptr);

  // A client that does not record keeps nothing, whatever the other draws.
  App quiet(headlessOptions(1, 3));
  frames(quiet, 2);
  frames(one, 1);
  frames(quiet, 1);
  CHECK(quiet.ui().recorder.items.empty());
}
