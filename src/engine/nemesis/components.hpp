// Printed component facts of the box: Intruder tokens, Noise die, exploration tokens, attack deck,
// room tiles and pool sizes (RULES.md §1-4, §7, §9). Pure constant data, no state.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace nemesis {

// Intruder types in size order; Blank only exists as a bag token.
enum class IntruderType : std::uint8_t { Larva, Creeper, Adult, Breeder, Queen, Blank };
inline constexpr int kIntruderKinds = 5;  // types with miniatures (Blank excluded)

struct IntruderToken {
  IntruderType type;
  int number;  // the Surprise Attack threshold printed on the back; 0 for the Blank
};

// RULES.md §2: 27 tokens. Token ids are indices into this table.
inline constexpr std::array<IntruderToken, 27> kIntruderTokens = {{
    {IntruderType::Larva, 1},   {IntruderType::Larva, 1},   {IntruderType::Larva, 1},   {IntruderType::Larva, 1},
    {IntruderType::Larva, 1},   {IntruderType::Larva, 1},   {IntruderType::Larva, 1},   {IntruderType::Larva, 1},
    {IntruderType::Creeper, 1}, {IntruderType::Creeper, 1}, {IntruderType::Creeper, 1}, {IntruderType::Adult, 2},
    {IntruderType::Adult, 2},   {IntruderType::Adult, 2},   {IntruderType::Adult, 2},   {IntruderType::Adult, 3},
    {IntruderType::Adult, 3},   {IntruderType::Adult, 3},   {IntruderType::Adult, 3},   {IntruderType::Adult, 3},
    {IntruderType::Adult, 4},   {IntruderType::Adult, 4},   {IntruderType::Adult, 4},   {IntruderType::Breeder, 3},
    {IntruderType::Breeder, 4}, {IntruderType::Queen, 4},   {IntruderType::Blank, 0},
}};
inline constexpr int kTokenCount = static_cast<int>(kIntruderTokens.size());
inline constexpr int kBlankToken = 26;  // the one Blank token
static_assert(kIntruderTokens[kBlankToken].type == IntruderType::Blank);

// Miniatures in the box, indexed by IntruderType (RULES.md §2).
inline constexpr std::array<int, kIntruderKinds> kMiniatures = {6, 3, 8, 2, 1};

// Noise die (RULES.md §1): d10 with 1,1,2,2,3,3,4,4,Silence,Danger.
enum class NoiseResult : std::uint8_t { One = 1, Two, Three, Four, Silence, Danger };
inline constexpr std::array<NoiseResult, 10> kNoiseDieFaces = {
    NoiseResult::One,   NoiseResult::One,  NoiseResult::Two,  NoiseResult::Two,     NoiseResult::Three,
    NoiseResult::Three, NoiseResult::Four, NoiseResult::Four, NoiseResult::Silence, NoiseResult::Danger};

enum class ExplorationEffect : std::uint8_t { Malfunction, Door, Fire, Silence, Slime, Danger };
inline constexpr int kExplorationEffects = 6;

struct ExplorationToken {
  ExplorationEffect effect;
  int items;
};

// RULES.md §3: 20 tokens; ids are indices into this table.
inline constexpr std::array<ExplorationToken, 20> kExplorationTokens = {{
    {ExplorationEffect::Malfunction, 4}, {ExplorationEffect::Malfunction, 3}, {ExplorationEffect::Malfunction, 2},
    {ExplorationEffect::Malfunction, 2}, {ExplorationEffect::Malfunction, 2}, {ExplorationEffect::Malfunction, 2},
    {ExplorationEffect::Malfunction, 1}, {ExplorationEffect::Malfunction, 1}, {ExplorationEffect::Door, 4},
    {ExplorationEffect::Door, 3},        {ExplorationEffect::Door, 2},        {ExplorationEffect::Door, 1},
    {ExplorationEffect::Fire, 2},        {ExplorationEffect::Fire, 1},        {ExplorationEffect::Silence, 1},
    {ExplorationEffect::Silence, 1},     {ExplorationEffect::Slime, 4},       {ExplorationEffect::Slime, 3},
    {ExplorationEffect::Danger, 3},      {ExplorationEffect::Danger, 2},
}};
inline constexpr int kExplorationTokenCount = static_cast<int>(kExplorationTokens.size());

