// The log lines of Enormity events, and what each chance event made known.
#include "engine/kernel/overloaded.hpp"
#include "event.hpp"
#include "queries.hpp"
#include "words.hpp"

namespace nemesis::enormity {

namespace {

std::string die(int i) {
  return "die " + std::to_string(i + 1);
}

std::string potentials(int n) {
  return std::to_string(n) + (n == 1 ? " Potential" : " Potentials");
}

std::string placeholder(bool p) {
  return p ? " (placeholder dice)" : "";
}

std::string forced(bool f) {
  return f ? " (forced)" : "";
}

std::string diceList(const std::array<int, kDieColourCount>& counts) {
  std::string out;
  for (DieColour c : kDieColours) {
    const int n = counts[static_cast<std::size_t>(c)];
    if (n > 0) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + std::string(colourName(c));
  }
  return out.empty() ? "no dice" : out;
}

std::string indices(const std::vector<int>& dice) {
  std::string out;
  for (std::size_t i = 0; i < dice.size(); ++i)
    out += (i == 0 ? "" : i + 1 == dice.size() ? " and " : ", ") + std::to_string(dice[i] + 1);
  return (dice.size() == 1 ? "die " : "dice ") + out;
}

std::string tokenName(const State& s, int kind) {
  return kind >= 0 && kind < s.kinds.size() ? s.kinds.at(kind).name : "?";
}

std::string decision(const State& s, const Decision& d) {
  std::string options;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    const int o = d.options[i];
    std::string text;
    switch (d.kind) {
      case DecisionKind::ClosestBlip: text = blipName(o); break;
      case DecisionKind::ZigzagAxis: text = o == 0 ? "x (east-west)" : "y (north-south)"; break;
      case DecisionKind::SpawnPoint:
        text = "spawn point " + std::to_string(o + 1) + " at " +
               pointText(s.topo().spawnPoints[static_cast<std::size_t>(o)]);
        break;
      case DecisionKind::None: break;
    }
    options += (i == 0 ? "" : i + 1 == d.options.size() ? " or " : ", ") + text;
  }
  switch (d.kind) {
    case DecisionKind::ClosestBlip:
      return spacerName(s, d.spacer) + " chooses which of the closest Blips moves first: " + options;
    case DecisionKind::ZigzagAxis:
      return spacerName(s, d.spacer) + " chooses the first step of " + blipName(d.blip) + ": along " + options;
    case DecisionKind::SpawnPoint: return spacerName(s, d.spacer) + " chooses where the new Blip spawns: " + options;
    case DecisionKind::None: break;
  }
  return "";
}

}  // namespace

