#include "sprites.hpp"

namespace nemesis::view {

Sprite intruderSprite(IntruderType t) {
  switch (t) {
    case IntruderType::Larva: return Sprite::Larva;
    case IntruderType::Creeper: return Sprite::Creeper;
    case IntruderType::Adult: return Sprite::Adult;
    case IntruderType::Breeder: return Sprite::Breeder;
    case IntruderType::Queen: return Sprite::Queen;
    case IntruderType::Blank: break;
  }
  return Sprite::Adult;
}

Sprite characterSprite(CharacterClass c) {
  switch (c) {
    case CharacterClass::Captain: return Sprite::Captain;
    case CharacterClass::Scout: return Sprite::Scout;
    case CharacterClass::Soldier: return Sprite::Soldier;
    case CharacterClass::Mechanic: return Sprite::Mechanic;
    case CharacterClass::Pilot: return Sprite::Pilot;
    case CharacterClass::Scientist: return Sprite::Scientist;
  }
  return Sprite::Captain;
}

}  // namespace nemesis::view
