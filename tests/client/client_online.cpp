// Online play through the client (issue 26): Apps in one process, the first hosting a server inside itself and a
// room on it, the others joining by its code over loopback, through the windows' own widgets where a player would
// click. Each sees its own view: its own hand, the others' as counts, the same board.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <thread>

#include "app/enormity/enormity_client.hpp"
#include "app/nemesis/nemesis_editor.hpp"
#include "client_support.hpp"
#include "engine/enormity/legal.hpp"
#include "engine/enormity/script.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/fnv1a.hpp"
#include "engine/nemesis/seat_view.hpp"
#include "online_session.hpp"
#include "room_record.hpp"
#include "server/fault_proxy.hpp"
#include "server/self_signed.hpp"
#include "server/server_process.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

// Frames of every app until `done` (the network's answers come on the links' threads): at most ~30 s, never a
// clock read (a test times nothing).
bool until(std::initializer_list<App*> apps, const std::function<bool()>& done) {
  for (int i = 0; i < 3000; ++i) {
    for (App* app : apps) frames(*app, 1);
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

// A room of `game` hosted by `host` through File > Host online game's dialog (the game and the players set in its
// form, Host clicked); true once the room's code is known.
bool hostRoom(App& host, const std::string& game, int players, int scenario = -1) {
  const auto& games = host.onlineGames();
  const auto it = std::find_if(games.begin(), games.end(), [&](const auto& g) { return g.name == game; });
  REQUIRE(it != games.end());
  host.ui().online.game = static_cast<int>(it - games.begin());
  host.ui().online.name = "Ann";
  host.ui().online.port = 0;  // any free port
  host.ui().online.players = players;
  host.ui().online.scenario = scenario;
  host.ui().showHostOnline = true;
  redrawn(host);
  // The dialog keeps 0, any free port (it once made it 1, and tests hosting at once collided there).
  CHECK(host.ui().online.port == 0);
  clickWidget(host, "online.host.go");
  const bool made = until({&host}, [&] { return host.online() != nullptr && !host.online()->room.code.empty(); });
  if (!made) {
    MESSAGE("the host's status: " << host.ui().status << "; the room window: "
                                  << (host.online() != nullptr ? host.online()->shown.connection : "none"));
  }
  return made;
}

// Joins `host`'s room through File > Join online game's dialog: its fields filled, Join clicked.
bool joinRoom(App& guest, const App& host, const std::string& name) {
  guest.ui().online.address = host.online()->server;
  guest.ui().online.code = host.online()->room.code;
  guest.ui().online.name = name;
  guest.ui().showJoinOnline = true;
  redrawn(guest);
  clickWidget(guest, "online.join.go");
  return until({&guest}, [&] { return guest.online() != nullptr && !guest.online()->room.code.empty(); });
}

void takeSeat(App& app, int seat) {
  redrawn(app);
  clickWidget(app, "room.take." + std::to_string(seat));
}

bool seatsTaken(const App& app, int n) {
  int taken = 0;
  for (const auto& s : app.online()->room.seats) taken += s.holder.empty() ? 0 : 1;
  return taken == n;
}

// Ann takes the first seat and Bob the second (each with the room window's Take), and Ann starts the game (its
// Start button); true once both play.
bool seatedAndStarted(App& ann, App& bob) {
  takeSeat(ann, 0);
  takeSeat(bob, 1);
  if (!until({&ann, &bob}, [&] { return seatsTaken(ann, 2) && seatsTaken(bob, 2); })) return false;
  redrawn(ann);
  clickWidget(ann, "room.start");
  return until({&ann, &bob}, [&] { return ann.online()->playing && bob.online()->playing; });
}

}  // namespace

TEST_CASE("a host and a guest play a Nemesis room: each its own hand, the same board, refusals with their reason") {
  ItemRecording recording;
  App ann(headlessOptions());
  App bob(headlessOptions());
  App cid(headlessOptions());
  frames(ann);
  REQUIRE(hostRoom(ann, "nemesis", 2));
  CHECK(ann.ui().showRoom);
  REQUIRE(joinRoom(bob, ann, "Bob"));
  REQUIRE(joinRoom(cid, ann, "Cid"));  // watches
  takeSeat(ann, 0);
  takeSeat(bob, 1);
  REQUIRE(until({&ann, &bob, &cid}, [&] { return seatsTaken(ann, 2) && seatsTaken(bob, 2); }));
  // A word in the room's chat, typed and said through the room window, reaches everyone.
  ann.ui().online.chat = "ready when you are";
  redrawn(ann);
  clickWidget(ann, "room.say");
  REQUIRE(until({&ann, &bob, &cid}, [&] { return !cid.online()->chat.empty() && !bob.online()->chat.empty(); }));
  CHECK(bob.online()->chat.back() == "Ann: ready when you are");
  CHECK(ann.ui().online.chat.empty());
  // The room window shows who holds what.
  redrawn(bob);
  CHECK(recordedItems().find("room.seat.0")->text == "Ann");
  CHECK(recordedItems().find("room.seat.1")->text == "Bob");
  CHECK(recordedItems().find("room.me")->text == "playing");
  redrawn(ann);
  clickWidget(ann, "room.start");
  REQUIRE(until({&ann, &bob, &cid},
                [&] { return ann.online()->playing && bob.online()->playing && cid.online()->playing; }));
  CHECK(ann.gameStarted());
  CHECK(ann.client().playsOnline());
  // Different hands, same board: each sees its own character's hand; the spectator sees none.
  const nemesis::GameState& a = nemesisOf(ann).state();
  const nemesis::GameState& b = nemesisOf(bob).state();
  CHECK(a.character(0).hand == nemesisOf(ann).presented().character(0).hand);
  for (int c = 0; c < 2; ++c) {
    CHECK(a.character(c).room == b.character(c).room);
    CHECK(a.character(c).handSize() == b.character(c).handSize());
  }
  redrawn(ann);
  CHECK_FALSE(recorded("hand.hidden"));
  redrawn(cid);
  CHECK(recorded("hand.hidden"));
  CHECK(recorded("online.watching"));
  CHECK(recordedItems().find("room.me")->text == "watching");
  // A command out of turn is refused by the table with its reason; a watcher's is not sent at all.
  REQUIRE(bob.client().submitLine("pass scout", "test", 1));  // sent: the answer comes as news
  REQUIRE(until({&ann, &bob}, [&] { return bob.ui().statusIsError && !bob.ui().status.empty(); }));
  CHECK(bob.ui().status.find("turn") != std::string::npos);
  cid.client().submitLine("pass captain", "test", 1);
  CHECK(cid.ui().status == nemesis::app::kWatchingOnline);
  // Ann passes: every member's board moves on to the scout's turn.
  CHECK(ann.client().submitLine("pass captain", "test", 1));
  INFO("Ann's status: " << ann.ui().status << " / Bob's: " << bob.ui().status);
  REQUIRE(until({&ann, &bob, &cid}, [&] {
    return nemesisOf(bob).state().turn == 1 && nemesisOf(ann).state().turn == 1 && nemesisOf(cid).state().turn == 1;
  }));
  settle(bob);
  CHECK(nemesisOf(bob).presented().turn == 1);
  CHECK_FALSE(nemesisOf(bob).log().empty());
  // Each window asked for its player's attention when the game came to wait for them (these windows are never
  // in front): Ann's at the start, Bob's now; the watcher's never.
  CHECK(ann.attentionAsked() == 1);
  CHECK(bob.attentionAsked() == 1);
  CHECK(cid.attentionAsked() == 0);
  // Bob passes too: the round ends, the server plays its Event phase, and every board is in round 2.
  REQUIRE(bob.client().submitLine("pass scout", "test", 2));
  REQUIRE(until({&ann, &bob, &cid}, [&] {
    return nemesisOf(ann).state().round == 2 && nemesisOf(bob).state().round == 2 && nemesisOf(cid).state().round == 2;
  }));
  CHECK(ann.online()->tableCommands == 2);
  // Nothing online is autosaved here: the server keeps the game.
  CHECK(ann.autosavesWritten() == 0);
  // The guest leaves: the start screen again, and the room knows it is gone.
  bob.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::OnlineLeave));
  frames(bob, 2);
  CHECK(bob.online() == nullptr);
  CHECK_FALSE(bob.gameStarted());
}

