// The Enormity Noise panel (the right column): the Countdown and its dice colour, the Spacers (Stress, the
// Priority Target marker), the Active Pool, then either the Make Noise form with its exact odds and the moves,
// or the roll in progress step by step. Every button sends a command; the engine's refusal is the only one
// (the client's gate puts it in the status line), so the buttons are never greyed by a second copy of a rule,
// except while the board still plays earlier events.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "../panel_common.hpp"
#include "engine/enormity/engine.hpp"
#include "engine/enormity/hash.hpp"
#include "engine/enormity/noise_odds.hpp"
#include "engine/enormity/queries.hpp"
#include "engine/enormity/sheet.hpp"
#include "enormity_panels.hpp"
#include "noise_odds_text.hpp"

namespace nemesis::ui::enormity {

namespace {

namespace d = nemesis::ui::detail;

// A section title (Dear ImGui 1.86 has no SeparatorText).
void heading(const char* text) {
  ImGui::Separator();
  ImGui::TextUnformatted(text);
}

// Lays a row of small widgets out left to right, wrapping to the next line when the next one would pass the
// panel's right edge (a narrow column at a large UI scale).
class Flow {
 public:
  // Before a checkbox or small button labelled `label`.
  void next(const std::string& label, bool checkbox) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float text = ImGui::CalcTextSize(label.c_str()).x;
    const float width =
        checkbox ? ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + text : text + 2 * style.FramePadding.x;
    if (!first_) {
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= right) ImGui::SameLine();
    }
    first_ = false;
  }

 private:
  bool first_ = true;
};

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

void toggle(std::vector<int>& v, int x) {
  const auto it = std::find(v.begin(), v.end(), x);
  if (it == v.end()) {
    v.push_back(x);
  } else {
    v.erase(it);
  }
}

// A die as the board's tray draws it (render/enormity/grid_painter.hpp): the colour told by its shape and letter
// too (white square "W", red disc "R", black hexagon "B", the virtual die a rounded box "N"), its Potentials inside.
void dieGlyph(const en::Die& die) {
  const float size = ImGui::GetFrameHeight();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c{at.x + size / 2, at.y + size / 2};
  const float r = size * 0.46f;
  ImU32 fill = IM_COL32(235, 235, 230, 255);
  ImU32 ink = IM_COL32(20, 20, 20, 255);
  char letter = 'W';
  if (die.fixed) {
    fill = IM_COL32(90, 110, 140, 255);
    ink = IM_COL32(255, 255, 255, 255);
    letter = 'N';
    dl->AddRectFilled({c.x - r, c.y - r}, {c.x + r, c.y + r}, fill, size * 0.3f);
  } else if (die.colour == en::DieColour::White) {
    dl->AddRectFilled({c.x - r * 0.85f, c.y - r * 0.85f}, {c.x + r * 0.85f, c.y + r * 0.85f}, fill, 2.0f);
  } else if (die.colour == en::DieColour::Red) {
    fill = IM_COL32(200, 50, 45, 255);
    ink = IM_COL32(255, 255, 255, 255);
    letter = 'R';
    dl->AddCircleFilled(c, r, fill);
  } else {
    fill = IM_COL32(30, 30, 34, 255);
    ink = IM_COL32(255, 255, 255, 255);
    letter = 'B';
    dl->AddNgonFilled(c, r, fill, 6);
    dl->AddNgon(c, r, IM_COL32(200, 200, 200, 255), 6, 1.0f);
  }
  const std::string label = std::string(1, letter) + std::to_string(die.potentials());
  const ImVec2 ts = ImGui::CalcTextSize(label.c_str());
  dl->AddText({c.x - ts.x / 2, c.y - ts.y / 2}, ink, label.c_str());
  ImGui::Dummy({size, size});
}

// What a die's marks say, in words: re-rolls, the bonus, Discipline, discarded, its Blip.
std::string dieMarks(const en::Die& die) {
  std::string marks;
  const auto add = [&marks](const std::string& m) { marks += (marks.empty() ? "" : ", ") + m; };
  if (die.fixed) add("virtual die (a bare number)");
  if (die.confidence) add("re-rolled (Confidence)");
  if (die.stress) add("re-rolled (Stress)");
  if (die.bonus > 0) add("+" + std::to_string(die.bonus) + " bonus");
  if (die.discipline) add("-1 Discipline");
  if (die.discarded) add("discarded");
  if (die.blip >= 0) add("-> " + en::blipName(die.blip));
  return marks;
}

