// Plain-text lines for the event log. Kept apart from the rules so wording changes touch no rule code.
#include "engine.hpp"
#include "engine/kernel/overloaded.hpp"

namespace nemesis {

namespace {

std::string tokenName(int token) {
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
  if (t.type == IntruderType::Blank) return "Blank";
  return std::string(nameOf(t.type)) + " " + std::to_string(t.number);
}

// "1 card", "2 cards", "0 cards": every count in a log line goes through here, so none reads "card(s)".
std::string count(std::size_t n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}
std::string count(int n, std::string_view one, std::string_view many) {
  return count(static_cast<std::size_t>(n < 0 ? 0 : n), one, many);
}

std::string paid(const Payment& p) {
  if (p.count <= 0) return "no Action card";
  std::string s = p.count == 1 ? "Action card " : "Action cards ";
  for (int i = 0; i < p.count; ++i) s += (i ? ", " : "") + std::to_string(p.cards[static_cast<std::size_t>(i)].number);
  return s;
}

std::string forcedList(const ForcedOutcomes& f) {
  std::string s;
  const auto add = [&](std::size_t n, std::string_view one, std::string_view many) {
    if (n > 0) s += (s.empty() ? "" : ", ") + count(n, one, many);
  };
  add(f.noise.size(), "Noise roll", "Noise rolls");
  add(f.bag.size(), "bag draw", "bag draws");
  add(f.exploration.size(), "exploration token", "exploration tokens");
  add(f.attack.size(), "attack card", "attack cards");
  add(f.event.size(), "Event card", "Event cards");
  return s.empty() ? "none" : s;
}

// Why an Intruder leaves the board: the rule that removed it.
std::string removal(RuleId rule) {
  switch (rule) {
    case RuleId::AdultsRetreat:
    case RuleId::OthersRetreat: return " retreats from ";
    case RuleId::IntruderIntoTechnicalCorridors: return " leaves the board through the Technical Corridors of ";
    case RuleId::EventLurking: return " lurks: it leaves the board from ";
    default: return " leaves the board from ";
  }
}

// A rule checked that changed nothing: said in its own words where the general line would hide why.
std::string noEffect(const GameState& s, RuleId rule, const ev::NoEffect& x) {
  switch (rule) {
    case RuleId::BagNeverEmpty: return "The Intruder bag is empty: no token is drawn, nothing further happens.";
    case RuleId::EventDeckReshuffle: return "No Event card is left in the deck or its discard pile: none is drawn.";
    case RuleId::AttackDeckReshuffle: return "No attack card is left in the deck or its discard pile: none is drawn.";
    default: break;
  }
  if (x.room >= 0) {
    const std::string room = roomName(s, x.room);
    switch (rule) {
      case RuleId::NoItemsInNestOrSlime: return "No Items are set in " + room + ".";
      case RuleId::MalfunctionForbidden: return "No Malfunction marker may go in " + room + ": nothing happens.";
      case RuleId::MalfunctionOnePerRoom: return room + " already holds a Malfunction marker: nothing happens.";
      case RuleId::FireOnePerRoom: return room + " already holds a Fire marker: nothing happens.";
      case RuleId::NoMiniatureLeft:
        return "Every miniature of that Intruder is in Combat: none is placed in " + room + ".";
      default: break;
    }
  }
  if (rule == RuleId::SlimeOnlyOne && x.character >= 0) {
    return characterName(s, x.character) + " already has a Slime marker: nothing happens.";
  }
  if (rule == RuleId::SecondLarva && x.character >= 0 && x.room >= 0) {
    return characterName(s, x.character) + " already carries a Larva: this one stays in " + roomName(s, x.room) + ".";
  }
  return std::string("No further effect") + (x.room >= 0 ? " in " + roomName(s, x.room) : std::string()) + ".";
}

}  // namespace

std::string describe(const GameState& s, const Event& e) {
  const auto who = [&](int c) { return characterName(s, c); };
  const auto where = [&](int r) { return roomName(s, r); };
  const auto intruder = [](IntruderType t, int id) { return std::string(nameOf(t)) + " #" + std::to_string(id); };
  return std::visit(
      Overloaded{
          [&](const ev::CardsPaid& x) { return who(x.character) + " discards " + paid(x.pay) + "."; },
          [&](const ev::EscapeStarted& x) {
            return who(x.character) + " escapes from " + where(x.room) + ": each Intruder there attacks first.";
          },
          [&](const ev::CharacterMoved& x) {
            return who(x.character) + (x.careful ? " moves carefully" : " moves") + " from " + where(x.from) + " to " +
                   where(x.to) + ".";
          },
          [&](const ev::RoomRevealed& x) {
            return "Room " + std::to_string(s.topo().room(x.room).label) +
                   " is revealed: " + std::string(tileInfo(x.tile).name) + ".";
          },
          [&](const ev::ExplorationRevealed& x) {
            return "Exploration token in " + where(x.room) + ": " + std::string(nameOf(x.effect)) + ", " +
                   count(x.items, "item", "items") + (x.forced ? " (forced)." : ".");
          },
          [&](const ev::ItemsSet& x) {
            return "Item counter of " + where(x.room) + " set to " + std::to_string(x.items) + ".";
          },
          [&](const ev::ExplorationDiscarded& x) {
            return "The exploration token of " + where(x.room) + " is removed from the game.";
          },
          [&](const ev::NoEffect& x) { return noEffect(s, e.rule, x); },
          [&](const ev::NoiseRollSkipped& x) {
            return who(x.character) + " makes no Noise roll in " + where(x.room) + ".";
          },
          [&](const ev::ResultChanged& x) {
            return who(x.character) + " has Slime: " + std::string(nameOf(x.from)) + " counts as " +
                   std::string(nameOf(x.to)) + ".";
          },
          [&](const ev::NoiseRolled& x) {
            return who(x.character) + " rolls the Noise die in " + where(x.room) + ": " +
                   std::string(nameOf(x.result)) + (x.forced ? " (forced)." : ".");
          },
          [&](const ev::NoiseMarkerPlaced& x) {
            return "Noise marker placed in " + corridorName(s.topo(), x.passage) + ".";
          },
          [&](const ev::NoiseMarkerRemoved& x) {
            return "Noise marker removed from " + corridorName(s.topo(), x.passage) + ".";
          },
          [&](const ev::IntruderMoved& x) {
            return intruder(x.type, x.intruder) + " moves from " + where(x.from) + " to " + where(x.to) + ".";
          },
          [&](const ev::DoorDestroyed& x) {
            return "The Closed Door in " + corridorName(s.topo(), x.corridor) + " is destroyed; the Intruders stay.";
          },
          [&](const ev::DoorClosed& x) {
            return "A Closed Door is placed in " + corridorName(s.topo(), x.corridor) + ".";
          },
          [&](const ev::DoorTokenTaken& x) {
            return "No Door token left: the one in " + corridorName(s.topo(), x.fromCorridor) + " is taken for " +
                   corridorName(s.topo(), x.toCorridor) + ".";
          },
          [&](const ev::SlimeGained& x) { return who(x.character) + " gets a Slime marker."; },
          [&](const ev::FirePlaced& x) { return "Fire marker placed in " + where(x.room) + "."; },
          [&](const ev::MalfunctionPlaced& x) { return "Malfunction marker placed in " + where(x.room) + "."; },
          [&](const ev::GameOver& x) {
            switch (x.reason) {
              case LossReason::ShipExploded: return std::string("No Fire marker left: the ship explodes. Game over.");
              case LossReason::HullBreached:
                return std::string("No Malfunction marker left: the hull breaks. Game over.");
              case LossReason::AllDead: return std::string("Every character is dead. Game over.");
              case LossReason::TimeRanOut:
                return std::string("The time track has run out and nobody is in hibernation. Game over.");
              case LossReason::None: break;
            }
            return std::string("Game over.");
          },
          [&](const ev::EncounterStarted& x) {
            return who(x.character) + " has an Encounter in " + where(x.room) + ".";
          },
          [&](const ev::TokenDrawn& x) {
            return "Intruder token drawn: " + tokenName(x.token) + (x.forced ? " (forced)." : ".");
          },
          [&](const ev::TokenReturnedToBag& x) {
            return tokenName(x.token) + " token goes back into the Intruder bag.";
          },
          [&](const ev::TokenAddedToBag& x) {
            // Face down: its number is seen only when it is drawn (RULES.md §2; chance_nodes.hpp).
            return "1 " + std::string(nameOf(x.type)) + " token from the supply goes into the Intruder bag, face down.";
          },
          [&](const ev::TokenSetAside& x) { return tokenName(x.token) + " token is set aside."; },
          [&](const ev::IntruderPlaced& x) {
            return intruder(x.type, x.intruder) + " appears in " + where(x.room) + ".";
          },
          [&](const ev::IntruderRemoved& x) {
            return intruder(x.type, x.intruder) + removal(e.rule) + where(x.room) + ".";
          },
          [&](const ev::SurpriseCheck& x) {
            return who(x.character) + " holds " + count(x.handSize, "card", "cards") + " against token number " +
                   std::to_string(x.tokenNumber) + (x.attack ? ": Surprise Attack!" : ": no Surprise Attack.");
          },
          [&](const ev::IntruderAttacks& x) {
            return intruder(x.type, x.intruder) + " attacks " + who(x.character) + ".";
          },
          [&](const ev::AttackCardDrawn& x) {
            return "Attack card: " + std::string(nameOf(x.kind)) + (x.hit ? " (hit)" : " (miss: no matching symbol)") +
                   (x.forced ? ", forced." : ".");
          },
          [&](const ev::AttackDeckReshuffled& x) {
            return "The attack deck is reshuffled (" + count(x.cards, "card", "cards") + ").";
          },
          [&](const ev::LarvaOnCharacter& x) {
            return "The Larva #" + std::to_string(x.intruder) + " crawls onto " + who(x.character) + "'s board.";
          },
          [&](const ev::ContaminationGained& x) {
            return who(x.character) + " gains a Contamination card (onto the discard pile).";
          },
          [&](const ev::WoundSuffered& x) {
            return who(x.character) + " suffers a " + (x.serious ? "Serious" : "Light") + " Wound (" +
                   std::to_string(x.lightWounds) + " light, " + std::to_string(x.seriousWounds) + " serious).";
          },
          [&](const ev::CharacterDied& x) {
            return who(x.character) + " dies in " + where(x.room) + "; a Corpse stays there.";
          },
          [&](const ev::DecisionRequested& x) {
            return who(x.decision.character) + " chooses the corridor for the Noise marker.";
          },
          [&](const ev::OutcomesForced& x) { return "Forced outcomes queued: " + forcedList(x.added) + "."; },
          [&](const ev::DeckReshuffled& x) { return who(x.character) + " shuffles the discard pile into a new deck."; },
          [&](const ev::CardsDrawn& x) { return who(x.character) + " draws " + count(x.count, "card", "cards") + "."; },
          [&](const ev::TurnStarted& x) {
            return "Round " + std::to_string(x.round) + ": " + who(x.character) + "'s turn.";
          },
          [&](const ev::Passed& x) { return who(x.character) + " passes: no more actions this round."; },
          [&](const ev::FirstPlayerChanged& x) {
            return "The First Player token passes from " + who(x.from) + " to " + who(x.to) + ".";
          },
          [&](const ev::RoundStarted& x) {
            return "Round " + std::to_string(x.round) + " begins; " + who(x.firstPlayer) + " is the First Player.";
          },
          [&](const ev::EventPhaseStarted& x) {
            return "Everyone has passed: the Event phase of round " + std::to_string(x.round) + " begins.";
          },
          [&](const ev::TimeAdvanced& x) {
            return x.roundsLeft > 0 ? "The time track advances: " + count(x.roundsLeft, "round", "rounds") + " left."
                                    : std::string("The time track advances: time has run out.");
          },
          [&](const ev::IntruderInjured& x) {
            return intruder(x.type, x.intruder) + " suffers an Injury from the Fire in " + where(x.room) + " (" +
                   std::to_string(x.injuries) + " in all).";
          },
          [&](const ev::EventCardDrawn& x) {
            const EventCard& c = kEventCards[static_cast<std::size_t>(x.card)];
            return "Event card #" + std::to_string(x.card + 1) + " " + std::string(c.name) +
                   ": Intruders move through corridor number " + std::to_string(c.number) +
                   (x.forced ? " (forced)." : ".");
          },
          [&](const ev::EventDeckReshuffled& x) {
            return "The Event deck is reshuffled (" + count(x.cards, "card", "cards") + ").";
          },
          [&](const ev::EventCardShuffledBack& x) {
            return "Event card #" + std::to_string(x.card + 1) + " is shuffled back into the Event deck.";
          },
          [&](const ev::IntruderEnteredDucts& x) {
            return intruder(x.type, x.intruder) + " moves from " + where(x.from) + " into the Technical Corridors.";
          },
          [&](const ev::EventCardNoEffect& x) {
            return std::string(kEventCards[static_cast<std::size_t>(x.card)].name) +
                   ": the card's effect is not part of this rules module (no further effect).";
          },
          [&](const ev::EventCardDiscarded& x) {
            return std::string(kEventCards[static_cast<std::size_t>(x.card)].name) +
                   " goes to the Event discard pile: it comes back when the deck is reshuffled.";
          },
          [&](const ev::DoorOpened& x) {
            return "The Closed Door in " + corridorName(s.topo(), x.corridor) + " opens.";
          },
          [&](const ev::TokenRemovedFromGame& x) { return tokenName(x.token) + " token is removed from the game."; },
          [&](const ev::EggAdded& x) { return "An Egg is added (" + std::to_string(x.eggs) + " in all)."; },
          [&](const ev::CharacterHibernated& x) {
            return who(x.character) + " enters hibernation in " + where(x.room) + ".";
          },
          [&](const ev::HibernationFailed& x) {
            return who(x.character) + " cannot hibernate: an Intruder is in " + where(x.room) + ".";
          },
          [&](const ev::NoiseRollsCalled& x) {
            if (x.count == 0) return std::string("No Character has to make a Noise roll.");
            if (x.count == 1) return std::string("1 Character makes a Noise roll.");
            return std::to_string(x.count) + " Characters make a Noise roll each, in turn order from the First Player.";
          },
          [&](const ev::GameWon& x) {
            return "Every living character is in hibernation: the game is won (" +
                   count(x.survivors, "survivor", "survivors") + ").";
          },
      },
      e.data);
}

}  // namespace nemesis
