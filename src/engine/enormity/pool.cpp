#include "pool.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "engine/kernel/overloaded.hpp"

namespace nemesis::enormity {

namespace {

void require(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument("Enormity Noise source: " + what);
}

// Takes `wanted[c]` dice of each colour from the box, weakest first; what a colour lacks is wanted from the
// next one up, and what black lacks is Overwhelm.
void takeFromBox(std::array<int, kDieColourCount> wanted, const DiceSet& box, Pool& pool) {
  int carried = 0;
  for (DieColour c : kDieColours) {
    const int want = wanted[static_cast<std::size_t>(c)] + carried;
    const int taken = std::min(want, box.countOf(c));
    pool.dice.insert(pool.dice.end(), static_cast<std::size_t>(taken), c);
    carried = want - taken;
  }
  pool.overwhelm = carried;
}

}  // namespace

int Pool::countOf(DieColour c) const {
  return static_cast<int>(std::count(dice.begin(), dice.end(), c));
}

Pool buildPool(const NoiseSource& source, int blipsOnBoard, const DiceSet& dice) {
  require(blipsOnBoard >= 0, "the number of Blips on the board is negative");
  require(source.stiffBonus >= 0 && source.stiffBonus <= kMaxFixedPotentials,
          "a stiff bonus is +0 to +" + std::to_string(kMaxFixedPotentials));
  if (const auto* named = std::get_if<NamedDice>(&source.kind)) {
    for (int count : named->counts)
      require(count >= 0 && count <= kMaxNamedDice,
              "a named pool has 0 to " + std::to_string(kMaxNamedDice) + " dice of a colour");
  }
  if (const auto* bare = std::get_if<BareNumber>(&source.kind)) {
    require(bare->potentials >= 0 && bare->potentials <= kMaxFixedPotentials,
            "a bare-number Noise is 0 to " + std::to_string(kMaxFixedPotentials));
  }
  Pool pool;
  if (blipsOnBoard == 0) return pool;  // nothing to move, nothing rolled; the bonus is lost with it
  std::visit(Overloaded{[&](const IntruderNoise& n) {
                          std::array<int, kDieColourCount> wanted{};
                          wanted[static_cast<std::size_t>(n.awareness)] = blipsOnBoard;
                          takeFromBox(wanted, dice, pool);
                        },
                        [&](const NamedDice& n) { takeFromBox(n.counts, dice, pool); },
                        [&](const BareNumber& n) { pool.fixedDie = n.potentials; }},
             source.kind);
  pool.stiffBonus = source.stiffBonus;
  if (pool.stiffBonus > 0 && pool.results() == 0) {
    pool.fixedDie = pool.stiffBonus;
    pool.stiffBonus = 0;
  }
  return pool;
}

}  // namespace nemesis::enormity
