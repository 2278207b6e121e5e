#include "engine.hpp"

#include <algorithm>
#include <iterator>

#include "chance_nodes.hpp"
#include "engine/kernel/overloaded.hpp"

#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis {

// movement.cpp
Verdict validateMove(const GameState& s, const Move& m);
Verdict validateCareful(const GameState& s, const CarefulMove& m);
Verdict validateChoice(const GameState& s, const ChooseCorridor& c);
void startMove(detail::Resolver& r, const Move& m);
void startCareful(detail::Resolver& r, const CarefulMove& m);
void answerCorridor(detail::Resolver& r, const ChooseCorridor& c);
Verdict validatePass(const GameState& s, const Pass& p);
Verdict validateHibernate(const GameState& s, const Hibernate& h);
void startPass(detail::Resolver& r, const Pass& p);
void startHibernate(detail::Resolver& r, const Hibernate& h);

namespace {

// Whether a forced outcome of each kind can still be drawn in this game (a later draw may find it gone: apply
// refuses the command then). A bag token may be in the bag, or enter it before the draw: from the supply (bag
// development) or set aside with an Intruder on the board (one that leaves returns its token).
bool forcedAvailable(const GameState& s, const ForcedBagDraw& d) {
  const auto matches = [&](int token) {
    const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
    return t.type == d.type && (d.number == 0 || t.number == d.number);
  };
  return std::any_of(s.bag.begin(), s.bag.end(), matches) || std::any_of(s.supply.begin(), s.supply.end(), matches) ||
         std::any_of(s.setAside.begin(), s.setAside.end(), matches);
}

bool forcedAvailable(const GameState& s, const ForcedExploration& x) {
  const auto matches = [&](int token) {
    const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(token)];
    return token >= 0 && t.effect == x.effect && (x.items == 0 || t.items == x.items);
  };
  const bool onRoom = std::any_of(s.rooms.begin(), s.rooms.end(), [&](const RoomState& r) {
    return !r.explored && r.explorationToken >= 0 && matches(r.explorationToken);
  });
  return onRoom || std::any_of(s.unusedExploration.begin(), s.unusedExploration.end(), matches);
}

template <typename Matches>
bool inDeckOrDiscard(const std::vector<int>& deck, const std::vector<int>& discard, const Matches& matches) {
  return std::any_of(deck.begin(), deck.end(), matches) || std::any_of(discard.begin(), discard.end(), matches);
}

Verdict notAvailable(ChanceNodeKind kind, int value) {
  return Verdict{Refusal::ForcedNotAvailable, {.chance = kind, .outcome = value}};
}

Verdict validateForce(const GameState& s, const ForceOutcomes& f) {
  if (s.status != GameStatus::Playing) return Verdict{Refusal::GameOver};
  for (const ForcedBagDraw& d : f.add.bag) {
    const bool blank = d.type == IntruderType::Blank;
    if (d.number < 0 || d.number > 4 || (blank && d.number != 0)) return Verdict{Refusal::NoSuchOutcome};
  }
  for (const ForcedExploration& x : f.add.exploration) {
    if (x.items < 0 || x.items > 4) return Verdict{Refusal::NoSuchOutcome};
  }
  for (int card : f.add.event) {
    if (card < 1 || card > kEventCardCount) return Verdict{Refusal::NoSuchOutcome};
  }
  if (f.add.longest() > kMaxForcedOutcomes) return Verdict{Refusal::TooManyForced};
  ForcedOutcomes queued = s.chance.forced;
  queued.append(f.add);
  if (queued.longest() > kMaxForcedOutcomes) return Verdict{Refusal::TooManyForced};
  // A forced outcome must be one the game can draw now: nothing forced is ever replaced by a random draw.
  for (const ForcedBagDraw& d : f.add.bag) {
    if (!forcedAvailable(s, d)) return notAvailable(ChanceNodeKind::BagToken, tokenKey(d.type, d.number));
  }
  for (const ForcedExploration& x : f.add.exploration) {
    if (!forcedAvailable(s, x)) {
      return notAvailable(ChanceNodeKind::ExplorationToken, static_cast<int>(x.effect) * 8 + x.items);
    }
  }
  for (const AttackKind kind : f.add.attack) {
    const auto matches = [&](int card) { return kAttackCards[static_cast<std::size_t>(card)].kind == kind; };
    if (!inDeckOrDiscard(s.attackDeck, s.attackDiscard, matches)) {
      return notAvailable(ChanceNodeKind::AttackCard, static_cast<int>(kind));
    }
  }
  for (const int card : f.add.event) {
    if (!inDeckOrDiscard(s.eventDeck, s.eventDiscard, [&](int id) { return id == card - 1; })) {
      return notAvailable(ChanceNodeKind::EventCard, card);
    }
  }
  return {};
}

