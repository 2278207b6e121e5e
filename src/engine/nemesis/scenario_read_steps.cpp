// "steps" and "pending": the resolution queue between commands (what the engine still has to resolve) and
// the decision it waits for, which a save in the middle of a move writes.
#include <algorithm>

#include "limits.hpp"
#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

void Reader::readQueue(const Value& doc, GameState& s) const {
  if (const Value* v = find(doc, "steps")) {
    list(*v, "steps");
    if (v->Size() > kMaxQueuedSteps) {
      fail("steps",
           std::to_string(v->Size()) + " steps; the resolution queue holds at most " + std::to_string(kMaxQueuedSteps));
    }
    s.steps.clear();
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) s.steps.push_back(readStep((*v)[i], fieldAt("steps", i), s));
  }
  if (const Value* v = find(doc, "pending"); v != nullptr && !v->IsNull()) {
    object(*v, "pending");
    checkFields(*v, "pending", {"kind", "character", "room", "options"});
    Decision d;
    d.kind = word<DecisionKind>(required(*v, "kind", "pending"), "pending.kind", sn::kDecisions);
    if (d.kind != DecisionKind::None) {
      d.character = number(required(*v, "character", "pending"), "pending.character", 0, s.characterCount() - 1);
      d.room = roomIndex(required(*v, "room", "pending"), "pending.room");
      const auto options = numbers(required(*v, "options", "pending"), "pending.options", 1, 4);
      if (options.empty() || options.size() > 4) fail("pending.options", "expected 1 to 4 corridor numbers");
      for (std::size_t i = 0; i < options.size(); ++i) {
        if (std::find(options.begin(), options.begin() + static_cast<std::ptrdiff_t>(i), options[i]) !=
            options.begin() + static_cast<std::ptrdiff_t>(i)) {
          fail(fieldAt("pending.options", i), "number " + std::to_string(options[i]) + " is listed twice");
        }
        d.options[i] = options[i];
      }
      d.optionCount = static_cast<int>(options.size());
    }
    s.pending = d;
  }
}

Step Reader::readStep(const Value& v, const std::string& where, const GameState& s) const {
  object(v, where);
  checkFields(v, where, {"kind", "character", "room", "a", "b"});
  Step st;
  st.kind = word<StepKind>(required(v, "kind", where), fieldAt(where, "kind"), sn::kSteps);
  const bool needsCharacter =
      st.kind <= StepKind::Hibernate && st.kind != StepKind::DiscardExploration && st.kind != StepKind::SetAsideToken;
  const Value* c = find(v, "character");
  if (c != nullptr && !c->IsNull()) {
    st.character = number(*c, fieldAt(where, "character"), 0, s.characterCount() - 1);
  } else if (needsCharacter) {
    fail(fieldAt(where, "character"), "this step needs a character (a player index from 0)");
  }
  st.room = roomIndex(required(v, "room", where), fieldAt(where, "room"));
  const int corridors = board().corridorCount();
  auto argument = [&](const char* field, int lo, int hi) {
    const Value* x = find(v, field);
    return x == nullptr ? -1 : number(*x, fieldAt(where, field), lo, hi);
  };
  switch (st.kind) {
    case StepKind::EnterRoom:
      st.a = argument("a", -1, corridors - 1);
      st.b = argument("b", -1, 4);
      break;
    case StepKind::DiscardExploration: st.a = argument("a", 0, kExplorationTokenCount - 1); break;
    case StepKind::PlaceNoise: st.a = argument("a", 0, board().passageCount() - 1); break;
    case StepKind::Encounter: st.a = argument("a", -1, corridors - 1); break;
    case StepKind::CarefulMarker: st.a = argument("a", 0, 4); break;
    case StepKind::IntruderAttack:
    case StepKind::EventAttack: st.a = argument("a", 0, kMaxIntruderId); break;
    case StepKind::SetAsideToken: st.a = argument("a", 0, kTokenCount - 1); break;
    default: st.a = argument("a", -1, -1); break;
  }
  if (sn::stepBIsRule(st.kind)) {
    const Value& b = required(v, "b", where);
    if (b.IsString()) {
      auto rule = sn::ruleByName(str(b));
      if (!rule) fail(fieldAt(where, "b"), "unknown rule " + quote(str(b)));
      st.b = static_cast<int>(*rule);
    } else {
      st.b = number(b, fieldAt(where, "b"), 0, kRuleCount - 1);
    }
  } else if (st.kind != StepKind::EnterRoom) {
    st.b = argument("b", -1, -1);
  }
  return st;
}

}  // namespace nemesis::scenario_reader
