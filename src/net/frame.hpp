// The network's framing (issue 25): every message travels as a frame, a 4-byte big-endian length and then that
// many bytes of payload (a cereal portable-binary message, engine/kernel/wire.hpp). A FrameReader takes the bytes
// as they arrive, in any pieces, and hands back whole payloads; a length over its limit (or a zero length) is an
// error that names the frame, found from the header alone. The reader holds the whole payloads of what it was fed
// and at most one partial frame, never more than its limit of a frame it has not received. Pure: no sockets.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace nemesis::net {

// The largest payload a client may send (commands, chat, a hello: all far smaller) and a server may send (a
// seat's view of a game, with its events).
inline constexpr std::size_t kMaxClientFrame = std::size_t{64} * 1024;
inline constexpr std::size_t kMaxServerFrame = std::size_t{4} * 1024 * 1024;
inline constexpr std::size_t kFrameHeader = 4;

// `payload` with its length in front. Throws std::length_error for a payload over 4 GiB - 1 (never sent).
[[nodiscard]] std::string frameOf(std::string_view payload);

class FrameReader {
 public:
  explicit FrameReader(std::size_t maxPayload) : max_(maxPayload) {}
  // Takes bytes as they came off the connection. After an error nothing more is read (the connection is closed).
  void feed(std::string_view bytes);
  // The next whole payload, oldest first; nothing while none is complete.
  [[nodiscard]] std::optional<std::string> next();
  // Why the stream is unreadable ("frame 3: 9000000 bytes claimed, at most 65536"); empty while it is fine.
  [[nodiscard]] const std::string& error() const { return error_; }
  // Bytes held (a partial frame and whole payloads not yet taken): at most one frame's header and payload more
  // than what next() has not yet been asked for.
  [[nodiscard]] std::size_t buffered() const;
  [[nodiscard]] std::uint64_t framesRead() const { return frames_; }

 private:
  std::size_t max_;
  std::string partial_;     // the frame being read: its header, then its payload so far
  std::size_t length_ = 0;  // the payload length of the frame being read, once its header is whole
  std::deque<std::string> ready_;
  std::uint64_t frames_ = 0;
  std::string error_;
};

}  // namespace nemesis::net