void queueForced(detail::Resolver& r, const ForceOutcomes& f) {
  r.s.chance.forced.append(f.add);
  r.emit(RuleId::ForcedOutcome, ev::OutcomesForced{f.add});
}

}  // namespace

namespace {

// The rules' checks of a command against the state, before anything is drawn.
Verdict check(const GameState& s, const Command& cmd) {
  return std::visit(Overloaded{[&](const Move& m) { return validateMove(s, m); },
                               [&](const CarefulMove& m) { return validateCareful(s, m); },
                               [&](const ChooseCorridor& c) { return validateChoice(s, c); },
                               [&](const ForceOutcomes& f) { return validateForce(s, f); },
                               [&](const Pass& p) { return validatePass(s, p); },
                               [&](const Hibernate& h) { return validateHibernate(s, h); }},
                    cmd);
}

void start(detail::Resolver& r, const Command& cmd) {
  std::visit(Overloaded{[&](const Move& m) { startMove(r, m); }, [&](const CarefulMove& m) { startCareful(r, m); },
                        [&](const ChooseCorridor& c) { answerCorridor(r, c); },
                        [&](const ForceOutcomes& f) { queueForced(r, f); }, [&](const Pass& p) { startPass(r, p); },
                        [&](const Hibernate& h) { startHibernate(r, h); }},
             cmd);
}

// Resolves in place through `begin` with the oracle attached; the verdict of the forced outcomes met (a failed
// one stops the resolution half-way: the caller throws that state away).
template <typename Begin>
Verdict resolveInPlace(GameState& s, EventLog& out, Moments* moments, ChanceOracle* oracle, const Begin& begin) {
  detail::Resolver r{s, out, moments, oracle};
  begin(r);
  detail::drain(r);
  return r.failure;
}

// While forced outcomes are queued, one of them may turn out impossible mid-way: the resolution then runs on a
// copy that is kept only when every forced draw was honoured. Without any (nearly always), the state resolves
// in place at no extra cost.
template <typename Begin>
Verdict resolveWith(GameState& s, EventLog& out, Moments* moments, ChanceOracle* oracle, const Begin& begin) {
  if (s.chance.forced.empty()) return resolveInPlace(s, out, moments, oracle, begin);
  GameState copy = s;
  EventLog log;
  Moments seen;
  const Verdict v = resolveInPlace(copy, log, moments != nullptr ? &seen : nullptr, oracle, begin);
  if (!v.ok()) return v;
  s = std::move(copy);
  out.insert(out.end(), std::make_move_iterator(log.begin()), std::make_move_iterator(log.end()));
  if (moments != nullptr) {
    moments->insert(moments->end(), std::make_move_iterator(seen.begin()), std::make_move_iterator(seen.end()));
  }
  return v;
}

Verdict resolveCommand(GameState& s, const Command& cmd, EventLog& out, Moments* moments, ChanceOracle* oracle) {
  const Verdict v = check(s, cmd);
  if (!v.ok()) return v;
  return resolveWith(s, out, moments, oracle, [&](detail::Resolver& r) { start(r, cmd); });
}

}  // namespace

Verdict validate(const GameState& s, const Command& cmd) {
  const Verdict v = check(s, cmd);
  if (!v.ok() || s.chance.forced.empty()) return v;
  // Only resolving tells whether the forced outcomes queued are still there when their draws come: on a copy.
  GameState trial = s;
  EventLog log;
  return resolveInPlace(trial, log, nullptr, nullptr, [&](detail::Resolver& r) { start(r, cmd); });
}

Verdict apply(GameState& s, const Command& cmd, EventLog& out, Moments* moments) {
  return resolveCommand(s, cmd, out, moments, nullptr);
}

Verdict applyWithOracle(GameState& s, const Command& cmd, EventLog& out, ChanceOracle& oracle) {
  return resolveCommand(s, cmd, out, nullptr, &oracle);
}

