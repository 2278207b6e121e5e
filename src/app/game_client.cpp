// The GameClient defaults that need the app's files (game_client.hpp).
#include "game_client.hpp"

#include "autosave.hpp"
#include "engine/kernel/file_io.hpp"

namespace nemesis::app {

void GameClient::save(const std::string& path) const {
  writeFileAtomically(path, saveText());  // a replay: its start and every command
}

bool GameClient::lessonAwaitsContinue() {
  ui::LessonView v;
  lessonView(v);
  return v.active && !v.finished &&
         (v.kind == LessonStepKind::Say || v.kind == LessonStepKind::Observe || v.kind == LessonStepKind::Check);
}

std::string GameClient::lessonTitle() {
  ui::LessonView v;
  lessonView(v);
  return v.title;
}

void GameClient::writeAutosave(const std::string& dir, const AutosaveMeta& meta, std::string_view game) const {
  (void)writeModuleAutosave(dir, meta.gameId, game, saveText());
}

}  // namespace nemesis::app
