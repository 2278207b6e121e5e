// The shared log that follows the presented moment (render/presented_log.hpp), as both games' clients use it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "render/presented_log.hpp"

namespace {

struct Entry {
  int command = 0;
  std::string text;
};

}  // namespace

TEST_CASE("presented log: an entry joins the shown log only once its event is presented, in order") {
  nemesis::view::PresentedLog<Entry> log;
  log.shown().push_back({0, "setup"});
  log.queue(0, {{1, "a"}, {1, "b"}});  // events 0 and 1
  log.queue(2, {{2, "c"}});            // event 2
  std::vector<std::string> told;
  log.catchUp(0, [&](const Entry& e) { told.push_back(e.text); });
  CHECK(log.shown().size() == 1);  // nothing presented yet
  log.catchUp(2, [&](const Entry& e) { told.push_back(e.text); });
  CHECK(told == std::vector<std::string>{"a", "b"});
  REQUIRE(log.shown().size() == 3);
  CHECK(log.shown().back().text == "b");
  log.catchUp(3);
  CHECK(log.shown().back().text == "c");
}

TEST_CASE("presented log: going back to a command drops the later ones' entries, shown or waiting") {
  nemesis::view::PresentedLog<Entry> log;
  log.queue(0, {{1, "a"}, {2, "b"}});
  log.catchUp(1);
  log.queue(2, {{3, "c"}});
  log.keepCommands(1);
  log.catchUp(10);
  REQUIRE(log.shown().size() == 1);
  CHECK(log.shown().front().text == "a");
  log.clear();
  CHECK(log.shown().empty());
}

TEST_CASE("presented log: going back while earlier commands still wait keeps their entries, shown at once") {
  // Undo while commands 1 and 2 are still being presented: the board jumps to the state after command 1, so
  // its entries are shown now, not lost with command 2's.
  nemesis::view::PresentedLog<Entry> log;
  log.queue(0, {{1, "a"}, {1, "b"}});
  log.queue(2, {{2, "c"}});
  log.catchUp(1);
  log.keepCommands(1);
  REQUIRE(log.shown().size() == 2);
  CHECK(log.shown().back().text == "b");
  log.catchUp(10);
  CHECK(log.shown().size() == 2);
}
