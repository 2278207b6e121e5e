// Online play's windows (issue 26): File > Host online game and Join online game, and the room's window. They
// read OnlineRoomView (put together by the app from the room's news) and ask for everything through the outbox;
// the server's answer, never the window, decides what happens (a seat taken first by another, a start refused).
#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

constexpr std::size_t kFieldBytes = 256;

// An ImGui text field on a std::string (no callback: fields here are short).
bool textField(const char* label, std::string& value, std::size_t max = kFieldBytes) {
  std::array<char, kFieldBytes + 1> buffer{};
  const std::size_t n = std::min({value.size(), max, kFieldBytes});
  std::copy_n(value.begin(), n, buffer.begin());
  const bool changed = ImGui::InputText(label, buffer.data(), std::min(max, kFieldBytes) + 1);
  if (changed) value = buffer.data();
  return changed;
}

void push(PanelContext& c, RequestKind kind, int index = -1, int value = 0, std::string path = {}) {
  Request r;
  r.kind = kind;
  r.index = index;
  r.value = value;
  r.path = std::move(path);
  c.out.requests.push_back(std::move(r));
}

// TLS towards a server with a certificate, and the certificate to trust when the system's authorities do not.
void tlsFields(PanelContext& c) {
  ImGui::Checkbox("TLS (the server has a certificate)", &c.ui.online.tls);
  detail::recordItem(c.ui.recorder, "online.tls");
  if (c.ui.online.tls) {
    textField("Certificate to trust (PEM; empty: the system's)", c.ui.online.authority);
    detail::recordItem(c.ui.recorder, "online.tls.authority");
  }
}

void nameField(PanelContext& c) {
  if (c.ui.online.name.empty()) c.ui.online.name = c.settings.onlineName;
  textField("Your name", c.ui.online.name, kMaxOnlineName);
  detail::recordItem(c.ui.recorder, "online.name");
}

// The turn timers a host may choose (seconds; 0: none).
constexpr std::array<int, 6> kTurnTimers{0, 60, 120, 300, 3600, 86400};

std::string timerLabel(int seconds) {
  if (seconds == 0) return "No turn timer";
  if (seconds < 3600) return std::to_string(seconds / 60) + " min a turn";
  if (seconds < 86400) return std::to_string(seconds / 3600) + " hour a turn";
  return std::to_string(seconds / 86400) + " day a turn";
}

// The warning every host reads: a player's own program holds the whole game.
constexpr const char* kHostWarning =
    "Your program will hold the whole game, every hand and the Intruder bag included: the others must trust you "
    "not to look. A dedicated nemesis-server run by nobody at the table is the fair option (README \"Run a "
    "server\").";

}  // namespace

