#include "history.hpp"

#include <algorithm>

#include "script.hpp"
#include "snapshot.hpp"

namespace nemesis {

std::string chanceOutcome(const Event& event) {
  const EventData& e = event.data;
  if (const auto* x = std::get_if<ev::NoiseRolled>(&e)) return "a Noise roll (" + std::string(nameOf(x->result)) + ")";
  if (const auto* x = std::get_if<ev::TokenDrawn>(&e)) {
    return "a bag draw (" + std::string(nameOf(x->type)) + (x->number != 0 ? " " + std::to_string(x->number) : "") +
           ")";
  }
  if (const auto* x = std::get_if<ev::ExplorationRevealed>(&e))
    return "an exploration token (" + std::string(nameOf(x->effect)) + ")";
  if (const auto* x = std::get_if<ev::AttackCardDrawn>(&e))
    return "an Intruder Attack card (" + std::string(nameOf(x->kind)) + ")";
  if (const auto* x = std::get_if<ev::EventCardDrawn>(&e)) {
    return "an Event card (#" + std::to_string(x->card + 1) + " " +
           std::string(kEventCards[static_cast<std::size_t>(x->card)].name) + ")";
  }
  if (std::holds_alternative<ev::AttackDeckReshuffled>(e)) return "the order of the reshuffled Attack deck";
  if (std::holds_alternative<ev::EventDeckReshuffled>(e) || std::holds_alternative<ev::EventCardShuffledBack>(e))
    return "the order of the reshuffled Event deck";
  if (std::holds_alternative<ev::DeckReshuffled>(e)) return "the order of a reshuffled Action deck";
  if (std::holds_alternative<ev::CardsDrawn>(e)) return "newly drawn Action cards";
  return {};
}

bool revealsChance(const EventLog& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) { return !chanceOutcome(e).empty(); });
}

}  // namespace nemesis
