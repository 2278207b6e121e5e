// Frame benchmark of the desktop client (reports figures, asserts nothing). In one run, in the same window:
// the busy scenario (assets/scenarios/busy-ship.json: every kind of piece and marker, a long log) drawn
// still and while a Danger's animations play, and an empty Dear ImGui frame for the ratio; then a second
// client playing the Event phases of a game by rounds. Also the time from start to the first presented
// frame and the peak resident memory.
//   nemesis_frame_bench [frames=600] [width=1600] [height=900]
// Runs on whatever SDL video driver is set: SDL_VIDEODRIVER=dummy for headless, or under xvfb-run for a real
// X11 window (presenting costs there). The renderer is SDL's software renderer, as in the client's default.
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app.hpp"
#include "bench_args.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/setup.hpp"
#include "fast_ui_drawing.hpp"
#include "nemesis/nemesis_client.hpp"
#include "ui/nemesis/new_game_form.hpp"

namespace {

// The Nemesis game the benchmark's client plays.
nemesis::app::NemesisClient& nemesisOf(const nemesis::app::App& app) {
  return dynamic_cast<nemesis::app::NemesisClient&>(app.client());
}

using Clock = std::chrono::steady_clock;

// The Enter key pressed (or released) in the app's window.
void enterKey(nemesis::app::App& app, bool down) {
  SDL_Event e{};
  e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
  e.key.keysym.sym = SDLK_RETURN;
  e.key.keysym.scancode = SDL_SCANCODE_RETURN;
  e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
  app.handleEvent(e);
}

struct Stats {
  double median = 0;
  double p99 = 0;
  double max = 0;
};

Stats statsOf(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  Stats s;
  s.median = ms[ms.size() / 2];
  s.p99 = ms[std::min(ms.size() - 1, static_cast<std::size_t>(static_cast<double>(ms.size()) * 0.99))];
  s.max = ms.back();
  return s;
}

double since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// The same frame shape as the client's, with nothing in it.
void emptyImGuiFrame(SDL_Renderer* renderer) {
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  ImGui::Render();
  SDL_SetRenderDrawColor(renderer, 14, 17, 24, 255);
  SDL_RenderClear(renderer);
  nemesis::app::renderImGuiDrawData(renderer, ImGui::GetDrawData());
  SDL_RenderPresent(renderer);
}

void report(const char* name, const Stats& s) {
  std::printf("%-34s median %6.3f ms   p99 %6.3f ms   max %6.3f ms\n", name, s.median, s.p99, s.max);
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_frame_bench [FRAMES=600] [WIDTH=1600] [HEIGHT=900]", 3);
  const int frames = args.integer(1, 600, 1, 1000000);
  nemesis::app::AppOptions options;
  options.width = args.integer(2, 1600, 640, 16384);
  options.height = args.integer(3, 900, 400, 16384);
  options.scenario = std::string(NEMESIS_ASSETS_DIR) + "/scenarios/busy-ship.json";
  options.assetsDir = NEMESIS_ASSETS_DIR;
  options.savesDir = "/tmp";
  const char* driver = std::getenv("SDL_VIDEODRIVER");

  const Clock::time_point start = Clock::now();
  nemesis::app::App app(options);
  app.frame(1.0f / 60.0f);
  const double firstFrame = since(start);
  // A long log, as late in a game: the panels have plenty to lay out every frame.
  nemesisOf(app).presentation().setSpeed(0);
  for (int i = 0; i < 40; ++i) {
    const nemesis::Command force = nemesis::parseCommand("force noise=silence", nemesisOf(app).state());
    nemesisOf(app).submit(force);
  }
  app.ui().showRules = false;
  app.ui().showNewGame = false;
  app.ui().showScenarioInfo = false;  // the scenario's introduction window, as a player would close it
  for (int i = 0; i < 30; ++i) app.frame(1.0f / 60.0f);  // warm the text caches

  std::vector<double> still;   // the client as it runs: an unchanged frame is not drawn again
  std::vector<double> redraw;  // the same frames, drawn in full every time
  std::vector<double> animated;
  std::vector<double> empty;
  // Interleaved in rounds, so the machine's noise hits all three alike.
  const int rounds = 10;
  for (int r = 0; r < rounds; ++r) {
    for (int i = 0; i < frames / rounds; ++i) {
      const Clock::time_point t = Clock::now();
      app.frame(1.0f / 60.0f);
      still.push_back(since(t));
    }
    for (int i = 0; i < frames / rounds; ++i) {
      app.forceRedraw();
      const Clock::time_point t = Clock::now();
      app.frame(1.0f / 60.0f);
      redraw.push_back(since(t));
    }
    for (int i = 0; i < frames / rounds; ++i) {
      const Clock::time_point t = Clock::now();
      emptyImGuiFrame(app.renderer());
      empty.push_back(since(t));
    }
    // Animations: the Scout walks with a forced Danger (Intruders slide in), then back; played at speed 1.
    nemesisOf(app).presentation().setSpeed(1);
    for (int i = 0; i < frames / rounds; ++i) {
      if (nemesisOf(app).animations().idle()) {
        const int scout = 1;
        const int room = nemesisOf(app).state().character(scout).room;
        const nemesis::BoardRoom& from = nemesisOf(app).state().topo().room(room);
        for (int k = 0; k < from.linkCount; ++k) {
          const int to = from.links[static_cast<std::size_t>(k)].room;
          nemesisOf(app).submit(nemesis::parseCommand("force noise=danger", nemesisOf(app).state()));
          nemesis::Move move{scout, to, nemesis::Payment::of({})};
          const auto& hand = nemesisOf(app).state().character(scout).hand;
          for (const nemesis::Card& c : hand) {
            if (c.kind == nemesis::CardKind::Action) {
              move.pay = nemesis::Payment::of({c.number});
              break;
            }
          }
          if (nemesisOf(app).submit(move).ok()) break;
        }
      }
      const Clock::time_point t = Clock::now();
      app.frame(1.0f / 60.0f);
      animated.push_back(since(t));
    }
    nemesisOf(app).presentation().setSpeed(0);
  }

  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);  // the busy client alone, before the second one starts

