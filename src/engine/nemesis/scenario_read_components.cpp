// Components named in a file ("adult:3", "door:2#7", {"effect": "door", "items": 2}, "contamination#4") and
// turned into concrete ids: a file may name a kind, a kind and number, or one exact component, and the reader
// hands out the ids so the vaguer names never take what an exact one needs (Reader::resolve).
#include <algorithm>

#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

std::vector<int> preferring(std::initializer_list<std::vector<int>> groups, int count) {
  std::vector<int> out;
  std::vector<bool> seen(static_cast<std::size_t>(count), false);
  auto add = [&](int id) {
    if (id >= 0 && id < count && !seen[static_cast<std::size_t>(id)]) {
      seen[static_cast<std::size_t>(id)] = true;
      out.push_back(id);
    }
  };
  for (const auto& group : groups) {
    for (int id : group) add(id);
  }
  for (int id = 0; id < count; ++id) add(id);
  return out;
}

NameSpec Reader::splitName(const std::string& name, const std::string& where, std::string& kind) const {
  NameSpec spec;
  std::string rest = name;
  auto digits = [&](const std::string& t, const char* what) {
    const auto n = parseDecimal(t, 0, 9999);
    if (!n) fail(where, quote(name) + ": " + what + " must be " + decimalRange(0, 9999) + ", got " + quote(t));
    return *n;
  };
  if (auto hash = rest.find('#'); hash != std::string::npos) {
    spec.id = digits(rest.substr(hash + 1), "the id after '#'");
    rest.resize(hash);
  }
  if (auto colon = rest.find(':'); colon != std::string::npos) {
    spec.number = digits(rest.substr(colon + 1), "the number after ':'");
    if (spec.number == 0) fail(where, quote(name) + ": the number after ':' starts at 1");
    rest.resize(colon);
  }
  kind = sn::lower(rest);
  return spec;
}

NameSpec Reader::intruderToken(const Value& v, const std::string& where) const {
  const std::string name = text(v, where);
  std::string kind;
  NameSpec spec = splitName(name, where, kind);
  auto type = sn::parseName<IntruderType>(kind, sn::kIntruderTypes);
  if (!type) fail(where, "unknown Intruder token " + quote(name) + " (expected " + sn::oneOf(sn::kIntruderTypes) + ")");
  spec.kind = static_cast<int>(*type);
  bool exists = false;
  for (const IntruderToken& t : kIntruderTokens)
    exists |= t.type == *type && (spec.number == 0 || t.number == spec.number);
  if (!exists) fail(where, "the game has no " + quote(name) + " token");
  if (spec.id >= 0) {
    if (spec.id >= kTokenCount) fail(where, quote(name) + ": token ids are 0 to " + std::to_string(kTokenCount - 1));
    const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(spec.id)];
    if (t.type != *type || (spec.number != 0 && t.number != spec.number))
      fail(where, quote(name) + ": token #" + std::to_string(spec.id) + " is " + sn::intruderTokenName(spec.id, false));
  }
  return spec;
}

NameSpec Reader::explorationToken(const Value& v, const std::string& where) const {
  std::string name;
  std::string kind;
  NameSpec spec;
  if (v.IsObject()) {
    checkFields(v, where, {"effect", "items", "id"});
    kind = sn::lower(text(required(v, "effect", where), fieldAt(where, "effect")));
    name = kind;
    if (const Value* items = find(v, "items")) spec.number = number(*items, fieldAt(where, "items"), 1, 4);
    if (const Value* id = find(v, "id")) spec.id = number(*id, fieldAt(where, "id"), 0, kExplorationTokenCount - 1);
  } else if (v.IsString()) {
    name = str(v);
    spec = splitName(name, where, kind);
  } else {
    fail(where,
         "expected an exploration token such as \"silence\", \"door:2\" or {\"effect\": \"door\", \"items\": 2}, got " +
             describeValue(v));
  }
  auto effect = sn::parseName<ExplorationEffect>(kind, sn::kEffects);
  if (!effect) fail(where, "unknown exploration token " + quote(name) + " (expected " + sn::oneOf(sn::kEffects) + ")");
  spec.kind = static_cast<int>(*effect);
  bool exists = false;
  for (const ExplorationToken& t : kExplorationTokens)
    exists |= t.effect == *effect && (spec.number == 0 || t.items == spec.number);
  if (!exists) {
    fail(where,
         "the game has no " + std::string(nameOf(*effect)) + " token with " + std::to_string(spec.number) + " items");
  }
  if (spec.id >= 0) {
    if (spec.id >= kExplorationTokenCount)
      fail(where, "exploration token ids are 0 to " + std::to_string(kExplorationTokenCount - 1));
    const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(spec.id)];
    if (t.effect != *effect || (spec.number != 0 && t.items != spec.number)) {
      fail(where, "exploration token #" + std::to_string(spec.id) + " is " + sn::explorationTokenName(spec.id, false));
    }
  }
  return spec;
}

