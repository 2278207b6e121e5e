// Enormity's rule citations: every event the module emits and every refusal names the rule it applied, as an id
// into this static table. Each entry quotes seed 001 ("seed 001"), a page of the rulebook (its file name in
// assets/rules/enormity/), or is a ruling: one of ENORMITY.md's ("R-n", the text is the ruling as its table
// gives it) or one this module had to take where the pages and ENORMITY.md are silent ("ruling").
// tests/test_enormity_citations.cpp checks every quote against its source.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "engine/kernel/rule_text.hpp"

namespace nemesis::enormity {

// clang-format off
// X(id, source, heading, ruling, text)
#define ENORMITY_RULES(X) \
  X(MakeNoise, "seed 001", "Noise Roll", false, \
    "Whenever a Spacer makes Noise ![Noise Icon](svg/icon-noise.svg), for example when they move hurriedly, **they have to make a Noise Roll** with the appropriate number and color of dice (usually the number of Blips on the board).") \
  X(PriorityTarget, "seed 001", "Noise Roll", false, \
    "When you make Noise, you immediately take the **Priority Target/Last to Noise ![Priority Targer Icon](img/icon-target.png) marker**.") \
  X(IntruderSymbol, "seed 001", "Noise Roll", false, \
    "**Noise is usually depicted as an Intruder symbol ![Intruder Symbol](svg/intruder-symbol.svg).** This means you **roll as many dice as there are Blips** on the board.") \
  X(NamedDice, "seed 001", "Noise Roll", false, \
    "If the Noise source specifies the number and color of dice rolled, roll those dice instead.") \
  X(Promotion, "seed 001", "Noise Roll", false, \
    "If there are more Blips on the board than there are dice of a given color, substitute the remaining dice with dice of a higher color tier") \
  X(OverwhelmMissingDice, "seed 001", "Noise Roll", false, \
    "If you have to promote dice and you’re already using all the black dice provided, trigger the **Overwhelm** Intruder effect for each dice missing") \
  X(DangerDice, "seed 001", "Noise Roll", false, \
    "Noise uses **Danger dice ![White Danger Dice](svg/danger-dice-white.svg)**.") \
  X(StiffBonus, "seed 001", "Noise Roll", false, \
    "If Noise has a stiff bonus, i.e. “+1”, apply that bonus as that many ![Potential Icon](svg/icon-potential.svg \"Potential\") results to a chosen die.") \
  X(AssignResults, "seed 001", "Noise Roll", false, \
    "Whenever you make Noise ![Noise Icon](svg/icon-noise.svg), you assigned the results to Blips, which will then move towards you") \
  X(BlipMovementAfterNoise, "seed 001", "Noise Roll", false, \
    "there is one effect that always triggers after a Noise: Blip movement.") \
  X(ActivePool, "spacer-pool-and-spacer-tokens.md", "Spacer Pool And Spacer Tokens", false, \
    "You may use tokens from the Active Pool.") \
  X(OneTokenPerDie, "spacer-pool-and-spacer-tokens.md", "Spacer Pool And Spacer Tokens", false, \
    "**You can only use 1 token of a given type per die.**") \
  X(ConfidenceReroll, "spacer-pool-and-spacer-tokens.md", "Spacer Pool And Spacer Tokens", false, \
    "A single Confidence token allows you to re-roll any single **Spacer Attack**, **Skill Test**, **Scouting Check** or **Noise Roll** die **once**.") \
  X(StressReroll, "rubicon-stats.md", "Stress", false, \
    "**whenever you roll dice, you may always gain +1 ![Stress Icon](svg/icon-stress.svg \"Stress\") to re-roll any single die once**, even if that dice was already re-rolled from another source.") \
  X(StressAfterConfidence, "spacer-attacks.md", "C. Power Re-rolls, Potentials and other Modifiers", false, \
    "You perform Stress re-rolls after normal Confidence re-rolls.") \
  X(StressOncePerDie, "spacer-attacks.md", "C. Power Re-rolls, Potentials and other Modifiers", false, \
    "Each die may be re-rolled with Stress exactly once.") \
  X(NervousBreakdown, "rubicon-stats.md", "Stress", false, \
    "If your ![Stress Icon](svg/icon-stress.svg \"Stress\") would ever go above 9, you suffer a **nervous breakdown**") \
  X(DisciplineToken, "spacer-pool-and-spacer-tokens.md", "Spacer Pool And Spacer Tokens", false, \
    "A single Discipline token allows you to turn 1 Potential ![Potential Icon](svg/icon-potential.svg) a **Spacer Attack**, **Skill Test**, **Scouting Check** or **Noise Roll**.") \
  X(BlipsMoveOnLines, "blip-movement.md", "Blip Movement", false, \
    "Blips move **along lines, from intersection to intersection**.") \
  X(ClosestBlipFirst, "blip-movement.md", "Moving Blips as a result of Noise", false, \
    "After the Spacer resolves their current action, **each Blip will move towards them, by the amount of Noise shown on the die assigned to them**, starting with the closest Blip") \
  X(RevealAdjacent, "blip-movement.md", "Moving Blips as a result of Noise", false, \
    "If the Blip would ever move adjacent to or while adjacent a Spacer, it’s immediately revealed") \
  X(PushBlip, "blip-movement.md", "Moving Blips as a result of Noise", false, \
    "If a Blip ends their movement on an intersection containing another Blip, move that other Blip immediately one intersection towards the Spacer.") \
  X(SpawnBlip, "blip-movement.md", "Spawning Blips", false, \
    "Unless stated otherwise, a new Blip always spawns on a **spawn point ![Spawn Point Icon](svg/icon-spawn-point.svg)** closest to the Spacer who triggered the spawn effect, facing the most Spacers.") \
  X(SpawnByPriorityTarget, "blip-movement.md", "Spawning Blips", false, \
    "the Blip spawns closest to the ![Target Priority Icon](svg/icon-target.svg \"Priority\") Spacer.") \
  X(SpawnOccupied, "blip-movement.md", "Spawning Blips", false, \
    "If all spawn points are occupied, spawn the new Blip on the closest spawn point and immediately trigger Blip movement, as if the new Blip moved onto that space.") \
  X(NoBlipLeft, "blip-movement.md", "Spawning Blips", false, \
    "If, for whatever reason, no more Blips can be spawned, for each Blip that should spawn, trigger the Intruder’s Overwhelm ability, ignoring any Blip removal instructions.") \
  X(RevealEcho, "blip-movement.md", "Revealing Blips", false, \
    "If the Blip turns out to be an Echo, it is removed from play, and a new Blip is spawned according to normal spawn rules") \
  X(RevealIntruders, "blip-movement.md", "Revealing Blips", false, \
    "If a Blip turns out to be an Intruder, or Intruders, immediately spawn that Intruder on a space adjacent to the Spacer.") \
  X(NearestEmptySpace, "blip-movement.md", "Revealing Blips", false, \
    "If no such spaces are available, spawn them on the nearest empty space.") \
  X(TokenToPool, "blip-movement.md", "Revealing Blips", false, \
    "Then, return that Blip to the Blip Pool (but don’t spawn a new Blip).") \
  X(AmbushAttack, "blip-movement.md", "Ambush Attacks", false, \
    "**If a Blip reveals itself in the manner described above, the spawned Intruder immediately acts") \
  X(Overwhelm, "anatomy-of-an-intruder.md", "Anatomy Of An Intruder", false, \
    "This ability is triggered when you run out of Noise dice") \
  X(CountdownMarker, "countdown-phase.md", "Countdown Phase", false, \
    "Move the Countdown Marker one space down the Countdown Track") \
  X(CountdownSpawn, "countdown-level-effects.md", "Countdown Level Effects", false, \
    "During the Countdown Phase, spawn 1 new Blip.") \
  X(FaceTheNoise, "countdown-level-effects.md", "Countdown Level Effects", false, \
    "During the Spacer Phase, Blips moving as a result of Noise ![Noise Icon](svg/icon-noise.svg) **change** their patrol direction to face the source of the Noise.") \
  X(SpacerMovement, "spacer-movement.md", "Spacer Movement", false, \
    "**All movement is performed in cardinal directions. You cannot move diagonally!**") \
  X(NoOutOfBounds, "spacer-movement.md", "Spacer Movement", false, \
    "You **cannot** move through Obstacles, red lines, black lines (walls) or onto Out-OfBounds spaces.") \
  X(EndOnEmptySpace, "spacer-movement.md", "Spacer Movement", false, \
    "You must end your movement on an empty space (a space that does not contain Obstacles, Intruders or other Spacers).") \
  X(PlaceholderDice, "R-1", "die faces, white count", true, \
    "data file, flagged placeholder") \
  X(NoiseColour, "R-2", "where the Noise colour comes from", true, \
    "the Intruder Sheet's Noise Awareness for the Countdown column (3 pages and the sheet image say so; one sentence says otherwise)") \
  X(PromotionChain, "R-4", "promotion chain", true, \
    "one tier up at a time, white→red→black; beyond black, one Overwhelm per missing die") \
  X(NoBlipsNoDice, "R-5", "no Blips on the board", true, \
    "no dice; the marker still moves; a stiff bonus is lost") \
  X(MarkerWhenNoiseMade, "R-6", "when the marker moves", true, \
    "when the Noise is made, before the roll") \
  X(OverwhelmAfterMovement, "R-7", "when Overwhelm resolves", true, \
    "after that roll's Blip movement, once per missing die") \
  X(BonusPlacement, "R-8", "who places a stiff +N", true, \
    "the noisy player, after re-rolls, before Discipline and assignment, all on one die") \
  X(VirtualDie, "R-9", "a bare-number Noise", true, \
    "one virtual die showing N Potentials") \
  X(ExtraDiceDiscarded, "R-11", "more dice than Blips", true, \
    "one die per Blip; the highest extra dice are discarded") \
  X(ConfidenceDeclared, "R-12", "Confidence on Noise", true, \
    "declare all, then re-roll; at most one per die") \
  X(StressAlways, "R-13", "Stress while Confidence is available", true, \
    "always allowed, after Confidence, once per die, +1 Stress each") \
  X(StressAtNine, "R-14", "Stress re-roll at 9 Stress", true, \
    "allowed after a confirmation; the Spacer dies") \
  X(DisciplineOnNoise, "R-16", "Discipline on Noise", true, \
    "each token removes one Potential from one die; at most one per die") \
  X(BlipDistance, "R-17", "Blip–Spacer distance", true, \
    "d above") \
  X(TiesChosen, "R-18, R-19, R-23", "ties (closest Blip, zigzag axis, closest spawn point)", true, \
    "the noisy player chooses (a pending decision)") \
  X(RevealedByOtherSpacer, "R-20", "a Blip moves adjacent to another Spacer", true, \
    "revealed there, next to that Spacer") \
  X(BlankIsEcho, "R-21", "blank token", true, \
    "it is the Echo: discard it and spawn a new Blip") \
  X(FacingAfterNoise, "R-22", "facing after Noise", true, \
    "the cardinal direction that reduces the larger gap toward the Spacer") \
  X(ZeroHour, "R-24", "after zero hour", true, \
    "the marker stays on \"!\"; the level stays black") \
  X(HurriedMove, "ruling", "Moving hurriedly", true, \
    "A Move of one space makes no Noise; a hurried Move makes Intruder-symbol Noise (the Action cards' Noise values are not in the sources).") \
  X(DeathEndsRoll, "ruling", "A Spacer who dies during their Noise roll", true, \
    "A Spacer who dies during their own Noise roll (R-14) ends it: no Blip moves for it, no Overwhelm triggers, and the Priority Target marker they held is set aside until someone next makes Noise. The game is lost when every Spacer is dead.") \
  X(RevealedNextTo, "ruling", "A Blip next to several Spacers", true, \
    "A Blip revealed next to several Spacers is revealed next to the Spacer who made the Noise if it is one of them, else the first of them in play order. An Echo's new Blip spawns closest to the Spacer who made the Noise.") \
  X(IntruderSpace, "ruling", "Which space a spawned Intruder takes", true, \
    "Spawned Intruders take the empty floor spaces adjacent to the Spacer north, east, south, west first; with none left, the nearest empty floor space (counted orthogonally), the northernmost, then westernmost, of equals. With no empty floor space at all, the Intruder is not placed.") \
  X(NewBlipFacing, "ruling", "Facing the most Spacers", true, \
    "A new Blip faces the direction with the most living Spacers in front of it (facing.md); of equal directions, the one Noise would turn it to toward the closest Spacer (R-22), else north, east, south, west first.") \
  X(FurthestBlip, "ruling", "The furthest Blip", true, \
    "The furthest Blip from the Spacers is the one whose closest living Spacer is furthest (R-17); of equals, the one placed first. Its token goes back, face down, to the Blip Pool.") \
  X(SpawnWithoutReference, "ruling", "A spawn nobody triggered, with no Priority Target", true, \
    "A Blip that no Spacer triggered, while no living Spacer holds the Priority Target marker, spawns on the spawn point closest to any living Spacer.") \
  X(IntrudersNotPlayed, "ruling", "What this module does not play", true, \
    "Intruders do not act in this module (no Ambush attacks, no Intruder turns, no First Contact): a spawned Intruder stands where it spawned.") \
  X(ForcedOutcome, "ruling", "Forced outcomes", true, \
    "Tests, lessons and the debug overlay may force the next die faces and the next Blip tokens revealed; forcing is a command, so a game with forced outcomes stays replayable.")
// clang-format on

enum class RuleId : std::uint8_t { ENORMITY_RULES(RULE_TEXT_ID) Count };

using nemesis::RuleText;
inline constexpr int kRuleCount = static_cast<int>(RuleId::Count);
[[nodiscard]] const RuleText& ruleText(RuleId id);
// Every rule in RuleId order (the rules reference lists them).
[[nodiscard]] std::span<const RuleText> ruleTable();
// "seed 001 · Noise Roll", "blip-movement.md · Spawning Blips", "ruling R-12 · Confidence on Noise".
[[nodiscard]] inline std::string citation(RuleId id) {
  return citationOf(ruleText(id));
}

}  // namespace nemesis::enormity
