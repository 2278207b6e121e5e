// The debug overlay (F12): queue forced Noise results, bag draws, exploration tokens and attack cards. Each
// button pushes a ForceOutcomes command, so what was forced is in the command log and a save replays.
#include <string>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

void force(PanelContext& c, ForcedOutcomes add) {
  c.out.commands.emplace_back(ForceOutcomes{std::move(add)});
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

void noiseButtons(PanelContext& c) {
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
    detail::recordItem(("debug.noise." + label).c_str());
  }
  ImGui::PopID();
}

void bagButtons(PanelContext& c) {
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

void explorationButtons(PanelContext& c) {
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

void attackButtons(PanelContext& c) {
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
  ImGui::Unindent();
}

}  // namespace

void drawDebugPanel(PanelContext& c) {
  if (!c.ui.showDebug) return;
  detail::placeFloating(c, 560.0f, 420.0f);
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
  ImGui::Separator();
  queued(c.state.chance.forced);
  ImGui::Separator();
  ImGui::Checkbox("Reveal hidden information", &c.ui.revealHidden);
  detail::recordItem("debug.reveal");
  detail::tooltipText("Shows the bag's tokens, the next draw, face-down exploration tokens and the attack deck.");
  bool sandbox = c.sandbox;
  if (ImGui::Checkbox("Sandbox (undo anything)", &sandbox)) {
    Request r;
    r.kind = RequestKind::SetSandbox;
    r.flag = sandbox;
    c.out.requests.push_back(std::move(r));
  }
  detail::recordItem("debug.sandbox");
  ImGui::End();
}

}  // namespace nemesis::ui
