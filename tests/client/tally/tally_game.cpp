// Tally: a game that exists only in the tests, registered from this folder as a real game registers itself
// (src/app/enormity/enormity_game.cpp), to prove the seams: a third game, its rules on the kernel (tally_rules.hpp:
// a few commands, a chance node, events), plays in the client through the one gate every game's client uses
// (app/game_session.hpp) with its new-game window entry, undo and redo, Save, Open, autosave and Continue,
// without a line of the app naming it.
#include "tally_game.hpp"

#include <imgui.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <utility>

#include "engine/kernel/basic_replay.hpp"
#include "game_client.hpp"
#include "game_registry.hpp"
#include "game_session.hpp"
#include "panel_common.hpp"
#include "tally_rules.hpp"

namespace tally {

namespace {

// Its presentation: each event is shown for kEventSeconds at speed 1 (at once at speed 0), and the state drawn is
// the one the last shown event left (GameSession's Presenter).
class Presentation {
 public:
  static constexpr float kEventSeconds = 0.25f;
  void reset(const State& s) {
    state_ = s;
    queue_.clear();
    presented_ = pushed_;
  }
  void push(const EventLog& events, std::vector<State> moments, const State& after) {
    for (std::size_t i = 0; i < events.size(); ++i) queue_.push_back(i < moments.size() ? moments[i] : after);
    pushed_ += events.size();
    if (speed_ <= 0.0f) finish();
  }
  void update(float seconds) {
    if (speed_ <= 0.0f) {
      finish();
      return;
    }
    elapsed_ += seconds * speed_;
    while (!queue_.empty() && elapsed_ >= kEventSeconds) {
      elapsed_ -= kEventSeconds;
      showFront();
    }
    if (queue_.empty()) elapsed_ = 0;
  }
  void finish() {
    while (!queue_.empty()) showFront();
    elapsed_ = 0;
  }
  [[nodiscard]] bool idle() const { return queue_.empty(); }
  [[nodiscard]] const State& state() const { return state_; }
  [[nodiscard]] std::uint64_t presented() const { return presented_; }
  [[nodiscard]] std::uint64_t pushed() const { return pushed_; }
  void setSpeed(float speed) { speed_ = speed; }

 private:
  void showFront() {
    state_ = queue_.front();
    queue_.pop_front();
    ++presented_;
  }
  State state_;
  std::deque<State> queue_;  // the moment after each event still to show
  std::uint64_t presented_ = 0;
  std::uint64_t pushed_ = 0;
  float elapsed_ = 0;
  float speed_ = 1;
};

struct LogEntry {
  int command = 0;
  std::string text;
};

using Session = nemesis::app::GameSession<TallyRules, Presentation, LogEntry, History>;

// A file of the game: a scenario starts it, a replay (its save) plays its commands into the undo history.
std::unique_ptr<History> historyOf(std::string_view text, const std::string& path) {
  if (nemesis::replay_text::formatOf(text) == TallyRules::kReplayFormat) {
    nemesis::PlayedReplay<History> played = nemesis::playReplayOf<TallyRules, History>(
        std::string(text), path, std::string(), [](const History&, const EventLog&) {});
    if (!played.check.ok()) throw FileError(path + ": " + played.check.message);
    return std::make_unique<History>(std::move(played.history));
  }
  return std::make_unique<History>(TallyRules::parseScenario(std::string(text), path, {}));
}

class TallyClient final : public nemesis::app::GameClient {
 public:
  TallyClient(nemesis::ui::UiState& ui, std::unique_ptr<History> history) : ui_(ui), session_(std::move(history)) {
    Session::Hooks& h = session_.hooks();
    h.blocked = [this](nemesis::ui::CommandSource from) {
      return from == nemesis::ui::CommandSource::Script ? std::string() : inputBlocked();
    };
    h.entries = [](const Session::Played& p) {
      std::vector<LogEntry> entries;
      for (const Event& e : p.events) entries.push_back({p.number, describeEvent(e)});
      return entries;
    };
    h.say = [this](const std::string& text, bool error) {
      ui_.status = text;
      ui_.statusIsError = error;
    };
    h.shown = [this](const LogEntry& e) {
      ui_.status = e.text;
      ui_.statusIsError = false;
    };
    h.changed = [this] { changed(); };
    session_.rebuildLog();
  }

