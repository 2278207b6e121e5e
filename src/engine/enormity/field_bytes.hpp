// Enormity's byte encoding of its field lists (fields.hpp): the save functions of its two wrapped members for the
// kernel's writer (the state hash, hash.cpp; a seat's view, seat_view.cpp) and the reader of those bytes (a
// client reads the view a server sends it). Internal to those files.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

#include "engine/kernel/byte_reader.hpp"
#include "engine/kernel/byte_writer.hpp"
#include "fields.hpp"

namespace nemesis::enormity {

// The map's contents, not its address: two games on equal maps in equal positions hash alike, and a seat's view
// carries the map it is played on.
template <class Sink>
void save(fields::ByteWriter<Sink>& w, const SharedMap& m) {
  w(*m.map);
}

template <class Sink>
void save(fields::ByteWriter<Sink>& w, const Generator& g) {
  w.fixed64(g.rng.state());
  w.fixed64(g.rng.increment());
}

// Which values of each enum of the field lists exist: the reader refuses any other.
inline bool knownEnum(Direction e) {
  return e <= Direction::West;
}
inline bool knownEnum(DieColour e) {
  return e <= DieColour::Black;
}
inline bool knownEnum(RollStage e) {
  return e <= RollStage::Moving;
}
inline bool knownEnum(StepKind e) {
  return e <= StepKind::EndRoll;
}
inline bool knownEnum(DecisionKind e) {
  return e <= DecisionKind::SpawnPoint;
}
inline bool knownEnum(Status e) {
  return e <= Status::Lost;
}
inline bool knownEnum(NoiseKind e) {
  return e <= NoiseKind::Number;
}
inline bool knownEnum(ev::RerollBy e) {
  return e <= ev::RerollBy::Stress;
}
inline bool knownEnum(RuleId e) {
  return e < RuleId::Count;
}

// Reads what the writer wrote (engine/kernel/byte_reader.hpp), throwing a ViewError naming the byte and the field.
// It checks the encoding and the map's shape; whether the position obeys the rules is checkInvariants' business.
class ByteReader : public fields::BasicByteReader<ByteReader> {
 public:
  ByteReader(std::string_view bytes, std::string source)
      : fields::BasicByteReader<ByteReader>(this, bytes, 0, std::move(source)) {}
  [[noreturn]] static void raise(const std::string& message) { throw ViewError(message); }
  template <class E>
  [[nodiscard]] bool knownEnum(E e) const {
    return enormity::knownEnum(e);
  }
};

template <class E>
requires std::is_enum_v<E>
void CEREAL_LOAD_MINIMAL_FUNCTION_NAME(const ByteReader& r, E& v, const std::uint32_t& raw) {
  r.readEnum(v, raw);
}

// The map's contents, as save wrote them, and then its shape checked as the map file's reader checks it: the
// engine indexes its rows by the spaces it is given.
inline void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, SharedMap& m) {
  Map map;
  r(map);
  const auto side = static_cast<std::size_t>(kMaxMapSide);
  if (map.rows.empty() || map.rows.size() > side || map.height != static_cast<int>(map.rows.size()))
    r.fail("the map has " + std::to_string(map.rows.size()) + " rows and says " + std::to_string(map.height));
  for (const std::string& row : map.rows) {
    if (row.empty() || row.size() > side || static_cast<int>(row.size()) != map.width ||
        row.find_first_not_of(".#") != std::string::npos)
      r.fail("a row of the map is not " + std::to_string(map.width) + " characters of '.' and '#'");
  }
  if (map.spawnPoints.empty() || map.spawnPoints.size() > kMaxSpawnPoints || map.spacerStarts.empty() ||
      map.spacerStarts.size() > kMaxSpacerStarts)
    r.fail("the map has no spawn point or no start space, or too many");
  for (const Point p : map.spawnPoints) {
    if (!map.contains(p)) r.fail("a spawn point lies off the map");
  }
  for (const Space s : map.spacerStarts) {
    if (!map.isFloor(s)) r.fail("a start space is not a floor space");
  }
  m.map = std::make_shared<const Map>(std::move(map));
}

}  // namespace nemesis::enormity

// cereal finds an input archive's output twin through this trait (for its save_minimal checks).
template <>
struct cereal::traits::detail::get_output_from_input<nemesis::enormity::ByteReader> {
  // NOLINTNEXTLINE(readability-identifier-naming): cereal names it
  using type = nemesis::fields::ByteWriter<nemesis::fields::StringSink>;
};
