// Enormity in the client: its registration (game_registry.hpp). The shell learns of the game only from here.
#include <rapidjson/document.h>

#include <algorithm>
#include <filesystem>

#include "app/game_registry.hpp"
#include "engine/enormity/enormity_rules.hpp"
#include "engine/enormity/lesson.hpp"
#include "engine/enormity/rules.hpp"
#include "engine/enormity/script.hpp"
#include "engine/enormity/seat_view.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/file_io.hpp"
#include "enormity_client.hpp"
#include "enormity_editor.hpp"
#include "game_files.hpp"
#include "record_replay.hpp"

namespace nemesis::app {

namespace {

namespace en = nemesis::enormity;

// What the new-game window shows of a scenario ("name", "description") or a lesson ("title", "description"): read
// without playing it; a file that cannot be read is offered by its file name (opening it says what is wrong).
ui::StartFile describe(const std::string& path) {
  ui::StartFile f{path, {}, {}};
  try {
    const std::string text = readFileLimited(path, kMaxReplayBytes, "a scenario");
    rapidjson::Document doc;
    doc.Parse(text.data(), text.size());
    if (doc.HasParseError() || !doc.IsObject()) return f;
    const auto field = [&doc](const char* key) {
      const auto it = doc.FindMember(key);
      return it != doc.MemberEnd() && it->value.IsString() ? std::string(it->value.GetString()) : std::string();
    };
    const bool lesson = replay_text::formatOf(text) == "enormity-lesson";
    f.name = lesson ? field("title") : field("name");
    f.about = field("description");
    if (lesson && f.about.empty()) f.about = "A lesson, played step by step on the real game.";
  } catch (const FileError&) {
    // Offered by its file name.
  }
  return f;
}

// The scenarios of assets/enormity/scenarios, by file name (an online room may start from one).
std::vector<ui::StartFile> scenarios(const std::string& assetsRoot) {
  std::vector<ui::StartFile> files;
  for (const std::string& p : jsonFilesIn(assetsRoot + "/enormity/scenarios")) files.push_back(describe(p));
  return files;
}

// Its scenarios, then the lessons of assets/enormity/tutorials in their order (a missing folder offers what there
// is).
std::vector<ui::StartFile> startFiles(const std::string& gameAssets) {
  std::vector<std::string> paths = jsonFilesIn(gameAssets + "/scenarios");
  try {
    for (std::string& lesson : en::lessonFiles(gameAssets + "/tutorials")) paths.push_back(std::move(lesson));
  } catch (const FileError&) {
    // No lessons folder: the scenarios alone.
  }
  std::vector<ui::StartFile> files;
  files.reserve(paths.size());
  for (const std::string& p : paths) files.push_back(describe(p));
  return files;
}

// Where an autosave (a replay) stands: its last state, played as the replay is read.
AutosaveSummary summarize(std::string_view text, const std::string& gameAssets) {
  const StatePlayer<en::EnormityRules> end = readReplayOf<en::EnormityRules, StatePlayer<en::EnormityRules>>(
      std::string(text), "autosave", gameAssets, nullptr, nullptr, [](const auto&, const auto&) {});
  const en::State& s = end.state();
  const auto alive = std::count_if(s.spacers.begin(), s.spacers.end(), [](const en::Spacer& p) { return p.alive; });
  AutosaveSummary out;
  out.where = "Countdown " + std::to_string(s.countdown) + " · " + std::to_string(alive) +
              (alive == 1 ? " Spacer" : " Spacers") + " alive";
  out.over = s.status != en::Status::Playing;
  return out;
}

[[maybe_unused]] const bool kRegistered = registerClientGame({
    .name = "enormity",
    .title = "Enormity: the Noise roll",
    .label = "Enormity",
    .blurb = "Seed 001, a second game: Danger dice pools by Countdown level, re-rolls, and Blips that move toward "
             "the noisy Spacer on a grid map. Played from a scenario.",
    .rulesTab = "Enormity (a different game)",
    .rulesNote = "Enormity is a different game, not Nemesis. Seed 001 is its Noise Roll page: its Noise roll is a "
                 "second rules module of this project, playable on its own (File > New game > Enormity: two "
                 "scenarios and two lessons). Nothing on this tab applies to a game of Nemesis. The dice and icons it "
                 "pictures are not part of the project: their names are shown in brackets.",
    .rules = en::ruleTable(),
    .order = 10,
    .formats = {"enormity-scenario", std::string(en::EnormityRules::kReplayFormat), "enormity-lesson"},
    .saveFormat = std::string(en::EnormityRules::kReplayFormat),
    .startFiles = startFiles,
    .open = [](const ClientContext& c, std::string_view text, const std::string& path) -> std::unique_ptr<GameClient> {
      return std::make_unique<EnormityClient>(c.art, c.ui, text, path, c.assetsDir);
    },
    .summarize = summarize,
    .online = [](const ClientContext& c, const OnlineTableStart& start) -> std::unique_ptr<GameClient> {
      return std::make_unique<EnormityClient>(c.art, c.ui, start, c.assetsDir);
    },
    .replay = [](const ClientContext& c, const RoomRecordStart& r) -> std::unique_ptr<GameClient> {
      auto history = std::make_unique<en::History>(en::tableStart(r.scenario, c.assetsDir));
      playRecord<en::EnormityRules>(*history, r.commands, r.source,
                                    [](const std::string& text, const en::State& s, const std::string& source,
                                       int line) { return en::parseCommand(text, s, source, line); });
      return std::make_unique<EnormityClient>(c.art, c.ui, std::move(history), c.assetsDir);
    },
    .scenarios = scenarios,
    .editor = [](const ClientContext& c, const EditorStart& start) -> std::unique_ptr<GameClient> {
      return std::make_unique<EnormityEditor>(c, start);
    },
    .scenarioFormat = "enormity-scenario",
});

}  // namespace

}  // namespace nemesis::app
