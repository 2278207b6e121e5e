// User text in messages. An error repeats what a file, a script, an option or a setting said (a token, a
// field name, a value) so the reader can find it; but that text may be megabytes long, hold terminal escape
// sequences, a NUL that would cut the message short, or bytes that are not UTF-8. quote() shows any of it
// short and visibly.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace nemesis {

inline constexpr std::size_t kQuotedLength = 60;

// `text` in double quotes with every character visible: \" \\ \n \r \t, NUL as \0, other control characters
// and DEL as \x1b, the C1 controls and the bidirectional-override and line-separator characters as \u009b,
// each byte that is not part of valid UTF-8 as \xff. Longer than `limit` characters (an escape counts its
// length), it is cut there with "…" and followed by its length: "aaaa…" (10485760 bytes).
[[nodiscard]] std::string quote(std::string_view text, std::size_t limit = kQuotedLength);

// A field or setting name as a message path shows it: as is when it is a plain name (1-60 letters, digits
// and '_'), else quote(name): `characters[0].class`, `"\x1b[31m"`.
[[nodiscard]] std::string quoteName(std::string_view name);

// A whole message made safe to print: the same escapes for control characters (newline and tab stay) and
// bytes that are not UTF-8, but no quotes and no limit. Text that quote() wrote passes unchanged.
[[nodiscard]] std::string printable(std::string_view message);

}  // namespace nemesis
