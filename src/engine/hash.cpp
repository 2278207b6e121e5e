#include "hash.hpp"

namespace nemesis {

namespace {

class Fnv {
 public:
  void byte(std::uint8_t b) {
    h_ ^= b;
    h_ *= 0x100000001b3ULL;
  }
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void i(int v) { u64(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
  void b(bool v) { byte(v ? 1 : 0); }
  template <typename E>
  void e(E v) {
    i(static_cast<int>(v));
  }
  void ints(const std::vector<int>& v) {
    i(static_cast<int>(v.size()));
    for (int x : v) i(x);
  }
  void cards(const std::vector<Card>& v) {
    i(static_cast<int>(v.size()));
    for (const Card& c : v) {
      e(c.kind);
      i(c.number);
    }
  }
  [[nodiscard]] std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::uint64_t stateHash(const GameState& s) {
  Fnv h;
  // The board by shape: room and corridor counts and each corridor's ends and numbers.
  h.i(s.topo().roomCount());
  for (const Corridor& c : s.topo().corridors) {
    h.i(c.rooms[0]);
    h.i(c.rooms[1]);
    h.i(c.numbersMask);
  }
  h.i(s.characterCount());
  for (const Character& c : s.characters) {
    h.e(c.cls);
    h.i(c.room);
    h.b(c.alive);
    h.cards(c.hand);
    h.cards(c.deck);
    h.cards(c.discard);
    h.b(c.slime);
    h.b(c.larva);
    h.i(c.lightWounds);
    h.i(c.seriousWounds);
    h.b(c.passed);
    h.b(c.hibernated);
  }
  h.i(static_cast<int>(s.intruders.size()));
  for (const Intruder& in : s.intruders) {
    h.i(in.id);
    h.e(in.type);
    h.i(in.room);
    h.i(in.token);
    h.i(in.injuries);
  }
  for (const RoomState& r : s.rooms) {
    h.e(r.tile);
    h.b(r.explored);
    h.i(r.explorationToken);
    h.i(r.items);
    h.b(r.fire);
    h.b(r.malfunction);
    h.i(r.corpses);
  }
  for (DoorState d : s.doors) h.e(d);
  for (auto n : s.noise) h.byte(n);
  h.ints(s.bag);
  h.ints(s.supply);
  h.ints(s.setAside);
  h.ints(s.removedTokens);
  h.ints(s.unusedExploration);
  h.ints(s.discardedExploration);
  h.ints(s.attackDeck);
  h.ints(s.attackDiscard);
  h.ints(s.eventDeck);
  h.ints(s.eventDiscard);
  h.u64(s.chance.rng.state());
  h.u64(s.chance.rng.increment());
  const ForcedOutcomes& f = s.chance.forced;
  h.i(static_cast<int>(f.noise.size()));
  for (NoiseResult r : f.noise) h.e(r);
  h.i(static_cast<int>(f.bag.size()));
  for (const ForcedBagDraw& d : f.bag) {
    h.e(d.type);
    h.i(d.number);
  }
  h.i(static_cast<int>(f.exploration.size()));
  for (const ForcedExploration& x : f.exploration) {
    h.e(x.effect);
    h.i(x.items);
  }
  h.i(static_cast<int>(f.attack.size()));
  for (AttackKind k : f.attack) h.e(k);
  h.ints(f.event);
  h.i(static_cast<int>(s.steps.size()));
  for (const Step& st : s.steps) {
    h.e(st.kind);
    h.i(st.character);
    h.i(st.room);
    h.i(st.a);
    h.i(st.b);
  }
  h.e(s.pending.kind);
  h.i(s.pending.character);
  h.i(s.pending.room);
  h.i(s.pending.optionCount);
  for (int o : s.pending.options) h.i(o);
  h.i(s.round);
  h.e(s.phase);
  h.e(s.status);
  h.e(s.loss);
  h.i(s.nextIntruderId);
  h.i(s.nextContamination);
  h.b(s.freePlay);
  h.i(s.firstPlayer);
  h.i(s.turn);
  h.i(s.actions);
  h.i(s.eggs);
  h.i(s.stats.encounters);
  for (int n : s.stats.noiseRolls) h.i(n);
  return h.value();
}

}  // namespace nemesis
