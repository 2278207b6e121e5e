// The chance a file sets: "force", the outcomes the next draws of each kind must give (a lesson's or a test's
// scripted dice and tokens), and "rng", the generator's state, so a save draws on exactly as the game would
// have.
#include <algorithm>
#include <cctype>

#include "limits.hpp"
#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

void Reader::readForce(const Value& doc, GameState& s) const {
  const Value* v = find(doc, "force");
  if (v == nullptr) return;
  object(*v, "force");
  checkFields(*v, "force", {"noise", "bag", "exploration", "attack", "event"});
  ForcedOutcomes f;
  auto each = [&](const char* field, auto read) {
    if (const Value* l = find(*v, field)) {
      const std::string lw = fieldAt("force", field);
      list(*l, lw);
      if (l->Size() > kMaxForcedOutcomes) {
        fail(lw, std::to_string(l->Size()) + " forced outcomes; at most " + std::to_string(kMaxForcedOutcomes) +
                     " of one kind can wait to be used");
      }
      for (rapidjson::SizeType i = 0; i < l->Size(); ++i) read((*l)[i], fieldAt(lw, i));
    }
  };
  each("noise", [&](const Value& e, const std::string& w) {
    std::string t = e.IsInt() ? std::to_string(e.GetInt()) : e.IsString() ? sn::lower(str(e)) : "";
    for (int r = 1; r <= 6; ++r) {
      if (t == sn::noiseResultName(static_cast<NoiseResult>(r))) {
        f.noise.push_back(static_cast<NoiseResult>(r));
        return;
      }
    }
    fail(w, "expected a Noise die result: 1, 2, 3, 4, \"silence\" or \"danger\", got " + describeValue(e));
  });
  auto noId = [&](const NameSpec& spec, const std::string& w) {
    if (spec.id >= 0) fail(w, "a forced outcome names a kind of component, without '#'");
    return spec;
  };
  each("bag", [&](const Value& e, const std::string& w) {
    const NameSpec spec = noId(intruderToken(e, w), w);
    f.bag.push_back(ForcedBagDraw{static_cast<IntruderType>(spec.kind), spec.number});
  });
  each("exploration", [&](const Value& e, const std::string& w) {
    const NameSpec spec = noId(explorationToken(e, w), w);
    f.exploration.push_back(ForcedExploration{static_cast<ExplorationEffect>(spec.kind), spec.number});
  });
  each("attack", [&](const Value& e, const std::string& w) {
    f.attack.push_back(static_cast<AttackKind>(noId(attackCard(e, w), w).kind));
  });
  each("event", [&](const Value& e, const std::string& w) { f.event.push_back(number(e, w, 1, kEventCardCount)); });
  s.chance.forced = f;
}

void Reader::readRng(const Value& doc, GameState& s) const {
  if (const Value* v = find(doc, "rng")) {
    object(*v, "rng");
    checkFields(*v, "rng", {"state", "increment"});
    auto hex = [&](const char* field) {
      const std::string w = fieldAt("rng", field);
      std::string t = text(required(*v, field, "rng"), w);
      if (t.rfind("0x", 0) == 0) t.erase(0, 2);
      if (t.empty() || t.size() > 16 || !std::all_of(t.begin(), t.end(), [](char ch) {
            return std::isxdigit(static_cast<unsigned char>(ch)) != 0;
          })) {
        fail(w, "expected up to 16 hexadecimal digits, got " + quote(t));
      }
      return std::stoull(t, nullptr, 16);
    };
    const std::uint64_t state = hex("state");
    const std::uint64_t increment = hex("increment");
    if ((increment & 1U) == 0) fail("rng.increment", "a PCG32 increment is odd");
    s.chance.rng.restore(state, increment);
  }
}

}  // namespace nemesis::scenario_reader