void countdownLine(const PanelContext& c) {
  const en::State& s = c.state;
  const en::Level level = en::level(s);
  ImGui::Text("Countdown %s · %s", en::countdownLabel(s.countdown).c_str(), std::string(en::levelName(level)).c_str());
  d::recordItem(c.app.recorder, "enormity.countdown");
  ImGui::TextDisabled("Intruder-symbol Noise rolls %s dice (%s)",
                      std::string(en::colourName(en::noiseAwareness(s))).c_str(), s.sheet.name.c_str());
  if (s.dice.placeholder) {
    ImGui::TextColored(d::kImportantColour, "! placeholder dice");
    d::tooltipText(
        "The real faces of Enormity's Danger dice are not in our sources (ruling R-1): assets/enormity/dice.json "
        "holds our invented table until they are. Every roll and every figure here uses it.");
  }
}

void spacerRows(PanelContext& c) {
  const en::State& s = c.state;
  ImGui::TextUnformatted("Spacers");
  for (int i = 0; i < s.spacerCount(); ++i) {
    const en::Spacer& sp = s.spacer(i);
    std::string row = sp.name + "  " + en::spaceText(sp.space) + "  Stress " + std::to_string(sp.stress) + "/" +
                      std::to_string(en::kMaxStress);
    if (s.priorityTarget == i) row += "  [PT]";
    if (!sp.alive) row = sp.name + "  dead (nervous breakdown)";
    ImGui::PushID(i);
    if (ImGui::Selectable(row.c_str(), c.ui.spacer == i, sp.alive ? 0 : ImGuiSelectableFlags_Disabled)) c.ui.spacer = i;
    d::recordItem(c.app.recorder, "enormity.spacer", i);
    if (s.priorityTarget == i) d::tooltipText("PT: the Priority Target / Last to Noise marker (seed 001).");
    ImGui::PopID();
  }
  ImGui::Text("Active Pool: %d Confidence, %d Discipline", s.active.confidence, s.active.discipline);
  d::recordItem(c.app.recorder, "enormity.pool");
}

en::MakeNoise formNoise(const PanelContext& c) {
  en::MakeNoise m;
  m.spacer = c.ui.spacer;
  m.kind = static_cast<en::NoiseKind>(std::clamp(c.ui.noiseKind, 0, 2));
  // Only the kind's own values: the command is the one a script or a lesson names ("noise scout").
  if (m.kind == en::NoiseKind::Dice) m.dice = c.ui.dice;
  if (m.kind == en::NoiseKind::Number) m.number = c.ui.number;
  m.bonus = c.ui.bonus;
  return m;
}

void noiseForm(PanelContext& c) {
  heading("Make Noise");
  ImGui::RadioButton("Intruder symbol", &c.ui.noiseKind, 0);
  d::recordItem(c.app.recorder, "enormity.kind.symbol");
  d::tooltipText("One die per Blip on the board, of the Intruder Sheet's Noise Awareness colour for the Countdown.");
  ImGui::SameLine();
  ImGui::RadioButton("Dice", &c.ui.noiseKind, 1);
  d::recordItem(c.app.recorder, "enormity.kind.dice");
  ImGui::SameLine();
  ImGui::RadioButton("Number", &c.ui.noiseKind, 2);
  d::recordItem(c.app.recorder, "enormity.kind.number");
  const float field = ImGui::GetFontSize() * 5.5f;
  if (c.ui.noiseKind == 1) {
    for (en::DieColour col : en::kDieColours) {
      int& n = c.ui.dice[static_cast<std::size_t>(col)];
      ImGui::SetNextItemWidth(field);
      ImGui::InputInt(std::string(en::colourName(col)).c_str(), &n);
      n = std::clamp(n, 0, en::kMaxNamedDice);
      if (col != en::DieColour::Black) ImGui::SameLine();
    }
  } else if (c.ui.noiseKind == 2) {
    ImGui::SetNextItemWidth(field);
    ImGui::InputInt("Potentials", &c.ui.number);
    c.ui.number = std::clamp(c.ui.number, 0, en::kMaxFixedPotentials);
  }
  ImGui::SetNextItemWidth(field);
  ImGui::InputInt("Bonus (+N)", &c.ui.bonus);
  d::tooltipText(
      "A stiff bonus (\"+N\" on a Noise source): N more Potentials, put on one die of your choice after the "
      "re-rolls (ruling R-8).");
  c.ui.bonus = std::clamp(c.ui.bonus, 0, en::kMaxFixedPotentials);

  const en::MakeNoise m = formNoise(c);
  if (en::validate(c.state, m).ok()) {
    // The odds before the roll, from the same pool the roll would build (enormity/noise_odds.hpp).
    std::uint64_t key = en::stateHash(c.state);
    for (const int v : {m.spacer, static_cast<int>(m.kind), m.dice[0], m.dice[1], m.dice[2], m.number, m.bonus}) {
      key = (key ^ static_cast<std::uint64_t>(v + 1)) * 0x100000001B3ULL;
    }
    if (key != c.ui.oddsKey || c.ui.oddsLines.empty()) {
      c.ui.oddsLines = noiseOddsLines(en::noiseOdds(c.state, m));
      c.ui.oddsKey = key;
    }
    for (const std::string& line : c.ui.oddsLines) ImGui::TextWrapped("%s", line.c_str());
    d::recordItem(c.app.recorder, "enormity.odds");
  }
  if (ImGui::Button("Make Noise")) send(c, m);
  d::recordItem(c.app.recorder, "enormity.noise");
}

