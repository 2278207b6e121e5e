// "intruders", "bag", "supply", "set_aside" and "removed": the Intruders on the board and where each of the
// 27 Intruder tokens is. An Intruder's token is set aside while it is on the board, and the Blank is always
// in the bag between commands (RULES.md §10).
#include "limits.hpp"
#include "queries.hpp"
#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

void Reader::readIntruders(const Value& doc, GameState& s, const GameState& setup) const {
  struct Plan {
    std::string where;
    std::optional<NameSpec> token;  // nullopt: no token
    bool explicitId = false;
  };
  std::vector<Plan> plans;
  s.intruders.clear();
  std::map<int, std::string> ids;
  if (const Value* v = find(doc, "intruders")) {
    list(*v, "intruders");
    std::array<int, kIntruderKinds> inUse{};
    for (const Character& c : s.characters) inUse[static_cast<std::size_t>(IntruderType::Larva)] += c.larva ? 1 : 0;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string where = fieldAt("intruders", i);
      const Value& e = object((*v)[i], where);
      checkFields(e, where, {"type", "room", "token", "injuries", "id"});
      Intruder in;
      Plan plan{where, std::nullopt, false};
      in.type = word<IntruderType>(required(e, "type", where), fieldAt(where, "type"), sn::kIntruderTypes);
      if (in.type == IntruderType::Blank) fail(fieldAt(where, "type"), "the Blank is a bag token, not an Intruder");
      const auto t = static_cast<std::size_t>(in.type);
      if (++inUse[t] > kMiniatures[t]) {
        fail(fieldAt(where, "type"),
             "more " + std::string(nameOf(in.type)) + " miniatures than the box holds (" +
                 std::to_string(kMiniatures[t]) +
                 (in.type == IntruderType::Larva ? ", counting Larvae on Character boards)" : ")"));
      }
      in.room = roomIndex(required(e, "room", where), fieldAt(where, "room"));
      if (const Value* x = find(e, "injuries")) in.injuries = number(*x, fieldAt(where, "injuries"), 0, kMaxInjuries);
      if (const Value* x = find(e, "id")) {
        in.id = number(*x, fieldAt(where, "id"), 1, kMaxIntruderId);
        if (!ids.emplace(in.id, fieldAt(where, "id")).second) {
          fail(fieldAt(where, "id"), "Intruder id " + std::to_string(in.id) + " is also at " + ids[in.id]);
        }
        plan.explicitId = true;
      }
      const Value* token = find(e, "token");
      if (token == nullptr) {
        plan.token = NameSpec{static_cast<int>(in.type), 0, -1};
      } else if (!token->IsNull()) {
        plan.token = intruderToken(*token, fieldAt(where, "token"));
        if (plan.token->kind != static_cast<int>(in.type)) {
          fail(fieldAt(where, "token"),
               "a " + std::string(nameOf(in.type)) + " cannot have the token " + quote(str(*token)));
        }
      }
      plans.push_back(plan);
      s.intruders.push_back(in);
    }
  }
  // Intruders without an id are numbered after every given one, as the engine numbers new Intruders.
  s.nextIntruderId = ids.empty() ? 1 : ids.rbegin()->first + 1;
  for (std::size_t i = 0; i < plans.size(); ++i) {
    if (!plans[i].explicitId) s.intruders[i].id = takeIntruderId(s);
  }

  // Token piles. Setup put every token in the bag or the supply.
  const std::array<std::string_view, 4> names = {"bag", "supply", "set_aside", "removed"};
  std::array<const Value*, 4> given{};
  std::array<std::vector<int>, 4> piles;
  Claims claims(kTokenCount);
  std::vector<Request> requests;
  const std::vector<int> bagFirst = preferring({setup.bag, setup.supply}, kTokenCount);
  for (std::size_t k = 0; k < 4; ++k) {
    given[k] = find(doc, names[k]);
    if (given[k] == nullptr) continue;
    list(*given[k], std::string(names[k]));
    piles[k].assign(given[k]->Size(), -1);
    for (rapidjson::SizeType j = 0; j < given[k]->Size(); ++j) {
      const std::string w = fieldAt(std::string(names[k]), j);
      requests.push_back({intruderToken((*given[k])[j], w), w,
                          k == 1 ? preferring({setup.supply, setup.bag}, kTokenCount) : bagFirst, &piles[k][j]});
    }
  }
  std::vector<int> tokens(plans.size(), -1);
  const bool setAsideGiven = given[2] != nullptr;
  if (!setAsideGiven) {
    for (std::size_t i = 0; i < plans.size(); ++i) {
      if (plans[i].token) requests.push_back({*plans[i].token, fieldAt(plans[i].where, "token"), bagFirst, &tokens[i]});
    }
  }
  resolve(requests, claims, kIntruderTokenKind);
  if (setAsideGiven) {
    // An Intruder's token is set aside while it is on the board: match each Intruder to a set-aside token,
    // the most precise requests first.
    std::vector<bool> used(piles[2].size(), false);
    for (int rank = 0; rank < 3; ++rank) {
      for (std::size_t i = 0; i < plans.size(); ++i) {
        if (!plans[i].token || plans[i].token->rank() != rank) continue;
        bool found = false;
        for (std::size_t j = 0; j < piles[2].size() && !found; ++j) {
          if (!used[j] && intruderMatches(piles[2][j], *plans[i].token)) {
            used[j] = true;
            tokens[i] = piles[2][j];
            found = true;
          }
        }
        if (!found) {
          fail(fieldAt(plans[i].where, "token"),
               "set_aside holds no free \"" + intruderSpecName(*plans[i].token) +
                   "\" token (an Intruder's token is set aside while it is on the board)");
        }
      }
    }
  } else {
    for (int t : tokens) {
      if (t >= 0) piles[2].push_back(t);
    }
  }
  for (std::size_t i = 0; i < plans.size(); ++i) s.intruders[i].token = tokens[i];

  // Tokens nobody placed go back where the setup put them (bag or supply), or to the other of the two
  // when the file gave that list.
  for (int t : bagFirst) {
    if (!claims.isFree(t) || contains(tokens, t)) continue;
    const std::size_t home = contains(setup.bag, t) ? 0 : 1;
    const std::size_t other = 1 - home;
    if (given[home] == nullptr) {
      piles[home].push_back(t);
    } else if (given[other] == nullptr) {
      piles[other].push_back(t);
    } else {
      fail(std::string(names[home]), "the Intruder token " + sn::intruderTokenName(t, true) +
                                         " is in none of bag, supply, set_aside and removed (each of the 27 is in "
                                         "exactly one)");
    }
  }
  if (piles[0].empty()) fail("bag", "the Intruder bag may not be empty (the Blank always returns to it)");
  if (!contains(piles[0], kBlankToken)) {
    std::string pile = "none of them";
    for (std::size_t k = 1; k < piles.size(); ++k) {
      if (contains(piles[k], kBlankToken)) pile = "\"" + std::string(names[k]) + "\"";
    }
    fail("bag", "the Blank token is not in the Intruder bag (it is in " + pile +
                    "); RULES.md §10: \"The bag is never empty: the Blank always returns.\", so between commands the "
                    "Blank is always in the bag");
  }
  s.bag = piles[0];
  s.supply = piles[1];
  s.setAside = piles[2];
  s.removedTokens = piles[3];
}

}  // namespace nemesis::scenario_reader
