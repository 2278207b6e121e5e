// The games at an online table (src/server, issue 25): both register themselves; a command from a seat is played
// only for a player that seat holds, forced outcomes only in a sandbox, and a refusal carries the engine's
// sentence and rule; every seat's update carries the command's events and the hash of its own view. The events a
// Nemesis seat is sent name no Intruder token it has not seen and no face-down exploration token: checked over
// random games by walking the events' field lists for the ids they name, so an event kind added later that names
// a hidden token fails here too.
#include <cereal/cereal.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "engine/nemesis/fields.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/seat_view.hpp"
#include "online_game.hpp"
#include "support.hpp"

using namespace test;
using nemesis::server::findOnlineGame;
using nemesis::server::OnlineTable;
using nemesis::server::TableOptions;

namespace {

// Collects the ids an event's field list names, with their domain ("Intruder token", "exploration token").
class IdCollector : public cereal::OutputArchive<IdCollector> {
 public:
  IdCollector() : cereal::OutputArchive<IdCollector>(this) {}
  std::vector<std::pair<std::string_view, int>> ids;
};

// (Enums reach it as their numbers, through cereal's own save_minimal.)
template <class T>
requires std::is_arithmetic_v<T>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& /*a*/, const T& /*v*/) {}
inline void CEREAL_SAVE_FUNCTION_NAME(IdCollector& /*a*/, const std::string& /*v*/) {}
template <class T>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& a, const cereal::NameValuePair<T>& f) {
  a(f.value);
}
template <class D, bool O>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& a, const nemesis::fields::Id<D, O>& id) {
  a.ids.emplace_back(D::kWhat, id.value);
}
template <class D>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& a, const nemesis::fields::Ids<D>& ids) {
  for (const int v : ids.values) a.ids.emplace_back(D::kWhat, v);
}
template <int Lo, int Hi>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& /*a*/, const nemesis::fields::Bounded<Lo, Hi>& /*n*/) {}
template <class T>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& a, const std::vector<T>& v) {
  for (const T& e : v) a(e);
}
template <class T, std::size_t N>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& a, const std::array<T, N>& v) {
  for (const T& e : v) a(e);
}
template <class... Ts>
void CEREAL_SAVE_FUNCTION_NAME(IdCollector& a, const std::variant<Ts...>& v) {
  std::visit([&](const auto& x) { a(x); }, v);
}

std::unique_ptr<OnlineTable> table(const std::string& game, int players = 0, bool sandbox = false) {
  TableOptions o;
  o.players = players;
  o.seed = 5;
  o.sandbox = sandbox;
  o.assetsDir = NEMESIS_ASSETS_DIR;
  const auto* g = findOnlineGame(game);
  REQUIRE(g != nullptr);
  return g->open(o);
}

}  // namespace

TEST_CASE("both games register an online table") {
  std::vector<std::string> names;
  for (const auto& g : nemesis::server::onlineGames()) names.push_back(g.name);
  CHECK(names == std::vector<std::string>{"enormity", "nemesis"});
  CHECK(findOnlineGame("chess") == nullptr);
}

TEST_CASE("a Nemesis table plays a seat's command only for its own character, and refuses with the rule") {
  auto t = table("nemesis", 3);
  CHECK(t->players() == std::vector<std::string>{"Captain", "Scout", "Soldier"});
  const std::vector<int> captain{0};
  const std::vector<int> scout{1};
  const std::vector<int> spectator;
  // The Captain's turn: the Scout's seat cannot play for the Captain, nor can a spectator.
  const auto notMine = t->submit(scout, "pass captain");
  REQUIRE(notMine.has_value());
  CHECK(notMine->reason == "You do not play the Captain: another seat does.");
  CHECK(t->submit(spectator, "pass captain").has_value());
  // The Scout's own command out of turn: the engine's refusal and its rule.
  const auto early = t->submit(scout, "pass scout");
  REQUIRE(early.has_value());
  CHECK(early->reason.find("Captain") != std::string::npos);
  CHECK_FALSE(early->rule.empty());
  // Text that is no command, and a forced outcome outside a sandbox.
  CHECK(t->submit(captain, "fly to the moon")->reason.find("command:1:") == 0);
  CHECK(t->submit(captain, "force noise=danger")->reason.find("sandbox") != std::string::npos);
  // The Captain passes: every seat's update has the events and its own view's hash.
  CHECK_FALSE(t->submit(captain, "pass captain").has_value());
  for (const auto& seat : {captain, scout, spectator}) {
    const auto u = t->update(seat);
    CHECK(u.commands == 1);
    CHECK_FALSE(u.events.empty());
    CHECK(u.viewHash == t->viewHash(seat));
  }
  CHECK(t->update(captain).events == t->update(scout).events);
  CHECK(t->update(captain).viewHash != t->update(scout).viewHash);  // each sees its own hand
  // In a sandbox, any seat may force an outcome.
  auto sandbox = table("nemesis", 2, true);
  CHECK_FALSE(sandbox->submit(spectator, "force noise=danger").has_value());
}

