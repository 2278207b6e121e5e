// Which cards pay: the default (first Action cards), the player's selection when it fits, trimmed when too
// long, topped up when too short; stale indices never pay, and a Contamination card pays only when chosen.
#include <doctest/doctest.h>

#include "ui/nemesis/payment_choice.hpp"

using namespace nemesis;
using namespace nemesis::ui;

namespace {

Card action(int n) {
  return Card{CardKind::Action, n};
}
Card contamination(int n) {
  return Card{CardKind::Contamination, n};
}

Character withHand(std::vector<Card> hand) {
  Character c;
  c.hand = std::move(hand);
  return c;
}

}  // namespace

TEST_CASE("payment: with nothing selected, the first Action cards in hand") {
  const Character c = withHand({action(7), action(3), action(9), action(1)});
  CHECK(choosePayment(c, {}, 1) == Payment::of({7}));
  CHECK(choosePayment(c, {}, 2) == Payment::of({7, 3}));
  CHECK(paymentIndices(c, {}, 2) == std::vector<int>{0, 1});
  CHECK(choosePayment(c, {}, 0).count == 0);
}

TEST_CASE("payment: the selection is used when it fits, in the order clicked") {
  const Character c = withHand({action(7), action(3), action(9), action(1)});
  CHECK(choosePayment(c, {2}, 1) == Payment::of({9}));
  CHECK(choosePayment(c, {3, 1}, 2) == Payment::of({1, 3}));
  CHECK(paymentIndices(c, {3, 1}, 2) == std::vector<int>{3, 1});
}

TEST_CASE("payment: an extra selection is trimmed to the cost (the first clicked stay)") {
  const Character c = withHand({action(7), action(3), action(9), action(1)});
  CHECK(choosePayment(c, {2, 3, 0}, 1) == Payment::of({9}));
  CHECK(choosePayment(c, {2, 3, 0}, 2) == Payment::of({9, 1}));
  CHECK(paymentIndices(c, {2, 3, 0}, 2) == std::vector<int>{2, 3});
}

TEST_CASE("payment: too few selected are topped up with the first other Action cards") {
  const Character c = withHand({action(7), action(3), action(9), action(1)});
  CHECK(choosePayment(c, {2}, 2) == Payment::of({9, 7}));
  CHECK(choosePayment(c, {0}, 2) == Payment::of({7, 3}));     // the selected card is not taken twice
  CHECK(choosePayment(c, {0, 0}, 2) == Payment::of({7, 3}));  // nor a card clicked twice
  CHECK(paymentIndices(c, {3}, 2) == std::vector<int>{3, 0});
}

TEST_CASE("payment: a Contamination card is never added by default, but one the player chose is kept") {
  const Character c = withHand({contamination(1), action(4), contamination(2), action(6)});
  CHECK(choosePayment(c, {}, 2) == Payment::of({4, 6}));
  CHECK(choosePayment(c, {}, 1) == Payment::of({4}));
  // Chosen: it is in the payment, and the engine refuses it with its rule (ContaminationCannotPay), the only
  // refusal the player reads.
  CHECK(choosePayment(c, {0}, 1) == Payment{{Card{CardKind::Contamination, 1}}, 1});
  CHECK(paymentIndices(c, {2}, 2) == std::vector<int>{2, 1});
  CHECK(paymentIndices(c, {0, 2}, 2) == std::vector<int>{0, 2});
  CHECK(choosePayment(c, {2, 3}, 2) == Payment{{Card{CardKind::Contamination, 2}, action(6)}, 2});

  SUBCASE("a hand that cannot pay gives fewer cards than the cost") {
    const Character poor = withHand({contamination(1), action(5), contamination(2)});
    const Payment p = choosePayment(poor, {}, 2);
    CHECK(p.count == 1);
    CHECK(p.cards[0] == action(5));
    CHECK(choosePayment(withHand({contamination(1)}), {}, 1).count == 0);
    CHECK(choosePayment(withHand({}), {}, 1).count == 0);
  }
}

TEST_CASE("payment: stale indices (the hand changed since the click) are ignored") {
  const Character c = withHand({action(2), action(8)});
  CHECK(choosePayment(c, {5}, 1) == Payment::of({2}));
  CHECK(choosePayment(c, {-1, 1}, 1) == Payment::of({8}));
  CHECK(choosePayment(c, {7, 1, 9}, 2) == Payment::of({8, 2}));
  CHECK(paymentIndices(c, {2}, 2) == std::vector<int>{0, 1});
}
