// The field lists (src/engine/nemesis/fields.hpp) are complete, and every field they list is seen by the state hash and
// restored by the binary snapshot.
//
// Completeness is checked without trusting the lists themselves: walking them by type reaches every record (the
// state structs, the commands, every event), and for each one the number of fields its list names must equal
// the number of members the struct has, counted by the compiler (the largest number of initialisers the
// aggregate accepts). A member added to a struct but not to its list makes the counts differ; a list naming a
// member that no longer exists does not compile. Then every listed leaf of a state whose every list is
// non-empty is changed, one at a time: the hash must change and a snapshot must restore the change.
#include <cstddef>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/nemesis/field_bytes.hpp"
#include "engine/nemesis/field_schema.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "support.hpp"

using namespace test;

namespace {

// Converts to any member type; used only in unevaluated contexts.
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

// The number of members of an aggregate: an initialiser per member is accepted, one more is not.
template <class T, std::size_t N = 0>
constexpr std::size_t memberCount() {
  if constexpr (initialisableWith<T>(std::make_index_sequence<N + 1>{})) {
    return memberCount<T, N + 1>();
  } else {
    return N;
  }
}

static_assert(memberCount<Card>() == 2);
static_assert(memberCount<Decision>() == 5);  // the std::array counts once

template <class T>
std::string nameOfRecord(const T& t) {
  if constexpr (requires { recordName(&t); }) {
    return std::string(recordName(&t));
  } else {
    return "History";
  }
}

// Counts each record's listed fields and compares them with its members.
struct CompletenessCheck {
  struct Open {
    std::string name;
    bool aggregate = false;
    std::size_t members = 0;
    std::size_t fields = 0;
  };
  std::vector<Open> open;
  std::set<std::string> records;
  std::set<std::string> problems;  // a record met twice (the history's two states) is reported once

  template <class T>
  void beginRecord(const T& t) {
    Open o;
    o.name = nameOfRecord(t);
    o.aggregate = std::is_aggregate_v<T>;
    if constexpr (std::is_aggregate_v<T>) o.members = memberCount<T>();
    open.push_back(o);
    records.insert(o.name);
  }
  void field(const char*) { ++open.back().fields; }
  void endRecord() {
    const Open o = open.back();
    open.pop_back();
    if (o.aggregate && o.fields != o.members) {
      problems.insert(o.name + " has " + std::to_string(o.members) + " members but its field list names " +
                      std::to_string(o.fields));
    }
  }
  void leaf(std::string_view) {}
};

// History is a class, not an aggregate: its members are compared by size with a copy of their declarations, so
// a member added to it fails here (unless it fits in padding) and must be listed or, like the checkpoints,
// explained as a cache.
struct HistoryMembers {
  GameState initial;
  GameState current;
  std::vector<Command> done;
  std::vector<std::string> revealed;
  std::vector<Command> undone;
  bool sandbox;
  std::vector<std::string> checkpoints;
};
static_assert(sizeof(History) == sizeof(HistoryMembers), "History has a member its field list (fields.hpp) may miss");

// An input archive that walks a value and changes exactly one leaf of it: the `target`th (counting from 0) in the
// order of the field lists. With target -1 it changes nothing and only counts the leaves. Ids stay within their
// tables, so the changed value still decodes; whether it obeys the rules does not matter here.
class Mutator : public cereal::InputArchive<Mutator> {
 public:
  Mutator(long target, const Board& board) : cereal::InputArchive<Mutator>(this), target_(target) {
    context.board = &board;
  }

  bool hit() { return leaves++ == target_; }
  void enter(std::string part) { path_.push_back(std::move(part)); }
  void leave() { path_.pop_back(); }
  [[nodiscard]] std::string path() const {
    std::string out;
    for (const std::string& p : path_) out += (out.empty() || p[0] == '[' ? "" : ".") + p;
    return out;
  }
  void changed() { changedPath = path(); }
  void emptyList() { emptyLists.push_back(path()); }