void drawHostOnlineDialog(PanelContext& c) {
  if (!detail::beginDialog(c, "Host online game", c.ui.showHostOnline, 520.0f)) return;
  OnlineForm& f = c.ui.online;
  if (ImGui::RadioButton("A server in this program", !f.onServer)) f.onServer = false;
  detail::recordItem(c.ui.recorder, "online.host.here");
  ImGui::SameLine();
  if (ImGui::RadioButton("On a server", f.onServer)) f.onServer = true;
  detail::recordItem(c.ui.recorder, "online.host.server");
  if (f.onServer) {
    if (f.address.empty() && !c.settings.onlineServers.empty()) f.address = c.settings.onlineServers.front();
    textField("Server (host:port)", f.address);
    detail::recordItem(c.ui.recorder, "online.host.address");
    tlsFields(c);
    ImGui::TextWrapped("The fair option: the server, not a player's program, holds the game and its secrets.");
  } else {
    ImGui::TextWrapped("%s", kHostWarning);
  }
  ImGui::Separator();
  nameField(c);
  if (c.onlineGames.empty()) {
    ImGui::TextColored(detail::kErrorColour, "No game can be played online in this build.");
  } else {
    f.game = std::clamp(f.game, 0, static_cast<int>(c.onlineGames.size()) - 1);
    const OnlineGameChoice& game = c.onlineGames[static_cast<std::size_t>(f.game)];
    if (ImGui::BeginCombo("Game", game.title.c_str())) {
      for (std::size_t i = 0; i < c.onlineGames.size(); ++i) {
        if (ImGui::Selectable(c.onlineGames[i].title.c_str(), static_cast<int>(i) == f.game)) {
          f.game = static_cast<int>(i);
          f.scenario = -1;
        }
        detail::recordItem(c.ui.recorder, "online.host.game", static_cast<int>(i), c.onlineGames[i].name);
      }
      ImGui::EndCombo();
    }
    detail::recordItem(c.ui.recorder, "online.host.games");
    // The position on the board (the scenario editor's, or the game being played) when it is of this game.
    const bool position = !c.positionGame.empty() && c.positionGame == game.name;
    if (f.scenario != kFromPosition || !position) {
      f.scenario = std::clamp(f.scenario, -1, static_cast<int>(game.scenarios.size()) - 1);
    }
    constexpr const char* kPosition = "The position on the board";
    const std::string from = f.scenario == kFromPosition ? std::string(kPosition)
                             : f.scenario < 0            ? std::string("A new game")
                                                         : game.scenarios[static_cast<std::size_t>(f.scenario)].name;
    if (ImGui::BeginCombo("Start from", from.c_str())) {
      if (ImGui::Selectable("A new game", f.scenario == -1)) f.scenario = -1;
      if (position) {
        if (ImGui::Selectable(kPosition, f.scenario == kFromPosition)) f.scenario = kFromPosition;
        detail::recordItem(c.ui.recorder, "online.host.position");
        detail::tooltipText(c.editing ? "The position in the scenario editor, as it stands."
                                      : "The game on the board, as it stands.");
      }
      for (std::size_t i = 0; i < game.scenarios.size(); ++i) {
        if (ImGui::Selectable(game.scenarios[i].name.c_str(), static_cast<int>(i) == f.scenario)) {
          f.scenario = static_cast<int>(i);
        }
        detail::recordItem(c.ui.recorder, "online.host.scenario", static_cast<int>(i));
        detail::tooltipText(game.scenarios[i].about);
      }
      ImGui::EndCombo();
    }
    detail::recordItem(c.ui.recorder, "online.host.from");
    if (f.scenario == -1) {
      f.players = std::clamp(f.players, 1, std::max(1, game.maxPlayers));
      ImGui::SliderInt("Players", &f.players, 1, std::max(1, game.maxPlayers));
      detail::recordItem(c.ui.recorder, "online.host.players");
    }
  }
  ImGui::Checkbox("Sandbox (outcomes may be forced; everyone sees it)", &f.sandbox);
  detail::recordItem(c.ui.recorder, "online.host.sandbox");
  if (ImGui::BeginCombo("Turn timer", timerLabel(f.turnSeconds).c_str())) {
    for (const int t : kTurnTimers) {
      if (ImGui::Selectable(timerLabel(t).c_str(), t == f.turnSeconds)) f.turnSeconds = t;
    }
    ImGui::EndCombo();
  }
  if (f.turnSeconds > 0) ImGui::Checkbox("When it runs out, the move is played for the player", &f.timerAutoPass);
  if (!f.onServer) {
    ImGui::InputInt("Port", &f.port);
    f.port = std::clamp(f.port, 0, 65535);  // 0: any free port (the room window shows which)
    detail::recordItem(c.ui.recorder, "online.host.port");
    detail::tooltipText("The port the others connect to (4770 by default; 0: any free port, shown once hosted).");
  }
  const bool ok = !c.onlineGames.empty() && detail::defaultButton("Host");
  detail::recordItem(c.ui.recorder, "online.host.go");
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) c.ui.showHostOnline = false;
  const UiState::DialogKey key = detail::endDialog(c);
  if ((ok || key == UiState::DialogKey::Enter) && !c.onlineGames.empty()) {
    c.ui.showHostOnline = false;
    push(c, RequestKind::HostOnline);
  }
}