  // A game by rounds whose Event phases play at speed 1 (banners, the Event card, Intruders moving, the bag
  // development token): everyone passes, with a forced Event card each round so all 20 come up.
  nemesis::app::AppOptions roundsOptions = options;
  roundsOptions.scenario.clear();
  roundsOptions.players = 4;
  roundsOptions.seed = 1;
  roundsOptions.freePlay = 0;
  nemesis::app::App roundsApp(roundsOptions);
  roundsApp.ui().showNewGame = false;
  std::vector<double> eventPhase;
  int card = 0;
  std::uint64_t seed = 1;
  int handOverFrames = 0;
  while (eventPhase.size() < still.size()) {
    // Hot seat: the next player presses Enter (Ready) a third of a second after the hand-over screen comes up,
    // as a player would (Dear ImGui reads the press and the release in different frames).
    if (roundsApp.ui().handOver >= 0) {
      ++handOverFrames;
      if (handOverFrames == 20 || handOverFrames == 21) enterKey(roundsApp, handOverFrames == 20);
    } else {
      handOverFrames = 0;
    }
    if (nemesisOf(roundsApp).animations().idle()) {
      if (nemesisOf(roundsApp).state().status != nemesis::GameStatus::Playing) {
        nemesis::ui::NewGameRequest request;
        request.seats = nemesis::ui::seatsOf(nemesis::defaultCharacters(4));
        request.seed = ++seed;
        roundsApp.newGame(request);
      }
      nemesisOf(roundsApp).submit(
          nemesis::parseCommand("force event=" + std::to_string(1 + card++ % 20), nemesisOf(roundsApp).state()));
      const int round = nemesisOf(roundsApp).state().round;
      while (nemesisOf(roundsApp).state().round == round &&
             nemesisOf(roundsApp).state().status == nemesis::GameStatus::Playing) {
        if (!nemesisOf(roundsApp).submit(nemesis::Pass{nemesisOf(roundsApp).state().turn}).ok()) break;
      }
    }
    const Clock::time_point t = Clock::now();
    roundsApp.frame(1.0f / 60.0f);
    eventPhase.push_back(since(t));
  }
  const Stats ev = statsOf(eventPhase);
  const Stats s = statsOf(still);
  const Stats f = statsOf(redraw);
  const Stats a = statsOf(animated);
  const Stats e = statsOf(empty);
  std::printf("frame benchmark: %dx%d, SDL video driver %s, software renderer, %zu frames each\n", options.width,
              options.height, driver != nullptr ? driver : "(default)", still.size());
  report("busy, still (unchanged: not redrawn)", s);
  report("busy, still, full redraw forced", f);
  report("busy, animations playing", a);
  report("empty Dear ImGui frame", e);
  report("rounds, Event phase playing", ev);
  std::printf("ratio busy/empty (medians): still %.2f, full redraw %.2f, animated %.2f\n", s.median / e.median,
              f.median / e.median, a.median / e.median);
  std::printf("ratio busy/empty (p99): still %.2f, full redraw %.2f, animated %.2f\n", s.p99 / e.p99, f.p99 / e.p99,
              a.p99 / e.p99);
  std::printf("frames drawn by the client: %llu of %zu\n", static_cast<unsigned long long>(app.framesDrawn()),
              still.size() + redraw.size() + animated.size() + 31);
  std::printf("start to first presented frame: %.1f ms (SDL, window, art, fonts, scenario)\n", firstFrame);
  std::printf("peak resident memory of the busy client: %.1f MB\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
  return 0;
}
