// A seat's view of a Nemesis game: what the state shows that seat, and the view's bytes.
#include "seat_view.hpp"

#include <algorithm>

#include "field_bytes.hpp"

namespace nemesis {

namespace {

TokenCounts countByType(const std::vector<int>& tokens) {
  TokenCounts counts{};
  for (const int t : tokens) {
    if (t < 0 || t >= kTokenCount) continue;
    ++counts[static_cast<std::size_t>(kIntruderTokens[static_cast<std::size_t>(t)].type)];
  }
  return counts;
}

CharacterView characterView(const Character& c, bool mine) {
  CharacterView v;
  v.cls = c.cls;
  v.room = c.room;
  v.alive = c.alive;
  v.slime = c.slime;
  v.larva = c.larva;
  v.lightWounds = c.lightWounds;
  v.seriousWounds = c.seriousWounds;
  v.passed = c.passed;
  v.hibernated = c.hibernated;
  v.mine = mine;
  v.handSize = c.handSize();
  v.deckSize = static_cast<int>(c.deck.size());
  if (mine) v.hand = c.hand;
  v.discard = c.discard;
  return v;
}

RoomView roomView(const RoomState& r) {
  RoomView v;
  v.explored = r.explored;
  if (r.explored) {
    v.tile = r.tile;
    v.items = r.items;
  }
  v.faceDownToken = !r.explored && r.explorationToken >= 0;
  v.fire = r.fire;
  v.malfunction = r.malfunction;
  v.corpses = r.corpses;
  return v;
}

}  // namespace

SeatView seatView(const GameState& s, std::span<const int> characters) {
  SeatView v;
  for (int i = 0; i < s.characterCount(); ++i) {
    const bool mine = std::find(characters.begin(), characters.end(), i) != characters.end();
    v.characters.push_back(characterView(s.character(i), mine));
  }
  v.intruders = s.intruders;
  for (const RoomState& r : s.rooms) v.rooms.push_back(roomView(r));
  v.doors = s.doors;
  v.noise = s.noise;
  v.bag = countByType(s.bag);
  v.supply = countByType(s.supply);
  v.setAside = s.setAside;
  v.removedTokens = s.removedTokens;
  v.unusedExploration = static_cast<int>(s.unusedExploration.size());
  v.discardedExploration = s.discardedExploration;
  v.attackDeck = static_cast<int>(s.attackDeck.size());
  v.attackDiscard = s.attackDiscard;
  v.eventDeck = static_cast<int>(s.eventDeck.size());
  v.eventDiscard = s.eventDiscard;
  v.forced = s.chance.forced;
  v.pending = s.pending;
  v.round = s.round;
  v.phase = s.phase;
  v.status = s.status;
  v.loss = s.loss;
  v.nextIntruderId = s.nextIntruderId;
  v.nextContamination = s.nextContamination;
  v.freePlay = s.freePlay;
  v.firstPlayer = s.firstPlayer;
  v.turn = s.turn;
  v.actions = s.actions;
  v.eggs = s.eggs;
  v.stats = s.stats;
  return v;
}

std::string seatViewBytes(const SeatView& view) {
  return fields::bytesOf(view);
}

EventLog seatEvents(const EventLog& log) {
  EventLog out = log;
  for (Event& e : out) {
    if (auto* added = std::get_if<ev::TokenAddedToBag>(&e.data)) added->token = -1;
  }
  return out;
}

std::string eventBytes(const EventLog& log) {
  return fields::bytesOf(log);
}

SeatView loadSeatView(std::string_view bytes, std::shared_ptr<const Board> board, const std::string& source) {
  fields::ByteReader r(bytes, 0, std::move(board), source);
  SeatView view;
  r(view);
  if (r.remaining() != 0) r.fail(std::to_string(r.remaining()) + " bytes follow the end of the view");
  return view;
}

}  // namespace nemesis
