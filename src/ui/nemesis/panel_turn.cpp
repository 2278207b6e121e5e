// The Turn panel at the top of the right column: the round and the time track, whose turn it is and the
// actions left, the First Player, every character's state, and the Pass and Hibernate buttons. Hot-seat:
// whoever's turn it is takes the mouse, so the big coloured line says who that is. Free play and a finished
// game get a shorter form.
#include <algorithm>
#include <string>

#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/queries.hpp"
#include "nemesis_panels.hpp"
#include "panel_colours.hpp"
#include "payment_choice.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

// Rounds still to play, this one included: after round 15 the time track runs out (event_phase.cpp).
int roundsLeft(const GameState& s) {
  return std::max(kLastRound - s.round + 1, 0);
}

std::string roundsLeftText(const GameState& s) {
  const int left = roundsLeft(s);
  if (left <= 1) return "last round";
  return std::to_string(left) + " rounds left";
}

// The word under each character; the words, not the colours, tell the states apart.
const char* turnWord(const GameState& s, int i) {
  const Character& ch = s.character(i);
  if (!ch.alive) return "dead";
  if (ch.hibernated) return "hibernated";
  if (s.freePlay || s.status != GameStatus::Playing) return "awake";
  if (ch.passed) return "passed";
  if (s.phase == Phase::Player && i == s.turn) return "playing";
  return "to play";
}

std::string actionsLeftText(const GameState& s) {
  if (s.pending.kind == DecisionKind::CarefulCorridor) return "choose the corridor to mark";
  const int left = std::max(kActionsPerTurn - s.actions, 0);
  return left == 1 ? "1 action left" : std::to_string(left) + " actions left";
}

// One short sentence on how the game ended, for the panel (the end screen says more).
std::string resultLine(const GameState& s) {
  if (s.status == GameStatus::Won) {
    const int sleepers = livingCharacters(s);
    return "The crew survives: " + std::to_string(sleepers) + (sleepers == 1 ? " Character" : " Characters") +
           " in hibernation.";
  }
  switch (s.loss) {
    case LossReason::AllDead: return "The game is lost: every Character is dead.";
    case LossReason::ShipExploded: return "The game is lost: the ship exploded.";
    case LossReason::HullBreached: return "The game is lost: the hull was breached.";
    case LossReason::TimeRanOut: return "The game is lost: the time track ran out.";
    case LossReason::None: break;
  }
  return "The game is lost.";
}

// A line in a larger size (only one font is loaded, so the window font scale does it).
void bigText(const ImVec4& colour, const std::string& text) {
  ImGui::SetWindowFontScale(detail::kTurnLineScale);
  ImGui::TextColored(colour, "%s", text.c_str());
  ImGui::SetWindowFontScale(1.0f);
}

// Names in the colour of their miniature on the board over the state word, one column per character.
void characterStates(ItemRecorder& recorder, const GameState& s) {
  const int n = s.characterCount();
  if (n == 0) return;
  const ImGuiTableFlags flags = ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchSame;
  if (!ImGui::BeginTable("turn.characters", n, flags)) return;
  ImGui::TableNextRow();
  for (int i = 0; i < n; ++i) {
    ImGui::TableNextColumn();
    const Character& ch = s.character(i);
    const std::string name(nameOf(ch.cls));
    if (ch.alive) {
      ImGui::TextColored(detail::classColour(ch.cls), "%s", name.c_str());
    } else {
      ImGui::TextDisabled("%s", name.c_str());
    }
    detail::recordItem(recorder, "turn.character", i);
    detail::tooltipText(characterName(s, i) + ", player " + std::to_string(i + 1) + ", in " + roomName(s, ch.room) +
                        (i == s.firstPlayer && !s.freePlay ? "; holds the First Player token." : "."));
  }
  ImGui::TableNextRow();
  for (int i = 0; i < n; ++i) {
    ImGui::TableNextColumn();
    const char* word = turnWord(s, i);
    if (std::string_view(word) == "playing") {
      ImGui::TextColored(detail::kImportantColour, "%s", word);
    } else if (std::string_view(word) == "dead" || std::string_view(word) == "passed") {
      ImGui::TextDisabled("%s", word);
    } else {
      ImGui::TextUnformatted(word);
    }
    detail::recordItem(recorder, (std::string("turn.state.") + word).c_str(), i);
  }
  ImGui::EndTable();
}

// A button for an engine command: disabled with the engine's reason as its tooltip when validate() refuses,
// and while the board still presents earlier events (a click never acts on a future not yet shown).
void commandButton(NemesisPanels& c, const char* label, const char* record, const Command& cmd,
                   const std::string& help) {
  const Verdict v = validate(c.state, cmd);
  const bool enabled = v.ok() && !c.animating;
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label);
  ImGui::EndDisabled();
  detail::recordItem(c.ui.recorder, record);
  std::string tip = v.ok() ? help : explain(c.state, v);
  if (v.ok() && c.animating) tip = "The board is still showing what happened: wait for it, or press Space.";
  detail::tooltipText(tip, true);
  if (pressed && enabled) c.commands.push_back({cmd, CommandSource::Button});
}

