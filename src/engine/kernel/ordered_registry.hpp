// The games' registries (the client's, src/app/game_registry.hpp; nemesis-lab's, src/lab/lab_games.hpp) keep
// their entries in one list ordered by `order` and find one by `name` or by a file "format" it claims. The list
// itself is the caller's (a function-local static there): this holds only the ordering and the lookups, so the
// kernel keeps no state.
#pragma once

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

namespace nemesis::registry {

// Inserts `entry` after every entry of lower or equal `order` (registrations of one order keep theirs).
template <class Entry>
void insertByOrder(std::vector<Entry>& entries, Entry entry) {
  const auto at = std::upper_bound(entries.begin(), entries.end(), entry.order,
                                   [](int order, const Entry& e) { return order < e.order; });
  entries.insert(at, std::move(entry));
}

template <class Entry>
[[nodiscard]] const Entry* named(const std::vector<Entry>& entries, std::string_view name) {
  const auto it = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) { return e.name == name; });
  return it == entries.end() ? nullptr : &*it;
}

// The entry whose `formats` holds `format`, or null.
template <class Entry>
[[nodiscard]] const Entry* claiming(const std::vector<Entry>& entries, std::string_view format) {
  const auto it = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) {
    return std::find(e.formats.begin(), e.formats.end(), format) != e.formats.end();
  });
  return it == entries.end() ? nullptr : &*it;
}

}  // namespace nemesis::registry
