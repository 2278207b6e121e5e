#include "enormity_client.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <stdexcept>

#include "engine/enormity/engine.hpp"
#include "engine/enormity/hash.hpp"
#include "engine/enormity/queries.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/enormity/sheet.hpp"
#include "engine/kernel/file_io.hpp"
#include "render/enormity/grid_layout.hpp"

namespace nemesis::app {

namespace en = nemesis::enormity;
namespace ven = nemesis::view::enormity;
namespace uen = nemesis::ui::enormity;

namespace {

constexpr float kPulseSeconds = 1.4f;

// A scenario's game, or a replay's: read, verified and played into the undo history in one pass (each command
// applied once), its log made as it goes. `provesWhole`: false for a version 1 replay, which cannot show that
// no steps are missing.
std::unique_ptr<en::History> historyOf(std::string_view text, std::string_view format, const std::string& path,
                                       const std::string& assetsDir, std::vector<uen::LogEntry>& log,
                                       bool& provesWhole) {
  if (format == en::EnormityRules::kReplayFormat) {
    int command = 0;
    PlayedReplay<en::History> played = playReplayOf<en::EnormityRules, en::History>(
        std::string(text), path, assetsDir, [&](const en::History& h, const en::EventLog& events) {
          ++command;
          for (const en::Event& e : events) log.push_back(uen::makeLogEntry(h.state(), e, command));
        });
    if (!played.check.ok()) throw en::DataError(path + ": " + played.check.message);
    provesWhole = played.check.provesWhole;
    return std::make_unique<en::History>(std::move(played.history));
  }
  return std::make_unique<en::History>(en::parseScenario(text, path, assetsDir));
}

std::string stageText(const en::State& s) {
  if (s.pending.kind != en::DecisionKind::None) return "choose (a tie)";
  switch (s.roll.stage) {
    case en::RollStage::Confidence: return "re-rolls, the bonus, Discipline, then assign";
    case en::RollStage::Stress: return "Stress re-rolls, the bonus, Discipline, then assign";
    case en::RollStage::Discipline: return s.roll.bonus > 0 ? "place the bonus" : "Discipline, then assign";
    case en::RollStage::Assign: return "assign the results";
    case en::RollStage::Moving: return "the Blips move";
    case en::RollStage::None: break;
  }
  return "make Noise, move or advance the Countdown";
}

}  // namespace

bool isEnormityFormat(std::string_view format) {
  return format == "enormity-scenario" || format == en::EnormityRules::kReplayFormat || format == "enormity-lesson";
}

EnormityClient::EnormityClient(view::Art& art, ui::UiState& ui, std::string_view text, const std::string& path,
                               const std::string& assetsDir)
    : art_(art), ui_(ui), assetsDir_(assetsDir), painter_(art) {
  const std::string format = replay_text::formatOf(text);
  if (format == "enormity-lesson") {
    lesson_ = std::make_unique<en::LessonRunner>(en::parseLesson(text, path, assetsDir));
    session_ = std::make_unique<Session>(std::make_unique<en::History>(lesson_->lesson().start));
    // "Next lesson" at the end offers the file after this one in its folder.
    std::vector<std::string> files;
    try {
      files = en::lessonFiles(std::filesystem::path(path).parent_path().string());
    } catch (const FileError&) {
      // A lesson whose folder cannot be listed has no next lesson; it still plays.
    }
    const auto at = std::find_if(files.begin(), files.end(), [&path](const std::string& f) {
      return std::filesystem::path(f).filename() == std::filesystem::path(path).filename();
    });
    if (at != files.end() && at + 1 != files.end()) nextLesson_ = *(at + 1);
  } else {
    std::vector<uen::LogEntry> log;
    session_ = std::make_unique<Session>(historyOf(text, format, path, assetsDir, log, provesWhole_));
    session_->log().shown() = std::move(log);
  }
  hookSession();
  applyLessonForcing();
}

void EnormityClient::hookSession() {
  Session::Hooks& h = session_->hooks();
  h.blocked = [this](ui::CommandSource from) {
    return from == ui::CommandSource::Script ? std::string() : inputBlocked();
  };
  // In a lesson the runner judges first: a command the step does not ask for gets the step's hint.
  h.lesson = [this](const en::Command& cmd, en::EventLog&, en::Moments&) {
    if (!lesson_) return LessonGate::Pass;
    if (const std::optional<std::string> why = lesson_->refusal(state(), cmd)) {
      ui_.status = *why;
      ui_.statusIsError = true;
      lessonRefusal_ = *why;
      return LessonGate::Refused;
    }
    return LessonGate::Pass;
  };
  h.entries = [](const Session::Played& p) {
    std::vector<uen::LogEntry> entries;
    for (std::size_t i = 0; i < p.events.size(); ++i)
      entries.push_back(uen::makeLogEntry(p.moments[i], p.events[i], p.number));
    return entries;
  };
  h.say = [this](const std::string& text, bool error) {
    ui_.status = text;
    ui_.statusIsError = error;
  };
  // The engine's refusal (not blocked input's "wait for the board") is what a lesson's strip repeats.
  h.refusal = [this](const en::State& before, const en::Command&, const en::Verdict& v) {
    std::string why = en::explain(before, v);
    if (lesson_) lessonRefusal_ = why;
    return why;
  };
  h.accepted = [this](const en::Command& cmd) {
    ui_.status.clear();
    ui_.statusIsError = false;
    lessonRefusal_.clear();
    if (std::holds_alternative<en::ForceOutcomes>(cmd)) return;
    // A new step of the roll starts with nothing picked.
    clearPicks();
    if (lesson_) {
      lesson_->accepted();
      applyLessonForcing();
    }
  };
  h.changed = [this] { changed(); };
}

void EnormityClient::clearPicks() {
  panels_.pairs.clear();
  panels_.selectedDie = -1;
}

void EnormityClient::applyLessonForcing() {
  if (!lesson_) return;
  if (const std::optional<en::Command> force = lesson_->forcing()) {
    if (submit(*force)) lesson_->forced();
  }
}

void EnormityClient::lessonContinue() {
  if (!lesson_) return;
  // Continue (or Enter) while the board still plays the last command first shows its end: the step that tells
  // what happened is read with it on the board, never passed unseen.
  if (!idle()) {
    skipAnimations();
    return;
  }
  if (lesson_->next()) {
    lessonRefusal_.clear();
    applyLessonForcing();
  }
}

void EnormityClient::lessonSkip() {
  const en::LessonStep* step = lesson_->step();
  if (step == nullptr) return;
  // The step played as the lesson's solution plays it: no step is passed without its effect.
  skipAnimations();
  if (step->kind != en::LessonStepKind::Do) {
    lessonContinue();
    return;
  }
  try {
    (void)submit(en::parseCommand(step->command, state(), lesson_->lesson().source));
  } catch (const ScriptError& e) {
    ui_.status = e.what();  // cannot happen: the reader played this command from here
    ui_.statusIsError = true;
  }
}

void EnormityClient::lessonRestart() {
  lesson_->restart();
  lessonKeep(0, "The lesson starts again.");
}

void EnormityClient::lessonKeep(std::size_t commands, const std::string& status) {
  // The history rebuilt from the lesson's start with the commands kept: a lesson is a few commands, and undo
  // would stop at the dice it revealed.
  auto kept = std::make_unique<en::History>(lesson_->lesson().start);
  en::EventLog events;
  const std::vector<en::Command>& played = history().commands();
  for (std::size_t i = 0; i < std::min(commands, played.size()); ++i) {
    events.clear();
    (void)kept->apply(played[i], events);  // applied before, from the same position
  }
  session_->replace(std::move(kept));
  clearPicks();
  lessonRefusal_.clear();
  ui_.status = status;
  ui_.statusIsError = false;
  applyLessonForcing();
}

void EnormityClient::lessonView(ui::LessonView& v) {
  if (!lesson_) return;
  const en::Lesson& lesson = lesson_->lesson();
  const en::LessonStep* step = lesson_->step();
  v.active = true;
  v.title = lesson.title;
  v.steps = static_cast<int>(lesson.steps.size());
  v.step = static_cast<int>(lesson_->stepIndex()) + 1;
  v.finished = step == nullptr;
  v.kind = step == nullptr                             ? nemesis::LessonStepKind::Say
           : step->kind == en::LessonStepKind::Do      ? nemesis::LessonStepKind::Do
           : step->kind == en::LessonStepKind::Observe ? nemesis::LessonStepKind::Observe
                                                       : nemesis::LessonStepKind::Say;
  // An observe step tells what the board is still playing: its text waits for the board.
  v.watching = step != nullptr && step->kind == en::LessonStepKind::Observe && !idle();
  v.text = step == nullptr ? std::string() : v.watching ? std::string("Watch the board.") : step->text;
  v.canUndo = lesson_->canGoBack();
  v.refusal = lessonRefusal_;
  v.deadEnd.clear();  // the runner lets no other command through, so no step can become impossible
  v.answers.clear();
  v.panels.clear();
  v.rooms.clear();
  v.corridors.clear();
  v.characters.clear();
  v.nextLesson = v.finished ? nextLesson_ : std::string();
}

void EnormityClient::lessonRequest(const ui::Request& r) {
  if (!lesson_) return;
  switch (r.kind) {
    case ui::RequestKind::LessonNext: lessonContinue(); break;
    case ui::RequestKind::LessonSkip: lessonSkip(); break;
    case ui::RequestKind::LessonRestart: lessonRestart(); break;
    case ui::RequestKind::LessonRewind: lessonKeep(lesson_->rewindStep(), "Back to the start of this step."); break;
    default: break;
  }
}

std::string EnormityClient::statusText() const {
  const en::State& s = presented();
  std::string text =
      "Enormity · Countdown " + en::countdownLabel(s.countdown) + " · " + std::string(en::levelName(en::level(s)));
  if (s.status == en::Status::Lost) return text + " · Game lost";
  const int spacer = s.roll.stage != en::RollStage::None ? s.roll.spacer : panels_.spacer;
  if (spacer >= 0 && spacer < s.spacerCount()) {
    text += " · " + en::spacerName(s, spacer) + (s.roll.stage != en::RollStage::None ? "'s Noise: " : ": ");
  }
  return text + stageText(s);
}

std::string EnormityClient::positionText() const {
  return en::writeScenario(state());
}

void EnormityClient::fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const {
  ven::fitMap(camera, presented().topo(), viewport, uiScale);
}

void EnormityClient::update(float seconds, float speed) {
  session_->presentation().setSpeed(speed);
  session_->update(seconds);
  pulseClock_ = std::fmod(pulseClock_ + seconds, kPulseSeconds);
}

void EnormityClient::skipAnimations() {
  session_->finish();
}

bool EnormityClient::submit(const en::Command& cmd, ui::CommandSource from) {
  const Session::Result r = session_->submit(cmd, from);
  return r.ok() || r.gated == Gated::Sent;  // online, the table's answer comes back as its news
}

bool EnormityClient::submitLine(const std::string& text, const std::string& source, int line) {
  return submit(en::parseCommand(text, state(), source, line));
}

void EnormityClient::undo() {
  if (online_) {
    if (const std::string why = online_->undo(); !why.empty()) {
      ui_.status = why;
      ui_.statusIsError = true;
    }
    return;
  }
  if (lesson_) {
    if (const std::optional<std::size_t> keep = lesson_->back()) {
      lessonKeep(*keep, "Undone.");
    } else {
      ui_.status = whyNoUndo();
      ui_.statusIsError = true;
    }
    return;
  }
  if (!session_->undo()) {
    ui_.status = history().whyNoUndo();  // the whole sentence ("Cannot undo: ...")
    ui_.statusIsError = true;
    return;
  }
  clearPicks();
}

void EnormityClient::redo() {
  if (lesson_) return;
  clearPicks();
  (void)session_->redo();
}

std::string EnormityClient::saveText() const {
  return writeReplayOf(recordReplayOf<en::EnormityRules>(history().initial(), history().commands()));
}

void EnormityClient::drawPanels(ui::PanelContext& app) {
  panels_.hoverBlip = -1;
  panels_.hoverSpacer = -1;
  uen::PanelContext c{presented(), log(), panels_, outbox_, app.ui, app.screen, app.settings.uiScale, !idle()};
  if (!app.screen.collapsed) uen::drawNoisePanel(c);
  uen::drawLogPanel(c);
  uen::drawDecisionWindow(c);
  // Online, the debug overlay forces outcomes only at a sandbox table (everyone sees it, the record keeps it).
  if (!online_ || sandbox()) uen::drawDebugPanel(c);
}

void EnormityClient::applyOutbox() {
  std::vector<en::Command> commands;
  commands.swap(outbox_);
  for (const en::Command& cmd : commands) {
    if (!submit(cmd, ui::CommandSource::Click)) break;  // the rest were asked for after a refused one
  }
}

ven::GridHighlights EnormityClient::highlights() const {
  ven::GridHighlights h;
  const en::State& s = presented();
  h.activeSpacer = s.roll.stage != en::RollStage::None ? s.roll.spacer : panels_.spacer;
  h.selectedDie = panels_.selectedDie;
  h.chosen = panels_.pairs;
  h.hoverBlip = panels_.hoverBlip >= 0 ? panels_.hoverBlip : hoverBlip_;
  h.hoverSpace = hoverSpace_;
  h.pulse = 0.5f + 0.5f * std::cos(pulseClock_ / kPulseSeconds * 6.2831853f);
  if (!idle() || s.status == en::Status::Lost) return h;
  if (s.pending.kind == en::DecisionKind::ClosestBlip) {
    h.blips = s.pending.options;
  } else if (s.pending.kind == en::DecisionKind::ZigzagAxis) {
    h.blips = {s.pending.blip};
  } else if (s.pending.kind == en::DecisionKind::SpawnPoint) {
    h.spawnPoints = s.pending.options;
  } else if (panels_.selectedDie >= 0) {
    for (const en::Blip& b : s.blips) h.blips.push_back(b.id);
  } else if (s.roll.stage == en::RollStage::None && panels_.spacer >= 0 && panels_.spacer < s.spacerCount()) {
    // The spaces a Move may go to, as the engine judges them (no second copy of the movement rule here).
    const en::Space at = s.spacer(panels_.spacer).space;
    for (const en::Space to :
         {en::Space{at.x, at.y - 1}, en::Space{at.x + 1, at.y}, en::Space{at.x, at.y + 1}, en::Space{at.x - 1, at.y}}) {
      if (en::validate(s, en::MoveSpacer{panels_.spacer, to, false}).ok()) h.spaces.push_back(to);
    }
  }
  return h;
}

void EnormityClient::drawBoard(const view::Camera& camera, float uiScale) {
  viewport_ = camera.viewport();
  uiScale_ = uiScale;
  painter_.draw(presentation(), camera, highlights(), uiScale);
}

std::uint64_t EnormityClient::frameKey() const {
  const ven::GridHighlights h = highlights();
  std::uint64_t key = en::stateHash(presented()) ^ (presentation().presented() * 0x9E3779B97F4A7C15ULL);
  const auto mix = [&key](long long v) { key = (key ^ static_cast<std::uint64_t>(v)) * 0x100000001B3ULL; };
  for (int b : h.blips) mix(b + 1LL);
  for (const en::Space& sp : h.spaces) mix(sp.x * 1000LL + sp.y + 7);
  for (int p : h.spawnPoints) mix(p + 11LL);
  mix(h.selectedDie + 2LL);
  for (const en::Assignment& a : h.chosen) mix(a.die * 1000LL + a.blip + 5);
  mix(h.hoverBlip + 2LL);
  mix(h.hoverSpace ? h.hoverSpace->x * 1000LL + h.hoverSpace->y + 3 : 1);
  mix(h.activeSpacer + 2LL);
  mix(std::lround(h.pulse * 16.0f));
  return key;
}

void EnormityClient::mouseMoved(view::Vec2 screen, const view::Camera& camera) {
  const view::Vec2 world = camera.toWorld(screen);
  const en::State& s = presented();
  hoverBlip_ = ven::blipAt(s, world);
  hoverSpace_ = ven::spaceAt(s.topo(), world);
}

void EnormityClient::clicked(view::Vec2 screen, const view::Camera& camera) {
  // A command goes to the gate, which refuses the player's input while the board still presents.
  constexpr ui::CommandSource kClick = ui::CommandSource::Click;
  const en::State& s = presented();
  const view::Vec2 world = camera.toWorld(screen);
  const int blip = ven::blipAt(s, world);
  // A tie decision is answered on the board too: a Blip for the closest-Blip tie, a spawn point for R-23.
  if (s.pending.kind == en::DecisionKind::ClosestBlip && blip >= 0) {
    submit(en::Choose{blip}, kClick);
    return;
  }
  if (s.pending.kind == en::DecisionKind::SpawnPoint) {
    if (const std::optional<int> point = ven::spawnPointAt(s.topo(), world)) submit(en::Choose{*point}, kClick);
    return;
  }
  if (s.roll.stage != en::RollStage::None && s.roll.stage != en::RollStage::Moving) {
    // Picking a die or a Blip is the panels' choice, not yet a command: the same refusal while the board presents.
    if (const std::string why = inputBlocked(); !why.empty()) {
      ui_.status = why;
      ui_.statusIsError = true;
      return;
    }
    uen::PanelContext c{s, log(), panels_, outbox_, ui_, {}, uiScale_, false};
    const int die = ven::dieAtScreen(viewport_, static_cast<int>(s.roll.dice.size()), screen, uiScale_);
    if (die >= 0) {
      uen::pickDie(c, die);
    } else if (blip >= 0) {
      uen::pickBlip(c, blip);
    }
    return;
  }
  if (s.roll.stage != en::RollStage::None) return;
  const std::optional<en::Space> space = ven::spaceAt(s.topo(), world);
  if (!space) return;
  // A click on a Spacer picks who the panels act for; on another space, the picked Spacer moves there.
  for (int i = 0; i < s.spacerCount(); ++i) {
    if (s.spacer(i).alive && s.spacer(i).space == *space) {
      panels_.spacer = i;
      return;
    }
  }
  submit(en::MoveSpacer{panels_.spacer, *space, panels_.hurried}, kClick);
}

}  // namespace nemesis::app