TEST_CASE("an Enormity table plays a command only for the seat's Spacer") {
  auto t = table("enormity");
  const auto names = t->players();
  REQUIRE(names.size() >= 2);
  const std::vector<int> first{0};
  const std::vector<int> second{1};
  const auto notMine = t->submit(second, "noise " + names[0]);
  REQUIRE(notMine.has_value());
  CHECK(notMine->reason == "You do not play " + names[0] + ": another seat does.");
  CHECK_FALSE(t->submit(first, "noise " + names[0]).has_value());
  CHECK(t->update(first).commands == 1);
  CHECK(t->update(first) == t->update(second));  // no hidden hands: every seat is sent the same
  CHECK(t->submit(second, "force white=1,1,1")->reason.find("sandbox") != std::string::npos);
}

TEST_CASE("the events a Nemesis seat is sent name no Intruder token it has not seen and no face-down token") {
  int events = 0;
  int tokenIds = 0;
  int addedToBag = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GameState s = roundsGame(2 + static_cast<int>(seed % 4), seed);
    Pcg32 pick(seed, 9);
    // The Intruder tokens every seat has seen: those face up from the start, then each one drawn (a token drawn
    // and returned to the bag stays seen).
    std::set<int> seen(s.setAside.begin(), s.setAside.end());
    seen.insert(s.removedTokens.begin(), s.removedTokens.end());
    std::vector<Command> legal;
    for (int step = 0; step < 80 && s.status == GameStatus::Playing; ++step) {
      legalCommands(s, legal);
      if (legal.empty()) break;
      EventLog log;
      REQUIRE(apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log).ok());
      // Face down after the command: the exploration tokens on unexplored rooms and unused.
      std::set<int> unseenExploration(s.unusedExploration.begin(), s.unusedExploration.end());
      for (const RoomState& r : s.rooms) {
        if (!r.explored && r.explorationToken >= 0) unseenExploration.insert(r.explorationToken);
      }
      for (Event& e : nemesis::seatEvents(log)) {
        ++events;
        addedToBag += std::holds_alternative<ev::TokenAddedToBag>(e.data) ? 1 : 0;
        if (const auto* drawn = std::get_if<ev::TokenDrawn>(&e.data)) seen.insert(drawn->token);
        IdCollector ids;
        ids(e);
        for (const auto& [what, id] : ids.ids) {
          CAPTURE(what);
          CAPTURE(id);
          if (what == "Intruder token") {
            ++tokenIds;
            if (id >= 0) CHECK(seen.count(id) == 1);
          }
          if (what == "exploration token") CHECK(unseenExploration.count(id) == 0);
        }
      }
    }
  }
  MESSAGE(events << " events, " << tokenIds << " Intruder token ids named, " << addedToBag
                 << " tokens added to the bag from the supply");
  CHECK(addedToBag > 0);  // the redacted kind did come up
  CHECK(tokenIds > 0);
}

TEST_CASE("each game's rules hash follows its data files") {
  const auto rules = nemesis::server::gameRules(NEMESIS_ASSETS_DIR);
  REQUIRE(rules.size() == 2);
  CHECK(rules[0].game == "enormity");
  CHECK(rules[1].game == "nemesis");
  CHECK(rules[0].rulesHash != rules[1].rulesHash);
  CHECK(nemesis::server::gameRules(NEMESIS_ASSETS_DIR) == rules);  // the same data, the same hash
  // No data files at all (a folder that is not there) give other hashes.
  const std::string empty = std::string(NEMESIS_ASSETS_DIR) + "/no-such-folder";
  const auto other = nemesis::server::gameRules(empty);
  CHECK(other[0].rulesHash != rules[0].rulesHash);
  CHECK(other[1].rulesHash != rules[1].rulesHash);
  CHECK(nemesis::server::hashDataFiles(1, {}) != nemesis::server::hashDataFiles(2, {}));
}

TEST_CASE("a seat's choices, read from the view its table sent it, are commands the table plays") {
  for (const std::string game : {"nemesis", "enormity"}) {
    const auto* g = findOnlineGame(game);
    REQUIRE(g != nullptr);
    int played = 0;
    int offered = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      TableOptions o;
      o.players = 2 + static_cast<int>(seed % 3);
      o.seed = seed;
      o.assetsDir = NEMESIS_ASSETS_DIR;
      const auto t = g->open(o);
      const int players = static_cast<int>(t->players().size());
      Pcg32 pick(seed, 3);
      for (int step = 0; step < 60 && !t->finished(); ++step) {
        // Each seat holds one player; the first seat with a choice plays one of them, chosen at random.
        std::vector<std::string> options;
        std::vector<int> seat;
        for (int p = 0; p < players && options.empty(); ++p) {
          seat = {p};
          const std::string view = step == 0 ? t->view(seat) : t->update(seat).view;
          CHECK(view == t->view(seat));  // the update carries the seat's view after the command
          options = g->choices(view, seat, o);
        }
        CAPTURE(game);
        CAPTURE(seed);
        CAPTURE(step);
        if (options.empty()) break;
        offered += static_cast<int>(options.size());
        const std::string& command = options[pick.below(static_cast<std::uint32_t>(options.size()))];
        CAPTURE(command);
        const auto refused = t->submit(seat, command);
        CHECK_FALSE(refused.has_value());
        played += refused.has_value() ? 0 : 1;
      }
    }
    MESSAGE(game << ": " << played << " commands played from " << offered << " choices offered");
    CHECK(played > 100);
  }
}

