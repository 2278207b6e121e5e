// Which cards pay for an action: the player's selection in the hand panel when it fits the cost, topped
// up with the first other Action cards in hand otherwise (the default a player would expect). Pure. A selected
// Contamination card is kept in the payment: the engine refuses it with its rule, never this code.
#pragma once

#include <vector>

#include "engine/nemesis/command.hpp"

namespace nemesis::ui {

// `selected` holds hand indices in the order clicked; stale indices are ignored; only Action cards top up.
// When the hand cannot pay, the payment has fewer cards than `cost` (validate() then says why).
[[nodiscard]] Payment choosePayment(const Character& c, const std::vector<int>& selected, int cost);
// Hand indices that `choosePayment` would use (for highlighting the cards in the hand panel).
[[nodiscard]] std::vector<int> paymentIndices(const Character& c, const std::vector<int>& selected, int cost);

}  // namespace nemesis::ui