TEST_CASE(
    "an Enormity room plays through the same windows: a Spacer that is another's is refused, each sees the roll") {
  ItemRecording recording;
  App ann(headlessOptions());
  App bob(headlessOptions());
  frames(ann);
  REQUIRE(hostRoom(ann, "enormity", 2));
  REQUIRE(joinRoom(bob, ann, "Bob"));
  const auto& seats = ann.online()->room.seats;
  REQUIRE(seats.size() == 2);
  const std::string first = seats[0].player;
  REQUIRE(seatedAndStarted(ann, bob));
  CHECK(moduleOf(bob) != nullptr);
  REQUIRE(bob.client().submitLine("noise " + first, "test", 1));
  REQUIRE(until({&ann, &bob}, [&] { return bob.ui().statusIsError && !bob.ui().status.empty(); }));
  CHECK(bob.ui().status == "You do not play " + first + ": another seat does.");
  REQUIRE(ann.client().submitLine("noise " + first, "test", 1));
  REQUIRE(until({&ann, &bob}, [&] { return ann.online()->tableCommands == 1 && bob.online()->tableCommands == 1; }));
  // The roll to its end, as the players would click it: each time, the first legal move on either board that the
  // table plays (the dice are the server's: no script could know them), another's Spacer refused along the way.
  namespace en = nemesis::enormity;
  const auto& board = [](App& app) -> const nemesis::app::EnormityClient& {
    return dynamic_cast<const nemesis::app::EnormityClient&>(app.client());
  };
  for (int step = 0; step < 60 && board(ann).state().roll.stage != en::RollStage::None; ++step) {
    const std::uint32_t before = ann.online()->tableCommands;
    bool played = false;
    for (App* player : {&ann, &bob}) {
      std::vector<en::Command> legal;
      en::legalCommands(board(*player).state(), legal);
      for (const en::Command& c : legal) {
        if (played) break;
        player->ui().statusIsError = false;
        REQUIRE(player->client().submitLine(en::formatCommand(board(*player).state(), c), "test", step));
        REQUIRE(until({&ann, &bob}, [&] {
          return (ann.online()->tableCommands > before && bob.online()->tableCommands > before) ||
                 player->ui().statusIsError;
        }));
        played = ann.online()->tableCommands > before;
      }
    }
    REQUIRE(played);
  }
  CHECK(board(ann).state().roll.stage == en::RollStage::None);
  CHECK(ann.online()->tableCommands > 1);
  settle(ann);
  settle(bob);
  // The same table for both: the same account of it, the same roll in the log.
  CHECK(ann.client().statusText() == bob.client().statusText());
  CHECK(ann.client().commandCount() == 0);  // the table keeps the commands, not the client
}