void movesAndCountdown(PanelContext& c) {
  heading("Move and Countdown");
  ImGui::TextWrapped("Click a space next to %s to move there.", en::spacerName(c.state, c.ui.spacer).c_str());
  ImGui::Checkbox("Hurried (makes Intruder-symbol Noise)", &c.ui.hurried);
  d::recordItem(c.app.recorder, "enormity.hurried");
  if (ImGui::Button("Advance the Countdown")) send(c, en::AdvanceCountdown{});
  d::recordItem(c.app.recorder, "enormity.countdown.advance");
  d::tooltipText("The Countdown Phase's first step: the marker one space down, then its level's Blip spawns.");
}

void confidenceStep(PanelContext& c) {
  const en::State& s = c.state;
  ImGui::TextWrapped("Confidence: tick the dice to re-roll, all at once (%d token%s).", s.active.confidence,
                     s.active.confidence == 1 ? "" : "s");
  Flow row;
  for (int i = 0; i < static_cast<int>(s.roll.dice.size()); ++i) {
    if (s.roll.dice[static_cast<std::size_t>(i)].fixed) continue;
    ImGui::PushID(i);
    bool on = contains(c.ui.confidence, i);
    const std::string label = "die " + std::to_string(i + 1);
    row.next(label, true);
    if (ImGui::Checkbox(label.c_str(), &on)) toggle(c.ui.confidence, i);
    d::recordItem(c.app.recorder, "enormity.confidence.die", i);
    ImGui::PopID();
  }
  const std::string label = c.ui.confidence.empty()
                                ? std::string("No Confidence re-rolls")
                                : "Re-roll " + std::to_string(c.ui.confidence.size()) + " with Confidence";
  if (ImGui::Button(label.c_str())) {
    send(c, en::Confidence{c.ui.confidence});
    c.ui.confidence.clear();
  }
  d::recordItem(c.app.recorder, "enormity.confidence");
}

void stressStep(PanelContext& c) {
  const en::State& s = c.state;
  const en::Spacer& sp = s.spacer(s.roll.spacer);
  ImGui::TextWrapped("Stress re-rolls: each die once, +1 Stress each (%s has %d of %d).", sp.name.c_str(), sp.stress,
                     en::kMaxStress);
  Flow row;
  for (int i = 0; i < static_cast<int>(s.roll.dice.size()); ++i) {
    const en::Die& die = s.roll.dice[static_cast<std::size_t>(i)];
    if (die.fixed || die.stress) continue;
    ImGui::PushID(i);
    const bool breakdown = sp.stress >= en::kMaxStress;
    const std::string label = "Stress: die " + std::to_string(i + 1) + (breakdown ? " (nervous breakdown!)" : "");
    row.next(label, false);
    if (ImGui::SmallButton(label.c_str())) send(c, en::StressReroll{i, breakdown});
    d::recordItem(c.app.recorder, "enormity.stress", i);
    if (breakdown) d::tooltipText("Over 9 Stress the Spacer dies (ruling R-14): the roll ends with them.");
    ImGui::PopID();
  }
}

