// An online game's note for Continue (app/online_record.hpp): written and read back field for field (the token's
// 64 bits whole), bad files refused naming the field, and the notes of a folder listed newest first.
#include <doctest/doctest.h>

#include <fstream>

#include "engine/kernel/file_io.hpp"
#include "online_record.hpp"
#include "output_dir.hpp"

using nemesis::app::OnlineRoomRecord;

namespace {

OnlineRoomRecord sample() {
  OnlineRoomRecord r;
  r.server = "192.168.1.20:4770";
  r.code = "K7Q2ABCDEFGHJ";
  r.name = "Ann";
  r.token = 0xFEDCBA9876543210ULL;
  r.game = "nemesis";
  r.hosted = true;
  r.tls = true;
  r.authority = "/home/ann/friend.pem";
  r.adjourned = true;
  r.savedAtMs = 1764300000000;
  return r;
}

std::string refusal(const std::string& text) {
  try {
    (void)nemesis::app::readOnlineRoom(text, "room.json");
  } catch (const nemesis::FileError& e) {
    return e.what();
  }
  return {};
}

}  // namespace

TEST_CASE("an online room's note reads back as it was written, and a bad one is refused naming its field") {
  const OnlineRoomRecord r = sample();
  CHECK(nemesis::app::readOnlineRoom(nemesis::app::writeOnlineRoom(r), "room.json") == r);
  std::string text = nemesis::app::writeOnlineRoom(r);
  CHECK(refusal("[]") == "room.json: file: expected a JSON object");
  CHECK(refusal(std::string(text).replace(text.find("fedcba"), 6, "zzzzzz")) ==
        "room.json: token: expected 16 hex digits");
  CHECK(refusal(std::string(text).replace(text.find("K7Q2"), 4, "../x")) ==
        "room.json: code: expected letters and digits");
  CHECK(refusal(std::string(text).replace(text.find("\"hosted\":true"), 13, "\"hosted\":1")) ==
        "room.json: hosted: expected true or false");
  CHECK(refusal("{\"format\":\"nemesis-scenario\"}") == "room.json: format: not an online room's record");
}

TEST_CASE("the online rooms of a folder are listed newest first, and a file that is not one is passed over") {
  const std::string dir = clienttest::freshDir("online-record", "list");
  OnlineRoomRecord older = sample();
  older.code = "OLDER";
  older.savedAtMs = 10;
  OnlineRoomRecord newer = sample();
  newer.code = "NEWER";
  newer.savedAtMs = 20;
  nemesis::writeFileAtomically(nemesis::app::onlineRoomPath(dir, older.code), nemesis::app::writeOnlineRoom(older));
  nemesis::writeFileAtomically(nemesis::app::onlineRoomPath(dir, newer.code), nemesis::app::writeOnlineRoom(newer));
  std::ofstream(dir + "/online-BROKEN.json") << "{";
  std::ofstream(dir + "/other.json") << nemesis::app::writeOnlineRoom(newer);
  const auto listed = nemesis::app::listOnlineRooms(dir);
  REQUIRE(listed.size() == 2);
  CHECK(listed[0].record == newer);
  CHECK(listed[1].record == older);
  CHECK(listed[0].path == nemesis::app::onlineRoomPath(dir, "NEWER"));
}
