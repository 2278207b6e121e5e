// Our Pcg32 against the reference pcg-cpp implementation, its range reduction, and the queues of
// forced outcomes that tests and tutorials put before the generator.
#include <pcg_random.hpp>

#include <array>
#include <cstdint>

#include "engine/nemesis/chance_nodes.hpp"
#include "support.hpp"

using namespace test;

TEST_CASE("Pcg32 gives the same 1000 outputs as pcg-cpp's pcg32(seed, stream)") {
  struct Seeding {
    std::uint64_t seed;
    std::uint64_t stream;
  };
  for (const Seeding& sd : {Seeding{42, 54}, Seeding{0, 0}, Seeding{1, 1}, Seeding{0xdeadbeefcafebabeULL, 7},
                            Seeding{12345, 0x4e454d45534953ULL}, Seeding{~0ULL, ~0ULL}}) {
    CAPTURE(sd.seed);
    CAPTURE(sd.stream);
    Pcg32 ours(sd.seed, sd.stream);
    pcg32 reference(sd.seed, sd.stream);
    int mismatches = 0;
    for (int i = 0; i < 1000; ++i) {
      const std::uint32_t a = ours.next();
      const std::uint32_t b = reference();
      if (a != b) ++mismatches;
    }
    CHECK(mismatches == 0);
    // seed() restarts the sequence exactly.
    Pcg32 again;
    again.seed(sd.seed, sd.stream);
    pcg32 ref2(sd.seed, sd.stream);
    CHECK(again.next() == ref2());
  }
}

TEST_CASE("Pcg32 matches the published pcg32 demo output for seed 42, stream 54") {
  // pcg32-global-demo / pcg-c-basic: the first six outputs of pcg32_srandom_r(&rng, 42u, 54u).
  Pcg32 rng(42, 54);
  const std::array<std::uint32_t, 6> expected = {0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                                 0x83d2f293, 0xbfa4784b, 0xcbed606e};
  for (std::uint32_t e : expected) CHECK(rng.next() == e);
}

TEST_CASE("Pcg32::below matches pcg-cpp's bounded draw, stays in range and is roughly uniform") {
  Pcg32 ours(2024, 3);
  pcg32 reference(2024, 3);
  for (std::uint32_t bound : {1U, 2U, 3U, 6U, 10U, 27U, 1000U, 0x80000001U, 0xffffffffU}) {
    CAPTURE(bound);
    for (int i = 0; i < 200; ++i) {
      const std::uint32_t a = ours.below(bound);
      CHECK(a < bound);
      CHECK(a == reference(bound));
    }
  }

  // Chi-square over 10 bins (the Noise die): 100000 draws, 9 degrees of freedom; 27.9 is p = 0.001.
  Pcg32 rng(7, 11);
  std::array<int, 10> bins{};
  const int draws = 100000;
  for (int i = 0; i < draws; ++i) bins[rng.below(10)]++;
  double chi2 = 0;
  for (int count : bins) {
    const double expected = draws / 10.0;
    chi2 += (count - expected) * (count - expected) / expected;
  }
  CAPTURE(chi2);
  CHECK(chi2 < 27.9);
  for (int count : bins) CHECK(count > 9500);
}

TEST_CASE("Pcg32 state can be saved and restored") {
  Pcg32 rng(5, 6);
  for (int i = 0; i < 17; ++i) (void)rng.next();
  Pcg32 copy;
  copy.restore(rng.state(), rng.increment());
  CHECK(copy == rng);
  for (int i = 0; i < 100; ++i) CHECK(copy.next() == rng.next());
  CHECK_FALSE(Pcg32(5, 6) == Pcg32(5, 7));
  CHECK_FALSE(Pcg32(5, 6) == Pcg32(6, 6));
}

