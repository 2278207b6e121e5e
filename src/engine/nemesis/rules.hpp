// Nemesis's rule citations (kernel/rule_text.hpp): every event the engine emits and every refusal names the rule
// it applied, as an id into this static table. Each entry quotes the seed text or RULES.md; rulings are marked.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "engine/kernel/rule_text.hpp"

namespace nemesis {

// clang-format off
// X(id, source, heading, ruling, text)
#define NEMESIS_RULES(X) \
  X(Setup, "RULES.md §2-5", "Setup", false, \
    "Bag at setup: 1 Blank, 4 Larva, 1 Creeper, 1 Queen, 3 Adult + 1 Adult per player (11 tokens solo, 15 with 5).") \
  X(MovementCost, "seed 002", "Character Movement", false, \
    "To perform a Basic Movement Action, you must discard 1 Action card from your hand to pay its cost.") \
  X(ContaminationCannotPay, "RULES.md §5", "Actions, hand, round", false, \
    "Contamination cards count toward hand size (and the Surprise check) but can never pay a cost.") \
  X(Neighbouring, "seed 002", "Neighboring Rooms", false, \
    "Two rooms are considered neighboring if they are directly connected by 1 Corridor.") \
  X(ClosedDoorBlocks, "seed 002", "Neighboring Rooms", false, \
    "Closed Doors block the \"neighboring\" status for character movement, preventing passage through that corridor.") \
  X(EffectsAfterMoving, "seed 004", "Rooms and Corridors", false, \
    "The effects of moving through any given Corridor are resolved AFTER moving into the Room.") \
  X(TechnicalCorridorsClosed, "seed 004", "Technical Corridors", false, \
    "Both the Technical Corridors Entrances (present in some Rooms) and the special space of Technical Corridors are not accessible to the Characters.") \
  X(Escape, "seed 004", "Other Movement Actions", false, \
    "To perform a Movement Action to leave a Room containing an Intruder, you must use the Escape rule") \
  X(EscapeAttacks, "RULES.md §6", "Movement, Escape, Combat", false, \
    "Before the move each Intruder there attacks the mover once (largest first). If the Character survives, the move resolves normally.") \
  X(EscapeAttackOrder, "RULES.md §10", "Rulings on open questions", true, \
    "An escaping Character is attacked by the Queen first, then each Breeder, Adult, Creeper and Larva; Intruders of one type attack in the order they came onto the board.") \
  X(CarefulMovement, "seed 000", "Noise Mitigation", false, \
    "Careful Movement: This basic action allows you to place a Noise marker in a chosen Corridor instead of rolling for Noise, provided not all connected Corridors already have markers. Cannot be used in Combat.") \
  X(CarefulCost, "RULES.md §5", "Actions, hand, round", false, \
    "Costs: Movement 1 card; Careful Movement 2 cards.") \
  X(CarefulNoEscape, "RULES.md §6", "Movement, Escape, Combat", false, \
    "Careful Movement cannot be used to escape.") \
  X(CarefulCancelsToken, "RULES.md §3", "Exploration tokens", false, \
    "Careful Movement cancels a Silence or Danger token (official FAQ: they are automatic Noise results, and Careful Movement replaces the Noise roll).") \
  X(CarefulMarkerAlways, "ruling", "Careful Movement into an occupied Room", true, \
    "Careful Movement always places its chosen Noise marker, even when the Room entered is occupied: the action says to place it instead of the Noise roll.") \
  X(RevealRoom, "seed 002", "Entering a Room", false, \
    "If this Room tile was unexplored (face down), turn it over (face up). After doing that reveal the Exploration Token lying on that Room tile.") \
  X(SetItems, "seed 004", "Exploration Tokens", false, \
    "After revealing the Exploration token, rotate the Room tile until the number shown on the token faces the Item Counter symbol printed on the board, next to the Room tile slot. This is the exact amount of Items that can be obtained from this Room.") \
  X(NoItemsInNestOrSlime, "seed 004", "Exploration Tokens", false, \
    "You do not set the amount of Items in a Nest or in a Room Covered in Slime.") \
  X(ExplorationSilence, "seed 004", "Exploration Tokens", false, \
    "Nothing happens. Do not perform a Noise roll for this Movement. If the Character has a Slime marker on their Character board, then resolve \"Danger\" instead.") \
  X(ExplorationDanger, "seed 004", "Exploration Tokens", false, \
    "Do not perform a Noise roll for this Movement.") \
  X(ExplorationSlime, "seed 004", "Exploration Tokens", false, \
    "Place a Status marker in the indicated slot of your Character board to indicate they have been covered with slime.") \
  X(ExplorationFire, "seed 004", "Exploration Tokens", false, \
    "Place a Fire marker in this Room.") \
  X(ExplorationMalfunction, "seed 004", "Exploration Tokens", false, \
    "Place a Malfunction marker in this Room.") \
  X(ExplorationDoor, "seed 004", "Exploration Tokens", false, \
    "Place a Door token in the Corridor by which you have entered that Room.") \
  X(ExplorationRemoved, "seed 004", "Exploration Tokens", false, \
    "After resolving an Exploration token, remove it from the game.") \
  X(NoiseRollEmptyRoom, "seed 002", "Entering a Room", false, \
    "If the Character enters an empty Room (explored or unexplored, with neither Characters nor Intruders), perform a Noise roll.") \
  X(NoNoiseRollOccupied, "seed 002", "Entering a Room", false, \
    "If there is anyone (either a Character or an Intruder) in the Room the Character is entering, do not perform a Noise roll.") \
  X(NoiseDie, "RULES.md §1", "Noise die", false, \
    "A d10 with faces 1, 1, 2, 2, 3, 3, 4, 4, Silence, Danger.") \
  X(NoiseNumber, "seed 004", "Noise Roll", false, \
    "Place a Noise marker in a Corridor with a number corresponding to the result of your Noise roll, and connected to the Room you have entered (counting Technical Corridors, if there is an Entrance in the Room).") \
  X(OneMarkerPerCorridor, "seed 004", "Noise Roll", false, \
    "Any given Corridor may never hold more than 1 Noise marker. If you are instructed to place a Noise marker in a Corridor that already contains one, resolve an Encounter instead.") \
  X(TechnicalCorridorsSpace, "seed 004", "Technical Corridors", false, \
    "If (for example as the result of a Noise roll) a Noise marker should be placed and the number leads to the Technical Corridor Entrance, this Noise marker should be placed on the Technical Corridors space.") \
  X(TechnicalCorridorsShared, "seed 004", "Noise Roll", false, \
    "When there is a Noise marker in the Technical Corridors space (green glow ), it is treated as if it was in each Technical Corridors Entrance on the whole board.") \
  X(DoorsDoNotSplit, "seed 004", "Noise Roll", false, \
    "Even if the Noise marker (blue glow) is in the Corridor with the Closed Door, it affects the WHOLE Corridor.") \
  X(DangerPullsIntruders, "seed 004", "Noise Roll", false, \
    "If there is an Intruder in the neighboring Room (and it is not in Combat with any Character), move it to this Room. If there is more than one Intruder eligible, move them all.") \
  X(DangerRollMarkers, "seed 000", "Noise Roll Results", false, \
    "If no eligible Intruders are in neighboring rooms, place a Noise marker in every connected Corridor that doesn't already have one") \
  X(DangerMarkers, "seed 004", "Exploration Tokens", false, \
    "If there are no Intruders in any of the neighboring Rooms (or if they are in Combat), place a Noise marker in each Corridor connected to that Room without a Noise marker already placed (counting Technical Corridors if there is an Entrance in the Room).") \
  X(DangerClosedDoor, "RULES.md §10", "Rulings on open questions", true, \
    "Danger pulls in a neighbouring Intruder (not in Combat). If a Closed Door is between them, the Intruder destroys the door and stays (the general door rule); it still counts as eligible, so no markers are placed.") \
  X(DangerAllMarked, "RULES.md §10", "Rulings on open questions", true, \
    "Danger when every connected corridor already has a marker: nothing happens (it never causes an Encounter).") \
  X(Silence, "seed 004", "Noise Roll", false, \
    "Nothing happens. No Noise marker is placed. If the Character has a Slime marker on their Character board, then resolve \"Danger\" instead.") \
  X(SlimeTurnsSilence, "seed 000", "Noise Roll Results", false, \
    "However, if your Character has a Slime marker, treat \"Silence\" as \"Danger\" instead") \
  X(SlimeOnlyOne, "seed 004", "Slime Marker", false, \
    "A Character may only have 1 Slime marker at a time. If they are instructed to get another while they have one, nothing happens.") \
  X(CombatNotEncounter, "seed 000", "Combat vs Encounters", false, \
    "Combat: Character enters room with existing Intruder (no Encounter process)") \
  X(IntruderMoveNotEncounter, "seed 003", "Triggers for an Encounter", false, \
    "An Intruder moving from one Room to another Room containing a Character does not count as an Encounter.") \
  X(UnexploredStaysHidden, "seed 004", "Additional notes about intruder movement", false, \
    "If an Intruder ends its movement in an unexplored Room, do not remove it and don't reveal the Room (or its Exploration token).") \
  X(EncounterDiscardMarkers, "seed 003", "Resolving an Encounter", false, \
    "Remove all Noise markers from all corridors connected to the Room where the Encounter is taking place. This includes Technical Corridors if there's an entrance in the Room.") \
  X(EncounterDraw, "seed 003", "Resolving an Encounter", false, \
    "Draw 1 Intruder token from the Intruder bag.") \
  X(EncounterPlace, "seed 003", "Resolving an Encounter", false, \
    "Place an Intruder miniature matching the type indicated by the drawn token's Intruder Symbol in the Room.") \
  X(ThroughClosedDoors, "seed 004", "Door Token", false, \
    "If a Noise roll causes an Intruder to come from a Corridor with a Closed Door, the Intruder appears regardless of the Closed Door.") \
  X(SurpriseAttack, "seed 003", "Resolving an Encounter", false, \
    "If the number of cards in the Character's hand is lower than the number on the Intruder token, a Surprise Attack occurs.") \
  X(NoSurpriseAttack, "seed 003", "Resolving an Encounter", false, \
    "If the number of cards is equal to or higher, nothing further happens in this step.") \
  X(EncounterSetAside, "seed 003", "Resolving an Encounter", false, \
    "The drawn Intruder token is set aside.") \
  X(BlankMarkers, "seed 003", "Blank Token during Encounter", false, \
    "Place a Noise marker in every corridor connected to the room where the Encounter occurred.") \
  X(BlankLastToken, "seed 003", "Blank Token during Encounter", false, \
    "If the Blank token was the last token in the Intruder bag, add 1 Adult Intruder token to the Intruder bag (if available, otherwise nothing happens).") \
  X(BlankReturns, "seed 003", "Blank Token during Encounter", false, \
    "The Blank token is then returned to the Intruder bag.") \
  X(AdultsRetreat, "seed 004", "Additional notes about intruder movement", false, \
    "If you are instructed to place an Adult Intruder on the board, but all 8 models are already on board - the Adult Intruders retreat. Remove all Adult Intruder models that are not in Combat and put the corresponding Intruder tokens back in the Intruder bag (if possible).") \
  X(OthersRetreat, "RULES.md §7", "Encounter and Intruder attack", true, \
    "The same retreat applies to any other Intruder type whose miniatures run out.") \
  X(NoMiniatureLeft, "ruling", "No miniature after a retreat", true, \
    "If every miniature of the drawn type is still on the board after the retreat (all in Combat), no Intruder is placed and the token goes back into the Intruder bag.") \
  X(AttackTarget, "RULES.md §7", "Encounter and Intruder attack", false, \
    "Intruder attack target: the Character in the room with the fewest Action cards in hand (tie: first player order).") \
  X(AttackTargetTie, "RULES.md §7", "Encounter and Intruder attack", true, \
    "first player order starts with the holder of the First Player token and goes on in player order, as turn order does.") \
  X(LarvaAttack, "RULES.md §7", "Encounter and Intruder attack", false, \
    "A Larva does not draw a card: it moves onto the Character board and the Character gains a Contamination card.") \
  X(AttackCardDraw, "RULES.md §7", "Encounter and Intruder attack", false, \
    "Attack deck (20 cards; a card hits only if it shows the attacker's symbol).") \
  X(AttackCardEffect, "RULES.md §7", "Encounter and Intruder attack", true, \
    "Scratch = 1 Light Wound + 1 Contamination; Claw = 2 Light Wounds; Bite = 1 Serious Wound; Tail = 1 Serious Wound; Frenzy = 1 Light Wound to every Character in the room; Transformation = 1 Light Wound; Slime = a Slime marker; Summons = Encounter in this room.") \
  X(AttackDeckReshuffle, "ruling", "Empty attack deck", true, \
    "When the attack deck is empty, its discard pile is shuffled to form a new deck.") \
  X(ContaminationToDiscard, "ruling", "Where Contamination cards go", true, \
    "A Contamination card a Character gains goes onto their Action discard pile, so it reaches the hand when the deck is reshuffled.") \
  X(SecondLarva, "ruling", "A second Larva", true, \
    "A Larva attacking a Character who already carries one only adds the Contamination card; the Larva stays in the Room.") \
  X(LightWoundsBecomeSerious, "RULES.md §7", "Encounter and Intruder attack", false, \
    "Wounds: the 3rd Light Wound becomes 1 Serious Wound.") \
  X(Death, "RULES.md §7", "Encounter and Intruder attack", false, \
    "A Character with 3 Serious Wounds who suffers any further wound dies (a Corpse token stays in the room).") \
  X(AllDead, "ruling", "Everyone dead", true, \
    "When every Character is dead, the game is over and lost.") \
  X(FireOnePerRoom, "seed 004", "Fire Marker", false, \
    "Any given Room may never hold more than 1 Fire marker. If you are instructed to place another one, nothing happens.") \
  X(ShipExplodes, "seed 004", "Fire Marker", false, \
    "There are 8 Fire markers in the game. If you are instructed to place a Fire marker and there are no more markers in the pool, the ship explodes and the game ends.") \
  X(MalfunctionOnePerRoom, "seed 004", "Malfunction Marker", false, \
    "Any given Room may never hold more than 1 Malfunction marker. If you are instructed to place another one, nothing happens.") \
  X(MalfunctionForbidden, "RULES.md §9", "Markers and pools", false, \
    "Malfunction 8 (max 1 per room; never in the Nest or the Room Covered in Slime; a 9th means hull breach: game over)") \
  X(HullBreach, "seed 004", "Malfunction Marker", false, \
    "There are 8 Malfunction markers in game. If you are instructed to place a Malfunction marker and there are no more markers in the pool, the ship loses hull integrity and the game ends.") \
  X(OneDoorPerCorridor, "seed 004", "Door Token", false, \
    "Each Corridor may never hold more than 1 Door token.") \
  X(DestroyedStaysDestroyed, "seed 004", "Door Token", false, \
    "A Destroyed Door can never be Closed again.") \
  X(DoorFromBoard, "seed 004", "Door Token", false, \
    "If there are no Door tokens left in the pool when you are instructed to place a Door, take any Door token on the board and place it in the required Corridor.") \
  X(DoorFromBoardChoice, "ruling", "Which Door token is taken", true, \
    "The engine takes a Destroyed Door first (lowest corridor), else the Closed Door in the lowest corridor.") \
  X(DoorDestroyedByIntruder, "seed 004", "Door Token", false, \
    "When an Intruder tries to move through a Corridor with a Closed Door token, the Intruder does not move, but destroys this Door in-stead.") \
  X(DoorSimultaneous, "seed 004", "Door Token", false, \
    "If several Intruders are moving from the same Room, their movement is considered simultaneous: they destroy the Door and all stay in the starting Room.") \
  X(ForcedOutcome, "engine", "Forced chance outcomes", true, \
    "A forced outcome queued by a test, the debug overlay or a tutorial replaces the random one; a forced outcome that is not available is never replaced by a random one: the command that would draw it is refused.") \
  X(HandRefill, "RULES.md §5", "Actions, hand, round", false, \
    "Each Character: a deck of 10 Action cards, hand refilled to 5 at the start of each round.") \
  X(PlayerTurns, "RULES.md §5", "Actions, hand, round", false, \
    "Player phase: refill hands; turns go round from the First Player; a turn is 2 actions, 1 action and pass, or pass; once passed, no more actions this round.") \
  X(FirstPlayerPasses, "RULES.md §5", "Actions, hand, round", false, \
    "First Player token passes left each round after the first.") \
  X(FireWound, "seed 004", "Fire Marker", false, \
    "Every time a Character ends their round (each round!) in a Room with a Fire marker, this Character suffers 1 Light Wound.") \
  X(EventPhase, "RULES.md §5", "Actions, hand, round", false, \
    "Event phase: time track +1; each Intruder in Combat attacks; Fire damage (1 Injury to each Intruder in a Fire room); an Event card (Intruder movement, then its effect); bag development; end of round.") \
  X(FireDamage, "seed 004", "Fire Marker", false, \
    "During each Event Phase, during the Fire Damage step, each Intruder present in a Room with a Fire marker suffers 1 Injury.") \
  X(EventCardMovement, "RULES.md §8", "Event cards (movement part)", false, \
    "Each card: a corridor number and the Intruder types that move through it (all of that type not in Combat).") \
  X(IntruderIntoTechnicalCorridors, "seed 004", "Technical Corridors", false, \
    "If an Intruder moves to the Technical Corridors Entrance, then it disappears in the ducts: discard all its Injury markers, return its token to the Intruder bag, and remove its miniature from the board.") \
  X(TechnicalCorridorsNoiseStays, "seed 004", "Technical Corridors", false, \
    "If there was a Noise marker on the Technical Corridors space, do not remove it.") \
  X(EventNoiseInTechnicalCorridors, "RULES.md §8", "Event cards (movement part)", false, \
    "Noise in Technical Corridors (if the Technical Corridors space already holds a marker, every Character in a room with an entrance makes a Noise roll; else place a marker there)") \
  X(EventLurking, "RULES.md §8", "Event cards (movement part)", false, \
    "Lurking (Intruders not in a room with a Character return to the bag)") \
  X(EventHunt, "RULES.md §8", "Event cards (movement part)", false, \
    "Hunt #8 (Adults move to a neighbouring room with a Character; tie: lowest room number)") \
  X(EventEggProtection, "RULES.md §8", "Event cards (movement part)", false, \
    "Egg Protection (Encounter for each Character in the Nest)") \
  X(EventBulkheadsOpen, "RULES.md §8", "Event cards (movement part)", true, \
    "every Closed Door opens") \
  X(EventMalfunction, "RULES.md §8", "Event cards (movement part)", true, \
    "a Malfunction marker in the room of the First Player; the card is shuffled back") \
  X(EventNoFurtherEffect, "RULES.md §8", "Event cards (movement part)", false, \
    "For the other cards the event has no further effect in this rules module; the card text in the client must say so.") \
  X(EventCardDiscarded, "RULES.md §10", "Rulings on open questions", true, \
    "An Event card whose own effect is not part of this rules module goes to the Event discard pile once its Intruders have moved, so it comes back when the deck is reshuffled; it is never taken out of the game.") \
  X(EventDeckReshuffle, "ruling", "Empty Event deck", true, \
    "When the Event deck is empty, its discard pile is shuffled to form a new deck.") \
  X(BagDevelopment, "RULES.md §2", "Intruder tokens and the bag", false, \
    "Bag development (Event phase, draw 1):") \
  X(BagLarva, "RULES.md §2", "Intruder tokens and the bag", false, \
    "Larva: remove it from the game, add 1 Adult from the supply.") \
  X(BagCreeper, "RULES.md §2", "Intruder tokens and the bag", false, \
    "Creeper: remove it, add 1 Breeder from the supply.") \
  X(BagAdultOrBreeder, "RULES.md §2", "Intruder tokens and the bag", false, \
    "Adult or Breeder: every Character not in Combat makes a Noise roll, in turn order; return the token.") \
  X(NoiseRollOrder, "RULES.md §10", "Rulings on open questions", true, \
    "Several Characters who make a Noise roll at once roll one at a time in turn order, starting with the First Player, each roll resolved in full before the next.") \
  X(BagQueen, "RULES.md §2", "Intruder tokens and the bag", false, \
    "Queen: if a Character is in the Nest, place the Queen there and resolve an Encounter; else add 1 Egg. Return the token.") \
  X(QueenInNest, "ruling", "The Queen drawn with a Character in the Nest", true, \
    "The Encounter is resolved as seed 003 says, with the Queen token already drawn: the Noise markers of the Nest's corridors are removed, the Queen miniature is placed in the Nest (a Queen already on the board retreats first, as any Intruder whose miniatures run out; one in Combat stays and none is placed) and the Surprise Attack check follows, for the Character it would attack, with the Queen token's number; the token returns to the bag.") \
  X(BagBlank, "RULES.md §2", "Intruder tokens and the bag", false, \
    "Blank: add 1 Adult from the supply (if any); return the Blank.") \
  X(BagNeverEmpty, "RULES.md §10", "Rulings on open questions", true, \
    "The bag is never empty: the Blank always returns.") \
  X(BagEmptySupply, "RULES.md §2", "Intruder tokens and the bag", true, \
    "a Larva/Creeper drawn when the supply has no Adult/Breeder stays in the bag.") \
  X(Hibernate, "ruling", "Hibernation", true, \
    "Hibernate is a Room action of the Hibernatorium: it costs 2 Action cards, cannot be taken in Combat or with a Malfunction marker there, and makes a Noise roll; it fails if an Intruder is in the room after the roll. A hibernated Character takes no more turns.") \
  X(GameWon, "ruling", "Winning", true, \
    "The game is won when every living Character has hibernated before the time track runs out.") \
  X(TimeRunsOut, "ruling", "The end of the time track", true, \
    "After round 15 the time track has run out: every Character still awake dies; the game is won if a hibernated Character lives, else lost.") \
  X(MoveToNeighbour, "RULES.md §6", "Movement, Escape, Combat", false, \
    "Movement: to a neighbouring room (joined by one corridor whose door is not Closed).") \
  X(CorridorNumbers, "RULES.md §4", "Board, basic side", false, \
    "Every room has exactly one exit per noise number 1 to 4") \
  X(GameOverNoActions, "ruling", "After the end of the game", true, \
    "Once the game is won or lost, nobody acts any more.") \
  X(ChoiceFirst, "ruling", "A choice in the middle of an action", true, \
    "When an action asks a player to choose (the corridor for a Careful Movement's Noise marker), that player answers before anything else is done; with no choice asked, there is nothing to answer.") \
  X(WhoActs, "ruling", "Who may act", true, \
    "Only the game's Characters act, and only while alive: a dead Character takes no more actions.") \
  X(FreePlay, "ruling", "Free play", true, \
    "In free play there are no turns: any living Character who is awake may act at any time, and nobody passes.")
// clang-format on

enum class RuleId : std::uint8_t { NEMESIS_RULES(RULE_TEXT_ID) Count };

const RuleText& ruleText(RuleId id);
// Every rule in RuleId order (the rules reference lists them).
[[nodiscard]] std::span<const RuleText> ruleTable();
inline constexpr int kRuleCount = static_cast<int>(RuleId::Count);
// "seed 004 · Noise Roll", "ruling RULES.md §10 · Rulings on open questions" (kernel/rule_text.hpp).
[[nodiscard]] inline std::string citation(RuleId id) {
  return citationOf(ruleText(id));
}

}  // namespace nemesis
