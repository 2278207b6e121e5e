// Nemesis's part of the new-game window (new_game_form.hpp).
#include "new_game_form.hpp"

#include <imgui_internal.h>  // ImHashStr: the seats' key in the window's storage

#include <algorithm>
#include <array>
#include <random>
#include <stdexcept>
#include <string>

#include "engine/nemesis/setup.hpp"
#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

constexpr std::array<const char*, 2> kBoards = {"basic", "training"};

// Seat classes live in the window's ImGui storage (UI state of this window only); unset seats take the
// default order.
struct Seats {
  ImGuiStorage* storage;
  ImGuiID base;
  [[nodiscard]] CharacterClass get(int seat) const {
    const int fallback = static_cast<int>(defaultCharacters(kMaxCharacters)[static_cast<std::size_t>(seat)]);
    return static_cast<CharacterClass>(storage->GetInt(base + static_cast<ImGuiID>(seat), fallback));
  }
  void set(int seat, CharacterClass cls) const {
    storage->SetInt(base + static_cast<ImGuiID>(seat), static_cast<int>(cls));
  }
};

// The seats, kept in the new-game window's storage.
Seats seatsIn(ImGuiStorage& window) {
  return {&window, ImHashStr("newgame.seats")};
}

// Picking a class another seat holds swaps the two, so no class is ever taken twice.
void chooseClass(const Seats& seats, int players, int seat, CharacterClass cls) {
  const CharacterClass old = seats.get(seat);
  for (int other = 0; other < players; ++other) {
    if (other != seat && seats.get(other) == cls) seats.set(other, old);
  }
  seats.set(seat, cls);
}

void seatCombos(ItemRecorder& recorder, const Seats& seats, int players) {
  for (int seat = 0; seat < players; ++seat) {
    ImGui::PushID(seat);
    const CharacterClass current = seats.get(seat);
    const std::string label = "Player " + std::to_string(seat + 1);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
    const bool open = ImGui::BeginCombo(label.c_str(), std::string(nameOf(current)).c_str());
    detail::recordItem(recorder, "newgame.seat", seat);
    if (open) {
      for (int k = 0; k < kCharacterClassCount; ++k) {
        const auto cls = static_cast<CharacterClass>(k);
        if (ImGui::Selectable(std::string(nameOf(cls)).c_str(), cls == current)) chooseClass(seats, players, seat, cls);
        detail::recordItem(recorder, "newgame.class", k);
      }
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }
}

// Seats beyond the player count may hold a class a visible seat also holds; the visible ones win.
void dedupe(const Seats& seats, int players) {
  for (int seat = 0; seat < players; ++seat) {
    for (int other = 0; other < seat; ++other) {
      if (seats.get(other) != seats.get(seat)) continue;
      for (int k = 0; k < kCharacterClassCount; ++k) {
        const auto cls = static_cast<CharacterClass>(k);
        bool used = false;
        for (int s = 0; s < players; ++s) used = used || seats.get(s) == cls;
        if (!used) {
          seats.set(seat, cls);
          break;
        }
      }
    }
  }
}

void boardCombo(Settings& settings) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
  if (ImGui::BeginCombo("Board", settings.board.c_str())) {
    for (const char* b : kBoards) {
      if (ImGui::Selectable(b, settings.board == b)) settings.board = b;
    }
    ImGui::EndCombo();
  }
}

// Full rounds is the game; free play is a study mode, so it is the second choice and says what it leaves out.
void modeChoice(ItemRecorder& recorder, Settings& settings) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Mode");
  ImGui::SameLine();
  if (ImGui::RadioButton("Full rounds (hot-seat, 15 rounds)", !settings.freePlay)) settings.freePlay = false;
  detail::recordItem(recorder, "newgame.mode.rounds");
  detail::tooltipText(
      "The full game: turns go round from the First Player, each player acts only on their own "
      "turn (hand the mouse over), Pass and Hibernate, an Event phase after every round, and the "
      "end of the time track after round 15.");
  ImGui::Indent(ImGui::CalcTextSize("Mode").x + ImGui::GetStyle().ItemSpacing.x);
  if (ImGui::RadioButton("Free play (no turns, for study)", settings.freePlay)) settings.freePlay = true;
  detail::recordItem(recorder, "newgame.mode.free");
  detail::tooltipText(
      "For studying the movement rules: any character moves at any time, there are no turns and "
      "no Event phase, and hands are not refilled.");
  ImGui::Unindent(ImGui::CalcTextSize("Mode").x + ImGui::GetStyle().ItemSpacing.x);
}

}  // namespace

void drawNewGameForm(PanelContext& c, ImGuiStorage& window) {
  const Seats seats = seatsIn(window);
  modeChoice(c.ui.recorder, c.settings);
  ImGui::Separator();
  c.settings.players = std::clamp(c.settings.players, 1, kMaxCharacters);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
  ImGui::SliderInt("Characters", &c.settings.players, 1, kMaxCharacters);
  c.settings.players = std::clamp(c.settings.players, 1, kMaxCharacters);
  dedupe(seats, c.settings.players);
  seatCombos(c.ui.recorder, seats, c.settings.players);

  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
  ImGui::InputScalar("Seed", ImGuiDataType_U64, &c.settings.seed);
  ImGui::SameLine();
  if (ImGui::Button("Random")) {
    std::random_device rd;
    c.settings.seed = rd();
  }
  boardCombo(c.settings);
  ImGui::TextDisabled("The same seed and characters give the same game.");
}

void startNewGame(PanelContext& c, ImGuiStorage& window) {
  const Seats seats = seatsIn(window);
  Request r;
  r.kind = RequestKind::NewGame;
  for (int seat = 0; seat < c.settings.players; ++seat) r.newGame.seats.push_back(static_cast<int>(seats.get(seat)));
  r.newGame.seed = c.settings.seed;
  r.newGame.board = c.settings.board;
  r.newGame.freePlay = c.settings.freePlay;
  c.out.requests.push_back(std::move(r));
}

std::vector<int> seatsOf(const std::vector<CharacterClass>& classes) {
  std::vector<int> seats;
  seats.reserve(classes.size());
  for (const CharacterClass cls : classes) seats.push_back(static_cast<int>(cls));
  return seats;
}

std::vector<CharacterClass> classesOf(const std::vector<int>& seats) {
  std::vector<CharacterClass> classes;
  classes.reserve(seats.size());
  for (const int seat : seats) {
    if (seat < 0 || seat >= kCharacterClassCount) throw std::invalid_argument("a seat holds no character class");
    classes.push_back(static_cast<CharacterClass>(seat));
  }
  return classes;
}

}  // namespace nemesis::ui