void bonusStep(PanelContext& c) {
  const en::State& s = c.state;
  ImGui::TextWrapped("Add the +%d bonus to one die:", s.roll.bonus);
  d::tooltipText("The Noise's stiff bonus: N more Potentials on one die of your choice (ruling R-8).");
  Flow row;
  for (int i = 0; i < static_cast<int>(s.roll.dice.size()); ++i) {
    ImGui::PushID(i);
    const std::string label = "die " + std::to_string(i + 1);
    row.next(label, false);
    if (ImGui::SmallButton(label.c_str())) send(c, en::PlaceBonus{i});
    d::recordItem(c.app.recorder, "enormity.bonus", i);
    ImGui::PopID();
  }
}

void disciplineStep(PanelContext& c) {
  const en::State& s = c.state;
  if (s.active.discipline <= 0) return;
  ImGui::TextWrapped("Discipline: -1 Potential on each ticked die (%d token%s).", s.active.discipline,
                     s.active.discipline == 1 ? "" : "s");
  Flow row;
  for (int i = 0; i < static_cast<int>(s.roll.dice.size()); ++i) {
    ImGui::PushID(i);
    bool on = contains(c.ui.discipline, i);
    const std::string label = "die " + std::to_string(i + 1);
    row.next(label, true);
    if (ImGui::Checkbox(label.c_str(), &on)) toggle(c.ui.discipline, i);
    d::recordItem(c.app.recorder, "enormity.discipline.die", i);
    ImGui::PopID();
  }
  if (!c.ui.discipline.empty() && ImGui::Button("Spend Discipline")) {
    send(c, en::Discipline{c.ui.discipline});
    c.ui.discipline.clear();
  }
  d::recordItem(c.app.recorder, "enormity.discipline");
}

void assignStep(PanelContext& c) {
  const en::State& s = c.state;
  ImGui::TextWrapped("Assign each result to a Blip: click a die in the tray, then a Blip.");
  for (const en::Assignment& a : c.ui.pairs) {
    ImGui::BulletText("die %d -> %s", a.die + 1, en::blipName(a.blip).c_str());
  }
  if (c.ui.selectedDie >= 0)
    ImGui::TextColored(d::kImportantColour, "Die %d: now click its Blip", c.ui.selectedDie + 1);
  // Once the player assigns by hand, confirming that assignment is the default (highlighted) button, not the
  // automatic one that would throw the picks away.
  const bool byHand = !c.ui.pairs.empty() || c.ui.selectedDie >= 0;
  const bool complete = assignmentComplete(s, c.ui.pairs);
  if (byHand) {
    ImGui::BeginDisabled(!complete);
    if (d::defaultButton("Assign as chosen")) {
      send(c, en::Assign{false, c.ui.pairs});
      c.ui.pairs.clear();
      c.ui.selectedDie = -1;
    }
    ImGui::EndDisabled();
    d::recordItem(c.app.recorder, complete ? "enormity.assign" : "enormity.assign.waiting");
    d::recordItem(c.app.recorder, "enormity.assign.highlighted");  // the default button of the step (tests)
    d::tooltipText(complete ? "The results to the Blips as you clicked them."
                            : "Give every kept die its Blip first: click a die, then a Blip.",
                   true);
    ImGui::SameLine();
  }
  if (byHand ? ImGui::Button("Assign: fewest reveals") : d::defaultButton("Assign: fewest reveals")) {
    send(c, en::Assign{true, {}});
    c.ui.pairs.clear();
    c.ui.selectedDie = -1;
  }
  d::recordItem(c.app.recorder, "enormity.assign.default");
  if (!byHand) d::recordItem(c.app.recorder, "enormity.assign.highlighted");
  d::tooltipText("The default assignment: the kept results to the Blips so that the fewest are revealed.");
  if (!c.ui.pairs.empty()) {
    ImGui::SameLine();
    if (ImGui::Button("Clear")) {
      c.ui.pairs.clear();
      c.ui.selectedDie = -1;
    }
  }
}

