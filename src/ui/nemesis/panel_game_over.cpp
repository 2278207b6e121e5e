// The end screen: won or lost and why (every living Character hibernated, everyone dead, the time track run
// out, the ship exploded or the hull breached), the statistics of the game and each character's fate, with a
// way on (new game or undo). It shows only once the game has ended, so while some players still play after
// their character died it never covers the board; it waits for the animations, and it can be collapsed to look
// at the final board.
#include <algorithm>
#include <array>
#include <string>

#include "engine/nemesis/engine.hpp"
#include "nemesis_panels.hpp"
#include "panel_colours.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

// A game won when the time track ran out (RULES.md §5: after round 15 every Character still awake dies, and
// the hibernated ones survive). A lost game says so in its LossReason; a won one has none, so: the log says it
// when the game was played here; a loaded save has no such log, and the state says it as well: the time track
// is the first step of the Event phase, so a game by rounds that ended in round 15's Event phase ended there.
bool wonAsTimeRanOut(const NemesisPanels& c) {
  for (const LogEntry& e : c.log) {
    if (e.rule == RuleId::TimeRunsOut) return true;
  }
  const GameState& s = c.state;
  return !s.freePlay && s.round >= kLastRound && s.phase == Phase::Event;
}

struct Reason {
  const char* id;  // recorded for the tests: gameover.reason.<id>
  std::string text;
};

Reason reason(const NemesisPanels& c) {
  const GameState& s = c.state;
  if (s.status == GameStatus::Won) {
    if (wonAsTimeRanOut(c)) {
      return {"timeranout", "The time track ran out after round " + std::to_string(kLastRound) +
                                ": the Characters still awake died, and every living Character is in hibernation."};
    }
    return {"hibernated", "Every living Character is in hibernation."};
  }
  switch (s.loss) {
    case LossReason::AllDead: return {"alldead", "Every Character is dead."};
    case LossReason::ShipExploded:
      return {"exploded", "The ship exploded: a Fire marker had to be placed and none was left."};
    case LossReason::HullBreached:
      return {"breached", "The hull was breached: a Malfunction marker had to be placed and none was left."};
    case LossReason::TimeRanOut:
      return {"timeranout", "The time track ran out after round " + std::to_string(kLastRound) +
                                " and nobody was in hibernation: every Character still awake died."};
    case LossReason::None: break;
  }
  return {"over", "The game is over."};
}

// A label and its value on one row; the value is recorded ("gameover.rounds.15") so a test can read it.
void statRow(ItemRecorder& recorder, const char* label, int value, const char* record) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(label);
  ImGui::TableNextColumn();
  ImGui::Text("%d", value);
  detail::recordItem(recorder, record, value);
}

void statistics(ItemRecorder& recorder, const GameState& s) {
  ImGui::TextUnformatted("Statistics");
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit;
  if (ImGui::BeginTable("gameover.stats", 2, flags)) {
    statRow(recorder, s.freePlay ? "Rounds played (free play)" : "Rounds played", s.round, "gameover.rounds");
    statRow(recorder, "Rooms explored", roomsExplored(s), "gameover.rooms");
    statRow(recorder, "Encounters", s.stats.encounters, "gameover.encounters");
    ImGui::EndTable();
  }
  // The die as rolled, face by face: the Noise rolls by result.
  constexpr std::array<const char*, 6> kFaces = {"1", "2", "3", "4", "Silence", "Danger"};
  ImGui::TextUnformatted("Noise rolls by result");
  if (ImGui::BeginTable("gameover.noise", static_cast<int>(kFaces.size()) + 1, flags | ImGuiTableFlags_BordersInnerV)) {
    for (const char* face : kFaces) {
      const float width = std::max(ImGui::CalcTextSize(face).x, ImGui::GetFontSize() * 1.5f);
      ImGui::TableSetupColumn(face, ImGuiTableColumnFlags_WidthFixed, width);
    }
    ImGui::TableSetupColumn("Total");
    ImGui::TableHeadersRow();
    ImGui::TableNextRow();
    int total = 0;
    for (std::size_t k = 0; k < kFaces.size(); ++k) {
      ImGui::TableNextColumn();
      const int n = s.stats.noiseRolls[k];
      total += n;
      ImGui::Text("%d", n);
      detail::recordItem(recorder, (std::string("gameover.noise.") + kFaces[k]).c_str(), n);
    }
    ImGui::TableNextColumn();
    ImGui::Text("%d", total);
    detail::recordItem(recorder, "gameover.noise.total", total);
    ImGui::EndTable();
  }
}

void fates(ItemRecorder& recorder, const GameState& s) {
  ImGui::TextUnformatted("The crew");
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("gameover.fates", 2, flags)) return;
  for (int i = 0; i < s.characterCount(); ++i) {
    const Character& ch = s.character(i);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(detail::classColour(ch.cls), "%s", characterName(s, i).c_str());
    ImGui::TableNextColumn();
    const char* word = !ch.alive ? "dead" : ch.hibernated ? "hibernated" : "awake";
    const std::string where = " in " + roomName(s, ch.room);
    if (!ch.alive) {
      ImGui::TextColored(detail::kErrorColour, "dead%s", where.c_str());
    } else if (ch.hibernated) {
      ImGui::TextColored(detail::kGoodColour, "hibernated%s", where.c_str());
    } else {
      ImGui::Text("awake%s", where.c_str());
    }
    detail::recordItem(recorder, (std::string("gameover.fate.") + word).c_str(), i);
  }
  ImGui::EndTable();
}

}  // namespace

void drawGameOverWindow(NemesisPanels& c) {
  // After the animations: the last Event phase (or the fatal Encounter) plays on the board first.
  if (c.state.status == GameStatus::Playing || c.animating) return;
  detail::placeFloating(c, 420.0f, 0.0f);
  if (!ImGui::Begin("Game over", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::End();
    return;
  }
  const bool won = c.state.status == GameStatus::Won;
  ImGui::SetWindowFontScale(detail::kTurnLineScale);
  ImGui::TextColored(won ? detail::kGoodColour : detail::kErrorColour, won ? "The crew survives" : "The game is lost");
  ImGui::SetWindowFontScale(1.0f);
  detail::recordItem(c.ui.recorder, won ? "gameover.won" : "gameover.lost");
  const Reason why = reason(c);
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
  ImGui::TextUnformatted(why.text.c_str());
  ImGui::PopTextWrapPos();
  detail::recordItem(c.ui.recorder, (std::string("gameover.reason.") + why.id).c_str());
  ImGui::Separator();
  statistics(c.ui.recorder, c.state);
  ImGui::Separator();
  fates(c.ui.recorder, c.state);
  ImGui::Separator();
  if (ImGui::Button("New game...")) c.ui.showNewGame = true;
  detail::recordItem(c.ui.recorder, "gameover.newgame");
  if (c.canUndo) {
    ImGui::SameLine();
    if (ImGui::Button("Undo the last command")) {
      Request r;
      r.kind = RequestKind::Undo;
      c.out.requests.push_back(std::move(r));
    }
    detail::recordItem(c.ui.recorder, "gameover.undo");
  }
  ImGui::End();
}

}  // namespace nemesis::ui
