// The wording every module's replay messages share (basic_replay.hpp).
#include <rapidjson/document.h>

#include <algorithm>

#include "engine/kernel/basic_replay.hpp"

namespace nemesis::replay_text {

bool parseHash(std::string_view text, std::uint64_t& out) {
  if (text.size() != 16) return false;
  std::uint64_t h = 0;
  for (char c : text) {
    unsigned digit = 0;
    if (c >= '0' && c <= '9') {
      digit = static_cast<unsigned>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      digit = static_cast<unsigned>(c - 'a' + 10);
    } else if (c >= 'A' && c <= 'F') {
      digit = static_cast<unsigned>(c - 'A' + 10);
    } else {
      return false;
    }
    h = (h << 4U) | digit;
  }
  out = h;
  return true;
}

std::string listOf(const std::vector<std::string>& items) {
  if (items.empty()) return "nothing";
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : ", ") + quote(items[i]);
  return text;
}

std::string stepName(int index, const std::string& text) {
  return "step " + std::to_string(index + 1) + " (" + text + ")";
}

std::string hashDiffers(std::uint64_t actual, std::uint64_t recorded) {
  return "the state hash is " + hex64(actual) + " but the replay recorded " + hex64(recorded);
}

std::string divergedAt(const std::string& where, int index, const std::string& text, std::uint64_t actual,
                       std::uint64_t recorded) {
  return where + ": Replay diverges at " + stepName(index, text) + ": " + hashDiffers(actual, recorded);
}

std::string commandSource(const std::string& source, const std::string& where) {
  return source + ": " + where + ".command";
}

std::string unreadable(const std::string& source, const std::string& where, const std::string& error) {
  const std::string prefix = commandSource(source, where) + ":1:";
  return error.rfind(prefix, 0) == 0 ? "column " + error.substr(prefix.size()) : error;
}

StepFailure unreadableStep(const std::string& where, const std::string& named, const std::string& problem) {
  return {where + ".command: " + named + ": " + problem, named + " cannot be read: " + problem};
}

StepFailure refusedStep(const std::string& where, const std::string& named, const std::string& reason) {
  return {where + ".command: Replay diverges at " + named + ": the command is refused: " + reason,
          named + " is refused: " + reason};
}

std::string failureMessage(const std::string& source, const std::string& diverged, const StepFailure& f) {
  return source + ": " + (diverged.empty() ? f.alone : diverged + "; then " + f.after);
}

std::string countDiffers(std::uint64_t recorded, std::size_t listed, const std::string& named, const std::string& why) {
  const bool missing = recorded > listed;
  std::string text =
      "the replay records " + std::to_string(recorded) + " steps (step_count) but lists " + std::to_string(listed);
  if (named.empty()) return text + (missing ? ": steps are missing at its end" : ": more than it records");
  return text +
         (missing ? ": steps are missing before " + named + ", the first that does not follow: "
                  : ": steps were added; " + named + " is the first that does not follow: ") +
         why;
}

std::string versionOneNote() {
  return "a version 1 replay: it does not record its length, so steps missing at its end would go unnoticed";
}

void refusedAt(ReplayCheck& check, int index, const std::string& text, const std::string& reason) {
  check.firstDivergence = index;
  check.message = "Replay diverges at " + stepName(index, text) + ": the command is refused: " + reason;
}

bool stepAgrees(ReplayCheck& check, int index, const std::string& text, const std::vector<std::string>& outcomes,
                const std::vector<std::string>* recorded, std::uint64_t actual,
                std::optional<std::uint64_t> recordedHash) {
  const auto diverges = [&](const std::string& why) {
    check.firstDivergence = index;
    check.actual = actual;
    check.message = "Replay diverges at " + stepName(index, text) + ": " + why;
    return false;
  };
  if (recorded != nullptr && outcomes != *recorded) {
    check.expected = recordedHash.value_or(0);
    return diverges("it revealed " + listOf(outcomes) + " where the replay recorded " + listOf(*recorded) + ".");
  }
  if (!recordedHash) return diverges("the replay records no hash for it.");
  if (actual != *recordedHash) {
    check.expected = *recordedHash;
    return diverges(hashDiffers(actual, *recordedHash) + ".");
  }
  return true;
}

void finishCheck(ReplayCheck& check, std::uint64_t actual, std::optional<std::uint64_t> recordedFinal) {
  if (recordedFinal && actual != *recordedFinal) {
    check.firstDivergence = std::max(0, check.steps - 1);
    check.expected = *recordedFinal;
    check.actual = actual;
    check.message = "Replay diverges at its end (after " + std::to_string(check.steps) +
                    " steps): the final state hash is " + hex64(actual) + " but the replay recorded " +
                    hex64(*recordedFinal) + " (final_hash).";
    return;
  }
  check.message = "OK: " + std::to_string(check.steps) + " step" + (check.steps == 1 ? "" : "s") +
                  " replayed, every state hash matches" +
                  (recordedFinal ? std::string(".") : " (" + versionOneNote() + ").");
}

std::string formatOf(std::string_view json) {
  rapidjson::Document doc;
  if (parseJson(doc, json) || !doc.IsObject()) return {};
  const auto it = doc.FindMember("format");
  if (it == doc.MemberEnd() || !it->value.IsString()) return {};
  return {it->value.GetString(), it->value.GetStringLength()};
}

}  // namespace nemesis::replay_text
