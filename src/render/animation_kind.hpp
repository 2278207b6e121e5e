// The kinds of animation every game's presentation plays: the painter draws each kind its own way, and the app
// plays each kind's sound (sound_synth.hpp). Each game maps its events onto these kinds in its own folder; the
// comments name the Nemesis events each kind shows, since that game gave them their names.
#pragma once

#include <cstdint>

namespace nemesis::view {

// How an event is shown; decides its duration and what the painter draws while it plays.
enum class AnimKind : std::uint8_t {
  Instant,         // no animation: folded at once
  CharacterSlide,  // CharacterMoved: the miniature slides along the corridor
  IntruderSlide,   // IntruderMoved: the Intruder slides in from the neighbouring room
  DieRoll,         // NoiseRolled: the Noise die tumbles, then shows its face
  MarkerDrop,      // NoiseMarkerPlaced, FirePlaced, MalfunctionPlaced: the marker drops onto its slot
  TokenReveal,     // TokenDrawn: the drawn Intruder token is shown large over the room
  IntruderAppear,  // IntruderPlaced: the miniature grows in its room
  DoorBreak,       // DoorDestroyed: the door token shakes and breaks
  Wound,           // WoundSuffered, IntruderAttacks, AttackCardDrawn: a red flash on the character
  RoomFlip,        // RoomRevealed, ExplorationRevealed: the tile / token turns face up
  Death,           // CharacterDied
  // Rounds and the Event phase (a game by rounds).
  Banner,      // RoundStarted, EventPhaseStarted, TimeAdvanced, EggAdded, CharacterHibernated, HibernationFailed,
               // GameWon, GameOver: a line of large text on a dark band at the top of the board
  TurnBanner,  // TurnStarted: a short banner naming whose turn it is (the hot-seat hand-over)
  EventCard,   // EventCardDrawn: the card shown large over the board
  Injury,      // IntruderInjured: a flash on the Intruder with its Injury count
  DuctsEnter,  // IntruderEnteredDucts: the Intruder slides to its room's hatch and shrinks away
  DoorOpen,    // DoorOpened: the Closed Door token turns into an open one
  Surprise,    // SurpriseCheck that attacks: "Surprise Attack!" with the hand against the token, by the room
};

// A big moment (a Danger result, the drawn Intruder token, a Surprise Attack, an attack card, a death) stays on
// screen at least this long at speed 1, with a caption by its room, so it can be read at normal speed.
inline constexpr float kBigMomentSeconds = 1.2f;
// The Noise die tumbles this long before it shows its face.
inline constexpr float kDieTumbleSeconds = 0.585f;

// An announcement (a banner, the turn banner, the Event card) tells its fact as it appears, so its event is
// presented when it starts playing; every other animation shows how something comes about, and its event is
// presented when it ends (a miniature is in its new room once it has slid there, a die's face once it lands).
[[nodiscard]] bool announces(AnimKind kind);
// Seconds at speed 1 of an animation kind.
[[nodiscard]] float baseDuration(AnimKind kind);

}  // namespace nemesis::view
