// A scenario being edited (the scenario editor, issue 27), the same for every game: the file's JSON document,
// changed by one edit at a time, each kept only when the game's own scenario reader reads the result (so the
// document is always a position a file can hold: nothing invalid is shown, played or saved), with undo and redo
// over every edit. What the game does not read is kept as it was: "_about" comments, the fields of a short file
// left to their defaults, the order of the members. Pure: no game, no clock.
#pragma once

#include <rapidjson/document.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace nemesis {

class EditDocument {
 public:
  // Reads the game's reader's verdict on a text: empty when it reads it, else why not ("FIELD: PROBLEM").
  using Check = std::function<std::string(const std::string& text)>;
  using Edit = std::function<void(rapidjson::Document& doc)>;

  // `text` as opened (it must be a JSON object: the game's reader has read it before). Throws std::runtime_error
  // naming `source` when it is not.
  EditDocument(std::string text, const std::string& source);

  // Applies `edit` to a copy of the document and writes it out (layoutScenario); the copy becomes the document
  // only when `check` reads it. Returns "" when applied, else the reader's reason (nothing changes). An edit that
  // changes nothing is not an undo step.
  std::string apply(const Edit& edit, const Check& check);

  [[nodiscard]] const rapidjson::Document& doc() const { return doc_; }
  // The text a save writes: as opened while nothing was edited (the file stays byte for byte), else laid out.
  [[nodiscard]] const std::string& text() const { return text_; }

  [[nodiscard]] bool canUndo() const { return !undo_.empty(); }
  [[nodiscard]] bool canRedo() const { return !redo_.empty(); }
  void undo();
  void redo();
  // Edits applied (undo and redo included) since it was opened: the app's "unsaved" follows it.
  [[nodiscard]] std::size_t changes() const { return changes_; }

  // The file's "name" and "description" (not part of the position), "" when absent.
  [[nodiscard]] std::string member(std::string_view key) const;

 private:
  void load(std::string text);
  // Undo (from the undo list to the redo list) or redo (the other way).
  void step(std::vector<std::string>& from, std::vector<std::string>& to);
  std::string text_;
  rapidjson::Document doc_;
  std::vector<std::string> undo_;
  std::vector<std::string> redo_;
  std::size_t changes_ = 0;
};

// A scenario's JSON as the hand-written files lay it out: one top-level member per line, a list whose entries are
// objects or lists one entry per line, a long object (an embedded map or board) one member per line, everything
// else on one line; ends with a newline.
[[nodiscard]] std::string layoutScenario(const rapidjson::Value& doc);

// Small helpers for the games' edits: the member `key` of `object`, made (as `kind`) when absent.
rapidjson::Value& memberOf(rapidjson::Document& doc, rapidjson::Value& object, std::string_view key,
                           rapidjson::Type kind);
// Sets `key` of `object` to `value`, adding it when absent.
void setMember(rapidjson::Document& doc, rapidjson::Value& object, std::string_view key, rapidjson::Value value);
void removeMember(rapidjson::Value& object, std::string_view key);
// The top-level list `key`, made empty when absent (or not a list); its entry `index` when it is an object (else
// null); the entry taken out (nothing when there is none).
rapidjson::Value& listOf(rapidjson::Document& doc, std::string_view key);
rapidjson::Value* entryOf(rapidjson::Document& doc, std::string_view key, int index);
void eraseEntry(rapidjson::Document& doc, std::string_view key, int index);
// A string value owned by the document.
[[nodiscard]] rapidjson::Value textValue(rapidjson::Document& doc, std::string_view text);

}  // namespace nemesis