void drawJoinOnlineDialog(PanelContext& c) {
  if (!detail::beginDialog(c, "Join online game", c.ui.showJoinOnline, 460.0f)) return;
  OnlineForm& f = c.ui.online;
  if (f.address.empty() && !c.settings.onlineServers.empty()) f.address = c.settings.onlineServers.front();
  textField("Server (host:port)", f.address);
  detail::recordItem(c.ui.recorder, "online.join.address");
  if (!c.settings.onlineServers.empty()) {
    ImGui::SameLine();
    if (ImGui::BeginCombo("##servers", "", ImGuiComboFlags_NoPreview)) {
      for (const std::string& server : c.settings.onlineServers) {
        if (ImGui::Selectable(server.c_str(), server == f.address)) f.address = server;
      }
      ImGui::EndCombo();
    }
    detail::tooltipText("The servers joined lately.");
  }
  tlsFields(c);
  textField("Join code", f.code, 40);
  detail::recordItem(c.ui.recorder, "online.join.code");
  nameField(c);
  const bool ready = !f.address.empty() && !f.code.empty() && !f.name.empty();
  if (!ready) ImGui::TextDisabled("The server's address, the room's code and your name, please.");
  ImGui::BeginDisabled(!ready);
  const bool ok = detail::defaultButton("Join");
  ImGui::EndDisabled();
  detail::recordItem(c.ui.recorder, "online.join.go");
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) c.ui.showJoinOnline = false;
  const UiState::DialogKey key = detail::endDialog(c);
  if (ready && (ok || key == UiState::DialogKey::Enter)) {
    c.ui.showJoinOnline = false;
    push(c, RequestKind::JoinOnline);
  }
}

