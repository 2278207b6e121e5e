// Online play in the app (issue 26): File > Host online game (a server inside this client, on its own thread and
// data folder, and a room on it) and Join online game; the room's news once a frame, handed to the room window
// and to the game's online client (ClientGame::online), which presents the member's view and sends its commands
// through its gate. Names no game: the room's game is looked up in the registry.
#include <SDL.h>

#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "autosave.hpp"
#include "engine/kernel/file_io.hpp"
#include "nemesis_version.hpp"
#include "online_game.hpp"
#include "online_record.hpp"
#include "online_session.hpp"
#include "panels.hpp"
#include "room_record.hpp"
#include "room_server.hpp"

namespace nemesis::app {

namespace {

std::int64_t ticks() {
  return static_cast<std::int64_t>(SDL_GetTicks64());
}

net::ClientHello helloOf(const std::string& assetsDir) {
  net::ClientHello h;
  h.program = std::string("nemesis ") + kVersion;
  h.games = server::gameRules(assetsDir);
  return h;
}

// Where the others reach this client's server: each of the machine's addresses with the port.
std::vector<std::string> hostAddresses(std::uint16_t port) {
  std::vector<std::string> out;
  for (std::string a : server::localAddresses()) out.push_back(a.append(":").append(std::to_string(port)));
  if (out.empty()) out.push_back("127.0.0.1:" + std::to_string(port));
  return out;
}

}  // namespace

const std::vector<ui::OnlineGameChoice>& App::onlineGames() {
  if (!onlineGames_) {
    onlineGames_.emplace();
    // The games both this client shows online and a server plays (each registers itself in both registries).
    for (const ClientGame& g : clientGames()) {
      if (!g.online || server::findOnlineGame(g.name) == nullptr) continue;
      ui::OnlineGameChoice choice;
      choice.name = g.name;
      choice.title = g.title;
      choice.maxPlayers = std::max(1, g.maxPlayers);
      if (g.scenarios) choice.scenarios = g.scenarios(options_.assetsDir);
      onlineGames_->push_back(std::move(choice));
    }
  }
  return *onlineGames_;
}

server::HostedOptions App::hostedOptions(int port) const {
  server::HostedOptions o;
  o.port = static_cast<std::uint16_t>(port);
  o.assetsDir = options_.assetsDir;
  o.program = std::string("nemesis ") + kVersion + " (hosted by a player)";
  if (!options_.dataDir.empty()) {
    // Its rooms are kept like any server's: a game hosted here survives a crash of this program, and Continue
    // starts it again from the same store.
    const std::filesystem::path folder = std::filesystem::path(options_.dataDir) / "server";
    std::error_code ignored;
    std::filesystem::create_directories(folder, ignored);
    o.storePath = (folder / "rooms.db").string();
  }
  return o;
}

bool App::hostOnline() {
  ui::OnlineForm& f = ui_.online;
  const std::vector<ui::OnlineGameChoice>& games = onlineGames();
  if (games.empty()) {
    setStatus("No game can be played online in this build.", true);
    return false;
  }
  const ui::OnlineGameChoice& game =
      games[static_cast<std::size_t>(std::clamp<int>(f.game, 0, static_cast<int>(games.size()) - 1))];
  server::RoomRequest entry;
  entry.kind = server::RequestKind::Create;
  entry.game = game.name;
  entry.players = f.players;
  entry.sandbox = f.sandbox ? 1 : 0;
  entry.turnSeconds = static_cast<std::uint32_t>(std::max(0, f.turnSeconds));
  entry.timerAutoPass = f.timerAutoPass ? 1 : 0;
  if (f.scenario == ui::kFromPosition) {
    // The position on the board: the scenario editor's text, or the game's as it stands.
    if (game_->name != game.name || !(client().editing() || client().canEditPosition())) {
      setStatus("Cannot host: no position of " + game.title + " on the board.", true);
      return false;
    }
    if (const std::string why = client().inputBlocked(); !why.empty()) {  // a position the board has not shown
      setStatus("Cannot host: " + why, true);
      return false;
    }
    entry.scenario = client().editing() ? client().saveText() : client().positionText();
    if (entry.scenario.size() > server::kMaxScenario) {
      setStatus("Cannot host: the position is larger than a room's scenario may be.", true);
      return false;
    }
  } else if (f.scenario >= 0 && f.scenario < static_cast<int>(game.scenarios.size())) {
    const std::string& path = game.scenarios[static_cast<std::size_t>(f.scenario)].path;
    try {
      entry.scenario = readFileLimited(path, server::kMaxScenario, "a room's scenario");
    } catch (const std::exception& e) {
      setStatus(std::string("Cannot host: ") + e.what(), true);
      return false;
    }
  }
  if (f.onServer) {
    // On a dedicated server: the room is made there, and nothing runs here but this client.
    if (!connectOnline(f.address, entry, f.name, {f.tls, f.authority})) return false;
    ui::rememberServer(settings_, f.address);
    return true;
  }
  std::unique_ptr<server::HostedServer> hosted;
  try {
    hosted = std::make_unique<server::HostedServer>(hostedOptions(std::clamp(f.port, 0, 65535)));
  } catch (const std::exception& e) {
    setStatus(std::string("Cannot host: ") + e.what(), true);
    return false;
  }
  const std::string port = std::to_string(hosted->port());
  if (!connectOnline("127.0.0.1:" + port, entry, f.name, {})) return false;  // its own server speaks no TLS
  online_->addresses = hostAddresses(hosted->port());
  online_->hosted = std::move(hosted);
  return true;
}

bool App::joinOnline(const std::string& address, const std::string& code, const std::string& name) {
  server::RoomRequest entry;
  entry.kind = server::RequestKind::Join;
  entry.code = server::normaliseCode(code);
  if (!connectOnline(address, entry, name, {ui_.online.tls, ui_.online.authority})) return false;
  ui::rememberServer(settings_, address);
  if (!options_.settingsPath.empty()) {
    std::string error;
    if (!ui::saveSettings(settings_, options_.settingsPath, error)) setStatus(error, true);
  }
  return true;
}

bool App::connectOnline(const std::string& address, server::RoomRequest entry, const std::string& name,
                        const server::ClientTls& tls, std::uint64_t resume) {
  const auto split = server::splitAddress(address);
  if (!split) {
    setStatus("\"" + address + "\" is not a server's address: HOST:PORT, say 192.168.1.20:4770.", true);
    return false;
  }
  if (name.empty() || name.size() > ui::kMaxOnlineName) {
    setStatus("Your name, please (at most " + std::to_string(ui::kMaxOnlineName) + " characters).", true);
    return false;
  }
  leaveOnline();
  settings_.onlineName = name;
  entry.name = name;
  server::LinkOptions link;
  link.host = split->first;
  link.port = split->second;
  link.tls = tls;
  online_ = std::make_unique<OnlineSession>();
  OnlineSession& s = *online_;
  s.server = address;
  s.tls = tls;
  s.me = name;
  s.roomAt = ticks();
  s.catchingUp = resume != 0;  // a game continued: what the room resends plays quickly
  // The loop sleeps while nothing moves (App::run): news wakes it at once rather than at its next quarter second.
  s.link = std::make_unique<OnlineLink>(link, helloOf(options_.assetsDir), std::move(entry), resume, [] {
    SDL_Event wake{};
    wake.type = SDL_USEREVENT;
    SDL_PushEvent(&wake);
  });
  ui_.showRoom = true;
  ui_.showNewGame = false;  // the room window takes over from the start screen
  ui_.showLoad = false;
  setStatus("Connecting to " + address + "...", false);
  return true;
}

void App::leaveOnline() {
  if (!online_) return;
  const bool playing = online_->playing;
  online_.reset();  // the connection closes, and this client's server stops (its rooms stay in its store)
  ui_.showRoom = false;
  if (playing) showStartScreen();
}

std::string App::sendToRoom(server::RoomRequest r) {
  if (!online_ || !online_->link->send(std::move(r))) {
    return "Not connected to the server now: wait for the connection to come back, then try again.";
  }
  return {};
}

void App::startOnlineGame(const std::string& view) {
  OnlineSession& s = *online_;
  const ClientGame* game = clientGameNamed(s.room.game);
  if (game == nullptr || !game->online) {
    setStatus("This program cannot show a game of \"" + s.room.game + "\".", true);
    return;
  }
  OnlineTableStart start;
  start.view = view;
  start.scenario = s.scenario;
  start.seats = s.seats;
  start.sandbox = s.room.sandbox != 0;
  start.send = [this](const std::string& text) {
    server::RoomRequest r;
    r.kind = server::RequestKind::Command;
    r.text = text;
    return sendToRoom(std::move(r));
  };
  start.undo = [this] {
    server::RoomRequest r;
    r.kind = server::RequestKind::Undo;
    const std::string why = sendToRoom(std::move(r));
    if (why.empty()) setStatus("Asked the table to take back your last command.", false);
    return why;
  };
  std::unique_ptr<GameClient> client;
  try {
    client = game->online(contextFor(*game), start);
  } catch (const std::exception& e) {
    leaveWithError(std::string("The server's game does not read here: ") + e.what());
    return;
  }
  play(*game, std::move(client));
  s.playing = true;
  ui_.lesson = {};
  ui_.gameStarted = true;
  ui_.unsaved = false;
  ui_.showNewGame = false;
  ui_.showLoad = false;
  ui_.autosaving = false;
  gameId_ = s.room.code;  // the Recent list leaves out the room being played
  setStatus(client_->opened() ? client_->opened()->status : std::string(), false);
  refreshTitle();
  keepOnlineRecord();
}

// Continue finds the game again: its record in the autosave folder, written when the game starts here and when it
// is adjourned, resumed or over (the server keeps the game; this only names the room and the member's token).
void App::keepOnlineRecord() {
  if (!online_ || options_.dataDir.empty()) return;
  const OnlineSession& s = *online_;
  const LinkStatus link = s.link->status();
  if (link.token == 0 || s.room.code.empty()) return;
  OnlineRoomRecord r;
  r.server = s.server;
  r.code = s.room.code;
  r.name = s.me;
  r.token = link.token;
  r.game = s.room.game;
  r.hosted = s.hosted != nullptr;
  r.tls = s.tls.on;
  r.authority = s.tls.authority;
  r.adjourned = s.room.adjourned != 0;
  r.finished = s.room.finished != 0;
  r.savedAtMs = wallClockMs();
  try {
    const std::string dir = autosaveDir(options_.dataDir);
    std::filesystem::create_directories(dir);
    writeFileAtomically(onlineRoomPath(dir, r.code), writeOnlineRoom(r));
  } catch (const std::exception& e) {
    setStatus(std::string("Could not note the online game for Continue: ") + e.what(), true);
  }
}

bool App::resumeOnline(const OnlineRoomRecord& r, const std::string& path) {
  server::RoomRequest entry;
  entry.kind = server::RequestKind::Join;
  entry.code = r.code;
  std::unique_ptr<server::HostedServer> hosted;
  std::string address = r.server;
  if (r.hosted) {
    // This client's own server again, on the same port, from its store: the room is where it was left.
    const auto split = server::splitAddress(r.server);
    try {
      hosted = std::make_unique<server::HostedServer>(hostedOptions(split ? std::stoi(split->second) : 0));
    } catch (const std::exception& e) {
      openLoadError(std::string("Cannot host the room again: ") + e.what(), path);
      return false;
    }
    address = "127.0.0.1:" + std::to_string(hosted->port());
  }
  const server::ClientTls tls = r.hosted ? server::ClientTls{} : server::ClientTls{r.tls, r.authority};
  if (!connectOnline(address, entry, r.name, tls, r.token)) return false;
  if (hosted) {
    online_->addresses = hostAddresses(hosted->port());
    online_->hosted = std::move(hosted);
  }
  setStatus("Rejoining the online room " + r.code + "...", false);
  return true;
}

// The finished game's record: kept in DATA/records (nemesis-lab room check verifies it; Open plays it again), and
// played again here in place of the room, which is left.
void App::replayRecord(const std::string& text) {
  std::string path = "the room's record";
  if (!options_.dataDir.empty() && online_ != nullptr) {
    try {
      const std::filesystem::path folder = std::filesystem::path(options_.dataDir) / "records";
      std::filesystem::create_directories(folder);
      path = (folder / ("room-" + online_->room.code + ".json")).string();
      writeFileAtomically(path, text);
    } catch (const std::exception& e) {
      setStatus(std::string("Could not keep the room's record: ") + e.what(), true);
      path = "the room's record";
    }
  }
  forgetOnlineRecord();  // over: Continue has nothing to rejoin
  leaveOnline();
  openRoomRecord(text, path);
}

bool App::openRoomRecord(const std::string& text, const std::string& path) {
  try {
    const server::RoomRecord record = server::readRecord(text, path);
    const ClientGame* game = clientGameNamed(record.game);
    if (game == nullptr || !game->replay)
      throw AppError(path + ": this program cannot replay a game of " + record.game);
    RoomRecordStart start;
    start.players = record.players;
    start.seed = record.seed;
    start.scenario = record.scenario;
    start.source = path;
    for (const server::RecordedCommand& c : record.commands) start.commands.push_back(c.text);
    play(*game, game->replay(contextFor(*game), start));
    setStatus(client_->opened() ? client_->opened()->status : std::string("Replaying the online game."), false);
    beginGame({}, {}, true);
    return true;
  } catch (const std::exception& e) {
    openLoadError(e.what(), path);
    return false;
  }
}

void App::forgetOnlineRecord() {
  if (!online_ || options_.dataDir.empty() || online_->room.code.empty()) return;
  std::error_code ignored;
  std::filesystem::remove(onlineRoomPath(autosaveDir(options_.dataDir), online_->room.code), ignored);
}

void App::leaveWithError(const std::string& why) {
  leaveOnline();
  setStatus(why, true);
}

void App::pumpOnline() {
  if (!online_) return;
  OnlineSession& s = *online_;
  const std::int64_t now = ticks();
  const LinkStatus link = s.link->status();
  if (link.connections != s.connections) {
    // A connection made again: what the room resends plays quickly until the board shows the present.
    s.catchingUp = s.connections > 0;
    s.connections = link.connections;
  }
  const bool adjourned = s.room.adjourned != 0;
  for (server::RoomNews& n : s.link->take()) {
    try {
      switch (n.kind) {
        case server::NewsKind::Room:
          if (s.room.code.empty() && !n.room.code.empty() && n.room.started == 0) {
            setStatus("In room " + n.room.code + ": take a free seat in the room window, or stay and watch.", false);
          }
          s.room = std::move(n.room);
          s.roomAt = now;
          s.seats.assign(n.seats.begin(), n.seats.end());
          if (!n.scenario.empty()) s.scenario = std::move(n.scenario);
          if (s.room.closed != 0) {
            forgetOnlineRecord();
            leaveWithError("The host closed the room.");
            return;
          }
          if (s.room.started != 0 && !n.view.empty()) {
            if (!s.playing) {
              startOnlineGame(n.view);
              if (!online_) return;
            } else {
              client_->tableNews({}, n.view, 0, s.seats);
            }
          }
          break;
        case server::NewsKind::Table:
          if (n.room.finished != s.room.finished) s.recordDue = true;
          s.room = std::move(n.room);
          s.roomAt = now;
          s.tableCommands = n.table.commands;
          s.viewHash = n.table.viewHash;
          if (s.playing) client_->tableNews(n.table.events, n.table.view, n.table.commands, s.seats);
          break;
        case server::NewsKind::Refusal:
          setStatus(n.rule.empty() ? n.reason : n.reason + " (" + n.rule + ")", true);
          break;
        case server::NewsKind::Chat:
          s.chat.push_back(n.from + ": " + n.text);
          while (s.chat.size() > kMaxChatLines) s.chat.pop_front();
          break;
        case server::NewsKind::Record:
          if (s.replayAsked) {
            replayRecord(n.text);
            return;  // the room is left for the replay
          }
          break;
      }
    } catch (const std::exception& e) {
      leaveWithError(std::string("The server's news does not read here: ") + e.what());
      return;
    }
  }
  // The game waits for this member: the window asks for attention, and a chime sounds, when it is not in front.
  const bool waited = std::any_of(s.room.toAct.begin(), s.room.toAct.end(), [&](std::int32_t seat) {
    return std::find(s.seats.begin(), s.seats.end(), seat) != s.seats.end();
  });
  if (waited && !s.waitedFor && s.playing) {
    const bool focused = window_ != nullptr && (SDL_GetWindowFlags(window_) & SDL_WINDOW_INPUT_FOCUS) != 0;
    if (!focused) {
      if (window_ != nullptr) SDL_FlashWindow(window_, SDL_FLASH_UNTIL_FOCUSED);
      if (settings_.sound) sound_->play(view::SoundKind::TurnChime, settings_.volume);
      ++attentionAsked_;
    }
  }
  s.waitedFor = waited;
  if (s.playing && (s.recordDue || adjourned != (s.room.adjourned != 0))) {
    s.recordDue = false;
    keepOnlineRecord();
  }
  if (s.catchingUp && client().idle()) s.catchingUp = false;
  const ClientGame* game = clientGameNamed(s.room.game);
  s.shown = roomView(s, link, now, game != nullptr ? game->title : std::string());
}

void App::onlineRequest(const ui::Request& r) {
  server::RoomRequest q;
  switch (r.kind) {
    case ui::RequestKind::OnlineSit:
      q.kind = server::RequestKind::Sit;
      q.seat = r.index;
      break;
    case ui::RequestKind::OnlineStart: q.kind = server::RequestKind::Start; break;
    case ui::RequestKind::OnlineChat:
      q.kind = server::RequestKind::Chat;
      q.text = r.path.substr(0, server::kMaxChat);
      break;
    case ui::RequestKind::OnlineDecide:
      q.kind = server::RequestKind::Decide;
      q.seat = r.index;
      q.choice = static_cast<server::HostChoice>(std::clamp(r.value, 0, 4));
      q.name = r.path;
      break;
    case ui::RequestKind::OnlineResume: q.kind = server::RequestKind::Resume; break;
    case ui::RequestKind::OnlineReplay:
      q.kind = server::RequestKind::Record;
      online_->replayAsked = true;
      break;
    case ui::RequestKind::OnlineLeave: leaveOnline(); return;
    default: return;
  }
  if (const std::string why = sendToRoom(std::move(q)); !why.empty()) setStatus(why, true);
}

}  // namespace nemesis::app
