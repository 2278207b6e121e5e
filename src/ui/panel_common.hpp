// Helpers shared by the panel files: fixed and floating window placement, colours, caseless search, and
// recording where a widget was drawn so that tests can find it (item_recorder.hpp).
#pragma once

#include <imgui.h>

#include <string>
#include <string_view>
#include <vector>

#include "panels.hpp"

namespace nemesis::ui::detail {

// Colours carry meaning only together with text (a prefix or a word), never alone.
inline const ImVec4 kErrorColour{1.0f, 0.42f, 0.38f, 1.0f};
inline const ImVec4 kImportantColour{1.0f, 0.72f, 0.30f, 1.0f};
inline const ImVec4 kGoodColour{0.55f, 0.85f, 0.55f, 1.0f};
inline const ImVec4 kPaysColour{0.55f, 0.78f, 1.0f, 1.0f};

inline constexpr ImGuiWindowFlags kFixedPanelFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                                     ImGuiWindowFlags_NoBringToFrontOnFocus;

// The Turn panel's "Scout's turn" line is this much larger than the body text (one font is loaded).
inline constexpr float kTurnLineScale = 1.4f;

// Places the next window at a fixed rectangle of the layout, every frame.
void placeFixed(float x, float y, float w, float h);
// Centres the next window on the screen the first time it appears, with a default size.
void placeFloating(const PanelContext& c, float w, float h);

// Modal dialogs, the desktop way (src/ui/README.md): centred when they appear, the rest of the window dimmed
// and unclickable behind them (the menu bar too), one shown at a time, Escape = Cancel, Enter = the default
// button. Usage:
//   if (detail::beginDialog(c, "Open game", c.ui.showLoad)) {
//     ... widgets ...
//     const UiState::DialogKey key = detail::endDialog(c);  // Escape has already set showLoad = false
//     if (key == UiState::DialogKey::Enter) ... what the default button does ...
//   }
// beginDialog returns false, and draws nothing, while `open` is false or while another dialog is already
// shown this frame (it waits beneath until that one closes): call endDialog only after a true. The dialogs are
// drawn in priority order by drawDialogs (panels.hpp), so the first one open there is the one shown. The
// app gives the board no mouse and no keys while anyDialogOpen(ui) (ui_state.hpp) and turns Escape and Enter
// into UiState::dialogKey, which endDialog hands to the dialog shown.
bool beginDialog(PanelContext& c, const char* title, bool& open, float width = 420.0f);
UiState::DialogKey endDialog(PanelContext& c);
// A button that is the dialog's default (Enter): drawn highlighted.
bool defaultButton(const char* label);
// A table of saved games (name, date, round, characters) whose rows select `selected` (a path); returns true
// when a row is double-clicked, or clicked at all with `openOnClick`. Rows are recorded as "ID.N". `listing`:
// the folder is still being read (an empty table says so).
bool gameFileTable(ItemRecorder& recorder, const char* id, const std::vector<GameFileEntry>& entries,
                   std::string& selected, float rows, bool openOnClick = false, bool listing = false);

// A game's legend window (View > Legend) when it first opens: `widthEm` by `heightEm` font sizes, but never more
// than 30 % of the window's width (half the board's) and 80 % of its height, at the board's top-left corner, so at
// any UI scale the board's right part and the column stay in sight beside it.
void placeLegendWindow(float widthEm, float heightEm);

// The right column is split between the Turn panel (top, a few rows), Hand, Character board and Intruder bag.
struct ColumnSlot {
  float y;
  float h;
};
[[nodiscard]] ColumnSlot turnSlot(const ScreenLayout& s);
[[nodiscard]] ColumnSlot handSlot(const ScreenLayout& s);
[[nodiscard]] ColumnSlot characterSlot(const ScreenLayout& s);
[[nodiscard]] ColumnSlot bagSlot(const ScreenLayout& s);

// A file as a player is shown it: its name, never the folders it sits in ("busy-ship.json" for
// "/usr/share/nemesis-companion/assets/scenarios/busy-ship.json"); the whole path goes in a tooltip.
[[nodiscard]] std::string fileNameOf(const std::string& path);

// Case-insensitive substring test; an empty needle matches everything.
[[nodiscard]] bool containsCaseless(std::string_view haystack, std::string_view needle);

// One event-log line of any module, as one item: the sentence ("!" before an important one, for players who
// cannot tell the colour apart) and its citation, dimmed.
void logLine(const std::string& text, const std::string& citation, bool important);

// A tooltip with wrapped text for the last item.
void tooltipText(std::string_view text, bool allowWhenDisabled = false);

// A rule's quoted text as a player reads it: without the Markdown of the page it quotes (a page may quote bold
// and icons), an icon by its name in brackets ("[Noise Icon]") as the rules reference's texts show it.
[[nodiscard]] std::string readableRuleText(std::string_view text);
// Tooltip body of any game's rule: its citation ("seed 004 · Noise Roll"), whether it is our ruling, its text.
void ruleTooltipBody(const RuleText& rule);

// A lesson step that highlights `panel` (kLessonPanels: "hand", "log", "bag", "character", "round" = the Turn
// panel, "dice" = the status bar, which tells the last roll) outlines the current window, pulsing; recorded
// as "lesson.outline.PANEL". Call between the window's Begin and End.
void lessonOutline(const PanelContext& c, std::string_view panel);

// Records the last submitted item in `recorder` (item_recorder.hpp), while it is enabled, under `name` (with
// `index` appended as ".index" when >= 0), and its words.
void recordItem(ItemRecorder& recorder, const char* name, int index = -1, std::string_view text = {});

}  // namespace nemesis::ui::detail
