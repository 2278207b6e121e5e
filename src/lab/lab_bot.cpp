// The bot's loop: read for a short while, answer the room's news, act. Its RoomLink keeps the session alive and
// opens a lost connection again (with growing pauses), the seat rejoined, so a server killed and restarted
// mid-game sees its bots come back and play on.
#include "lab_bot.hpp"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <set>

#include "engine/kernel/file_io.hpp"
#include "engine/kernel/rng.hpp"
#include "lab.hpp"
#include "nemesis_version.hpp"
#include "online_game.hpp"
#include "room_link.hpp"
#include "room_record.hpp"

namespace lab {

namespace {

namespace srv = nemesis::server;
using Clock = std::chrono::steady_clock;
using nemesis::net::Millis;

class Bot {
 public:
  explicit Bot(const BotOptions& o) : o_(o), rng_(o.seed, 0x626f74), started_(Clock::now()), progress_(0) {}

  int run() {
    setup_.assetsDir = o_.assetsDir;
    if (!o_.scenario.empty()) {
      try {
        scenarioText_ = nemesis::readFileLimited(o_.scenario, srv::kMaxScenario, "a room's scenario");
      } catch (const std::exception& e) {
        return fail(e.what());
      }
    }
    const auto address = srv::splitAddress(o_.server);
    if (!address) return fail("--server " + o_.server + ": expected HOST:PORT");
    srv::LinkOptions link;
    link.host = address->first;
    link.port = address->second;
    link.tls = {o_.tls || !o_.tlsAuthority.empty(), o_.tlsAuthority};
    link_.emplace(hello(o_), link);
    link_->onEnter([this] { return entry(); });
    if (const std::string problem = link_->open(now()); !problem.empty()) return fail(problem);
    progress_ = now();
    int connections = link_->connections();
    for (;;) {
      if (done_ && !awaitingRecord()) return finish();
      if (now() - progress_ > static_cast<Millis>(o_.timeoutSeconds) * 1000) {
        if (link_->state() != srv::LinkState::Connected) {
          return fail("cannot reach " + o_.server + " again within " + std::to_string(o_.timeoutSeconds) + " s");
        }
        return fail("nothing happened for " + std::to_string(o_.timeoutSeconds) + " s: giving up");
      }
      const bool wasUp = link_->state() == srv::LinkState::Connected;
      for (const srv::RoomNews& news : link_->poll(std::chrono::milliseconds(50), now())) {
        if (!answer(news)) return kExitFailure;
      }
      if (link_->state() == srv::LinkState::Refused) return fail(link_->problem());
      if (wasUp && link_->state() != srv::LinkState::Connected) {
        std::cerr << "nemesis-lab bot: " << link_->problem() << ": reconnecting\n";
      }
      if (link_->connections() != connections) {  // what was in flight got no answer
        connections = link_->connections();
        inFlight_ = false;
        progress_ = now();
      }
      act();
    }
  }

 private:
  static nemesis::net::ClientHello hello(const BotOptions& o) {
    nemesis::net::ClientHello h;
    h.program = std::string("nemesis-lab bot ") + nemesis::kVersion;
    h.games = srv::gameRules(o.assetsDir);
    return h;
  }
  [[nodiscard]] Millis now() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started_).count();
  }
  static int fail(const std::string& why) {
    std::cerr << "nemesis-lab bot: " << why << "\n";
    return kExitFailure;
  }
  void request(const srv::RoomRequest& r) { link_->send(r, now()); }

  // What a connection that starts over asks after its hello: a new room (--new), else the room to join (the one
  // made, once it exists: never a second).
  srv::RoomRequest entry() {
    srv::RoomRequest r;
    r.name = o_.name;
    if (!o_.game.empty() && code_.empty()) {
      r.kind = srv::RequestKind::Create;
      r.game = o_.game;
      r.players = o_.players;
      r.scenario = scenarioText_;
      r.seed = o_.seed;
      hostOfRoom_ = true;
    } else {
      r.kind = srv::RequestKind::Join;
      r.code = code_.empty() ? o_.room : code_;
    }
    return r;
  }