Verdict resolveNoiseRoll(GameState& s, int character, EventLog& out) {
  if (character < 0 || character >= s.characterCount()) return {};
  if (s.status != GameStatus::Playing || s.pending.kind != DecisionKind::None || !s.character(character).alive) {
    return {};
  }
  const int room = s.character(character).room;
  return resolveWith(s, out, nullptr, nullptr,
                     [&](detail::Resolver& r) { r.then(detail::step(StepKind::NoiseRoll, character, room)); });
}

void refillHand(GameState& s, int character, EventLog& out) {
  if (character < 0 || character >= s.characterCount()) return;
  detail::Resolver r{s, out};
  detail::refill(r, character);
}

Verdict resolveEventPhase(GameState& s, EventLog& out) {
  if (s.status != GameStatus::Playing || s.pending.kind != DecisionKind::None) return {};
  return resolveWith(s, out, nullptr, nullptr, [&](detail::Resolver& r) { detail::startEventPhase(r); });
}

int roomsExplored(const GameState& s) {
  int n = 0;
  for (int i = 0; i < s.topo().roomCount(); ++i) {
    n += s.topo().room(i).slot != SlotKind::Special && s.room(i).explored ? 1 : 0;
  }
  return n;
}

std::string roomName(const GameState& s, int room) {
  if (room < 0 || room >= s.topo().roomCount()) return "room ?";
  const std::string label = "room " + std::to_string(s.topo().room(room).label);
  if (!s.room(room).explored) return label + " (unexplored)";
  return label + " (" + std::string(tileInfo(s.room(room).tile).name) + ")";
}

std::string characterName(const GameState& s, int character) {
  if (character < 0 || character >= s.characterCount()) return "nobody";
  return std::string(nameOf(s.character(character).cls));
}

namespace {

// "bag draw Adult 3", "exploration token Door", "attack card Claw", "Event card #7": a forced outcome a Verdict
// names by its chance node's kind and value (engine.hpp).
std::string forcedOutcomeName(ChanceNodeKind kind, int value) {
  const auto number = [](int n) { return n > 0 ? " " + std::to_string(n) : std::string(); };
  switch (kind) {
    case ChanceNodeKind::BagToken:
      return "bag draw " + std::string(nameOf(tokenKeyType(value))) + number(tokenKeyNumber(value));
    case ChanceNodeKind::ExplorationToken:
      return "exploration token " + std::string(nameOf(static_cast<ExplorationEffect>(value / 8))) + number(value % 8);
    case ChanceNodeKind::AttackCard: return "attack card " + std::string(nameOf(static_cast<AttackKind>(value)));
    case ChanceNodeKind::EventCard: return "Event card #" + std::to_string(value);
    case ChanceNodeKind::NoiseDie:
    case ChanceNodeKind::SupplyToken:
    case ChanceNodeKind::HandCard: break;
  }
  return "outcome";
}

std::string notDrawable(ChanceNodeKind kind, bool now) {
  switch (kind) {
    case ChanceNodeKind::BagToken:
      return now ? "no such token is in the Intruder bag, the supply or set aside with an Intruder"
                 : "no such token is in the Intruder bag";
    case ChanceNodeKind::ExplorationToken: return "no such token is face down on an unexplored room or unused";
    case ChanceNodeKind::AttackCard: return "no such card is in the attack deck or its discard pile";
    case ChanceNodeKind::EventCard: return "that card is not in the Event deck or its discard pile";
    case ChanceNodeKind::NoiseDie:
    case ChanceNodeKind::SupplyToken:
    case ChanceNodeKind::HandCard: break;
  }
  return "it cannot be drawn";
}

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

// A corridor a player chose by its number at a room: named by the rooms it joins, with the number they pressed.
std::string corridorAt(const GameState& s, int room, int number) {
  const bool valid = room >= 0 && room < s.topo().roomCount() && number >= 1 && number <= 4;
  const std::string at = "number " + std::to_string(number) + " at room " +
                         (valid ? std::to_string(s.topo().room(room).label) : std::to_string(room));
  const PassageId p = valid ? s.topo().exit(room, number) : kNoPassage;
  return p == kNoPassage ? "the corridor " + at : corridorName(s.topo(), p) + " (" + at + ")";
}

}  // namespace

