#include "room_record.hpp"

#include <openssl/evp.h>
#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <array>
#include <memory>

#include "engine/kernel/hex64.hpp"
#include "engine/kernel/json_text.hpp"
#include "online_game.hpp"

namespace nemesis::server {

namespace {

constexpr int kVersion = 1;
constexpr std::size_t kMaxCommands = 1000000;
constexpr std::size_t kMaxText = 4096;
constexpr std::size_t kMaxScenarioText = std::size_t{1} << 20U;

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

void fail(const std::string& source, const std::string& where, const std::string& problem) {
  failAt<RecordError>(source, where, problem);
}

std::uint64_t hexValue(const rapidjson::Value& v, const std::string& source, const std::string& where) {
  if (!v.IsString() || v.GetStringLength() != 16) fail(source, where, "expected 16 hexadecimal digits");
  std::uint64_t out = 0;
  for (const char ch : std::string_view(v.GetString(), v.GetStringLength())) {
    int digit = -1;
    if (ch >= '0' && ch <= '9') digit = ch - '0';
    if (ch >= 'a' && ch <= 'f') digit = ch - 'a' + 10;
    if (digit < 0) fail(source, where, "expected 16 lowercase hexadecimal digits");
    out = (out << 4U) | static_cast<std::uint64_t>(digit);
  }
  return out;
}

std::string text(const rapidjson::Value& v, const std::string& source, const std::string& where) {
  if (!v.IsString() || v.GetStringLength() > kMaxText) fail(source, where, "expected a text of at most 4096 bytes");
  return {v.GetString(), v.GetStringLength()};
}

std::vector<int> seatList(const rapidjson::Value& v, const std::string& source, const std::string& where) {
  if (!v.IsArray() || v.Size() > 8) fail(source, where, "expected a list of at most 8 seats");
  std::vector<int> out;
  for (rapidjson::SizeType i = 0; i < v.Size(); ++i) {
    if (!v[i].IsInt() || v[i].GetInt() < 0 || v[i].GetInt() >= 8) {
      fail(source, fieldAt(where, std::size_t{i}), "expected a seat from 0 to 7");
    }
    out.push_back(v[i].GetInt());
  }
  return out;
}

void writeSeats(Writer& w, const std::vector<int>& seats) {
  w.StartArray();
  for (const int s : seats) w.Int(s);
  w.EndArray();
}

const rapidjson::Value& header(rapidjson::Document& doc, std::string_view input, const std::string& source,
                               const char* format) {
  parseJsonOrFail<RecordError>(doc, input, source);
  if (!doc.IsObject()) fail(source, "top level", "expected an object");
  const rapidjson::Value& f = requireMember<RecordError>(doc, "format", source, "top level");
  if (!f.IsString() || std::string_view(f.GetString()) != format) {
    fail(source, "format", std::string("expected \"") + format + "\"");
  }
  const rapidjson::Value& v = requireMember<RecordError>(doc, "version", source, "top level");
  if (!v.IsInt() || v.GetInt() != kVersion) fail(source, "version", "this program reads version 1");
  return doc;
}

}  // namespace

std::string seedCommitment(const std::string& game, std::uint64_t seed, std::uint64_t salt) {
  const std::string input = "nemesis-companion seed commitment\n" + game + "\n" + hex64(seed) + "\n" + hex64(salt);
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int size = 0;
  if (EVP_Digest(input.data(), input.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("SHA-256 is not available from OpenSSL");
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < size; ++i) {
    out.push_back(kHex[digest[i] >> 4U]);
    out.push_back(kHex[digest[i] & 15U]);
  }
  return out;
}

std::string writeRecord(const RoomRecord& r) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  w.StartObject();
  w.Key("format");
  w.String(kRoomRecordFormat.data(), static_cast<rapidjson::SizeType>(kRoomRecordFormat.size()));
  w.Key("version");
  w.Int(kVersion);
  w.Key("code");
  w.String(r.code.c_str());
  w.Key("game");
  w.String(r.game.c_str());
  w.Key("players");
  w.Int(r.players);
  w.Key("scenario");
  w.String(r.scenario.c_str(), static_cast<rapidjson::SizeType>(r.scenario.size()));
  w.Key("sandbox");
  w.Bool(r.sandbox);
  w.Key("seed");
  w.String(hex64(r.seed).c_str());
  w.Key("salt");
  w.String(hex64(r.salt).c_str());
  w.Key("commitment");
  w.String(r.commitment.c_str());
  w.Key("commands");
  w.StartArray();
  for (const RecordedCommand& c : r.commands) {
    w.StartObject();
    w.Key("seats");
    writeSeats(w, c.seats);
    w.Key("text");
    w.String(c.text.c_str(), static_cast<rapidjson::SizeType>(c.text.size()));
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

RoomRecord readRecord(std::string_view input, const std::string& source) {
  rapidjson::Document doc;
  const rapidjson::Value& top = header(doc, input, source, kRoomRecordFormat.data());
  checkFields<RecordError>(top, source, "top level",
                           {"format", "version", "code", "game", "players", "scenario", "sandbox", "seed", "salt",
                            "commitment", "commands"});
  const auto member = [&](const char* key) -> const rapidjson::Value& {
    return requireMember<RecordError>(top, key, source, "top level");
  };
  RoomRecord r;
  r.code = text(member("code"), source, "code");
  r.game = text(member("game"), source, "game");
  if (!member("players").IsInt() || member("players").GetInt() < 0 || member("players").GetInt() > 8) {
    fail(source, "players", "expected 0 to 8");
  }
  r.players = member("players").GetInt();
  const rapidjson::Value& scenario = member("scenario");
  if (!scenario.IsString() || scenario.GetStringLength() > kMaxScenarioText) {
    fail(source, "scenario", "expected the text of a scenario (\"\" for a new game)");
  }
  r.scenario.assign(scenario.GetString(), scenario.GetStringLength());
  if (!member("sandbox").IsBool()) fail(source, "sandbox", "expected true or false");
  r.sandbox = member("sandbox").GetBool();
  r.seed = hexValue(member("seed"), source, "seed");
  r.salt = hexValue(member("salt"), source, "salt");
  r.commitment = text(member("commitment"), source, "commitment");
  const rapidjson::Value& commands = member("commands");
  if (!commands.IsArray() || commands.Size() > kMaxCommands) fail(source, "commands", "expected a list");
  for (rapidjson::SizeType i = 0; i < commands.Size(); ++i) {
    const std::string at = fieldAt("commands", std::size_t{i});
    const rapidjson::Value& c = commands[i];
    if (!c.IsObject()) fail(source, at, "expected an object");
    checkFields<RecordError>(c, source, at, {"seats", "text"});
    r.commands.push_back({seatList(requireMember<RecordError>(c, "seats", source, at), source, fieldAt(at, "seats")),
                          text(requireMember<RecordError>(c, "text", source, at), source, fieldAt(at, "text"))});
  }
  return r;
}

std::string writeSeen(const SeenViews& s) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  w.StartObject();
  w.Key("format");
  w.String("nemesis-seen-views");
  w.Key("version");
  w.Int(kVersion);
  w.Key("code");
  w.String(s.code.c_str());
  w.Key("commitment");
  w.String(s.commitment.c_str());
  w.Key("seats");
  writeSeats(w, s.seats);
  w.Key("hashes");
  w.StartArray();
  for (const auto& [commands, hash] : s.hashes) {
    w.StartArray();
    w.Uint(commands);
    w.String(hex64(hash).c_str());
    w.EndArray();
  }
  w.EndArray();
  w.EndObject();
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

SeenViews readSeen(std::string_view input, const std::string& source) {
  rapidjson::Document doc;
  const rapidjson::Value& top = header(doc, input, source, "nemesis-seen-views");
  checkFields<RecordError>(top, source, "top level", {"format", "version", "code", "commitment", "seats", "hashes"});
  SeenViews s;
  s.code = text(requireMember<RecordError>(top, "code", source, "top level"), source, "code");
  s.commitment = text(requireMember<RecordError>(top, "commitment", source, "top level"), source, "commitment");
  s.seats = seatList(requireMember<RecordError>(top, "seats", source, "top level"), source, "seats");
  const rapidjson::Value& hashes = requireMember<RecordError>(top, "hashes", source, "top level");
  if (!hashes.IsArray() || hashes.Size() > kMaxCommands) fail(source, "hashes", "expected a list");
  for (rapidjson::SizeType i = 0; i < hashes.Size(); ++i) {
    const std::string at = fieldAt("hashes", std::size_t{i});
    const rapidjson::Value& h = hashes[i];
    if (!h.IsArray() || h.Size() != 2 || !h[0].IsUint()) fail(source, at, "expected [commands, \"hash\"]");
    s.hashes.emplace_back(h[0].GetUint(), hexValue(h[1], source, fieldAt(at, std::size_t{1})));
  }
  return s;
}

std::vector<std::string> checkRecord(const RoomRecord& record, const std::vector<SeenViews>& seen,
                                     const std::string& assetsDir) {
  std::vector<std::string> problems;
  if (seedCommitment(record.game, record.seed, record.salt) != record.commitment) {
    problems.push_back("the seed and salt revealed do not give the commitment shown before the game");
  }
  for (const SeenViews& s : seen) {
    if (s.commitment != record.commitment) {
      problems.push_back("room " + s.code + ": the commitment this seat was shown differs from the record's");
    }
  }
  const OnlineGame* game = findOnlineGame(record.game);
  if (game == nullptr) {
    problems.push_back("this program plays no game named \"" + record.game + "\"");
    return problems;
  }
  TableOptions o;
  o.players = record.players;
  o.scenario = record.scenario;
  o.seed = record.seed;
  o.sandbox = record.sandbox;
  o.assetsDir = assetsDir;
  std::unique_ptr<OnlineTable> table;
  try {
    table = game->open(o);
  } catch (const std::exception& e) {
    problems.push_back(std::string("the game cannot be set up: ") + e.what());
    return problems;
  }
  // Each seen file's hashes by the command count they follow, checked as the replay reaches it.
  std::vector<std::size_t> next(seen.size(), 0);
  const auto compare = [&](std::uint32_t played) {
    for (std::size_t i = 0; i < seen.size(); ++i) {
      const SeenViews& s = seen[i];
      for (; next[i] < s.hashes.size() && s.hashes[next[i]].first == played; ++next[i]) {
        if (s.hashes[next[i]].second != table->viewHash(s.seats)) {
          std::string seats;
          for (const int seat : s.seats) seats += (seats.empty() ? "" : ",") + std::to_string(seat + 1);
          problems.push_back("after command " + std::to_string(played) + ", the view shown to seat " + seats +
                             " is not the replay's (hash " + hex64(s.hashes[next[i]].second) + ", the replay's " +
                             hex64(table->viewHash(s.seats)) + ")");
        }
      }
    }
  };
  std::uint32_t played = 0;
  compare(played);
  for (const RecordedCommand& c : record.commands) {
    if (table->finished()) {
      problems.push_back("command " + std::to_string(played + 1) + " (\"" + c.text + "\") comes after the game ended");
      break;
    }
    if (const auto refused = playStored(*table, c.seats, c.text)) {
      problems.push_back("command " + std::to_string(played + 1) + " (\"" + c.text +
                         "\") is not one the table plays: " + refused->reason);
      break;
    }
    compare(++played);
  }
  for (std::size_t i = 0; i < seen.size(); ++i) {
    if (next[i] < seen[i].hashes.size()) {
      problems.push_back("a seat was shown a view after command " + std::to_string(seen[i].hashes[next[i]].first) +
                         ", which the record does not reach in order");
    }
  }
  if (problems.empty() && !table->finished()) problems.push_back("the record stops before the game ends");
  return problems;
}

}  // namespace nemesis::server