TEST_CASE("a player whose connection is lost sees Reconnecting, comes back, and catches up on what it missed") {
  ItemRecording recording;
  App ann(headlessOptions());
  App bob(headlessOptions());
  frames(ann);
  REQUIRE(hostRoom(ann, "nemesis", 2));
  const std::string& server = ann.online()->server;
  FaultProxy proxy(static_cast<std::uint16_t>(std::stoi(server.substr(server.rfind(':') + 1))));
  REQUIRE(bob.joinOnline("127.0.0.1:" + std::to_string(proxy.port()), ann.online()->room.code, "Bob"));
  REQUIRE(until({&bob}, [&] { return !bob.online()->room.code.empty(); }));
  REQUIRE(seatedAndStarted(ann, bob));
  // The network goes down: Bob's board says so, and Ann's room window shows his seat held for him.
  proxy.down(true);
  proxy.cutAll();
  REQUIRE(until({&ann, &bob}, [&] { return recordedItems().find("online.reconnecting") != nullptr; }));
  CHECK(recordedItems().find("online.reconnecting")->text.find("Reconnecting") == 0);
  REQUIRE(until({&bob, &ann}, [&] {
    const nemesis::ui::RecordedItem* seat = recordedItems().find("room.presence.1");
    return seat != nullptr && seat->text.find("dropped") == 0;
  }));
  // Ann plays meanwhile; Bob's commands are not sent while he is away.
  REQUIRE(ann.client().submitLine("pass captain", "test", 1));
  REQUIRE(until({&ann}, [&] { return ann.online()->tableCommands == 1; }));
  bob.client().submitLine("pass scout", "test", 1);
  CHECK(bob.ui().status.find("Not connected") == 0);
  // Back: the room resends what he missed, played on his board (not a jump), and his view is the table's.
  proxy.down(false);
  REQUIRE(until({&ann, &bob}, [&] { return bob.online()->tableCommands == 1; }));
  // What his board holds is the view the table sent him: the same bytes, hashed as the server hashed them.
  nemesis::Fnv1a shown;
  shown.put(nemesis::seatViewBytes(nemesis::seatView(nemesisOf(bob).state(), std::vector<int>{1})));
  CHECK(shown.value() == bob.online()->viewHash);
  settle(bob);
  CHECK(nemesisOf(bob).presented().turn == 1);
  CHECK_FALSE(nemesisOf(bob).log().empty());
  redrawn(bob);
  CHECK_FALSE(recorded("online.reconnecting"));
}

