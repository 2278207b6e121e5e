// Tally: a game that exists only in the tests, registered from this folder as a real game registers itself
// (src/app/enormity/enormity_game.cpp), to prove the seam: a third game plays in the client (new-game window,
// the gate, undo and redo, Save, Open, autosave, Continue) without a line of the app naming it.
// Its rules: a total starts at the scenario's "start"; "add N" adds N, for N from 1 to 3 only (its one rule).
#include "tally_game.hpp"

#include <imgui.h>
#include <rapidjson/document.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <utility>

#include "engine/kernel/basic_replay.hpp"
#include "game_client.hpp"
#include "game_registry.hpp"
#include "panel_common.hpp"

namespace tally {

namespace {

struct Game {
  int start = 0;
  std::vector<int> commands;
  [[nodiscard]] int total() const {
    int t = start;
    for (const int n : commands) t += n;
    return t;
  }
};

// "add N": N (the gate judges it); throws for a line that is not a command.
int parseAdd(const std::string& line, const std::string& where) {
  if (line.rfind("add ", 0) != 0) throw std::runtime_error(where + ": " + line + " is not a command (add N)");
  try {
    return std::stoi(line.substr(4));
  } catch (const std::exception&) {
    throw std::runtime_error(where + ": " + line + ": N is not a number");
  }
}

Game readGame(std::string_view text, const std::string& path) {
  rapidjson::Document d;
  d.Parse(text.data(), text.size());
  if (d.HasParseError() || !d.IsObject() || !d.HasMember("start") || !d["start"].IsInt()) {
    throw std::runtime_error(path + ": not a tally file (\"start\": a number)");
  }
  Game g;
  g.start = d["start"].GetInt();
  if (d.HasMember("commands") && d["commands"].IsArray()) {
    for (const auto& c : d["commands"].GetArray()) g.commands.push_back(c.GetInt());
  }
  return g;
}

class TallyClient final : public nemesis::app::GameClient {
 public:
  TallyClient(nemesis::ui::UiState& ui, Game game) : ui_(ui), game_(std::move(game)) {}

  [[nodiscard]] std::string gameName() const override { return "Tally"; }
  [[nodiscard]] std::string statusText() const override { return "total " + std::to_string(game_.total()); }
  void fitCamera(nemesis::view::Camera&, nemesis::view::Rect, float) const override {}
  void update(float, float) override {}
  void skipAnimations() override {}
  [[nodiscard]] bool idle() const override { return true; }
  std::vector<nemesis::view::AnimKind> takeStartedAnimations() override { return {}; }
  void drawPanels(nemesis::ui::PanelContext& app) override {
    ImGui::Begin("Tally");
    ImGui::Text("Total %d", game_.total());
    if (ImGui::Button("Add 1")) outbox_.push_back(1);
    nemesis::ui::detail::recordItem(app.ui.recorder, "tally.add");
    ImGui::End();
  }
  void applyOutbox() override {
    const std::vector<int> work = std::exchange(outbox_, {});
    for (const int n : work) submit(n);
  }
  void drawBoard(const nemesis::view::Camera&, float) override {}
  [[nodiscard]] std::uint64_t frameKey() const override { return static_cast<std::uint64_t>(game_.total()); }
  void mouseMoved(nemesis::view::Vec2, const nemesis::view::Camera&) override {}
  void clicked(nemesis::view::Vec2, const nemesis::view::Camera&) override {}
  bool submitLine(const std::string& text, const std::string& source, int line) override {
    return submit(parseAdd(text, source + ":" + std::to_string(line)));
  }
  [[nodiscard]] bool canUndo() const override { return !game_.commands.empty(); }
  [[nodiscard]] std::string whyNoUndo() const override { return "Nothing to undo."; }
  [[nodiscard]] bool canRedo() const override { return !redo_.empty(); }
  void undo() override {
    redo_.push_back(game_.commands.back());
    game_.commands.pop_back();
    changed();
  }
  void redo() override {
    game_.commands.push_back(redo_.back());
    redo_.pop_back();
    changed();
  }
  [[nodiscard]] bool sandbox() const override { return false; }
  void setSandbox(bool) override {}
  [[nodiscard]] std::size_t commandCount() const override { return game_.commands.size(); }
  [[nodiscard]] bool playingLesson() const override { return false; }
  void lessonView(nemesis::ui::LessonView&) override {}
  void lessonRequest(const nemesis::ui::Request&) override {}
  [[nodiscard]] std::string saveText() const override { return saveTextOf(game_.start, game_.commands); }
  [[nodiscard]] bool provesWhole() const override { return true; }

  // The one gate: the rule's refusal is the only one.
  bool submit(int n) {
    if (n < 1 || n > 3) {
      ui_.status = "Add 1, 2 or 3, not " + std::to_string(n) + " (tally rule: at most 3 at a time).";
      ui_.statusIsError = true;
      return false;
    }
    game_.commands.push_back(n);
    redo_.clear();
    changed();
    return true;
  }

 private:
  nemesis::ui::UiState& ui_;
  Game game_;
  std::vector<int> redo_;
  std::vector<int> outbox_;
};

[[maybe_unused]] const bool kRegistered = nemesis::app::registerClientGame({
    .name = "tally",
    .title = "Tally (a test game)",
    .label = "Tally",
    .blurb = "Adds 1 to 3 at a time.",
    .rulesTab = {},  // no rule texts of its own
    .rulesNote = {},
    .rules = {},
    .order = 90,
    .formats = {"tally-scenario", "tally-replay"},
    .saveFormat = "tally-replay",
    .startFiles = [](const std::string&) { return std::vector<std::string>{scenarioPath()}; },
    .open = [](const nemesis::app::ClientContext& c, std::string_view text,
               const std::string& path) -> std::unique_ptr<nemesis::app::GameClient> {
      return std::make_unique<TallyClient>(c.ui, readGame(text, path));
    },
    .summarize =
        [](std::string_view text, const std::string&) {
          return nemesis::app::AutosaveSummary{"total " + std::to_string(readGame(text, "autosave").total()), false};
        },
});

}  // namespace

std::string saveTextOf(int start, const std::vector<int>& commands) {
  std::string text = "{\"format\": \"tally-replay\", \"start\": " + std::to_string(start) + ", \"commands\": [";
  for (std::size_t i = 0; i < commands.size(); ++i) text += (i == 0 ? "" : ", ") + std::to_string(commands[i]);
  return text + "]}\n";
}

std::string scenarioPath() {
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/tally";
  const std::string path = dir + "/start-at-10.json";
  if (!std::filesystem::exists(path)) {
    std::filesystem::create_directories(dir);
    std::ofstream(path) << "{\"format\": \"tally-scenario\", \"start\": 10}\n";
  }
  return path;
}

}  // namespace tally
