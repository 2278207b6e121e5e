// The exact odds as the player sees them (issue 14; ui/nemesis/odds_card.hpp): the card of a legal destination, hovered or
// chosen by keys, and the table the risk map and the log's odds read. One OddsCache per game, keyed by the presented
// state's hash: the table of a position is worked out once, for all its destinations, and hovering afterwards costs
// a lookup.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <utility>
#include <variant>

#include "nemesis_client.hpp"
#include "panel_common.hpp"
#include "ui/nemesis/board_tooltip.hpp"
#include "ui/nemesis/odds_card.hpp"

namespace nemesis::app {

const std::vector<DestinationOdds>& NemesisClient::presentedOdds() const {
  static const std::vector<DestinationOdds> kNone;
  const GameState& s = presented();
  // Odds are of the commands the player may give now: none between a command's events or after the game.
  if (!ui_.gameStarted || s.status != GameStatus::Playing || !presentation().idle()) return kNone;
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

std::optional<MoveOdds> NemesisClient::oddsBefore(const GameState& before, const Command& cmd) const {
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

std::optional<MoveOdds> NemesisClient::restoredOdds(const GameState& before, const Command& cmd) {
  if (!quotesOdds(before, cmd)) return std::nullopt;
  // The move's own walk, not its position's whole table (a restored game has many positions, seen once each).
  MoveOdds odds = oddsOf(before, cmd);
  if (!odds.verdict.ok()) return std::nullopt;
  return odds;
}

void NemesisClient::drawOddsCard(int room) {
  const std::vector<std::string> card = ui::oddsCard(presented(), room, presentedOdds());
  if (card.empty()) return;
  ImGui::Separator();
  ImGui::TextUnformatted(card.front().c_str());
  for (std::size_t i = 1; i < card.size(); ++i) {
    ImGui::Bullet();  // then the line, wrapped as the card's other lines (BulletText never wraps)
    ImGui::TextUnformatted(card[i].c_str());
  }
  ui::detail::recordItem(ui_.recorder, "board.tooltip.odds");
}

void NemesisClient::drawRoomCard(const std::vector<std::string>& lines, int room) {
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
  ImGui::TextUnformatted(lines.front().c_str());
  ImGui::Separator();
  for (std::size_t i = 1; i < lines.size(); ++i) ImGui::TextUnformatted(lines[i].c_str());
  if (room >= 0) drawOddsCard(room);
  ImGui::PopTextWrapPos();
}

// A destination chosen by keys (Left / Right) has no mouse over it, so what hovering would show stands beside the
// room until the choice moves on: a player by keys reads the same card.
void NemesisClient::drawFocusCard() {
  if (focusRoom_ < 0 || focusRoom_ == hoverRoom_ || ui::anyDialogOpen(ui_)) return;
  const std::vector<int> rooms = destinationRooms();  // none while input is blocked (events play, a question)
  if (std::find(rooms.begin(), rooms.end(), focusRoom_) == rooms.end()) return;
  const std::vector<std::string> lines = ui::roomTooltip(presented(), focusRoom_, activeCharacter());
  if (lines.empty()) return;
  // Where the card hides least: beside the room (first on the side of the board with more space), else below or
  // above it; whatever covers the room itself least, then the fewest pixels off the board, and never off the screen.
  // Its size is the last frame's (an auto-sized window is not shown on its first frame).
  const view::Rect r = layout_->room(focusRoom_);
  const view::Vec2 lo = camera_.toScreen({r.x, r.y});
  const view::Vec2 hi = camera_.toScreen({r.x + r.w, r.y + r.h});
  const view::Rect board = camera_.viewport();
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const float gap = ImGui::GetFontSize() / 2;
  const float w = focusCardSize_.x;
  const float h = focusCardSize_.y;
  const float middle = (lo.y + hi.y - h) / 2;
  const float centre = (lo.x + hi.x - w) / 2;
  const ImVec2 right(hi.x + gap, middle);
  const ImVec2 left(lo.x - gap - w, middle);
  const bool rightFirst = (lo.x + hi.x) / 2 < board.x + board.w / 2;
  const std::array<ImVec2, 4> spots = {rightFirst ? right : left, rightFirst ? left : right, ImVec2(centre, hi.y + gap),
                                       ImVec2(centre, lo.y - gap - h)};
  const auto overlap = [&](ImVec2 p, view::Vec2 a, view::Vec2 b) {
    return std::max(0.0f, std::min(p.x + w, b.x) - std::max(p.x, a.x)) *
           std::max(0.0f, std::min(p.y + h, b.y) - std::max(p.y, a.y));
  };
  const view::Vec2 boardLo{board.x, board.y};
  const view::Vec2 boardHi{board.x + board.w, board.y + board.h};
  ImVec2 at;
  std::pair<float, float> best;  // the room covered, then the card off the board: the least first
  for (std::size_t i = 0; i < spots.size(); ++i) {
    const ImVec2 p(std::clamp(spots[i].x, 0.0f, std::max(0.0f, screen.x - w)),
                   std::clamp(spots[i].y, board.y, std::max(board.y, std::min(boardHi.y, screen.y) - h)));
    const std::pair<float, float> cost(overlap(p, lo, hi), w * h - overlap(p, boardLo, boardHi));
    if (i == 0 || cost < best) {
      at = p;
      best = cost;
    }
  }
  ImGui::SetNextWindowPos(at, ImGuiCond_Always);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                      ImGuiWindowFlags_NoInputs;
  if (ImGui::Begin("##destination card", nullptr, kFlags)) {
    drawRoomCard(lines, focusRoom_);
    focusCardSize_ = {ImGui::GetWindowWidth(), ImGui::GetWindowHeight()};
  }
  ImGui::End();
  ImGui::PopStyleColor();
  ui::detail::recordItem(ui_.recorder, "board.focus.card");
}

}  // namespace nemesis::app