  bool answer(const srv::RoomNews& n) {
    switch (n.kind) {
      case srv::NewsKind::Room: {
        if (code_.empty()) std::cout << "room " << n.room.code << std::endl;  // for whoever starts other bots
        code_ = n.room.code;
        room_ = n.room;
        if (!n.scenario.empty() && n.scenario != setup_.scenario) {
          setup_.scenario = n.scenario;  // the views of a scenario's room read against its board
          optionsFresh_ = false;
        }
        seen_.code = code_;
        seen_.commitment = room_.commitment;
        if (!std::equal(mine_.begin(), mine_.end(), n.seats.begin(), n.seats.end())) optionsFresh_ = false;
        mine_.assign(n.seats.begin(), n.seats.end());
        if (!n.view.empty()) setView(n.view);
        if (room_.finished != 0) done_ = overSeen_ = true;
        if (room_.started == 0) sitAndStart();
        break;
      }
      case srv::NewsKind::Table:
        setView(n.table.view);
        tableCommands_ = n.table.commands;
        seen_.hashes.emplace_back(n.table.commands, n.table.viewHash);
        if (n.table.finished != 0) done_ = overSeen_ = true;
        break;
      case srv::NewsKind::Refusal:
        if (inFlight_) {
          refused_.insert(sent_);
          ++refusals_;
          inFlight_ = false;
        } else if (room_.started == 0 && o_.seats.empty() && sat_) {
          // Another bot took the first free seat first: the next free one, from the room as it now stands.
          sat_ = false;
          sitAndStart();
        } else if (room_.started == 0) {
          fail("the room refused: " + n.reason);  // a seat asked for is taken...
          return false;
        }
        break;
      case srv::NewsKind::Chat: break;
      case srv::NewsKind::Record: try { nemesis::writeFileAtomically(o_.record, n.text);
        } catch (const std::exception& e) {
          fail(e.what());
          return false;
        }
        recordSaved_ = true;
        break;
    }
    return true;
  }
  void setView(const std::string& view) {
    view_ = view;
    optionsFresh_ = false;
    refused_.clear();
    inFlight_ = false;
    progress_ = now();
  }
  // Before the start: take the seats asked for (or the first free one), and the host starts once all are taken.
  void sitAndStart() {
    if (!sat_) {
      std::vector<int> wanted;
      for (const int s : o_.seats) wanted.push_back(s - 1);
      if (wanted.empty()) {
        for (std::size_t s = 0; s < room_.seats.size() && wanted.empty(); ++s) {
          if (room_.seats[s].holder.empty()) wanted.push_back(static_cast<int>(s));
        }
      }
      for (const int s : wanted) {
        srv::RoomRequest r;
        r.kind = srv::RequestKind::Sit;
        r.seat = s;
        request(r);
      }
      sat_ = !wanted.empty();
    }
    const bool full =
        std::all_of(room_.seats.begin(), room_.seats.end(), [](const srv::SeatInfo& s) { return !s.holder.empty(); });
    if (hostOfRoom_ && full && !startAsked_) {
      srv::RoomRequest r;
      r.kind = srv::RequestKind::Start;
      request(r);
      startAsked_ = true;
    }
  }
  // The game is over and its record was asked for (--record) but has not come yet: ask once, then wait for it.
  bool awaitingRecord() {
    if (o_.record.empty() || !overSeen_ || failed_ || recordSaved_) return false;
    if (!recordAsked_) {
      srv::RoomRequest r;
      r.kind = srv::RequestKind::Record;
      request(r);
      recordAsked_ = true;
    }
    return true;
  }
  // One random choice of the seat's view, unless one is on its way or the view offers none.
  void act() {
    if (room_.started == 0 || done_ || inFlight_ || view_.empty() || mine_.empty()) return;
    if (o_.commands > 0 && played_ >= o_.commands) {
      done_ = true;
      return;
    }
    if (now() < nextAt_) return;
    // The choices of a view are read once (not at every turn of the loop while the game waits for others).
    if (!optionsFresh_) {
      const srv::OnlineGame* game = srv::findOnlineGame(room_.game);
      if (game == nullptr) return;
      try {
        options_ = game->choices(view_, mine_, setup_);
      } catch (const std::exception& e) {
        std::cerr << "nemesis-lab bot: the view does not read: " << e.what() << "\n";
        done_ = failed_ = true;
        return;
      }
      optionsFresh_ = true;
    }
    std::erase_if(options_, [&](const std::string& c) { return refused_.count(c) != 0; });
    if (options_.empty()) return;
    sent_ = options_[rng_.below(static_cast<std::uint32_t>(options_.size()))];
    srv::RoomRequest r;
    r.kind = srv::RequestKind::Command;
    r.text = sent_;
    request(r);
    inFlight_ = true;
    ++played_;
    nextAt_ = now() + o_.thinkMs;
  }
  int finish() {
    if (failed_) return kExitFailure;
    if (!o_.seen.empty()) {
      seen_.seats = mine_;
      try {
        nemesis::writeFileAtomically(o_.seen, srv::writeSeen(seen_));
      } catch (const std::exception& e) {
        return fail(e.what());
      }
    }
    std::cout << "bot: " << played_ << " commands sent (" << refusals_ << " refused)"
              << (mine_.empty() ? ", watching" : "") << "; the table played " << tableCommands_ << "; "
              << (overSeen_ ? "the game is over" : "the game goes on") << std::endl;
    return kExitOk;
  }