std::string explain(const GameState& s, const Verdict& verdict) {
  const RefusalDetail& v = verdict.detail;
  const auto label = [&](int room) {
    return room >= 0 && room < s.topo().roomCount() ? std::to_string(s.topo().room(room).label) : std::to_string(room);
  };
  switch (verdict.code) {
    case Refusal::None: return "Allowed.";
    case Refusal::GameOver: return "The game is over: no more actions.";
    case Refusal::DecisionPending:
      return characterName(s, s.pending.character) +
             " must first choose the corridor for the Careful Movement Noise marker.";
    case Refusal::NoDecisionPending: return "There is no corridor choice to make right now.";
    case Refusal::NotYourDecision: return "It is " + characterName(s, v.actor) + " who must choose the corridor.";
    case Refusal::NotAnOption:
      return "Careful Movement cannot put its marker on " + corridorAt(s, v.room, v.number) +
             ": choose a corridor of room " + label(v.room) + " without a Noise marker.";
    case Refusal::UnknownCharacter:
      return "There is no character number " + std::to_string(v.character) + " in this game.";
    case Refusal::CharacterDead: return characterName(s, v.character) + " is dead.";
    case Refusal::UnknownRoom: return "There is no room " + std::to_string(v.room) + " on this board.";
    case Refusal::AlreadyThere: return "The character is already in room " + label(v.room) + ".";
    case Refusal::NotNeighbouring:
      return "Room " + label(v.room) + " is not next to " + roomName(s, v.from) +
             ": Movement goes to a neighbouring room, joined by one corridor (Technical Corridors are closed to "
             "Characters).";
    case Refusal::ClosedDoor:
      return "A Closed Door blocks " + corridorName(s.topo(), v.corridor) + ": it cannot be passed to reach room " +
             label(v.room) + ".";
    case Refusal::WrongCardCount:
      return "This action costs " + std::to_string(v.cost) + (v.cost == 1 ? " Action card" : " Action cards") + "; " +
             std::to_string(v.chosen) + " chosen.";
    case Refusal::CardNotInHand:
      return std::string(v.card.kind == CardKind::Contamination ? "Contamination" : "Action") + " card " +
             std::to_string(v.card.number) + " is not in the hand.";
    case Refusal::CardUsedTwice: return "Action card " + std::to_string(v.card.number) + " is chosen twice.";
    case Refusal::ContaminationCannotPay: return "Contamination cards cannot pay for actions; choose Action cards.";
    case Refusal::CarefulInCombat:
      return "Careful Movement cannot be used in Combat (there is an Intruder in the room): use Movement to Escape.";
    case Refusal::CarefulAllMarked:
      return "Every corridor of room " + label(v.room) +
             " already has a Noise marker, so Careful Movement cannot go there.";
    case Refusal::BadCorridorNumber: return "Corridor numbers are 1 to 4, not " + std::to_string(v.number) + ".";
    case Refusal::NoSuchOutcome:
      return "That forced outcome does not exist in the game (bag numbers 1-4, item counts 1-4, Event cards 1-20).";
    case Refusal::NotYourTurn:
      return "It is " + characterName(s, v.actor) + "'s turn: " + characterName(s, v.character) + " must wait.";
    case Refusal::CharacterHibernated:
      return characterName(s, v.character) + " is in hibernation and takes no more turns.";
    case Refusal::FreePlayNoTurns: return "This game is in free play: there are no turns, so nobody passes.";
    case Refusal::NotInHibernatorium:
      return "Hibernate is the Room action of the Hibernatorium; the character is in " + roomName(s, v.room) + ".";
    case Refusal::HibernateInCombat: return "Nobody can hibernate in Combat (there is an Intruder in the room).";
    case Refusal::HibernateMalfunction:
      return "A Malfunction marker in " + roomName(s, v.room) + " blocks its Room action: no hibernation.";
    case Refusal::TooManyForced:
      return "At most " + std::to_string(kMaxForcedOutcomes) +
             " forced outcomes of one kind can wait to be used; this would queue more.";
    case Refusal::ForcedNotAvailable:
      return "The forced " + forcedOutcomeName(v.chance, v.outcome) +
             " cannot be queued: " + notDrawable(v.chance, true) + " now.";
    case Refusal::ForcedOutcomeImpossible:
      return "The forced " + forcedOutcomeName(v.chance, v.outcome) +
             " cannot be honoured: " + notDrawable(v.chance, false) +
             " any more (forced outcomes are used in order, each once), so nothing is done. Undo the force "
             "command, or play on in a way that does not draw it.";
    case Refusal::CorridorAlreadyMarked:
      return capitalised(corridorAt(s, v.room, v.number)) + " already has a Noise marker: choose another.";
  }
  return "Not allowed.";
}

}  // namespace nemesis
