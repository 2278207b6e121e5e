// The exact odds as the player sees them (issue 14; ui/odds_card.hpp): the card of a legal destination, hovered or
// chosen by keys, and the table the risk map and the log's odds read. One OddsCache per App, keyed by the presented state's hash: the
// table of a position is worked out once, for all its destinations, and hovering afterwards costs a lookup.
#include <imgui.h>

#include <algorithm>
#include <variant>

#include "app.hpp"
#include "board_tooltip.hpp"
#include "odds_card.hpp"
#include "panel_common.hpp"

namespace nemesis::app {

const std::vector<DestinationOdds>& App::presentedOdds() const {
  static const std::vector<DestinationOdds> kNone;
  const GameState& s = presented();
  // Odds are of the commands the player may give now: none between a command's events or after the game.
  if (!ui_.gameStarted || s.status != GameStatus::Playing || !presentation_.idle()) return kNone;
  if (!odds_) odds_ = std::make_unique<OddsCache>();
  return odds_->destinations(s, activeCharacter());
}

namespace {

// A command whose log entries quote its odds: a Movement, or a Careful Movement with its corridor chosen (one still
// to be asked has no row in the odds table), made while the game is being played.
bool quotesOdds(const GameState& before, const Command& cmd) {
  if (before.status != GameStatus::Playing) return false;
  const auto* careful = std::get_if<CarefulMove>(&cmd);
  return std::holds_alternative<Move>(cmd) || (careful != nullptr && careful->corridorNumber > 0);
}

}  // namespace

std::optional<MoveOdds> App::oddsBefore(const GameState& before, const Command& cmd) const {
  if (!quotesOdds(before, cmd)) return std::nullopt;
  const auto* m = std::get_if<Move>(&cmd);
  const auto* c = std::get_if<CarefulMove>(&cmd);
  const int character = m != nullptr ? m->character : c->character;
  const int room = m != nullptr ? m->room : c->room;
  const int corridor = m != nullptr ? 0 : c->corridorNumber;
  if (!odds_) odds_ = std::make_unique<OddsCache>();
  // Which cards pay changes no odds (move_odds.hpp), so the table's entry for this room and corridor is the move's.
  for (const DestinationOdds& d : odds_->destinations(before, character)) {
    if (d.room == room && d.careful == (c != nullptr) && d.corridorNumber == corridor) return d.odds;
  }
  return std::nullopt;  // illegal: the engine says why
}

std::optional<MoveOdds> App::restoredOdds(const GameState& before, const Command& cmd) {
  if (!quotesOdds(before, cmd)) return std::nullopt;
  // The move's own walk, not its position's whole table (a restored game has many positions, seen once each).
  MoveOdds odds = oddsOf(before, cmd);
  if (!odds.verdict.ok()) return std::nullopt;
  return odds;
}

void App::drawOddsCard(int room) {
  const std::vector<std::string> card = ui::oddsCard(presented(), room, presentedOdds());
  if (card.empty()) return;
  ImGui::Separator();
  ImGui::TextUnformatted(card.front().c_str());
  for (std::size_t i = 1; i < card.size(); ++i) ImGui::BulletText("%s", card[i].c_str());
  ui::detail::recordItem("board.tooltip.odds");
}

void App::drawRoomCard(const std::vector<std::string>& lines, int room) {
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
  ImGui::TextUnformatted(lines.front().c_str());
  ImGui::Separator();
  for (std::size_t i = 1; i < lines.size(); ++i) ImGui::TextUnformatted(lines[i].c_str());
  if (room >= 0) drawOddsCard(room);
  ImGui::PopTextWrapPos();
}

// A destination chosen by keys (Left / Right) has no mouse over it, so what hovering would show stands beside the
// room, on the side of the board with more room, until the choice moves on: a player by keys reads the same card.
void App::drawFocusCard() {
  if (focusRoom_ < 0 || focusRoom_ == hoverRoom_ || ui::anyDialogOpen(ui_)) return;
  const std::vector<int> rooms = destinationRooms();  // none while input is blocked (events play, a question)
  if (std::find(rooms.begin(), rooms.end(), focusRoom_) == rooms.end()) return;
  const std::vector<std::string> lines = ui::roomTooltip(presented(), focusRoom_, activeCharacter());
  if (lines.empty()) return;
  const view::Rect r = layout_->room(focusRoom_);
  const view::Vec2 lo = camera_.toScreen({r.x, r.y});
  const view::Vec2 hi = camera_.toScreen({r.x + r.w, r.y + r.h});
  const view::Rect board = camera_.viewport();
  const bool toTheRight = (lo.x + hi.x) / 2 < board.x + board.w / 2;
  const float gap = ImGui::GetFontSize() / 2;
  const float top = std::clamp((lo.y + hi.y - focusCardHeight_) / 2, board.y,
                               std::max(board.y, board.y + board.h - focusCardHeight_));
  ImGui::SetNextWindowPos(ImVec2(toTheRight ? hi.x + gap : lo.x - gap, top), ImGuiCond_Always,
                          ImVec2(toTheRight ? 0.0f : 1.0f, 0.0f));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                      ImGuiWindowFlags_NoInputs;
  if (ImGui::Begin("##destination card", nullptr, kFlags)) {
    drawRoomCard(lines, focusRoom_);
    focusCardHeight_ = ImGui::GetWindowHeight();
  }
  ImGui::End();
  ImGui::PopStyleColor();
  ui::detail::recordItem("board.focus.card");
}

}  // namespace nemesis::app
