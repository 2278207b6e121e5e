#include "animation_kind.hpp"

namespace nemesis::view {

bool announces(AnimKind kind) {
  return kind == AnimKind::Banner || kind == AnimKind::TurnBanner || kind == AnimKind::EventCard;
}

float baseDuration(AnimKind kind) {
  switch (kind) {
    case AnimKind::Instant: return 0.0f;
    case AnimKind::CharacterSlide: return 0.35f;
    case AnimKind::IntruderSlide: return 0.5f;
    case AnimKind::DieRoll: return 0.9f;
    case AnimKind::MarkerDrop: return 0.3f;
    case AnimKind::TokenReveal: return 1.0f;
    case AnimKind::IntruderAppear: return 0.35f;
    case AnimKind::DoorBreak:
    case AnimKind::Wound: return 0.5f;
    case AnimKind::RoomFlip: return 0.4f;
    case AnimKind::Death: return 0.6f;
    // Long enough to read a line; the turn banner is only a cue, so it must not hold up play.
    case AnimKind::Banner: return 1.3f;
    case AnimKind::TurnBanner: return 0.7f;
    case AnimKind::EventCard: return 2.2f;  // a title, two lines and a sentence to read
    case AnimKind::Injury:
    case AnimKind::DuctsEnter: return 0.6f;
    case AnimKind::DoorOpen: return 0.35f;
    case AnimKind::Surprise: return kBigMomentSeconds;
  }
  return 0.0f;
}

}  // namespace nemesis::view
