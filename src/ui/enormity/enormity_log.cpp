#include "enormity_log.hpp"

#include <type_traits>

namespace nemesis::ui::enormity {

namespace {

// What a viewer highlights for an event: the Blip or Spacer it names (the event carries it, nothing is guessed).
template <class T>
void pointsAt(const T& x, LogEntry& entry) {
  if constexpr (requires { x.blip; }) entry.blip = x.blip;
  if constexpr (requires { x.spacer; }) entry.spacer = x.spacer;
}

template <class T>
constexpr bool kImportant =
    std::is_same_v<T, en::ev::BlipRevealed> || std::is_same_v<T, en::ev::IntruderSpawned> ||
    std::is_same_v<T, en::ev::StressGained> || std::is_same_v<T, en::ev::SpacerDied> ||
    std::is_same_v<T, en::ev::OverwhelmTriggered> || std::is_same_v<T, en::ev::CountdownAdvanced> ||
    std::is_same_v<T, en::ev::GameLost> || std::is_same_v<T, en::ev::OverwhelmDue>;

}  // namespace

LogEntry makeLogEntry(const en::State& s, const en::Event& e, int command) {
  LogEntry entry;
  entry.command = command;
  entry.rule = e.rule;
  entry.text = en::describe(s, e);
  entry.citation = en::citation(e.rule);
  std::visit(
      [&](const auto& x) {
        pointsAt(x, entry);
        entry.important = kImportant<std::decay_t<decltype(x)>>;
      },
      e.data);
  return entry;
}

}  // namespace nemesis::ui::enormity