  template <class E>
  void mutateEnum(E& e) {
    if (!hit()) return;
    for (unsigned i = 1; i < 256; ++i) {
      const auto next = static_cast<E>((static_cast<unsigned>(e) + i) % 256);
      if (!fields::enumWord(next).empty()) {
        e = next;
        break;
      }
    }
    changed();
  }
  template <class T>
  void element(T& x) {
    if constexpr (std::is_enum_v<T>) {
      mutateEnum(x);
    } else {
      (*this)(x);
    }
  }
  template <class D>
  void id(int& v, bool optional) {
    if (!hit()) return;
    const int count = D::count(context);
    v = v < 0 ? 0 : optional && v + 1 == count ? -1 : (v + 1) % count;
    changed();
  }

  fields::Context context;
  long leaves = 0;
  std::string changedPath;
  std::vector<std::string> emptyLists;

 private:
  long target_;
  std::vector<std::string> path_;
};

template <class T>
requires std::is_arithmetic_v<T>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, T& v) {
  if (!m.hit()) return;
  if constexpr (std::is_same_v<T, bool>) {
    v = !v;
  } else if constexpr (std::is_same_v<T, std::uint64_t>) {
    v += 2;
  } else if constexpr (std::is_same_v<T, std::uint8_t>) {
    v = static_cast<T>(v ^ 1U);
  } else {
    v += 1;
  }
  m.changed();
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, cereal::NameValuePair<T>& f) {
  m.enter(f.name);
  m.element(f.value);
  m.leave();
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, std::vector<T>& v) {
  if (v.empty()) m.emptyList();
  for (std::size_t i = 0; i < v.size(); ++i) {
    m.enter("[" + std::to_string(i) + "]");
    m.element(v[i]);
    m.leave();
  }
}

template <class T, std::size_t N>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, std::array<T, N>& v) {
  for (std::size_t i = 0; i < N; ++i) {
    m.enter("[" + std::to_string(i) + "]");
    m.element(v[i]);
    m.leave();
  }
}

template <class D, bool O>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, fields::Id<D, O>& id) {
  m.id<D>(id.value, O);
}

template <int Lo, int Hi>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, fields::Bounded<Lo, Hi>& n) {
  if (!m.hit()) return;
  n.value = n.value >= Hi ? Lo : n.value + 1;
  m.changed();
}

template <class D>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, fields::Ids<D>& ids) {
  if (ids.values.empty()) m.emptyList();
  for (std::size_t i = 0; i < ids.values.size(); ++i) {
    m.enter("[" + std::to_string(i) + "]");
    m.id<D>(ids.values[i], false);
    m.leave();
  }
}

template <class D, class T>
void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, fields::PerIndex<D, T>& table) {
  m(table.values);
}

void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, fields::CharacterList& list) {
  m.context.characters = static_cast<int>(list.values.size());
  m(list.values);
}

void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, fields::Cards& pile) {
  m(pile.cards);
}

void CEREAL_LOAD_FUNCTION_NAME(Mutator&, fields::BoardShape&) {}

void CEREAL_LOAD_FUNCTION_NAME(Mutator& m, fields::Generator& g) {
  if (m.hit()) {
    g.rng.restore(g.rng.state() + 1, g.rng.increment());
    m.changed();
  }
  if (m.hit()) {
    g.rng.restore(g.rng.state(), g.rng.increment() + 2);
    m.changed();
  }
}