void hibernateButton(NemesisPanels& c, int who) {
  if (who < 0) return;
  const Hibernate cmd{who, choosePayment(c.state.character(who), c.ui.selectedCards, 2)};
  commandButton(c, "Hibernate (H)", "turn.hibernate", cmd,
                "Room action of the Hibernatorium: " + characterName(c.state, who) +
                    " pays 2 Action cards (the selected ones first), makes a Noise roll, then hibernates unless an "
                    "Intruder is in the room. A hibernated Character takes no more turns; the crew wins when every "
                    "living Character hibernates.");
}

void roundsBody(NemesisPanels& c) {
  const GameState& s = c.state;
  const int turn = std::clamp(s.turn, 0, s.characterCount() - 1);
  const Character& who = s.character(turn);
  const float top = ImGui::GetCursorPosY();
  bigText(detail::classColour(who.cls), characterName(s, turn) + "'s turn");
  detail::recordItem(c.ui.recorder, "turn.player", turn);
  ImGui::SameLine();
  // The smaller text sits on the big line's baseline.
  ImGui::SetCursorPosY(top + ImGui::GetTextLineHeight() * (detail::kTurnLineScale - 1.0f) * 0.8f);
  ImGui::TextUnformatted(actionsLeftText(s).c_str());
  detail::tooltipText(
      "A turn is 2 actions, 1 action and Pass, or Pass; a character who passed takes no more "
      "actions this round.");
  ImGui::Text("First Player: %s", characterName(s, s.firstPlayer).c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("·");
  ImGui::SameLine();
  ImGui::TextUnformatted(roundsLeftText(s).c_str());
  detail::tooltipText("The time track: after round " + std::to_string(kLastRound) +
                      " every Character still awake dies. The count includes this round.");
  characterStates(c.ui.recorder, s);
  commandButton(c, "Pass (P)", "turn.pass", Pass{turn},
                "Ends " + characterName(s, turn) + "'s turn; " + characterName(s, turn) +
                    " takes no more actions this round. When everybody has passed, the Event phase runs.");
  ImGui::SameLine();
  hibernateButton(c, detail::activeCharacter(c));
}

// The board presents the Event phase (the panel shows the presented moment, so the engine's next round is
// not told before the board gets there); the buttons come back with the next turn.
void eventPhaseBody(const NemesisPanels& c) {
  const GameState& s = c.state;
  bigText(detail::kImportantColour, "Event phase");
  detail::recordItem(c.ui.recorder, "turn.eventphase");
  if (c.animating) {
    ImGui::SameLine();
    ImGui::TextDisabled("Space skips");
  }
  ImGui::TextWrapped("Round %d ends: the time track, Intruder attacks, Fire, an Event card, bag development.", s.round);
  characterStates(c.ui.recorder, s);
}

void freePlayBody(NemesisPanels& c) {
  ImGui::TextWrapped("Free play: no rounds; any character may act");
  detail::tooltipText(
      "A game for study: no turns, no Event phase, hands are not refilled. Start a new game by "
      "rounds (File > New) to play the full game.");
  characterStates(c.ui.recorder, c.state);
  const int active = detail::activeCharacter(c);
  hibernateButton(c, active);
  if (active >= 0) {
    // Without turns the button acts for whoever the Character board has picked: say who.
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("for %s", characterName(c.state, active).c_str());
  }
}

void gameOverBody(const NemesisPanels& c) {
  const GameState& s = c.state;
  bigText(s.status == GameStatus::Won ? detail::kGoodColour : detail::kErrorColour, "Game over");
  detail::recordItem(c.ui.recorder, s.status == GameStatus::Won ? "turn.over.won" : "turn.over.lost");
  ImGui::TextWrapped("%s", resultLine(s).c_str());
  characterStates(c.ui.recorder, s);
}

std::string title(const NemesisPanels& c) {
  const GameState& s = c.state;
  std::string t;
  if (s.freePlay) {
    t = "Free play";
  } else {
    t = "Round " + std::to_string(s.round) + " of " + std::to_string(kLastRound) + " · ";
    if (s.status != GameStatus::Playing) {
      t += "Game over";
    } else {
      t += s.phase == Phase::Player ? "Player phase" : "Event phase";
    }
  }
  return t + "###Turn";  // the title changes; the window (its ID) stays
}

}  // namespace

void drawTurnPanel(NemesisPanels& c) {
  const detail::ColumnSlot slot = detail::turnSlot(c.screen);
  detail::placeFixed(c.screen.width - c.screen.side, slot.y, c.screen.side, slot.h);
  if (!ImGui::Begin(title(c).c_str(), nullptr, detail::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  detail::lessonOutline(c, "round");
  if (c.state.characterCount() == 0) {
    ImGui::TextDisabled("No game.");
  } else if (c.state.status != GameStatus::Playing) {
    gameOverBody(c);
  } else if (c.state.freePlay) {
    freePlayBody(c);
  } else if (c.state.phase == Phase::Event) {
    eventPhaseBody(c);
  } else {
    roundsBody(c);
  }
  ImGui::End();
}

}  // namespace nemesis::ui