NameSpec Reader::attackCard(const Value& v, const std::string& where) const {
  const std::string name = text(v, where);
  std::string kind;
  NameSpec spec = splitName(name, where, kind);
  auto k = sn::parseName<AttackKind>(kind, sn::kAttacks);
  if (!k) fail(where, "unknown attack card " + quote(name) + " (expected " + sn::oneOf(sn::kAttacks) + ")");
  if (spec.number != 0) fail(where, quote(name) + ": attack cards have no number");
  spec.kind = static_cast<int>(*k);
  if (spec.id >= 0) {
    if (spec.id >= kAttackCardCount) fail(where, "attack card ids are 0 to " + std::to_string(kAttackCardCount - 1));
    if (kAttackCards[static_cast<std::size_t>(spec.id)].kind != *k)
      fail(where, "attack card #" + std::to_string(spec.id) + " is " + sn::attackCardName(spec.id, false));
  }
  return spec;
}

int Reader::contaminationNumber(const std::string& text, const std::string& where) const {
  std::string kind;
  const NameSpec spec = splitName(text, where, kind);
  if (kind != sn::kContamination || spec.number != 0) {
    fail(where, "expected an Action card number 1-10, \"contamination\" or \"contamination#N\", got " + quote(text));
  }
  if (spec.id == 0 || spec.id > kMaxContamination) {  // "#N" has at most 4 digits; the limit is lower
    fail(where, "Contamination cards are numbered from 1 to " + std::to_string(kMaxContamination));
  }
  return std::max(spec.id, 0);
}

std::string intruderSpecName(const NameSpec& s) {
  std::string out(sn::kIntruderTypes[static_cast<std::size_t>(s.kind)]);
  if (s.number > 0) out += ":" + std::to_string(s.number);
  if (s.id >= 0) out += "#" + std::to_string(s.id);
  return out;
}

bool intruderMatches(int id, const NameSpec& s) {
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(id)];
  return s.id >= 0 ? id == s.id : static_cast<int>(t.type) == s.kind && (s.number == 0 || t.number == s.number);
}

namespace {

std::string explorationSpecName(const NameSpec& s) {
  std::string out(sn::kEffects[static_cast<std::size_t>(s.kind)]);
  if (s.number > 0) out += ":" + std::to_string(s.number);
  if (s.id >= 0) out += "#" + std::to_string(s.id);
  return out;
}

bool explorationMatches(int id, const NameSpec& s) {
  const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(id)];
  return s.id >= 0 ? id == s.id : static_cast<int>(t.effect) == s.kind && (s.number == 0 || t.items == s.number);
}

std::string attackSpecName(const NameSpec& s) {
  std::string out(sn::kAttacks[static_cast<std::size_t>(s.kind)]);
  if (s.id >= 0) out += "#" + std::to_string(s.id);
  return out;
}

bool attackMatches(int id, const NameSpec& s) {
  return s.id >= 0 ? id == s.id : static_cast<int>(kAttackCards[static_cast<std::size_t>(id)].kind) == s.kind;
}

}  // namespace

const ComponentKind kIntruderTokenKind{intruderMatches, intruderSpecName, "tokens"};
const ComponentKind kExplorationTokenKind{explorationMatches, explorationSpecName, "tokens"};
const ComponentKind kAttackCardKind{attackMatches, attackSpecName, "cards"};

void Reader::resolve(std::vector<Request>& requests, Claims& claims, const ComponentKind& kind) const {
  std::stable_sort(requests.begin(), requests.end(),
                   [](const Request& a, const Request& b) { return a.spec.rank() < b.spec.rank(); });
  for (Request& r : requests) {
    int got = -1;
    for (int id : r.prefs) {
      if (claims.isFree(id) && kind.matches(id, r.spec)) {
        got = id;
        break;
      }
    }
    if (got < 0) {
      // Every matching component is taken: say how many the game has and where they are.
      int inGame = 0;
      std::string owners;
      for (int id = 0; id < claims.count(); ++id) {
        if (!kind.matches(id, r.spec)) continue;
        ++inGame;
        if (inGame <= 3) owners += (owners.empty() ? "" : ", ") + claims.owner(id);
      }
      if (inGame > 3) owners += ", ...";
      if (r.spec.id >= 0) fail(r.where, "\"" + kind.name(r.spec) + "\" is already at " + owners);
      fail(r.where, "more \"" + kind.name(r.spec) + "\" " + kind.noun + " than the game has (" +
                        std::to_string(inGame) + ", already at " + owners + ")");
    }
    claims.claim(got, r.where);
    *r.dest = got;
  }
}

}  // namespace nemesis::scenario_reader
