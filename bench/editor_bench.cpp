// Scenario editor benchmark (reports figures, asserts nothing; bench/README.md): what one edit costs. An edit
// changes the scenario's JSON, lays it out and has the game's scenario reader read it (EditDocument::apply); the
// editor's board shows the position that reading made (ScenarioEditor::Reader). This is paid on every click. Measured on a short hand-written
// scenario and on a full save of the same position (what Edit > Scenario editor: this position starts from), for
// each game: a Noise marker (Nemesis) or a Blip (Enormity) put on and taken off, in thread CPU time, medians of
// REPEATS edits. The undo history keeps one text per edit: its size is reported too.
//   nemesis_editor_bench [repeats=51]
#include <cstdio>
#include <string>

#include "bench_args.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/enormity/scenario_edit.hpp"
#include "engine/kernel/edit_document.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/scenario_edit.hpp"
#include "median_ms.hpp"

namespace {

const std::string kAssets = NEMESIS_ASSETS_DIR;

std::string readScenario(const std::string& path) {
  return nemesis::readFileLimited(path, std::size_t{1} << 20U, "a scenario");
}

// Median microseconds of one edit, toggling one thing on and off.
template <typename Toggle, typename Read>
double editMicros(nemesis::EditDocument& doc, int repeats, Toggle toggle, Read read) {
  bool on = true;
  return 1e6 * bench::medianCpuSeconds(repeats, [&] {
           const std::string why = doc.apply([&](rapidjson::Document& d) { toggle(d, on); }, read);
           if (!why.empty()) std::fprintf(stderr, "refused: %s\n", why.c_str());
           on = !on;
         });
}

void report(const char* what, const nemesis::EditDocument& doc, double micros) {
  std::printf("%-52s %8.1f  (%zu bytes a step of undo)\n", what, micros, doc.text().size());
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_editor_bench [REPEATS=51]", 1);
  const int repeats = args.integer(1, 51, 1, 100000);
  const std::string boards = kAssets + "/boards";
  const std::string enormityAssets = kAssets + "/enormity";

  // Nemesis: the busy ship as written by hand, and as a full save.
  const auto nemesisRead = [&](const std::string& text) {
    try {
      (void)nemesis::parseScenario(text, "bench", boards);
      return std::string();
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
  };
  const std::string busy = readScenario(kAssets + "/scenarios/busy-ship.json");
  const nemesis::GameState busyState = nemesis::parseScenario(busy, "bench", boards);
  const nemesis::Board& board = busyState.topo();
  const int corridor = board.corridorBetween(*board.roomByLabel(11), *board.roomByLabel(8));
  const auto noise = [&](rapidjson::Document& d, bool on) { nemesis::scenario_edit::setNoise(d, board, corridor, on); };
  nemesis::EditDocument shortDoc(busy, "busy-ship.json");
  nemesis::EditDocument fullDoc(nemesis::writeScenario(busyState), "busy-ship (saved)");
  const double nemesisShort = editMicros(shortDoc, repeats, noise, nemesisRead);
  const double nemesisFull = editMicros(fullDoc, repeats, noise, nemesisRead);

  // Enormity: the first Noise roll as written by hand, and as a full save (the data embedded).
  const auto enormityRead = [&](const std::string& text) {
    try {
      (void)nemesis::enormity::parseScenario(text, "bench", enormityAssets);
      return std::string();
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
  };
  const std::string first = readScenario(enormityAssets + "/scenarios/first-noise.json");
  const auto blip = [](rapidjson::Document& d, bool on) {
    auto& list = nemesis::listOf(d, "blips");
    if (on) {
      nemesis::enormity::scenario_edit::addBlip(d, {0, 3}, std::nullopt, std::nullopt);
    } else {
      nemesis::enormity::scenario_edit::removeBlip(d, static_cast<int>(list.Size()) - 1);
    }
  };
  nemesis::EditDocument enormityShort(first, "first-noise.json");
  nemesis::EditDocument enormityFull(
      nemesis::enormity::writeScenario(nemesis::enormity::parseScenario(first, "bench", enormityAssets)),
      "first-noise (saved)");
  const double enormityShortMicros = editMicros(enormityShort, repeats, blip, enormityRead);
  const double enormityFullMicros = editMicros(enormityFull, repeats, blip, enormityRead);

  std::printf("one edit, read by the game's scenario reader; microseconds of CPU, median of %d\n", repeats);
  report("Nemesis busy ship (hand-written), a Noise marker", shortDoc, nemesisShort);
  report("Nemesis busy ship (a full save), a Noise marker", fullDoc, nemesisFull);
  report("Enormity first Noise roll (hand-written), a Blip", enormityShort, enormityShortMicros);
  report("Enormity first Noise roll (a full save), a Blip", enormityFull, enormityFullMicros);
  return 0;
}
