// The network's decoders (issue 25): any bytes from a connection are cut into frames or refused with an error
// naming the frame, and each frame's payload decodes to a hello or is refused with a WireError naming the field,
// without a crash or an allocation the bytes did not pay for. A payload is also read as a Nemesis seat's view
// and as an Enormity seat's view (what a server sends), which load or are refused with a SnapshotError or a
// ViewError; a state is dealt from a view that loads and its legal commands listed (what a client and a bot do);
// and as each game's table-update events (what the desktop client reads).
// What decodes must encode and decode back unchanged. The same bytes also go to a server's session layer (as a client's connection, its seat held)
// and to a client's (as the server's stream): each refuses what it cannot read and keeps its output bounded. The
// first byte of the input picks the size of the pieces the stream arrives in.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/enormity/legal.hpp"
#include "engine/enormity/seat_view.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/legal.hpp"
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
    // What a client and a bot do with a view: deal a state from it and list its legal commands.
    const nemesis::GameState s = nemesis::stateOfView(view, basicBoard());
    std::vector<nemesis::Command> legal;
    nemesis::legalCommands(s, legal);
  } catch (const nemesis::SnapshotError&) {
  }
  try {
    // A table update's events, as a client reads them (for a game of up to five characters).
    const nemesis::EventLog log = nemesis::loadEvents(bytes, basicBoard(), nemesis::kMaxCharacters, "events");
    if (nemesis::eventBytes(nemesis::loadEvents(nemesis::eventBytes(log), basicBoard(), nemesis::kMaxCharacters,
                                                "again")) != nemesis::eventBytes(log)) {
      fuzz::fail("a table update's events do not read back unchanged");
    }
  } catch (const nemesis::SnapshotError&) {
  }
  try {
    namespace en = nemesis::enormity;
    const en::SeatView view = en::loadSeatView(bytes, "view");
    const std::string again = en::seatViewBytes(view);
    if (en::seatViewBytes(en::loadSeatView(again, "again")) != again) {
      fuzz::fail("an Enormity view does not read back unchanged");
    }
    const en::State s = en::stateOfView(view);
    std::vector<en::Command> legal;
    en::legalCommands(s, legal);
  } catch (const nemesis::enormity::ViewError&) {
  }
  try {
    namespace en = nemesis::enormity;
    const en::EventLog log = en::loadEvents(bytes, "events");
    if (en::eventBytes(en::loadEvents(en::eventBytes(log), "again")) != en::eventBytes(log)) {
      fuzz::fail("an Enormity table update's events do not read back unchanged");
    }
  } catch (const nemesis::enormity::ViewError&) {
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
