// The Enormity client at an online table (issue 26): it shows the view the server sends (the face-down Blip tokens
// and the Pool dealt from the tokens not seen: seat_view.hpp stateOfView), never the table's state; its commands go
// to the table through the gate's `remote` hook, and the table's news comes back as events and the view after them.
#include "engine/enormity/script.hpp"
#include "engine/enormity/seat_view.hpp"
#include "enormity_client.hpp"

namespace nemesis::app {

namespace en = nemesis::enormity;
namespace uen = nemesis::ui::enormity;

EnormityClient::EnormityClient(view::Art& art, ui::UiState& ui, const OnlineTableStart& start,
                               const std::string& assetsDir)
    : art_(art),
      ui_(ui),
      assetsDir_(assetsDir),
      session_(std::make_unique<Session>(
          std::make_unique<en::History>(en::stateOfView(en::loadSeatView(start.view, "the server's view"))))),
      painter_(art) {
  hookSession();
  online_ = Online{start.seats, start.view, start.send, start.undo};
  Session::Hooks& h = session_->hooks();
  h.remote = [this](const en::State& s, const en::Command& cmd) -> std::string {
    if (online_->seats.empty()) return kWatchingOnline;
    return online_->send(en::formatCommand(s, cmd));
  };
  setSandbox(start.sandbox);
}

EnormityClient::EnormityClient(view::Art& art, ui::UiState& ui, std::unique_ptr<en::History> history,
                               const std::string& assetsDir)
    : art_(art),
      ui_(ui),
      assetsDir_(assetsDir),
      session_(std::make_unique<Session>(std::move(history))),
      painter_(art) {
  hookSession();
  session_->rebuildLog();
}

void EnormityClient::tableNews(std::string_view events, std::string_view viewBytes, std::uint32_t command,
                               std::span<const int> seats) {
  if (!online_) return;
  online_->seats.assign(seats.begin(), seats.end());
  if (events.empty() && viewBytes == online_->view) return;  // the room's news, the table as it was
  auto after = std::make_unique<en::History>(en::stateOfView(en::loadSeatView(viewBytes, "the server's view")));
  after->setSandbox(sandbox());
  online_->view = std::string(viewBytes);
  if (events.empty()) {
    session_->jumpTo(std::move(after));
    return;
  }
  const en::EventLog log = en::loadEvents(events, "the server's events");
  // The board folds the events one by one; the panels show the position before the command until its last
  // event is shown, then the view after it.
  en::Moments moments(log.size(), state());
  std::vector<uen::LogEntry> entries;
  entries.reserve(log.size());
  for (const en::Event& e : log) entries.push_back(uen::makeLogEntry(after->state(), e, static_cast<int>(command)));
  clearPicks();
  session_->arrived(log, std::move(moments), std::move(after), std::move(entries));
}

}  // namespace nemesis::app