TEST_CASE("an adjourned online game is under Continue, and one click rejoins it where it was left") {
  ItemRecording recording;
  const std::string base = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/online-continue";
  std::filesystem::remove_all(base);
  const auto options = [&](const std::string& who, int players) {
    nemesis::app::AppOptions o = headlessOptions(players);
    o.dataDir = base + "/" + who;
    return o;
  };
  std::string code;
  {
    App ann(options("ann", 1));
    App bob(options("bob", 1));
    frames(ann);
    REQUIRE(hostRoom(ann, "nemesis", 2));
    REQUIRE(joinRoom(bob, ann, "Bob"));
    REQUIRE(seatedAndStarted(ann, bob));
    REQUIRE(ann.client().submitLine("pass captain", "test", 1));
    REQUIRE(until({&ann, &bob}, [&] { return bob.online()->tableCommands == 1; }));
    redrawn(ann);
    clickWidget(ann, "room.adjourn");
    REQUIRE(
        until({&ann, &bob}, [&] { return ann.online()->room.adjourned != 0 && bob.online()->room.adjourned != 0; }));
    code = ann.online()->room.code;
  }  // both programs quit; the host's server stops with hers
  // Days later Ann's program starts: Continue offers the room, and one click hosts it again and rejoins her seat.
  App ann(options("ann", 0));
  ann.waitForFileLists();
  REQUIRE(ann.ui().continueGame.has_value());
  CHECK(ann.ui().continueGame->name == "Online room " + code);
  CHECK(ann.ui().continueGame->where.find("adjourned") != std::string::npos);
  redrawn(ann);
  clickWidget(ann, "newgame.continue");
  REQUIRE(until({&ann}, [&] { return ann.online() != nullptr && ann.online()->playing; }));
  CHECK(nemesisOf(ann).state().turn == 1);  // where it was left
  CHECK(ann.online()->room.adjourned != 0);
  App bob(options("bob", 0));
  bob.waitForFileLists();
  REQUIRE(bob.ui().continueGame.has_value());
  redrawn(bob);
  clickWidget(bob, "newgame.continue");
  REQUIRE(until({&ann, &bob}, [&] { return bob.online() != nullptr && bob.online()->playing; }));
  // The host resumes, and the game goes on.
  redrawn(ann);
  clickWidget(ann, "room.resume");
  REQUIRE(until({&ann, &bob}, [&] { return ann.online()->room.adjourned == 0 && bob.online()->room.adjourned == 0; }));
  REQUIRE(bob.client().submitLine("pass scout", "test", 1));
  REQUIRE(until({&ann, &bob}, [&] { return ann.online()->tableCommands == 2; }));
}

