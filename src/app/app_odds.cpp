// The exact odds as the player sees them (issue 14; ui/odds_card.hpp): the hover card of a legal destination and
// the table the risk map and the log's odds read. One OddsCache per App, keyed by the presented state's hash: the
// table of a position is worked out once, for all its destinations, and hovering afterwards costs a lookup.
#include <imgui.h>

#include <variant>

#include "app.hpp"
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

std::optional<MoveOdds> App::oddsBefore(const Command& cmd) const {
  int character = -1;
  int room = -1;
  bool careful = false;
  int corridor = 0;
  if (const auto* m = std::get_if<Move>(&cmd)) {
    character = m->character;
    room = m->room;
  } else if (const auto* c = std::get_if<CarefulMove>(&cmd)) {
    character = c->character;
    room = c->room;
    careful = true;
    corridor = c->corridorNumber;
  }
  if (character < 0 || state().status != GameStatus::Playing) return std::nullopt;
  if (!odds_) odds_ = std::make_unique<OddsCache>();
  // Which cards pay changes no odds (move_odds.hpp), so the table's entry for this room and corridor is the move's.
  for (const DestinationOdds& d : odds_->destinations(state(), character)) {
    if (d.room == room && d.careful == careful && d.corridorNumber == corridor) return d.odds;
  }
  return std::nullopt;  // illegal (the engine says why), or a Careful Movement whose corridor is still to be asked
}

void App::drawOddsCard(int room) {
  const std::vector<std::string> card = ui::oddsCard(presented(), room, presentedOdds());
  if (card.empty()) return;
  ImGui::Separator();
  ImGui::TextUnformatted(card.front().c_str());
  for (std::size_t i = 1; i < card.size(); ++i) ImGui::BulletText("%s", card[i].c_str());
  ui::detail::recordItem("board.tooltip.odds");
}

}  // namespace nemesis::app
