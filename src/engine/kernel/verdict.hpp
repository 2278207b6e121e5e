// A command's verdict, for every game: allowed, or the refusal with the values its message needs. A game gives
// its Refusal enum (whose None is "allowed") and its Detail: one struct of named values (the room, the
// Character, the card, the die...), each refusal setting the ones its message reads, at the refusing site by
// name (`Verdict{Refusal::ClosedDoor, {.room = 7, .corridor = p}}`). A flat struct rather than a variant of
// one struct per refusal: the values are a few kinds shared by many refusals, and a verdict stays a small,
// trivially copied value on the legal path, which the odds walk takes thousands of times.
// The rule each refusal applies is the game's refusalRule(code): every refusal names one.
#pragma once

namespace nemesis {

template <class Refusal, class Detail>
struct BasicVerdict {
  Refusal code = Refusal::None;
  Detail detail{};
  [[nodiscard]] bool ok() const { return code == Refusal::None; }
  friend bool operator==(const BasicVerdict&, const BasicVerdict&) = default;
};

}  // namespace nemesis