// How this roll's pool was built, as the log told it (the presented entries since the roll's Noise was made):
// the dice, the promoted ones (R-4) and the Overwhelm due (R-7).
void poolLines(const PanelContext& c) {
  std::vector<const LogEntry*> lines;
  for (auto it = c.log.rbegin(); it != c.log.rend() && it->rule != en::RuleId::MakeNoise; ++it) {
    const en::RuleId r = it->rule;
    if (r == en::RuleId::IntruderSymbol || r == en::RuleId::NamedDice || r == en::RuleId::VirtualDie ||
        r == en::RuleId::Promotion || r == en::RuleId::OverwhelmMissingDice) {
      lines.push_back(&*it);
    }
  }
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    ImGui::TextWrapped("%s%s", (*it)->important ? "! " : "", (*it)->text.c_str());
    d::recordItem(c.app.recorder, "enormity.pool.line", static_cast<int>(it - lines.rbegin()));
  }
}

void rollSteps(PanelContext& c) {
  const en::State& s = c.state;
  heading("Noise roll");
  ImGui::Text("%s's Noise", en::spacerName(s, s.roll.spacer).c_str());
  poolLines(c);
  if (s.roll.overwhelm > 0) {
    ImGui::TextColored(d::kImportantColour, "! Overwhelm: %d after the Blips move", s.roll.overwhelm);
  }
  for (int i = 0; i < static_cast<int>(s.roll.dice.size()); ++i) {
    const en::Die& die = s.roll.dice[static_cast<std::size_t>(i)];
    ImGui::PushID(i);
    dieGlyph(die);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::Text("die %d: %s, %d Potential%s", i + 1,
                die.fixed ? "virtual" : std::string(en::colourName(die.colour)).c_str(), die.potentials(),
                die.potentials() == 1 ? "" : "s");
    d::recordItem(c.app.recorder, "enormity.die", i);
    const std::string marks = dieMarks(die);
    if (!marks.empty()) {
      ImGui::SameLine();
      ImGui::TextDisabled("(%s)", marks.c_str());
    }
    ImGui::PopID();
  }
  if (s.dice.placeholder) ImGui::TextDisabled("placeholder dice");
  switch (s.roll.stage) {
    case en::RollStage::Confidence: confidenceStep(c); [[fallthrough]];
    case en::RollStage::Stress: stressStep(c); [[fallthrough]];
    case en::RollStage::Discipline:
      if (s.roll.bonus > 0) {
        bonusStep(c);
        break;
      }
      disciplineStep(c);
      [[fallthrough]];
    case en::RollStage::Assign: assignStep(c); break;
    case en::RollStage::Moving: ImGui::TextWrapped("The Blips move..."); break;
    case en::RollStage::None: break;
  }
}

}  // namespace

bool assignmentComplete(const en::State& s, const std::vector<en::Assignment>& pairs) {
  if (s.roll.stage == en::RollStage::None || s.roll.stage == en::RollStage::Moving) return false;
  for (int die : en::keptDice(s)) {
    if (std::none_of(pairs.begin(), pairs.end(), [die](const en::Assignment& a) { return a.die == die; })) return false;
  }
  return true;
}

void pickDie(PanelContext& c, int die) {
  c.ui.selectedDie = die;
  // A die picked again is assigned again: its old pair goes.
  std::erase_if(c.ui.pairs, [die](const en::Assignment& a) { return a.die == die; });
}

void pickBlip(PanelContext& c, int blip) {
  if (c.ui.selectedDie < 0) return;
  std::erase_if(c.ui.pairs, [blip](const en::Assignment& a) { return a.blip == blip; });
  c.ui.pairs.push_back({c.ui.selectedDie, blip});
  c.ui.selectedDie = -1;
}

void drawNoisePanel(PanelContext& c) {
  const ScreenLayout& l = c.screen;
  d::placeFixed(l.width - l.side, l.menu, l.side, l.height - l.menu - l.status);
  if (!ImGui::Begin("Enormity: the Noise roll", nullptr, d::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  const en::State& s = c.state;
  c.ui.spacer = std::clamp(c.ui.spacer, 0, std::max(0, s.spacerCount() - 1));
  countdownLine(c);
  ImGui::Separator();
  spacerRows(c);
  if (c.animating) ImGui::BeginDisabled();
  if (s.status == en::Status::Lost) {
    ImGui::TextColored(d::kErrorColour, "Game lost: every Spacer is dead.");
  } else if (s.roll.stage == en::RollStage::None) {
    noiseForm(c);
    movesAndCountdown(c);
  } else {
    rollSteps(c);
  }
  if (c.animating) ImGui::EndDisabled();
  ImGui::End();
}

}  // namespace nemesis::ui::enormity