  [[nodiscard]] std::string gameName() const override { return "Tally"; }
  [[nodiscard]] std::string statusText() const override {
    return "total " + std::to_string(session_.presentedState().total);
  }
  void fitCamera(nemesis::view::Camera&, nemesis::view::Rect, float) const override {}
  void update(float seconds, float speed) override {
    session_.presentation().setSpeed(speed);
    session_.update(seconds);
  }
  void skipAnimations() override { session_.finish(); }
  [[nodiscard]] bool idle() const override { return session_.presentation().idle(); }
  std::vector<nemesis::view::AnimKind> takeStartedAnimations() override { return {}; }
  void drawPanels(nemesis::ui::PanelContext& app) override {
    ImGui::Begin("Tally");
    const State& s = session_.presentedState();
    ImGui::Text("Total %d", s.total);
    if (ImGui::Button("Add 1")) outbox_.emplace_back(Add{1});
    nemesis::ui::detail::recordItem(app.ui.recorder, "tally.add");
    if (ImGui::Button("Roll")) outbox_.emplace_back(Roll{});
    nemesis::ui::detail::recordItem(app.ui.recorder, "tally.roll");
    // The odds before the roll, from the same listing the roll draws from.
    ImGui::Text("A roll reaches %d: %.0f%%", s.total + 3, 100.0 * oddsOfReaching(s, s.total + 3));
    for (const LogEntry& e : session_.shownLog()) ImGui::TextUnformatted(e.text.c_str());
    ImGui::End();
  }
  void applyOutbox() override {
    const std::vector<Command> work = std::exchange(outbox_, {});
    for (const Command& c : work) {
      if (!submit(c, nemesis::ui::CommandSource::Click).ok()) break;
    }
  }
  void drawBoard(const nemesis::view::Camera&, float) override {}
  [[nodiscard]] std::uint64_t frameKey() const override {
    return TallyRules::stateHash(session_.presentedState()) ^ session_.presentation().presented();
  }
  void mouseMoved(nemesis::view::Vec2, const nemesis::view::Camera&) override {}
  void clicked(nemesis::view::Vec2, const nemesis::view::Camera&) override {}
  bool submitLine(const std::string& text, const std::string& source, int line) override {
    return submit(TallyRules::parseCommand(text, state(), source, line), nemesis::ui::CommandSource::Script).ok();
  }
  [[nodiscard]] bool canUndo() const override { return session_.history().canUndo(); }
  [[nodiscard]] std::string whyNoUndo() const override { return session_.history().whyNoUndo(); }
  [[nodiscard]] bool canRedo() const override { return session_.history().canRedo(); }
  void undo() override { (void)session_.undo(); }
  void redo() override { (void)session_.redo(); }
  [[nodiscard]] bool sandbox() const override { return session_.history().sandbox(); }
  void setSandbox(bool on) override { session_.history().setSandbox(on); }
  [[nodiscard]] std::size_t commandCount() const override { return session_.history().commands().size(); }
  [[nodiscard]] bool playingLesson() const override { return false; }
  void lessonView(nemesis::ui::LessonView&) override {}
  void lessonRequest(const nemesis::ui::Request&) override {}
  [[nodiscard]] std::string saveText() const override {
    return nemesis::writeReplayOf(
        nemesis::recordReplayOf<TallyRules>(session_.history().initial(), session_.history().commands()));
  }
  [[nodiscard]] bool provesWhole() const override { return true; }

  Session::Result submit(const Command& cmd, nemesis::ui::CommandSource from) { return session_.submit(cmd, from); }
  [[nodiscard]] const State& state() const { return session_.state(); }
  [[nodiscard]] const std::vector<LogEntry>& log() const { return session_.shownLog(); }

 private:
  nemesis::ui::UiState& ui_;
  Session session_;
  std::vector<Command> outbox_;
};

[[maybe_unused]] const bool kRegistered = nemesis::app::registerClientGame({
    .name = "tally",
    .title = "Tally (a test game)",
    .label = "Tally",
    .blurb = "Adds 1 to 3 at a time, or rolls a three-sided die.",
    .rulesTab = {},  // no tab in the rules reference
    .rulesNote = {},
    .rules = ruleTable(),
    .order = 90,
    .formats = {"tally-scenario", std::string(TallyRules::kReplayFormat)},
    .saveFormat = std::string(TallyRules::kReplayFormat),
    .startFiles =
        [](const std::string&) {
          return std::vector<nemesis::ui::StartFile>{
              {scenarioPath(), "Start at 10", "The total starts at 10: add 1 to 3 at a time, or roll the die."}};
        },
    .open = [](const nemesis::app::ClientContext& c, std::string_view text,
               const std::string& path) -> std::unique_ptr<nemesis::app::GameClient> {
      return std::make_unique<TallyClient>(c.ui, historyOf(text, path));
    },
    .summarize =
        [](std::string_view text, const std::string&) {
          return nemesis::app::AutosaveSummary{"total " + std::to_string(historyOf(text, "autosave")->state().total),
                                               false};
        },
});

}  // namespace

std::string scenarioPath() {
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/tally";
  const std::string path = dir + "/start-at-10-seed-5.json";
  if (!std::filesystem::exists(path)) {
    std::filesystem::create_directories(dir);
    std::ofstream(path) << "{\"format\": \"tally-scenario\", \"start\": 10, \"seed\": 5}\n";
  }
  return path;
}

}  // namespace tally
