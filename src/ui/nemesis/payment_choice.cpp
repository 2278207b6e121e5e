// Which cards pay for an action: the player's clicked cards first (a Contamination card too: the engine refuses
// it and says why), topped up with the first other Action cards in hand (payment_choice.hpp).
#include "payment_choice.hpp"

#include <algorithm>

namespace nemesis::ui {

std::vector<int> paymentIndices(const Character& c, const std::vector<int>& selected, int cost) {
  const int wanted = std::clamp(cost, 0, 2);  // no action costs more than a Payment holds
  std::vector<int> out;
  auto inHand = [&](int i) { return i >= 0 && i < c.handSize() && std::find(out.begin(), out.end(), i) == out.end(); };
  // The selection in the order clicked; a card clicked beyond the cost is left out. A Contamination card the
  // player chose pays too, so that the engine's refusal (ContaminationCannotPay) is the one the player reads.
  for (int i : selected) {
    if (static_cast<int>(out.size()) >= wanted) break;
    if (inHand(i)) out.push_back(i);
  }
  for (int i = 0; i < c.handSize() && static_cast<int>(out.size()) < wanted; ++i) {
    if (inHand(i) && c.hand[static_cast<std::size_t>(i)].kind == CardKind::Action) out.push_back(i);
  }
  return out;
}

Payment choosePayment(const Character& c, const std::vector<int>& selected, int cost) {
  Payment p;
  for (int i : paymentIndices(c, selected, cost))
    p.cards[static_cast<std::size_t>(p.count++)] = c.hand[static_cast<std::size_t>(i)];
  return p;
}

}  // namespace nemesis::ui
