// The debug overlay (F12): queue forced Noise results, bag draws, exploration tokens, attack cards and Event
// cards. Each button pushes a ForceOutcomes command, so what was forced is in the command log and a save
// replays.
#include <algorithm>
#include <string>

#include "nemesis_panels.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

void force(NemesisPanels& c, ForcedOutcomes add) {
  c.commands.push_back({ForceOutcomes{std::move(add)}, CommandSource::Click});
}

// A small number widget kept in the window's ImGui storage: the UI state of this overlay only.
int storedNumber(const char* label, const char* key, int maxValue) {
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID id = ImGui::GetID(key);
  int value = storage->GetInt(id, 0);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
  if (ImGui::SliderInt(label, &value, 0, maxValue, value == 0 ? "any" : "%d")) storage->SetInt(id, value);
  return value;
}

void noiseButtons(NemesisPanels& c) {
  ImGui::TextUnformatted("Noise roll");
  ImGui::PushID("noise");
  for (const NoiseResult r : {NoiseResult::One, NoiseResult::Two, NoiseResult::Three, NoiseResult::Four,
                              NoiseResult::Silence, NoiseResult::Danger}) {
    ImGui::SameLine();
    const std::string label(nameOf(r));
    if (ImGui::Button(label.c_str())) {
      ForcedOutcomes add;
      add.noise.push_back(r);
      force(c, std::move(add));
    }
    detail::recordItem(c.ui.recorder, ("debug.noise." + label).c_str());
  }
  ImGui::PopID();
}

void bagButtons(NemesisPanels& c) {
  ImGui::PushID("bag");
  ImGui::TextUnformatted("Bag draw");
  ImGui::SameLine();
  const int number = storedNumber("number##bag", "bagnumber", 4);
  for (int t = 0; t <= kIntruderKinds; ++t) {
    const auto type = static_cast<IntruderType>(t);
    if (t > 0) ImGui::SameLine();
    if (ImGui::Button(std::string(nameOf(type)).c_str())) {
      ForcedOutcomes add;
      add.bag.push_back({type, type == IntruderType::Blank ? 0 : number});
      force(c, std::move(add));
    }
  }
  ImGui::PopID();
}

void explorationButtons(NemesisPanels& c) {
  ImGui::PushID("exploration");
  ImGui::TextUnformatted("Exploration token");
  ImGui::SameLine();
  const int items = storedNumber("items##exploration", "items", 4);
  for (int e = 0; e < kExplorationEffects; ++e) {
    const auto effect = static_cast<ExplorationEffect>(e);
    if (e > 0) ImGui::SameLine();
    if (ImGui::Button(std::string(nameOf(effect)).c_str())) {
      ForcedOutcomes add;
      add.exploration.push_back({effect, items});
      force(c, std::move(add));
    }
  }
  ImGui::PopID();
}

void attackButtons(NemesisPanels& c) {
  ImGui::PushID("attack");
  ImGui::TextUnformatted("Attack card");
  constexpr int kAttackKinds = 8;
  for (int k = 0; k < kAttackKinds; ++k) {
    const auto kind = static_cast<AttackKind>(k);
    if (k % 4 != 0) ImGui::SameLine();
    if (ImGui::Button(std::string(nameOf(kind)).c_str())) {
      ForcedOutcomes add;
      add.attack.push_back(kind);
      force(c, std::move(add));
    }
  }
  ImGui::PopID();
}

// "#5 Lurking · corridor 4: Creeper, Adult" (the card's # is its id + 1, as in RULES.md §8).
std::string eventCardLabel(int number) {
  const int id = number - 1;
  if (id < 0 || id >= kEventCardCount) return "#" + std::to_string(number) + " (no such card)";
  const EventCard& card = kEventCards[static_cast<std::size_t>(id)];
  return "#" + std::to_string(number) + " " + std::string(card.name) + " · corridor number " +
         std::to_string(card.number) + ": " + eventCardMovers(id);
}

std::string eventCardTooltip(int number) {
  const int id = number - 1;
  if (id < 0 || id >= kEventCardCount) return {};
  const EventCard& card = kEventCards[static_cast<std::size_t>(id)];
  return "Intruders of these types not in Combat move through corridor number " + std::to_string(card.number) + ": " +
         eventCardMovers(id) + ". Then: " + std::string(eventEffectText(card.effect));
}