TEST_CASE("forced Noise results are used in order, before the generator") {
  GameState s = game();
  // Hibernatorium (11): markers for 2 (corridor to 6) and 3 (corridor to 8) would be placed.
  forceNoise(s, {NoiseResult::Two, NoiseResult::Silence, NoiseResult::Three});
  const Pcg32 before = s.chance.rng;
  EventLog log;
  for (int i = 0; i < 3; ++i) resolveNoiseRoll(s, 0, log);
  const auto rolls = eventsOf<ev::NoiseRolled>(log);
  REQUIRE(rolls.size() == 3);
  CHECK((rolls[0].result == NoiseResult::Two));
  CHECK((rolls[1].result == NoiseResult::Silence));
  CHECK((rolls[2].result == NoiseResult::Three));
  for (const auto& r : rolls) CHECK(r.forced);
  CHECK(s.chance.forced.noise.empty());
  CHECK(s.chance.rng == before);  // the generator was not touched
  CHECK(s.hasNoise(exitOf(s, 11, 2)));
  CHECK(s.hasNoise(exitOf(s, 11, 3)));
  CHECK(noiseMarkersOnBoard(s) == 2);
  CHECK(cites<ev::NoiseRolled>(log, RuleId::NoiseDie));
  CHECK(cites<ev::NoEffect>(log, RuleId::Silence));

  // With the queue empty the next roll comes from the generator.
  log.clear();
  resolveNoiseRoll(s, 0, log);
  const auto next = eventsOf<ev::NoiseRolled>(log);
  REQUIRE(next.size() == 1);
  CHECK_FALSE(next[0].forced);
  CHECK_FALSE(s.chance.rng == before);
}

TEST_CASE("forced bag draws are used in order, one not in the bag refuses the roll, which changes nothing") {
  GameState s = game();
  // Two Encounters in the Hibernatorium: a roll of 1 onto corridor 1, which already has a marker.
  const PassageId one = exitOf(s, 11, 1);
  forceBag(s, IntruderType::Queen);
  forceBag(s, IntruderType::Breeder);  // Breeders are in the supply at setup, never in the bag
  forceBag(s, IntruderType::Blank);

  s.noise[static_cast<std::size_t>(one)] = 1;
  forceNoise(s, {NoiseResult::One});
  EventLog first;
  REQUIRE(resolveNoiseRoll(s, 0, first).ok());
  const auto drawn1 = eventsOf<ev::TokenDrawn>(first);
  REQUIRE(drawn1.size() == 1);
  CHECK((drawn1[0].type == IntruderType::Queen));
  CHECK(drawn1[0].forced);
  REQUIRE(s.intruders.size() == 1);
  CHECK((s.intruders[0].type == IntruderType::Queen));

  // Second Encounter: the forced Breeder is not in the bag. A random token instead would hide that the forced
  // outcome never happened: the roll is refused, and the state (generator and queues included) is as before.
  s.intruders.clear();  // keep the room empty of Intruders (the token stays set aside)
  s.noise[static_cast<std::size_t>(one)] = 1;
  forceNoise(s, {NoiseResult::One});
  const GameState before = s;
  EventLog second;
  const Verdict v = resolveNoiseRoll(s, 0, second);
  CHECK(v.code == Refusal::ForcedOutcomeImpossible);
  CHECK(v.detail.chance == ChanceNodeKind::BagToken);
  CHECK(explain(s, v).starts_with(
      "The forced bag draw Breeder cannot be honoured: no such token is in the Intruder bag"));
  CHECK(second.empty());
  CHECK(s == before);

  // A forced number that matches no token of the type is refused too.
  GameState t = game();
  forceBag(t, IntruderType::Larva, 4);  // Larva tokens all show 1
  t.noise[static_cast<std::size_t>(exitOf(t, 11, 1))] = 1;
  forceNoise(t, {NoiseResult::One});
  EventLog third;
  const Verdict v3 = resolveNoiseRoll(t, 0, third);
  CHECK(v3.code == Refusal::ForcedOutcomeImpossible);
  CHECK(explain(t, v3).starts_with("The forced bag draw Larva 4 cannot be honoured"));
  CHECK(t.chance.forced.bag.size() == 1);
}

TEST_CASE("ForcedOutcomes::append queues every kind of outcome after those already queued") {
  ForcedOutcomes queued;
  queued.noise = {NoiseResult::One};
  queued.event = {3};
  ForcedOutcomes more;
  more.noise = {NoiseResult::Danger};
  more.bag = {ForcedBagDraw{IntruderType::Adult, 2}};
  more.exploration = {ForcedExploration{ExplorationEffect::Door, 2}};
  more.attack = {AttackKind::Claw};
  more.event = {7};
  queued.append(more);
  CHECK(queued.noise == std::vector<NoiseResult>{NoiseResult::One, NoiseResult::Danger});
  CHECK(queued.bag == more.bag);
  CHECK(queued.exploration == more.exploration);
  CHECK(queued.attack == more.attack);
  CHECK(queued.event == std::vector<int>{3, 7});
}
