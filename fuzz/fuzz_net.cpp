// The network's decoders (issue 25): any bytes from a connection are cut into frames or refused with an error
// naming the frame, and each frame's payload decodes to a hello or is refused with a WireError naming the field,
// without a crash or an allocation the bytes did not pay for. A payload is also read as a Nemesis seat's view
// (what a server sends), which loads or is refused with a SnapshotError. What decodes must encode and decode
// back unchanged. The same bytes also go to a server's session layer (as a client's connection, its seat held)
// and to a client's (as the server's stream): each refuses what it cannot read and keeps its output bounded. The
// first byte of the input picks the size of the pieces the stream arrives in.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/seat_view.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "fuzz_support.hpp"
#include "net/frame.hpp"
#include "net/hello.hpp"
#include "net/session.hpp"

namespace {

const std::shared_ptr<const nemesis::Board>& basicBoard() {
  static const auto board =
      std::make_shared<const nemesis::Board>(nemesis::loadBoardFile(fuzz::boardsDir() + "/basic.json"));
  return board;
}

void payload(const std::string& bytes) {
  try {
    const auto hello = nemesis::wire::decode<nemesis::net::ClientHello>(bytes, "hello");
    const std::vector<nemesis::net::GameRules> server{{"Nemesis", 1}, {"Enormity", 2}};
    (void)nemesis::net::answerHello(hello, server, "fuzz");
    if (!(nemesis::wire::decode<nemesis::net::ClientHello>(nemesis::wire::encode(hello), "again") == hello)) {
      fuzz::fail("a hello does not read back unchanged");
    }
  } catch (const nemesis::wire::WireError&) {
  }
  try {
    const nemesis::SeatView view = nemesis::loadSeatView(bytes, basicBoard(), "view");
    if (!(nemesis::loadSeatView(nemesis::seatViewBytes(view), basicBoard(), "again") == view)) {
      fuzz::fail("a seat's view does not read back unchanged");
    }
  } catch (const nemesis::SnapshotError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t piece = 1 + data[0] % 64;
  const std::string stream = fuzz::bytesToString(data + 1, size - 1);
  nemesis::net::FrameReader reader(nemesis::net::kMaxClientFrame);
  for (std::size_t at = 0; at < stream.size() && reader.error().empty(); at += piece) {
    reader.feed(std::string_view(stream).substr(at, piece));
    if (reader.buffered() > stream.size()) fuzz::fail("the frame reader holds more than it was fed");
    while (auto p = reader.next()) payload(*p);
  }
  nemesis::net::SessionConfig config;
  config.maxPending = 256 * 1024;
  nemesis::net::ServerSessions server(config, 1, [](nemesis::net::SeatId) { return std::string("view"); });
  const nemesis::net::SeatId seat = server.addSeat();
  server.opened(1, 0);
  server.seat(1, seat, 0);
  nemesis::net::ClientSession client;
  nemesis::net::Millis now = 0;
  for (std::size_t at = 0; at < stream.size(); at += piece) {
    now += 1000;
    const std::string_view part = std::string_view(stream).substr(at, piece);
    for (const nemesis::net::ClientMessage& m : server.received(1, part, now)) server.publish(seat, m.body);
    server.tick(now);
    if (server.pending(1) > config.maxPending) fuzz::fail("a connection's output passed the cap");
    (void)server.takeOutput(1);
    (void)client.received(part, now);
  }
  return 0;
}