TEST_CASE("a room starts from one of the game's scenarios, chosen in the host dialog, and every member sees it") {
  ItemRecording recording;
  App ann(headlessOptions());
  App bob(headlessOptions());
  frames(ann);
  const auto& games = ann.onlineGames();
  const auto nemesisGame = std::find_if(games.begin(), games.end(), [](const auto& g) { return g.name == "nemesis"; });
  REQUIRE(nemesisGame != games.end());
  const auto& offered = nemesisGame->scenarios;
  const auto canteen = std::find_if(offered.begin(), offered.end(),
                                    [](const auto& f) { return f.path.find("seed004-canteen") != std::string::npos; });
  REQUIRE(canteen != offered.end());
  CHECK(canteen->name != "seed004-canteen");  // its own name, not its file's
  REQUIRE(hostRoom(ann, "nemesis", 2, static_cast<int>(canteen - offered.begin())));
  REQUIRE(joinRoom(bob, ann, "Bob"));
  CHECK_FALSE(bob.online()->scenario.empty());  // the scenario came with the room (Nemesis views need its board)
  const auto seats = ann.online()->room.seats.size();
  for (std::size_t s = 0; s < seats; ++s) takeSeat(ann, static_cast<int>(s));
  REQUIRE(until({&ann, &bob}, [&] { return seatsTaken(ann, static_cast<int>(seats)); }));
  redrawn(ann);
  clickWidget(ann, "room.start");
  REQUIRE(until({&ann, &bob}, [&] { return ann.online()->playing && bob.online()->playing; }));
  // The scenario's position, the same for the player and the watcher.
  const nemesis::GameState& a = nemesisOf(ann).state();
  const nemesis::GameState& b = nemesisOf(bob).state();
  REQUIRE(a.characterCount() == static_cast<int>(seats));
  for (int c = 0; c < a.characterCount(); ++c) CHECK(a.character(c).room == b.character(c).room);
  CHECK(a.rooms.size() == b.rooms.size());
}

TEST_CASE("a room starts from the position in the scenario editor (the host dialog's \"The position on the board\")") {
  ItemRecording recording;
  nemesis::app::AppOptions o = headlessOptions();
  o.newScenario = "nemesis";
  App ann(o);
  frames(ann);
  auto* editor = dynamic_cast<nemesis::app::NemesisEditor*>(&ann.client());
  REQUIRE(editor != nullptr);
  // An Adult beside the Captain in the Hibernatorium, by a click with the palette's Intruder.
  const int hibernatorium = *editor->position().topo().roomByLabel(11);
  redrawn(ann);
  clickWidget(ann, "editor.tool.intruder");
  click(ann, editor->roomOnScreen(hibernatorium, ann.camera()));
  frames(ann, 2);
  REQUIRE(editor->position().intruders.size() == 1);
  REQUIRE(ann.saveFile(std::string(NEMESIS_TEST_OUTPUT_DIR) + "/editor-room.json"));  // no save prompt to answer
  // The dialog offers the position only for the game it is of.
  ann.ui().showHostOnline = true;
  redrawn(ann);
  REQUIRE(hostRoom(ann, "nemesis", 1, nemesis::ui::kFromPosition));
  takeSeat(ann, 0);
  REQUIRE(until({&ann}, [&] { return seatsTaken(ann, 1); }));
  redrawn(ann);
  clickWidget(ann, "room.start");
  REQUIRE(until({&ann}, [&] { return ann.online()->playing; }));
  const nemesis::GameState& s = nemesisOf(ann).state();
  REQUIRE(s.intruders.size() == 1);
  CHECK(s.intruders[0].room == hibernatorium);
  CHECK(s.character(0).room == hibernatorium);
}

TEST_CASE("a finished online game offers its replay: the record played again here, kept for nemesis-lab") {
  ItemRecording recording;
  const std::string data = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/online-replay";
  std::filesystem::remove_all(data);
  nemesis::app::AppOptions o = headlessOptions();
  o.dataDir = data;
  App ann(o);
  frames(ann);
  ann.ui().online.sandbox = true;  // outcomes forced, as everyone in the room would see
  REQUIRE(hostRoom(ann, "nemesis", 1));
  takeSeat(ann, 0);
  REQUIRE(until({&ann}, [&] { return seatsTaken(ann, 1); }));
  redrawn(ann);
  clickWidget(ann, "room.start");
  REQUIRE(until({&ann}, [&] { return ann.online()->playing; }));
  const std::vector<std::string> won = {"force noise=silence", "move captain 6", "force noise=silence",
                                        "move captain 11",     "pass captain",   "force noise=silence",
                                        "hibernate captain"};
  for (std::size_t i = 0; i < won.size(); ++i) {
    REQUIRE(ann.client().submitLine(won[i], "test", static_cast<int>(i + 1)));
    REQUIRE(until({&ann}, [&] { return ann.online()->tableCommands == i + 1; }));
  }
  REQUIRE(ann.online()->room.finished != 0);
  const std::string code = ann.online()->room.code;
  redrawn(ann);
  clickWidget(ann, "room.replay");
  REQUIRE(until({&ann}, [&] { return ann.online() == nullptr; }));
  // The whole game, here: won, every command in its history, and its record kept.
  CHECK(ann.gameStarted());
  CHECK_FALSE(ann.client().playsOnline());
  CHECK(nemesisOf(ann).state().status == nemesis::GameStatus::Won);
  CHECK(ann.client().commandCount() == won.size());
  CHECK(ann.ui().status.find("played again here from its record (7 commands)") != std::string::npos);
  CHECK(std::filesystem::exists(data + "/records/room-" + code + ".json"));
  // And Open plays the kept record again.
  REQUIRE(ann.loadFile(data + "/records/room-" + code + ".json"));
  CHECK(ann.client().commandCount() == won.size());
}