void drawRoomWindow(PanelContext& c) {
  if (c.online == nullptr || !c.ui.showRoom) return;
  const OnlineRoomView& room = *c.online;
  // Its default size, within the window (UI scale 2 on a small screen).
  const float height = c.screen.height - c.screen.menu - c.screen.status;
  detail::placeFloating(c, std::min(520.0f * c.settings.uiScale, c.screen.width * 0.9f),
                        std::min(460.0f * c.settings.uiScale, height * 0.9f));
  const std::string title = "Room " + (room.code.empty() ? std::string("...") : room.code) + "###room";
  if (!ImGui::Begin(title.c_str(), &c.ui.showRoom, ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::End();
    return;
  }
  if (room.connected) {
    ImGui::TextColored(detail::kGoodColour, "Connected to %s", room.server.c_str());
  } else {
    ImGui::TextColored(detail::kErrorColour, "%s", room.connection.c_str());
  }
  detail::recordItem(c.ui.recorder, "room.connection", -1, room.connection);
  if (!room.addresses.empty()) {
    ImGui::TextWrapped("You host this room. Give the others the join code %s and one of these addresses:",
                       room.code.c_str());
    for (const std::string& a : room.addresses) ImGui::BulletText("%s", a.c_str());
    ImGui::TextDisabled("(?)");
    detail::tooltipText(kHostWarning);
  } else if (!room.code.empty() && !room.started) {
    ImGui::TextWrapped("Join code %s: the others join it on %s.", room.code.c_str(), room.server.c_str());
  }
  ImGui::Separator();
  ImGui::Text("%s%s", room.game.c_str(), room.sandbox ? "  ·  sandbox: outcomes may be forced" : "");
  const bool full =
      std::all_of(room.seats.begin(), room.seats.end(), [](const OnlineSeatLine& s) { return !s.holder.empty(); });
  std::string standing = room.finished    ? "The game is over."
                         : room.adjourned ? "Adjourned: the host resumes it."
                         : room.started   ? "Being played."
                         : full           ? "Every seat is taken: the host starts the game."
                                          : "Waiting for every seat to be taken.";
  ImGui::TextUnformatted((room.timer + "  ·  " + standing).c_str());
  if (room.turnSecondsLeft >= 0) {
    ImGui::SameLine();
    ImGui::TextColored(detail::kImportantColour, "  %d:%02d left", room.turnSecondsLeft / 60,
                       room.turnSecondsLeft % 60);
  }
  ImGui::Text("You are %s, %s%s.", room.me.c_str(), room.watching ? "watching" : "playing",
              room.isHost ? ", the host" : "");
  detail::recordItem(c.ui.recorder, "room.me", -1, room.watching ? "watching" : "playing");
  if (ImGui::BeginTable("seats", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("Seat");
    ImGui::TableSetupColumn("Player");
    ImGui::TableSetupColumn("Presence");
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < room.seats.size(); ++i) {
      const OnlineSeatLine& seat = room.seats[i];
      const int index = static_cast<int>(i);
      ImGui::PushID(index);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%s%s", seat.toAct ? "> " : "", seat.player.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%s%s", seat.holder.empty() ? "(free)" : seat.holder.c_str(), seat.mine ? " (you)" : "");
      detail::recordItem(c.ui.recorder, "room.seat", index, seat.holder);
      ImGui::TableNextColumn();
      if (seat.dropped) {
        ImGui::TextColored(detail::kErrorColour, "%s", seat.presence.c_str());
      } else {
        ImGui::TextUnformatted(seat.presence.c_str());
      }
      detail::recordItem(c.ui.recorder, "room.presence", index, seat.presence);
      ImGui::TableNextColumn();
      if (!room.started && seat.holder.empty()) {
        if (ImGui::SmallButton("Take")) push(c, RequestKind::OnlineSit, index);
        detail::recordItem(c.ui.recorder, "room.take", index);
      }
      if (room.isHost && seat.graceOver) {
        // The host's choices for a seat gone past its grace period (server HostChoice: 1 wait, 2 auto-pass,
        // 3 give, 4 adjourn).
        if (ImGui::SmallButton("Wait")) push(c, RequestKind::OnlineDecide, index, 1);
        ImGui::SameLine();
        if (ImGui::SmallButton("Auto-pass")) push(c, RequestKind::OnlineDecide, index, 2);
        detail::recordItem(c.ui.recorder, "room.autopass", index);
        ImGui::SameLine();
        if (ImGui::SmallButton("Adjourn")) push(c, RequestKind::OnlineDecide, index, 4);
        if (!room.members.empty()) {
          c.ui.online.giveTo = std::clamp(c.ui.online.giveTo, 0, static_cast<int>(room.members.size()) - 1);
          ImGui::SameLine();
          if (ImGui::SmallButton("Give to")) {
            push(c, RequestKind::OnlineDecide, index, 3, room.members[static_cast<std::size_t>(c.ui.online.giveTo)]);
          }
          ImGui::SameLine();
          ImGui::SetNextItemWidth(90.0f * c.settings.uiScale);
          if (ImGui::BeginCombo("##give", room.members[static_cast<std::size_t>(c.ui.online.giveTo)].c_str())) {
            for (std::size_t m = 0; m < room.members.size(); ++m) {
              if (ImGui::Selectable(room.members[m].c_str(), static_cast<int>(m) == c.ui.online.giveTo)) {
                c.ui.online.giveTo = static_cast<int>(m);
              }
            }
            ImGui::EndCombo();
          }
        }
      }
      if (!seat.hostChoice.empty()) ImGui::TextDisabled("%s", seat.hostChoice.c_str());
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::TextWrapped("Watching: %s", room.spectators.empty() ? "nobody" : "");
  for (std::size_t i = 0; i < room.spectators.size(); ++i) {
    ImGui::SameLine();
    ImGui::Text("%s%s", room.spectators[i].c_str(), i + 1 < room.spectators.size() ? "," : "");
  }
  if (room.isHost && !room.started) {
    ImGui::BeginDisabled(!full || !room.connected);
    if (detail::defaultButton("Start the game")) push(c, RequestKind::OnlineStart);
    ImGui::EndDisabled();
    detail::recordItem(c.ui.recorder, "room.start");
    if (!full) detail::tooltipText("Every seat must be taken first.", true);
  }
  if (room.finished) {
    // The game is over: its record, played again here (Save keeps it as a game of this program).
    if (detail::defaultButton("Replay the game")) push(c, RequestKind::OnlineReplay);
    detail::recordItem(c.ui.recorder, "room.replay");
    detail::tooltipText("Leaves the room and plays the whole game again here, from the server's record.");
  }
  if (room.isHost && room.adjourned) {
    if (ImGui::Button("Resume the game")) push(c, RequestKind::OnlineResume);
    detail::recordItem(c.ui.recorder, "room.resume");
  } else if (room.isHost && room.started && !room.finished) {
    // Players stop for the night too: the game waits, kept by the server, until the host resumes it (Continue
    // finds it again, days later).
    if (ImGui::Button("Adjourn the game")) push(c, RequestKind::OnlineDecide, -1, 4);
    detail::recordItem(c.ui.recorder, "room.adjourn");
    detail::tooltipText("The game stops until you resume it; everyone finds it again under Continue.");
  }
  ImGui::Separator();
  const float chatHeight = std::max(60.0f, ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing());
  if (ImGui::BeginChild("chat", ImVec2(0, chatHeight), true)) {
    for (const std::string& line : room.chat) ImGui::TextWrapped("%s", line.c_str());
    if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY()) ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
  ImGui::SetNextItemWidth(-70.0f * c.settings.uiScale);
  const bool entered = [&] {
    std::array<char, kFieldBytes + 1> buffer{};
    const std::size_t n = std::min(c.ui.online.chat.size(), kFieldBytes);
    std::copy_n(c.ui.online.chat.begin(), n, buffer.begin());
    const bool enter = ImGui::InputText("##chat", buffer.data(), buffer.size(), ImGuiInputTextFlags_EnterReturnsTrue);
    c.ui.online.chat = buffer.data();
    return enter;
  }();
  detail::recordItem(c.ui.recorder, "room.chat");
  ImGui::SameLine();
  const bool say = ImGui::Button("Say");
  detail::recordItem(c.ui.recorder, "room.say");
  if ((entered || say) && !c.ui.online.chat.empty()) {
    push(c, RequestKind::OnlineChat, -1, 0, c.ui.online.chat);
    c.ui.online.chat.clear();
  }
  ImGui::End();
}

void drawConnectionBanner(PanelContext& c) {
  if (c.online == nullptr) return;
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                      ImGuiWindowFlags_NoNav | ImGuiWindowFlags_AlwaysAutoResize;
  if (c.online->watching && c.online->started) {
    // A spectator's mark, always in sight: nothing it does acts on the game.
    ImGui::SetNextWindowPos(ImVec2(c.screen.boardX() + c.screen.boardW() - 8.0f, c.screen.boardY() + 8.0f),
                            ImGuiCond_Always, ImVec2(1.0f, 0.0f));
    ImGui::SetNextWindowBgAlpha(0.85f);
    if (ImGui::Begin("##watching", nullptr, kFlags)) {
      ImGui::TextColored(detail::kImportantColour, "Watching");
      detail::recordItem(c.ui.recorder, "online.watching");
      detail::tooltipText("You see the public view of the game (no hand but counts); only its players act.");
    }
    ImGui::End();
  }
  if (!c.online->reconnecting) return;
  const float width = std::min(c.screen.boardW() * 0.9f, 560.0f * c.settings.uiScale);
  ImGui::SetNextWindowPos(ImVec2(c.screen.boardX() + (c.screen.boardW() - width) * 0.5f, c.screen.boardY() + 8.0f));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  ImGui::SetNextWindowBgAlpha(0.92f);
  if (ImGui::Begin("##reconnecting", nullptr, kFlags)) {
    ImGui::TextColored(detail::kErrorColour, "%s", c.online->connection.c_str());
    detail::recordItem(c.ui.recorder, "online.reconnecting", -1, c.online->connection);
    ImGui::TextDisabled("Your seat is held for you; the board catches up when the connection is back.");
  }
  ImGui::End();
}

}  // namespace nemesis::ui