// Attack cards (RULES.md §7). `symbols` is a bit set over IntruderType.
enum class AttackKind : std::uint8_t { Scratch, Claw, Bite, Tail, Transformation, Frenzy, Slime, Summons };

constexpr std::uint8_t symbolBit(IntruderType t) {
  return static_cast<std::uint8_t>(1U << static_cast<unsigned>(t));
}

struct AttackCard {
  AttackKind kind;
  std::uint8_t symbols;
};

namespace detail {
inline constexpr std::uint8_t kL = symbolBit(IntruderType::Larva);
inline constexpr std::uint8_t kC = symbolBit(IntruderType::Creeper);
inline constexpr std::uint8_t kA = symbolBit(IntruderType::Adult);
inline constexpr std::uint8_t kB = symbolBit(IntruderType::Breeder);
inline constexpr std::uint8_t kQ = symbolBit(IntruderType::Queen);
inline constexpr std::uint8_t kScratch = kC | kA | kB | kQ;
inline constexpr std::uint8_t kBig = kA | kB | kQ;
}  // namespace detail

inline constexpr std::array<AttackCard, 20> kAttackCards = {{
    {AttackKind::Scratch, detail::kScratch},
    {AttackKind::Scratch, detail::kScratch},
    {AttackKind::Scratch, detail::kScratch},
    {AttackKind::Scratch, detail::kScratch},
    {AttackKind::Claw, detail::kBig},
    {AttackKind::Claw, detail::kBig},
    {AttackKind::Claw, detail::kBig},
    {AttackKind::Claw, detail::kBig},
    {AttackKind::Bite, detail::kBig},
    {AttackKind::Bite, detail::kBig},
    {AttackKind::Bite, detail::kBig},
    {AttackKind::Bite, detail::kBig},
    {AttackKind::Tail, detail::kQ},
    {AttackKind::Tail, detail::kQ},
    {AttackKind::Transformation, detail::kC},
    {AttackKind::Transformation, detail::kC},
    {AttackKind::Frenzy, detail::kB | detail::kQ},
    {AttackKind::Frenzy, detail::kB | detail::kQ},
    {AttackKind::Slime, detail::kC | detail::kA | detail::kB | detail::kQ},
    {AttackKind::Summons, detail::kC | detail::kQ},
}};
inline constexpr int kAttackCardCount = static_cast<int>(kAttackCards.size());

// Event cards (RULES.md §8): the corridor number Intruders move through, the types that move (a bit set
// over IntruderType, as for attack cards), and the effect this module implements (None: no further effect).
enum class EventEffect : std::uint8_t {
  None,
  EggProtection,
  Lurking,
  Hunt,
  NoiseInTechnicalCorridors,
  BulkheadsOpen,
  Malfunction,
};

struct EventCard {
  std::string_view name;
  int number;  // the corridor number 1-4
  std::uint8_t movers;
  EventEffect effect;
};

// Card ids are indices into this table; the printed card number (#) is id + 1.
inline constexpr std::array<EventCard, 20> kEventCards = {{
    {"Egg Protection", 2, detail::kB | detail::kQ, EventEffect::EggProtection},
    {"Hatching", 3, detail::kA | detail::kB, EventEffect::None},
    {"Regeneration", 1, detail::kB | detail::kQ, EventEffect::None},
    {"Damage", 2, detail::kC | detail::kA, EventEffect::None},
    {"Lurking", 4, detail::kC | detail::kA, EventEffect::Lurking},
    {"Eclosion", 1, detail::kC | detail::kB | detail::kQ, EventEffect::None},
    {"Flammable Compounds", 4, detail::kB | detail::kQ, EventEffect::None},
    {"Hunt", 2, detail::kC | detail::kB | detail::kQ, EventEffect::Hunt},
    {"Consuming Fire", 4, detail::kC | detail::kB | detail::kQ, EventEffect::None},
    {"Scent of Prey", 3, detail::kC | detail::kA, EventEffect::None},
    {"Hunt", 3, detail::kB | detail::kQ, EventEffect::None},
    {"Malfunction", 2, detail::kA | detail::kB, EventEffect::Malfunction},
    {"Noise in Technical Corridors", 4, detail::kA | detail::kB, EventEffect::NoiseInTechnicalCorridors},
    {"Nest", 3, detail::kC | detail::kB | detail::kQ, EventEffect::None},
    {"Bulkheads Open", 1, detail::kA | detail::kB, EventEffect::BulkheadsOpen},
    {"Damaging Fire", 1, detail::kC | detail::kA, EventEffect::None},
    {"Evacuation Pod Ejection", 3, detail::kBig, EventEffect::None},
    {"Short Circuit", 4, detail::kBig, EventEffect::None},
    {"Coolant Leak", 1, detail::kBig, EventEffect::None},
    {"Life Support Failure", 2, detail::kBig, EventEffect::None},
}};
inline constexpr int kEventCardCount = static_cast<int>(kEventCards.size());