std::string describe(const State& s, const Event& e) {
  const auto name = [&](int spacer) { return spacerName(s, spacer); };
  return std::visit(
      Overloaded{
          [&](const ev::NoiseMade& x) {
            std::string what;
            switch (x.kind) {
              case NoiseKind::IntruderSymbol: what = "Intruder-symbol Noise"; break;
              case NoiseKind::Dice: what = "Noise of " + diceList(x.dice); break;
              case NoiseKind::Number: what = "Noise " + std::to_string(x.number); break;
            }
            if (x.bonus > 0) what += " +" + std::to_string(x.bonus);
            return name(x.spacer) + (x.hurried ? " moved hurriedly and made " : " made ") + what;
          },
          [&](const ev::PriorityTargetTaken& x) {
            return name(x.spacer) + (x.from == x.spacer ? " keeps" : " takes") + " the Priority Target marker";
          },
          [&](const ev::NoDice& x) {
            return std::string("No Blip on the board: no dice to roll") +
                   (x.bonusLost > 0 ? ", and the +" + std::to_string(x.bonusLost) + " is lost" : "");
          },
          [&](const ev::NoiseColourRead& x) {
            return s.sheet.name + "'s Noise Awareness at Countdown " + countdownLabel(x.countdown) + " (" +
                   std::string(levelName(levelOf(x.countdown))) + "): " + std::string(colourName(x.colour)) + " dice";
          },
          [&](const ev::PoolBuilt& x) {
            std::string pool = diceList(x.dice);
            if (x.fixed >= 0)
              pool = (pool == "no dice" ? "" : pool + " and ") + "a virtual die showing " + potentials(x.fixed);
            return "The Noise roll: " + pool + (x.bonus > 0 ? ", with +" + std::to_string(x.bonus) + " to place" : "");
          },
          [&](const ev::DicePromoted& x) {
            return std::to_string(x.count) + (x.count == 1 ? " die is" : " dice are") + " promoted to a higher colour";
          },
          [&](const ev::OverwhelmDue& x) {
            return "No black die left for " + std::to_string(x.count) + (x.count == 1 ? " die" : " dice") + ": " +
                   s.sheet.name + " will Overwhelm " + std::to_string(x.count) + (x.count == 1 ? " time" : " times") +
                   " after the Blips move";
          },
          [&](const ev::DieRolled& x) {
            return die(x.die) + " (" + std::string(colourName(x.colour)) + ") shows " + potentials(x.potentials) +
                   forced(x.forced) + placeholder(x.placeholder);
          },
          [&](const ev::VirtualDieShown& x) {
            return die(x.die) + " is a virtual die showing " + potentials(x.potentials);
          },
          [&](const ev::ConfidenceSpent& x) {
            return "Confidence re-rolls declared for " + indices(x.dice) + " (" + std::to_string(x.left) + " left)";
          },
          [&](const ev::DieRerolled& x) {
            return die(x.die) + " re-rolled with " + (x.by == ev::RerollBy::Confidence ? "Confidence" : "Stress") +
                   ": " + std::to_string(x.from) + " -> " + potentials(x.to) + forced(x.forced) +
                   placeholder(x.placeholder);
          },
          [&](const ev::StressGained& x) {
            return name(x.spacer) + " gains 1 Stress (" + std::to_string(x.stress) + ")";
          },
          [&](const ev::SpacerDied& x) {
            return name(x.spacer) + " goes over 9 Stress and dies of a nervous breakdown";
          },
          [&](const ev::BonusPlaced& x) {
            return "The +" + std::to_string(x.bonus) + " goes on " + die(x.die) + ": " + potentials(x.potentials);
          },
          [&](const ev::DisciplineSpent& x) {
            return "Discipline on " + die(x.die) + ": " + std::to_string(x.from) + " -> " + potentials(x.to) + " (" +
                   std::to_string(x.left) + " left)";
          },
          [&](const ev::DiceDiscarded& x) {
            return "More dice than Blips: the highest extra " + indices(x.dice) +
                   (x.dice.size() == 1 ? " is" : " are") + " discarded";
          },
          [&](const ev::ResultAssigned& x) {
            return die(x.die) + " (" + potentials(x.potentials) + ") goes to " + blipName(x.blip);
          },
          [&](const ev::BlipMoved& x) {
            return blipName(x.blip) + " moves " + pointText(x.from) + " -> " + pointText(x.to) + " (" +
                   std::to_string(x.step) + " of " + std::to_string(x.steps) + ")";
          },
          [&](const ev::BlipPushed& x) {
            return blipName(x.blip) + " is pushed " + pointText(x.from) + " -> " + pointText(x.to);
          },
          [&](const ev::BlipTurned& x) {
            return blipName(x.blip) + " turns to face " + std::string(directionName(x.facing));
          },
          [&](const ev::BlipRevealed& x) {
            return blipName(x.blip) + " at " + pointText(x.at) + " is revealed next to " + name(x.spacer) + ": " +
                   (x.kind == "echo" ? std::string("an Echo") : "token " + x.kind) + forced(x.forced);
          },
          [&](const ev::EchoDiscarded& x) {
            return "The Echo " + blipName(x.blip) + " is discarded; a new Blip spawns";
          },
          [&](const ev::TokenReturned& x) { return "Token " + tokenName(s, x.token) + " goes back to the Blip Pool"; },
          [&](const ev::IntruderSpawned& x) {
            return "Intruder " + std::to_string(x.intruder) + " (" + s.sheet.name + ") spawns on " +
                   spaceText(x.space) + (x.adjacent ? ", next to " : ", the nearest empty space to ") + name(x.spacer);
          },
          [&](const ev::IntruderNotPlaced& x) { return "No empty space for an Intruder near " + name(x.spacer); },
          [&](const ev::AmbushNotPlayed&) {
            return std::string("It would act at once (an Ambush): Intruders do not act in this module yet");
          },
          [&](const ev::BlipSpawned& x) {
            return blipName(x.blip) + " spawns on spawn point " + std::to_string(x.spawnPoint + 1) + " at " +
                   pointText(x.at) + ", facing " + std::string(directionName(x.facing)) +
                   (x.occupied ? " (every spawn point was occupied)" : "");
          },
          [&](const ev::NoBlipToSpawn&) { return std::string("No Blip left in the pool to spawn"); },
          [&](const ev::CountdownBlip&) { return std::string("The Countdown level spawns a new Blip"); },
          [&](const ev::OverwhelmTriggered& x) {
            return s.sheet.name + " Overwhelm" + (x.keepBlips ? " (no Blip is removed)" : "") + ": " +
                   s.sheet.overwhelm.text;
          },
          [&](const ev::BlipDiscarded& x) {
            return blipName(x.blip) + " at " + pointText(x.at) + ", the furthest from the Spacers, is discarded";
          },
          [&](const ev::DecisionRequested& x) { return decision(s, x.decision); },
          [&](const ev::SpacerMoved& x) {
            return name(x.spacer) + (x.hurried ? " hurries " : " moves ") + spaceText(x.from) + " -> " +
                   spaceText(x.to);
          },
          [&](const ev::CountdownAdvanced& x) {
            if (x.from == x.to) return std::string("The Countdown stays on ! (zero hour)");
            return "The Countdown goes " + countdownLabel(x.from) + " -> " + countdownLabel(x.to) + " (" +
                   std::string(levelName(levelOf(x.to))) + ")";
          },
          [&](const ev::NoiseRollEnded& x) { return "The Noise roll of " + name(x.spacer) + " is over"; },
          [&](const ev::GameLost&) { return std::string("Every Spacer is dead: the run is lost"); },
          [&](const ev::OutcomesForced& x) {
            std::string what;
            for (DieColour c : kDieColours) {
              for (int v : x.added.faces[static_cast<std::size_t>(c)])
                what += (what.empty() ? "" : ", ") + std::string(colourName(c)) + " " + std::to_string(v);
            }
            for (int k : x.added.blips) what += (what.empty() ? "" : ", ") + tokenName(s, k);
            return "Forced next: " + what;
          },
          [&](const ev::ForcedOutcomeSkipped& x) { return "Forced outcome skipped: " + x.what; }},
      e.data);
}

std::string chanceOutcome(const Event& e) {
  if (const auto* x = std::get_if<ev::DieRolled>(&e.data))
    return "a " + std::string(colourName(x->colour)) + " die (" + std::to_string(x->potentials) + ")";
  if (const auto* x = std::get_if<ev::DieRerolled>(&e.data))
    return "a re-rolled " + std::string(colourName(x->colour)) + " die (" + std::to_string(x->to) + ")";
  if (const auto* x = std::get_if<ev::BlipRevealed>(&e.data)) return "a Blip token (" + x->kind + ")";
  return {};
}

}  // namespace nemesis::enormity
