// The Enormity state's one field list (src/engine/enormity/fields.hpp): complete, seen by the hash, and what the
// readable dump prints.
//
// Completeness is checked without trusting the lists: for each struct the number of fields its list names must
// equal the number of members the struct has, counted by the compiler (the largest number of initialisers the
// aggregate accepts). A member added to a struct but not to its list makes the counts differ.
#include <cereal/cereal.hpp>

#include <cstddef>
#include <utility>

#include "engine/enormity/fields.hpp"
#include "engine/enormity/hash.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

struct AnyMember {
  template <class T>
  operator T() const;  // NOLINT(google-explicit-constructor): must convert implicitly
};

template <class T, std::size_t... I>
constexpr bool initialisableWith(std::index_sequence<I...>) {
  return requires {
    T{(static_cast<void>(I), AnyMember{})...};
  };
}

template <class T, std::size_t N = 0>
constexpr std::size_t memberCount() {
  if constexpr (initialisableWith<T>(std::make_index_sequence<N + 1>{})) {
    return memberCount<T, N + 1>();
  } else {
    return N;
  }
}

// Counts the fields one serialize function names, without descending into them.
class FieldCounter : public cereal::OutputArchive<FieldCounter> {
 public:
  FieldCounter() : cereal::OutputArchive<FieldCounter>(this) {}
  std::size_t fields = 0;
};

template <class T>
void save(FieldCounter& c, const cereal::NameValuePair<T>&) {
  ++c.fields;
}

template <class T>
std::size_t listed() {
  T value{};
  FieldCounter counter;
  serialize(counter, value);
  return counter.fields;
}

template <class T>
void checkComplete(const char* name) {
  CAPTURE(name);
  CHECK(listed<T>() == memberCount<T>());
}

}  // namespace

TEST_CASE("every member of every state struct is in its field list") {
  checkComplete<Point>("Point");
  checkComplete<Space>("Space");
  checkComplete<DiceSet>("DiceSet");
  checkComplete<Map>("Map");
  checkComplete<SheetColumn>("SheetColumn");
  checkComplete<Overwhelm>("Overwhelm");
  checkComplete<IntruderSheet>("IntruderSheet");
  checkComplete<BlipKind>("BlipKind");
  checkComplete<BlipKinds>("BlipKinds");
  checkComplete<Spacer>("Spacer");
  checkComplete<Blip>("Blip");
  checkComplete<Intruder>("Intruder");
  checkComplete<SpacerTokens>("SpacerTokens");
  checkComplete<Die>("Die");
  checkComplete<Roll>("Roll");
  checkComplete<Step>("Step");
  checkComplete<Decision>("Decision");
  checkComplete<ForcedOutcomes>("ForcedOutcomes");
  checkComplete<Chance>("Chance");
  checkComplete<State>("State");
  checkComplete<BlipView>("BlipView");
  checkComplete<SeatView>("SeatView");
  // Every event, as an online seat is sent them (seat_view.hpp).
  checkComplete<Event>("Event");
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (checkComplete<std::variant_alternative_t<I, EventData>>(("event kind " + std::to_string(I)).c_str()), ...);
  }
  (std::make_index_sequence<std::variant_size_v<EventData>>{});
  static_assert(memberCount<Die>() == 10);
}

TEST_CASE("the state hash sees every part of the state, the map's contents included") {
  const State base = position(R"("spacers": [{"name": "scout", "space": [1, 2]}], "blips": [{"at": [8, 4]}])");
  const std::uint64_t h = stateHash(base);
  CHECK(stateHash(base) == h);
  const auto differs = [&](auto change) {
    State s = base;
    change(s);
    return stateHash(s) != h;
  };
  CHECK(differs([](State& s) { s.countdown = 8; }));
  CHECK(differs([](State& s) { s.spacer(0).stress = 1; }));
  CHECK(differs([](State& s) { s.blips[0].facing = Direction::South; }));
  CHECK(differs([](State& s) { s.blips[0].token = (s.blips[0].token + 1) % s.kinds.size(); }));
  CHECK(differs([](State& s) { s.active.discipline = 2; }));
  CHECK(differs([](State& s) { s.chance.rng.next(); }));
  CHECK(differs([](State& s) { s.chance.forced.blips.push_back(0); }));
  CHECK(differs([](State& s) { s.roll.dice.push_back(Die{}); }));
  CHECK(differs([](State& s) { s.pending.options.push_back(1); }));
  CHECK(differs([](State& s) { s.dice.placeholder = false; }));
  CHECK(differs([](State& s) { s.sheet.overwhelm.intruders = 2; }));
  CHECK(differs([](State& s) {
    Map m = s.topo();
    m.rows[0][0] = '.';
    s.map = std::make_shared<const Map>(m);
  }));
  // An equal map held by another pointer hashes alike: the contents count, not the address.
  CHECK_FALSE(differs([](State& s) { s.map = std::make_shared<const Map>(s.topo()); }));
}

TEST_CASE("the dump prints every field as path: value") {
  const State s = position(R"("spacers": [{"name": "scout", "space": [1, 2], "stress": 4}],
                              "blips": [{"id": 3, "at": [8, 4], "facing": "west", "token": "b"}])");
  const std::string dump = dumpState(s);
  CAPTURE(dump);
  CHECK(dump.find("\nspacers[0].name: \"scout\"\n") != std::string::npos);
  CHECK(dump.find("\nspacers[0].space: 1,2\n") != std::string::npos);
  CHECK(dump.find("\nspacers[0].stress: 4\n") != std::string::npos);
  CHECK(dump.find("\nblips[0].facing: west\n") != std::string::npos);
  CHECK(dump.find("\nblips[0].token: 2\n") != std::string::npos);
  CHECK(dump.find("\nmap.rows: [\"###..###\", ") != std::string::npos);
  CHECK(dump.find("\ndice.faces[0]: [0, 0, 0, 1, 1, 2]\n") != std::string::npos);
  CHECK(dump.find("\nroll.stage: none\n") != std::string::npos);
  CHECK(dump.find("\nroll.dice: []\n") != std::string::npos);
  CHECK(dump.find("\ncountdown: 9\n") != std::string::npos);
  CHECK(dump.find("\nchance.rng: ") != std::string::npos);
}