TEST_CASE("whenever a game waits for a player, its auto-command is one the table plays, and for no one else") {
  for (const std::string game : {"nemesis", "enormity"}) {
    const auto* g = findOnlineGame(game);
    REQUIRE(g != nullptr);
    int autoPlayed = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      TableOptions o;
      o.players = 2 + static_cast<int>(seed % 3);
      o.seed = seed;
      o.assetsDir = NEMESIS_ASSETS_DIR;
      const auto t = g->open(o);
      const int players = static_cast<int>(t->players().size());
      std::vector<int> everyone(static_cast<std::size_t>(players));
      for (int p = 0; p < players; ++p) everyone[static_cast<std::size_t>(p)] = p;
      Pcg32 pick(seed, 4);
      for (int step = 0; step < 200 && !t->finished(); ++step) {
        CAPTURE(game);
        CAPTURE(seed);
        CAPTURE(step);
        const std::vector<int> waiting = t->toAct();
        for (int p = 0; p < players; ++p) {
          if (std::find(waiting.begin(), waiting.end(), p) == waiting.end()) CHECK_FALSE(t->autoCommand(p).has_value());
        }
        if (!waiting.empty() && pick.below(2) == 0) {
          const auto command = t->autoCommand(waiting.front());
          REQUIRE(command.has_value());
          CAPTURE(*command);
          REQUIRE_FALSE(t->submit(everyone, *command).has_value());
          ++autoPlayed;
          continue;
        }
        const std::vector<std::string> options = g->choices(t->view(everyone), everyone, o);
        if (options.empty()) break;
        REQUIRE_FALSE(t->submit(everyone, options[pick.below(static_cast<std::uint32_t>(options.size()))]).has_value());
      }
    }
    MESSAGE(game << ": " << autoPlayed << " auto-commands played");
    CHECK(autoPlayed > 20);
  }
}

TEST_CASE("a seat takes back its own last command only while it revealed nothing, and the views are as before") {
  for (const std::string game : {"nemesis", "enormity"}) {
    const auto* g = findOnlineGame(game);
    REQUIRE(g != nullptr);
    int takenBack = 0;
    int stood = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      TableOptions o;
      o.players = 2;
      o.seed = seed;
      o.assetsDir = NEMESIS_ASSETS_DIR;
      const auto t = g->open(o);
      const int players = static_cast<int>(t->players().size());
      Pcg32 pick(seed, 5);
      CHECK(t->undo(std::vector<int>{0})->reason == "There is nothing to take back.");
      for (int step = 0; step < 120 && !t->finished(); ++step) {
        CAPTURE(game);
        CAPTURE(seed);
        CAPTURE(step);
        std::vector<std::string> options;
        std::vector<int> seat;
        const int first = static_cast<int>(pick.below(static_cast<std::uint32_t>(players)));
        for (int k = 0; k < players && options.empty(); ++k) {
          seat = {(first + k) % players};
          options = g->choices(t->view(seat), seat, o);
        }
        if (options.empty()) break;
        std::vector<std::string> before;
        for (int p = 0; p < players; ++p) before.push_back(t->view(std::vector<int>{p}));
        const std::string command = options[pick.below(static_cast<std::uint32_t>(options.size()))];
        CAPTURE(command);
        REQUIRE_FALSE(t->submit(seat, command).has_value());
        const std::vector<int> other{(seat.front() + 1) % players};
        CHECK(t->undo(other)->reason == "Only your own last command can be taken back.");
        const auto refused = t->undo(seat);
        if (refused) {
          ++stood;
          const bool why = refused->reason.find("revealed something") != std::string::npos ||
                           refused->reason == "Your turn is over: the command stands.";
          CHECK(why);
          continue;
        }
        // Taken back: every seat sees what it saw before, and the same command plays again alike.
        ++takenBack;
        for (int p = 0; p < players; ++p) CHECK(t->view(std::vector<int>{p}) == before[static_cast<std::size_t>(p)]);
        CHECK(t->undo(seat)->reason == "There is nothing to take back.");
        REQUIRE_FALSE(t->submit(seat, command).has_value());
      }
    }
    MESSAGE(game << ": " << takenBack << " commands taken back, " << stood << " stood");
    CHECK(takenBack > 10);
    CHECK(stood > 10);
  }
}