  BotOptions o_;
  std::optional<srv::RoomLink> link_;
  nemesis::Pcg32 rng_;
  Clock::time_point started_;
  Millis progress_;
  std::string code_;
  srv::RoomInfo room_;
  std::vector<int> mine_;
  std::string view_;
  std::set<std::string> refused_;
  std::vector<std::string> options_;  // the choices of view_ for mine_ (less those refused)
  srv::TableOptions setup_;           // how the room's table was opened, as far as reading its views goes
  std::string scenarioText_;          // --scenario's text, for the new room
  bool optionsFresh_ = false;
  std::string sent_;
  bool hostOfRoom_ = false;
  bool sat_ = false;
  bool startAsked_ = false;
  bool inFlight_ = false;
  bool done_ = false;
  bool failed_ = false;
  bool overSeen_ = false;
  bool recordAsked_ = false;
  bool recordSaved_ = false;
  srv::SeenViews seen_;
  int played_ = 0;
  int refusals_ = 0;
  std::uint32_t tableCommands_ = 0;
  Millis nextAt_ = 0;
};

}  // namespace

int bot(const BotOptions& options) {
  return Bot(options).run();
}

int roomCheck(const std::string& record, const std::vector<std::string>& seen, const std::string& assetsDir) {
  constexpr std::size_t kMaxRecordBytes = std::size_t{64} << 20U;
  const srv::RoomRecord r =
      srv::readRecord(nemesis::readFileAs<srv::RecordError>(record, kMaxRecordBytes, "a room's record"), record);
  std::vector<srv::SeenViews> shown;
  shown.reserve(seen.size());
  for (const std::string& file : seen) {
    shown.push_back(
        srv::readSeen(nemesis::readFileAs<srv::RecordError>(file, kMaxRecordBytes, "a seen-views file"), file));
  }
  const std::vector<std::string> problems = srv::checkRecord(r, shown, assetsDir);
  if (problems.empty()) {
    std::size_t hashes = 0;
    for (const srv::SeenViews& s : shown) hashes += s.hashes.size();
    std::cout << "OK: room " << r.code << " (" << r.game << "): the seed and salt give its commitment, its "
              << r.commands.size() << " commands play to the end, and " << hashes << " view hashes of " << shown.size()
              << " seat(s) match\n";
    return kExitOk;
  }
  for (const std::string& p : problems) std::cout << record << ": " << p << "\n";
  return kExitFailure;
}

}  // namespace lab
