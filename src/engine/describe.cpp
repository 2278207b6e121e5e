// Plain-text lines for the event log. Kept apart from the rules so wording changes touch no rule code.
#include "engine.hpp"
#include "overloaded.hpp"

namespace nemesis {

namespace {

std::string tokenName(int token) {
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
  if (t.type == IntruderType::Blank) return "Blank";
  return std::string(nameOf(t.type)) + " " + std::to_string(t.number);
}

std::string cards(const Payment& p) {
  std::string s;
  for (int i = 0; i < p.count; ++i) s += (i ? ", " : "") + std::to_string(p.cards[static_cast<std::size_t>(i)].number);
  return s;
}
}  // namespace

std::string citation(RuleId rule) {
  const RuleText& t = ruleText(rule);
  std::string s = std::string(t.source) + " · " + std::string(t.heading);
  if (t.ruling && t.source != "ruling") s += " (ruling)";
  return s;
}

std::string describe(const GameState& s, const Event& e) {
  const auto who = [&](int c) { return characterName(s, c); };
  const auto where = [&](int r) { return roomName(s, r); };
  const auto intruder = [](IntruderType t, int id) { return std::string(nameOf(t)) + " #" + std::to_string(id); };
  return std::visit(
      Overloaded{
          [&](const ev::CardsPaid& x) { return who(x.character) + " discards Action card(s) " + cards(x.pay) + "."; },
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
                   std::to_string(x.items) + " item(s)" + (x.forced ? " (forced)." : ".");
          },
          [&](const ev::ItemsSet& x) {
            return "Item counter of " + where(x.room) + " set to " + std::to_string(x.items) + ".";
          },
          [&](const ev::ExplorationDiscarded& x) {
            return "The exploration token of " + where(x.room) + " is removed from the game.";
          },
          [&](const ev::NoEffect& x) {
            return std::string("No further effect") + (x.room >= 0 ? " in " + where(x.room) : std::string()) + ".";
          },
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
            return "Noise marker placed in " +
                   passageName(s, x.passage, s.topo().isTechSpace(x.passage) ? -1 : x.room) + ".";
          },
          [&](const ev::NoiseMarkerRemoved& x) {
            return "Noise marker removed from " +
                   passageName(s, x.passage, s.topo().isTechSpace(x.passage) ? -1 : x.room) + ".";
          },
          [&](const ev::IntruderMoved& x) {
            return intruder(x.type, x.intruder) + " moves from " + where(x.from) + " to " + where(x.to) + ".";
          },
          [&](const ev::DoorDestroyed& x) {
            return "The Closed Door in " + passageName(s, x.corridor) + " is destroyed; the Intruders stay.";
          },
          [&](const ev::DoorClosed& x) { return "A Closed Door is placed in " + passageName(s, x.corridor) + "."; },
          [&](const ev::DoorTokenTaken& x) {
            return "No Door token left: the one in " + passageName(s, x.fromCorridor) + " is taken for " +
                   passageName(s, x.toCorridor) + ".";
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
            return tokenName(x.token) + " token added to the Intruder bag from the supply.";
          },
          [&](const ev::TokenSetAside& x) { return tokenName(x.token) + " token is set aside."; },
          [&](const ev::IntruderPlaced& x) {
            return intruder(x.type, x.intruder) + " appears in " + where(x.room) + ".";
          },
          [&](const ev::IntruderRemoved& x) {
            return intruder(x.type, x.intruder) + " retreats from " + where(x.room) + ".";
          },
          [&](const ev::SurpriseCheck& x) {
            return who(x.character) + " holds " + std::to_string(x.handSize) + " card(s) against token number " +
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
            return "The attack deck is reshuffled (" + std::to_string(x.cards) + " cards).";
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
          [&](const ev::ForcedOutcomeSkipped& x) { return "Forced outcome skipped: " + x.what + "."; },
          [&](const ev::OutcomesForced& x) {
            const ForcedOutcomes& f = x.added;
            return "Forced outcomes queued: " + std::to_string(f.noise.size()) + " Noise, " +
                   std::to_string(f.bag.size()) + " bag, " + std::to_string(f.exploration.size()) + " exploration, " +
                   std::to_string(f.attack.size()) + " attack, " + std::to_string(f.event.size()) + " Event card.";
          },
          [&](const ev::DeckReshuffled& x) { return who(x.character) + " shuffles the discard pile into a new deck."; },
          [&](const ev::CardsDrawn& x) { return who(x.character) + " draws " + std::to_string(x.count) + " card(s)."; },
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
            return x.roundsLeft > 0 ? "The time track advances: " + std::to_string(x.roundsLeft) + " round(s) left."
                                    : std::string("The time track advances: time has run out.");
          },
          [&](const ev::IntruderInjured& x) {
            return intruder(x.type, x.intruder) + " suffers an Injury from the Fire in " + where(x.room) + " (" +
                   std::to_string(x.injuries) + " in all).";
          },
          [&](const ev::EventCardDrawn& x) {
            const EventCard& c = kEventCards[static_cast<std::size_t>(x.card)];
            return "Event card #" + std::to_string(x.card + 1) + " " + std::string(c.name) +
                   ": Intruders move through corridor " + std::to_string(c.number) + (x.forced ? " (forced)." : ".");
          },
          [&](const ev::EventDeckReshuffled& x) {
            return "The Event deck is reshuffled (" + std::to_string(x.cards) + " cards).";
          },
          [&](const ev::EventCardShuffledBack& x) {
            return "Event card #" + std::to_string(x.card + 1) + " is shuffled back into the Event deck.";
          },
          [&](const ev::IntruderEnteredDucts& x) {
            return intruder(x.type, x.intruder) + " leaves " + where(x.from) +
                   " into the Technical Corridors: its token goes back into the bag.";
          },
          [&](const ev::EventCardNoEffect& x) {
            return std::string(kEventCards[static_cast<std::size_t>(x.card)].name) +
                   ": the card's effect is not part of this rules module (no further effect).";
          },
          [&](const ev::DoorOpened& x) { return "The Closed Door in " + passageName(s, x.corridor) + " opens."; },
          [&](const ev::TokenRemovedFromGame& x) { return tokenName(x.token) + " token is removed from the game."; },
          [&](const ev::EggAdded& x) { return "An Egg is added (" + std::to_string(x.eggs) + " in all)."; },
          [&](const ev::CharacterHibernated& x) {
            return who(x.character) + " enters hibernation in " + where(x.room) + ".";
          },
          [&](const ev::HibernationFailed& x) {
            return who(x.character) + " cannot hibernate: an Intruder is in " + where(x.room) + ".";
          },
          [&](const ev::NoiseRollsCalled& x) {
            return x.count == 0 ? std::string("No Character has to make a Noise roll.")
                                : std::to_string(x.count) + " Character(s) make a Noise roll, in turn order.";
          },
          [&](const ev::GameWon& x) {
            return "Every living character is in hibernation: the game is won (" + std::to_string(x.survivors) +
                   " survivor(s)).";
          },
      },
      e.data);
}

}  // namespace nemesis
