// What a confirmation says for each command that reveals chance (confirmation.hpp).
#include "confirmation.hpp"

#include "engine/kernel/overloaded.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/history.hpp"

namespace nemesis::ui {

namespace {

std::string cardsText(const Payment& pay) {
  std::string text;
  for (int i = 0; i < pay.count; ++i) {
    text += (i == 0 ? "" : " and ") + std::to_string(pay.cards[static_cast<std::size_t>(i)].number);
  }
  return text;
}

Confirmation describe(const GameState& s, const Command& cmd) {
  return std::visit(
      Overloaded{
          [&](const Hibernate& h) {
            const std::string who = characterName(s, h.character);
            return Confirmation{true, cmd, "Hibernate the " + who + "?",
                                "Hibernation costs 2 Action cards (" + cardsText(h.pay) +
                                    ") and starts with a Noise roll in " + roomName(s, s.character(h.character).room) +
                                    ". If an Intruder is in the room after the roll, the hibernation fails. The roll "
                                    "cannot be undone.",
                                "Hibernate"};
          },
          [&](const Pass& p) {
            return Confirmation{true, cmd, "End the round?",
                                "The " + characterName(s, p.character) +
                                    " is the last to pass: the Event phase follows at once (the time track, Intruder "
                                    "attacks, an Event card and bag development). Its draws cannot be undone.",
                                "Pass"};
          },
          [&](const auto&) {
            return Confirmation{true, cmd, "Go ahead?",
                                "This reveals a chance outcome (a roll or a draw), which cannot be undone.",
                                "Go ahead"};
          },
      },
      cmd);
}

}  // namespace

std::optional<Confirmation> confirmationFor(const GameState& s, const Command& cmd) {
  GameState trial = s;
  EventLog events;
  if (!apply(trial, cmd, events).ok() || !revealsChance(events)) return std::nullopt;
  return describe(s, cmd);
}

}  // namespace nemesis::ui