TEST_CASE("Open plays a room's record of either game again, and one that does not play is refused naming its command") {
  App app(headlessOptions());
  frames(app);
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/online-records";
  std::filesystem::create_directories(dir);
  nemesis::server::RoomRecord record;
  record.code = "TESTROOM";
  record.game = "enormity";
  record.commitment = nemesis::server::seedCommitment("enormity", 1, 2);
  record.commands = {{{0}, "noise scout"}};
  nemesis::writeFileAtomically(dir + "/enormity.json", nemesis::server::writeRecord(record));
  REQUIRE(app.loadFile(dir + "/enormity.json"));
  CHECK(moduleOf(app) != nullptr);
  CHECK(app.client().commandCount() == 1);
  record.commands.push_back({{0}, "fly away"});
  nemesis::writeFileAtomically(dir + "/bad.json", nemesis::server::writeRecord(record));
  CHECK_FALSE(app.loadFile(dir + "/bad.json"));
  REQUIRE(app.ui().loadError.has_value());
  CHECK(app.ui().loadError->problem.find("command 2 (fly away): it is no command: ") == 0);
}

TEST_CASE(
    "a room on a nemesis-server with a certificate is played over TLS, and a client that does not trust it says so") {
  ItemRecording recording;
  const auto [cert, key] = selfSignedCertificate("nemesis-client-tls-test");
  const std::string store = (std::filesystem::temp_directory_path() / "nemesis-client-tls-test.db").string();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(store + suffix);
  ServerProcess server(store, 0, store + ".log", {"--tls-cert", cert, "--tls-key", key});
  const std::string address = "localhost:" + std::to_string(server.port);  // the name the certificate carries
  App ann(headlessOptions());
  App bob(headlessOptions());
  App eve(headlessOptions());
  frames(ann);
  // Ann makes the room on the server (the host dialog's "On a server"), trusting its certificate.
  nemesis::ui::OnlineForm& f = ann.ui().online;
  f.onServer = true;
  f.address = address;
  f.tls = true;
  f.authority = cert;
  f.name = "Ann";
  f.players = 2;
  const auto& games = ann.onlineGames();
  f.game = static_cast<int>(
      std::find_if(games.begin(), games.end(), [](const auto& g) { return g.name == "nemesis"; }) - games.begin());
  REQUIRE(ann.hostOnline());
  REQUIRE(until({&ann}, [&] { return !ann.online()->room.code.empty(); }));
  CHECK(ann.online()->hosted == nullptr);  // nothing runs in her program but the client
  bob.ui().online.tls = true;
  bob.ui().online.authority = cert;
  REQUIRE(bob.joinOnline(address, ann.online()->room.code, "Bob"));
  REQUIRE(until({&bob}, [&] { return !bob.online()->room.code.empty(); }));
  REQUIRE(seatedAndStarted(ann, bob));
  REQUIRE(ann.client().submitLine("pass captain", "test", 1));
  REQUIRE(until({&ann, &bob}, [&] { return bob.online()->tableCommands == 1; }));
  // Eve's program trusts only the system's authorities: the handshake fails, and her room window says why.
  eve.ui().online.tls = true;
  REQUIRE(eve.joinOnline(address, ann.online()->room.code, "Eve"));
  REQUIRE(until({&eve}, [&] { return eve.online()->shown.connection.find("TLS handshake") != std::string::npos; }));
  CHECK(eve.online()->room.code.empty());
}