// A position with something in every list of every struct, so that every listed leaf exists to be changed.
GameState everyFieldInUse() {
  GameState s = game(2, 3);
  addIntruder(s, IntruderType::Adult, 15);
  s.removedTokens.push_back(s.supply.back());
  s.supply.pop_back();
  s.discardedExploration.push_back(s.unusedExploration.back());
  s.unusedExploration.pop_back();
  s.attackDiscard.push_back(s.attackDeck.back());
  s.attackDeck.pop_back();
  s.eventDiscard.push_back(s.eventDeck.back());
  s.eventDeck.pop_back();
  for (Character& c : s.characters) {
    c.discard.push_back(c.deck.back());
    c.deck.pop_back();
    c.hand.push_back(Card{CardKind::Contamination, s.nextContamination++});
  }
  s.steps.push_back(Step{StepKind::AfterAction, 0, room(s, 11), 1, 2});
  s.pending = Decision{DecisionKind::CarefulCorridor, 1, room(s, 11), {1, 3, 0, 0}, 2};
  s.chance.forced.noise.push_back(NoiseResult::Danger);
  s.chance.forced.bag.push_back({IntruderType::Adult, 3});
  s.chance.forced.exploration.push_back({ExplorationEffect::Fire, 2});
  s.chance.forced.attack.push_back(AttackKind::Claw);
  s.chance.forced.event.push_back(13);
  return s;
}

}  // namespace

template <>
struct cereal::traits::detail::get_output_from_input<Mutator> {
  using type = nemesis::fields::ByteWriter<nemesis::fields::StringSink>;
};

TEST_CASE("every state struct, command and event lists all its members in fields.hpp") {
  CompletenessCheck check;
  fields::SchemaWalker<CompletenessCheck> walker(check);
  History history{GameState{}};
  walker(history);  // the states, every command
  Event event{};
  walker(event);  // every event
  SeatView view{};
  walker(view);  // what an online seat is sent (seat_view.hpp)
  for (const std::string& p : check.problems) FAIL_CHECK(p);
  CHECK(check.problems.empty());

  // The walk reached what it must: the state's structs, every command and every event kind.
  for (const char* name : {"GameState", "Character", "Card", "Intruder", "RoomState", "Step", "Decision", "GameStats",
                           "Chance", "ForcedOutcomes", "ForcedBagDraw", "ForcedExploration", "Payment", "Event",
                           "SeatView", "CharacterView", "RoomView"}) {
    CAPTURE(name);
    CHECK(check.records.count(name) == 1);
  }
  std::set<std::string> kinds;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (kinds.insert(std::string(recordName(static_cast<const std::variant_alternative_t<I, EventData>*>(nullptr)))), ...);
  }
  (std::make_index_sequence<std::variant_size_v<EventData>>{});
  CHECK(kinds.size() == std::variant_size_v<EventData>);  // each event kind has its own name
  for (const std::string& k : kinds) CHECK(check.records.count(k) == 1);
  for (const char* name : {"Move", "CarefulMove", "ChooseCorridor", "ForceOutcomes", "Pass", "Hibernate"})
    CHECK(check.records.count(name) == 1);
}

TEST_CASE("changing any listed field changes the state hash and survives a snapshot") {
  const GameState base = everyFieldInUse();
  const std::uint64_t baseHash = stateHash(base);

  GameState counted = base;
  Mutator counter(-1, base.topo());
  counter(counted);
  CHECK(counted == base);
  // A list left empty here would hide its entries' fields from this test: fill it in everyFieldInUse.
  for (const std::string& path : counter.emptyLists) FAIL_CHECK("empty list in the test position: " << path);
  MESSAGE(counter.leaves << " leaves in the test position");
  REQUIRE(counter.leaves > 300);

  int checked = 0;
  for (long k = 0; k < counter.leaves; ++k) {
    GameState s = base;
    Mutator m(k, base.topo());
    m(s);
    CAPTURE(m.changedPath);
    REQUIRE(!m.changedPath.empty());
    REQUIRE(!(s == base));  // a real field of the state changed
    CHECK(stateHash(s) != baseHash);
    const GameState back = loadCheckpoint(saveCheckpoint(s), s.board);
    CHECK(back == s);
    ++checked;
  }
  CHECK(checked == counter.leaves);
}
