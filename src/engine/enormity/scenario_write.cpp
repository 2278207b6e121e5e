// Writing Enormity scenarios: every field, the data embedded, so the file alone restores the state.
#include "data_json.hpp"
#include "scenario.hpp"
#include "words.hpp"

namespace nemesis::enormity {

namespace {

std::string hex(std::uint64_t v) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4U) out[static_cast<std::size_t>(i)] = kDigits[v & 15U];
  return out;
}

void spacerRef(JsonWriter& out, const State& s, int spacer) {
  if (spacer >= 0 && spacer < s.spacerCount()) {
    out.string(s.spacer(spacer).name);
  } else {
    out.null();
  }
}

void kindList(JsonWriter& out, const State& s, const std::vector<int>& kinds) {
  out.beginList();
  for (int k : kinds) out.string(s.kinds.at(k).name);
  out.endList();
}

void writeRoll(JsonWriter& out, const State& s) {
  if (s.roll.stage == RollStage::None) {
    out.null();
    return;
  }
  out.beginObject();
  out.key("stage").string(words::word(s.roll.stage));
  out.key("spacer");
  spacerRef(out, s, s.roll.spacer);
  out.key("bonus").number(s.roll.bonus);
  out.key("overwhelm").number(s.roll.overwhelm);
  out.key("dice").beginList();
  for (const Die& d : s.roll.dice) {
    out.beginObject();
    out.key("colour").string(words::word(d.colour));
    out.key("fixed").boolean(d.fixed);
    out.key("rolled").number(d.rolled);
    out.key("confidence").boolean(d.confidence);
    out.key("stress").boolean(d.stress);
    out.key("bonus").number(d.bonus);
    out.key("discipline").boolean(d.discipline);
    out.key("discarded").boolean(d.discarded);
    out.key("blip").number(d.blip);
    out.key("moved").boolean(d.moved);
    out.endObject();
  }
  out.endList();
  out.endObject();
}

}  // namespace

std::string writeScenario(const State& s) {
  JsonWriter out;
  out.beginObject();
  out.key("format").string("enormity-scenario");
  out.key("version").number(kScenarioVersion);
  out.key("map");
  writeMap(out, s.topo());
  out.key("dice");
  writeDice(out, s.dice);
  out.key("sheet");
  writeSheet(out, s.sheet);
  out.key("blip_kinds");
  writeBlipKinds(out, s.kinds);
  out.key("rng").beginObject();
  out.key("state").string(hex(s.chance.rng.state()));
  out.key("increment").string(hex(s.chance.rng.increment()));
  out.endObject();
  if (s.countdown == 0) {
    out.key("countdown").string("!");
  } else {
    out.key("countdown").number(s.countdown);
  }
  out.key("priority_target");
  spacerRef(out, s, s.priorityTarget);
  out.key("tokens").beginObject();
  out.key("confidence").number(s.active.confidence);
  out.key("discipline").number(s.active.discipline);
  out.endObject();

  out.key("spacers").beginList();
  for (const Spacer& sp : s.spacers) {
    out.beginObject();
    out.key("name").string(sp.name);
    out.key("space").numbers({sp.space.x, sp.space.y});
    out.key("stress").number(sp.stress);
    out.key("alive").boolean(sp.alive);
    out.endObject();
  }
  out.endList();
  out.key("blips").beginList();
  for (const Blip& b : s.blips) {
    out.beginObject();
    out.key("id").number(b.id);
    out.key("at").numbers({b.at.x, b.at.y});
    out.key("facing").string(words::word(b.facing));
    out.key("token").string(s.kinds.at(b.token).name);
    out.endObject();
  }
  out.endList();
  out.key("intruders").beginList();
  for (const Intruder& i : s.intruders) {
    out.beginObject();
    out.key("id").number(i.id);
    out.key("space").numbers({i.space.x, i.space.y});
    out.endObject();
  }
  out.endList();
  out.key("pool");
  kindList(out, s, s.blipPool);
  out.key("discarded");
  kindList(out, s, s.discardedTokens);

  out.key("force").beginObject();
  for (DieColour c : kDieColours) out.key(colourName(c)).numbers(s.chance.forced.faces[static_cast<std::size_t>(c)]);
  out.key("blips");
  kindList(out, s, s.chance.forced.blips);
  out.endObject();

  out.key("roll");
  writeRoll(out, s);
  out.key("steps").beginList();
  for (const Step& st : s.steps) {
    out.beginObject();
    out.key("kind").string(words::word(st.kind));
    out.key("spacer");
    spacerRef(out, s, st.spacer);
    out.key("blip").number(st.blip);
    out.key("a").number(st.a);
    out.key("choice").number(st.choice);
    out.endObject();
  }
  out.endList();
  out.key("pending");
  if (s.pending.kind == DecisionKind::None) {
    out.null();
  } else {
    out.beginObject();
    out.key("kind").string(words::word(s.pending.kind));
    out.key("spacer");
    spacerRef(out, s, s.pending.spacer);
    out.key("blip").number(s.pending.blip);
    out.key("options").numbers(s.pending.options);
    out.endObject();
  }
  out.key("status").string(words::word(s.status));
  out.key("next_blip_id").number(s.nextBlipId);
  out.key("next_intruder_id").number(s.nextIntruderId);
  out.endObject();
  return out.text();
}

}  // namespace nemesis::enormity
