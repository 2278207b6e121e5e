// The Nemesis client at an online table (issue 26): it shows a member's view, never the table's state. What it
// presents is a state dealt from the view (seat_view.hpp stateOfView: what the view hides is filled from what the
// member has not seen, and none of it is shown: other hands show as counts, face-down tiles and tokens as
// unknown), so every panel, the odds and the risk map read only what this member may know. Its commands go to
// the table through the gate's `remote` hook; the table's news comes back as events and the view after them.
#include <stdexcept>

#include "engine/nemesis/script.hpp"
#include "engine/nemesis/seat_view.hpp"
#include "nemesis_client.hpp"
#include "ui/nemesis/log_model.hpp"

namespace nemesis::app {

void NemesisClient::playOnline(const OnlineTableStart& start, std::shared_ptr<const Board> board) {
  online_ = Online{std::move(board), start.seats, start.view, start.send, start.undo};
  Session::Hooks& h = session_->hooks();
  h.remote = [this](const GameState& s, const Command& cmd) -> std::string {
    if (online_->seats.empty()) return kWatchingOnline;
    return online_->send(formatCommand(s, cmd));
  };
  h.accepted = {};
  setSandbox(start.sandbox);
  selectCharacter(activeCharacter());
}

void NemesisClient::tableNews(std::string_view events, std::string_view viewBytes, std::uint32_t command,
                              std::span<const int> seats) {
  if (!online_) return;
  online_->seats.assign(seats.begin(), seats.end());
  if (events.empty() && viewBytes == online_->view) return;  // the room's news, the table as it was
  const SeatView view = loadSeatView(viewBytes, online_->board, "the server's view");
  auto after = std::make_unique<History>(stateOfView(view, online_->board));
  after->setSandbox(sandbox());
  online_->view = std::string(viewBytes);
  if (events.empty()) {
    session_->jumpTo(std::move(after));
    selectCharacter(activeCharacter());
    return;
  }
  const EventLog log = loadEvents(events, online_->board, state().characterCount(), "the server's events");
  // Each event's moment: the board folds the events one by one, the panels show the position before the command
  // until its last event is shown, then the view after it (a member has no state between the events but what the
  // events themselves tell).
  Moments moments(log.size(), state());
  std::vector<ui::LogEntry> entries;
  entries.reserve(log.size());
  for (const Event& e : log) entries.push_back(ui::makeLogEntry(after->state(), e, static_cast<int>(command)));
  ui_.selectedCards.clear();
  session_->arrived(log, std::move(moments), std::move(after), std::move(entries));
}

}  // namespace nemesis::app
