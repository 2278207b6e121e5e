// The network's pure parts (issue 25): frames come back whole however the bytes are cut; a frame's length over
// the limit, or zero, is refused from its header alone; a message's list or text claiming more than its bound is
// refused (naming the field) before anything is allocated: in a trial a 9-byte frame asked cereal's own vector
// loader for 8 TiB; the hello tells a client from another program, protocol or rules data why they cannot play.
#include <string>
#include <vector>

#include "net/frame.hpp"
#include "net/hello.hpp"
#include "support.hpp"

using nemesis::net::ClientHello;
using nemesis::net::frameOf;
using nemesis::net::FrameReader;
using nemesis::net::GameRules;
using nemesis::wire::WireError;
using test::errorOf;

TEST_CASE("frames come back whole and in order however the bytes are cut") {
  const std::vector<std::string> payloads{"a", std::string(300, 'b'), std::string("\0\1\2", 3),
                                          std::string(70000, 'c')};
  std::string stream;
  for (const std::string& p : payloads) stream += frameOf(p);
  for (const std::size_t piece : {std::size_t{1}, std::size_t{3}, std::size_t{4096}, stream.size()}) {
    CAPTURE(piece);
    FrameReader reader(100000);
    std::vector<std::string> got;
    for (std::size_t at = 0; at < stream.size(); at += piece) {
      reader.feed(std::string_view(stream).substr(at, piece));
      while (auto p = reader.next()) got.push_back(*p);
    }
    CHECK(reader.error().empty());
    CHECK(got == payloads);
    CHECK(reader.framesRead() == payloads.size());
    CHECK(reader.buffered() == 0);
  }
}

TEST_CASE("a frame over the limit or empty is refused from its header, and nothing after it is read") {
  FrameReader reader(nemesis::net::kMaxClientFrame);
  reader.feed(frameOf("hello"));
  // 4 GiB - 1 claimed: refused on the header's fourth byte, holding nothing of it.
  reader.feed(std::string("\xff\xff\xff", 3));
  CHECK(reader.error().empty());
  reader.feed(std::string("\xff", 1));
  CHECK(reader.error() == "frame 2: 4294967295 bytes claimed, at most 65536");
  CHECK(reader.buffered() == 5);  // the first frame's payload, waiting to be taken
  reader.feed(frameOf("after"));
  CHECK(reader.next() == std::optional<std::string>("hello"));
  CHECK_FALSE(reader.next().has_value());
  FrameReader empty(100);
  empty.feed(std::string(4, '\0'));
  CHECK(empty.error() == "frame 1: an empty frame (every message has a payload)");
}

TEST_CASE("a message's list or text claiming more than its bound is refused, naming the field, before allocating") {
  ClientHello hello;
  hello.program = "nemesis 1.0";
  hello.games = {{"Nemesis", 1}, {"Enormity", 2}};
  const std::string bytes = nemesis::wire::encode(hello);
  CHECK(nemesis::wire::decode<ClientHello>(bytes, "hello") == hello);
  // The trial's 9 bytes: the archive's endianness byte and a size of 8 TiB for the first text.
  std::string nine(1, '\1');
  const std::uint64_t eightTiB = std::uint64_t{8} << 40U;
  for (int i = 0; i < 8; ++i) nine.push_back(static_cast<char>((eightTiB >> (8 * i)) & 0xFFU));
  REQUIRE(nine.size() == 9);
  CHECK(errorOf<WireError>([&] { (void)nemesis::wire::decode<ClientHello>(nine, "hello"); }) ==
        "hello: magic: 8796093022208 claimed, at most 64");
  // Too many games, cut short, or bytes after the message.
  ClientHello many = hello;
  many.games.assign(17, GameRules{"x", 0});
  CHECK(errorOf<WireError>([&] { (void)nemesis::wire::decode<ClientHello>(nemesis::wire::encode(many), "hello"); }) ==
        "hello: games: 17 claimed, at most 16");
  CHECK(errorOf<WireError>([&] {
          (void)nemesis::wire::decode<ClientHello>(bytes.substr(0, bytes.size() - 3), "hello");
        }).find("hello: the bytes end before the message does") == 0);
  CHECK(errorOf<WireError>([&] { (void)nemesis::wire::decode<ClientHello>(bytes + "xy", "hello"); }) ==
        "hello: 2 bytes after the end of the message");
}

TEST_CASE("the hello refuses another program, another protocol or other rules data, with what to do") {
  const std::vector<GameRules> server{{"Nemesis", 0x11}, {"Enormity", 0x22}};
  ClientHello hello;
  hello.program = "nemesis 1.0";
  hello.games = {{"Nemesis", 0x11}, {"Enormity", 0x22}, {"Tally", 0x33}};
  const nemesis::net::ServerHello ok = nemesis::net::answerHello(hello, server, "nemesis-server 1.0");
  CHECK(ok.accepted == 1);
  CHECK(ok.reason.empty());
  CHECK(ok.games == server);
  // A game only the client holds is no problem; one whose data differ is.
  hello.games[1].rulesHash = 0x23;
  const nemesis::net::ServerHello refused = nemesis::net::answerHello(hello, server, "nemesis-server 1.0");
  CHECK(refused.accepted == 0);
  CHECK(refused.reason ==
        "the rules data of Enormity differ between this server (nemesis-server 1.0, 0000000000000022) and the client "
        "(nemesis 1.0, 0000000000000023): both must run the same version with the same data files");
  hello.games[1].rulesHash = 0x22;
  hello.protocol = nemesis::net::kProtocolVersion + 1;
  CHECK(nemesis::net::helloProblem(hello, server, "nemesis-server 1.0")
            .find("speaks protocol " + std::to_string(nemesis::net::kProtocolVersion) + " and the client") !=
        std::string::npos);
  hello.magic = "GET / HTTP/1.1";
  CHECK(nemesis::net::helloProblem(hello, server, "s") ==
        "not a Nemesis Companion client: its first message does not say so");
}