// The types an Event card moves, in size order ("Creeper, Adult"), and what its effect does in this module:
// the sentence the client prints on the card ("No further effect in this rules module." for the others).
std::string eventCardMovers(int card);
std::string_view eventEffectText(EventEffect effect);

enum class SlotKind : std::uint8_t { Special, Room1, Room2 };

enum class RoomTile : std::uint8_t {
  // Room 1 tiles
  Armory,
  Comms,
  EmergencyRoom,
  EvacuationA,
  EvacuationB,
  FireControl,
  Generator,
  Laboratory,
  Nest,
  Storage,
  Surgery,
  // Room 2 tiles
  AirlockControl,
  Cabins,
  Canteen,
  CommandCenter,
  EngineControl,
  HatchControl,
  Monitoring,
  RoomCoveredInSlime,
  Shower,
  // Special rooms
  Cockpit,
  Hibernatorium,
  Engine1,
  Engine2,
  Engine3,
};
inline constexpr int kRoomTileCount = 25;

struct TileInfo {
  std::string_view name;
  SlotKind slot;
  bool computer;
};

// RULES.md §4 (* = has a Computer).
inline constexpr std::array<TileInfo, kRoomTileCount> kTiles = {{
    {"Armory", SlotKind::Room1, false},
    {"Comms", SlotKind::Room1, true},
    {"Emergency Room", SlotKind::Room1, false},
    {"Evacuation A", SlotKind::Room1, false},
    {"Evacuation B", SlotKind::Room1, false},
    {"Fire Control", SlotKind::Room1, true},
    {"Generator", SlotKind::Room1, true},
    {"Laboratory", SlotKind::Room1, true},
    {"Nest", SlotKind::Room1, false},
    {"Storage", SlotKind::Room1, false},
    {"Surgery", SlotKind::Room1, false},
    {"Airlock Control", SlotKind::Room2, false},
    {"Cabins", SlotKind::Room2, false},
    {"Canteen", SlotKind::Room2, false},
    {"Command Center", SlotKind::Room2, true},
    {"Engine Control", SlotKind::Room2, true},
    {"Hatch Control", SlotKind::Room2, false},
    {"Monitoring", SlotKind::Room2, true},
    {"Room Covered in Slime", SlotKind::Room2, false},
    {"Shower", SlotKind::Room2, false},
    {"Cockpit", SlotKind::Special, false},
    {"Hibernatorium", SlotKind::Special, false},
    {"Engine #1", SlotKind::Special, false},
    {"Engine #2", SlotKind::Special, false},
    {"Engine #3", SlotKind::Special, false},
}};

constexpr const TileInfo& tileInfo(RoomTile t) {
  return kTiles[static_cast<std::size_t>(t)];
}

// The time track (RULES.md §5): the game lasts at most 15 rounds.
inline constexpr int kLastRound = 15;
inline constexpr int kActionsPerTurn = 2;

// Pools (RULES.md §9).
inline constexpr int kNoiseMarkers = 30;
inline constexpr int kDoorTokens = 12;
inline constexpr int kFireMarkers = 8;
inline constexpr int kMalfunctionMarkers = 8;

// Hands and decks (RULES.md §5).
inline constexpr int kActionDeckSize = 10;
inline constexpr int kHandSize = 5;
inline constexpr int kMaxCharacters = 5;

// Wounds (RULES.md §7).
inline constexpr int kLightWoundsPerSerious = 3;
inline constexpr int kMaxSeriousWounds = 3;

enum class CharacterClass : std::uint8_t { Captain, Scout, Soldier, Mechanic, Pilot, Scientist };
inline constexpr int kCharacterClassCount = 6;

std::string_view nameOf(IntruderType t);
std::string_view nameOf(NoiseResult r);
std::string_view nameOf(ExplorationEffect e);
std::string_view nameOf(AttackKind k);
std::string_view nameOf(CharacterClass c);
std::string_view nameOf(SlotKind s);

}  // namespace nemesis