void eventCardChoice(NemesisPanels& c) {
  ImGui::PushID("event");
  ImGui::TextUnformatted("Event card");
  ImGui::SameLine();
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID key = ImGui::GetID("card");
  int chosen = std::clamp(storage->GetInt(key, 1), 1, kEventCardCount);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.0f);
  // All 20 cards at once: a scrolled list would hide most of them.
  const bool open = ImGui::BeginCombo("##card", eventCardLabel(chosen).c_str(), ImGuiComboFlags_HeightLargest);
  detail::recordItem(c.ui.recorder, "debug.event.combo");
  if (open) {
    for (int n = 1; n <= kEventCardCount; ++n) {
      if (ImGui::Selectable(eventCardLabel(n).c_str(), n == chosen)) {
        chosen = n;
        storage->SetInt(key, n);
      }
      detail::recordItem(c.ui.recorder, "debug.event.card", n);
      detail::tooltipText(eventCardTooltip(n));
    }
    ImGui::EndCombo();
  } else {
    detail::tooltipText(eventCardTooltip(chosen));
  }
  ImGui::SameLine();
  if (ImGui::Button("Queue")) {
    ForcedOutcomes add;
    add.event.push_back(chosen);
    force(c, std::move(add));
  }
  detail::recordItem(c.ui.recorder, "debug.event.queue");
  detail::tooltipText("The next Event phase draws this card instead of the top of the deck.");
  ImGui::PopID();
}

template <typename T, typename F>
void queueLine(const char* what, const std::vector<T>& queue, F name) {
  std::string s;
  for (const T& x : queue) s += (s.empty() ? "" : ", ") + name(x);
  ImGui::TextWrapped("%s: %s", what, s.empty() ? "-" : s.c_str());
}

void queued(const ForcedOutcomes& f) {
  ImGui::TextUnformatted("Queued forced outcomes (used before the generator, first queued first):");
  ImGui::Indent();
  queueLine("Noise", f.noise, [](NoiseResult r) { return std::string(nameOf(r)); });
  queueLine("Bag", f.bag, [](const ForcedBagDraw& d) {
    return std::string(nameOf(d.type)) + (d.number == 0 ? std::string(" (any)") : " " + std::to_string(d.number));
  });
  queueLine("Exploration", f.exploration, [](const ForcedExploration& e) {
    return std::string(nameOf(e.effect)) + (e.items == 0 ? std::string(" (any)") : " " + std::to_string(e.items));
  });
  queueLine("Attack", f.attack, [](AttackKind k) { return std::string(nameOf(k)); });
  queueLine("Event card", f.event, [](int number) { return eventCardLabel(number); });
  ImGui::Unindent();
}

// Hidden information: the Event deck is drawn from the back (state.hpp).
void nextEventCard(ItemRecorder& recorder, const GameState& s) {
  if (s.eventDeck.empty()) {
    ImGui::TextWrapped("Next Event card: the deck is empty; the discard pile is shuffled into a new deck first.");
    return;
  }
  ImGui::TextWrapped("Next Event card from the deck%s: %s",
                     s.chance.forced.event.empty() ? "" : " (after the forced ones)",
                     eventCardLabel(s.eventDeck.back() + 1).c_str());
  detail::recordItem(recorder, "debug.event.next", s.eventDeck.back() + 1);
}

}  // namespace

void drawDebugPanel(NemesisPanels& c) {
  if (!c.ui.showDebug) return;
  detail::placeFloating(c, 560.0f, 500.0f);
  if (!ImGui::Begin("Debug overlay", &c.ui.showDebug)) {
    ImGui::End();
    return;
  }
  ImGui::TextWrapped("Forced outcomes are recorded as commands, so a saved game with them still replays.");
  ImGui::Separator();
  noiseButtons(c);
  bagButtons(c);
  explorationButtons(c);
  attackButtons(c);
  eventCardChoice(c);
  ImGui::Separator();
  queued(c.state.chance.forced);
  if (c.ui.revealHidden) nextEventCard(c.ui.recorder, c.state);
  ImGui::Separator();
  ImGui::Checkbox("Reveal hidden information", &c.ui.revealHidden);
  detail::recordItem(c.ui.recorder, "debug.reveal");
  detail::tooltipText("Shows the bag's tokens, the next draw, face-down exploration tokens and the attack deck.");
  bool sandbox = c.sandbox;
  if (ImGui::Checkbox("Sandbox (undo anything)", &sandbox)) {
    Request r;
    r.kind = RequestKind::SetSandbox;
    r.flag = sandbox;
    c.out.requests.push_back(std::move(r));
  }
  detail::recordItem(c.ui.recorder, "debug.sandbox");
  ImGui::End();
}

}  // namespace nemesis::ui
