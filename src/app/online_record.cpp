#include "online_record.hpp"

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <algorithm>
#include <cstdio>

#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"

namespace nemesis::app {

namespace {

constexpr std::size_t kMaxRecordBytes = 16384;

[[noreturn]] void fail(const std::string& path, const std::string& where, const std::string& problem) {
  throw FileError(path + ": " + where + ": " + problem);
}

std::string text(const rapidjson::Value& o, const char* key, const std::string& path, std::size_t max) {
  const auto it = o.FindMember(key);
  if (it == o.MemberEnd() || !it->value.IsString()) fail(path, key, "expected a string");
  if (it->value.GetStringLength() > max) fail(path, key, "longer than " + std::to_string(max) + " characters");
  return {it->value.GetString(), it->value.GetStringLength()};
}

bool flag(const rapidjson::Value& o, const char* key, const std::string& path) {
  const auto it = o.FindMember(key);
  if (it == o.MemberEnd() || !it->value.IsBool()) fail(path, key, "expected true or false");
  return it->value.GetBool();
}

bool plainCode(const std::string& code) {
  return !code.empty() && code.size() <= 32 && std::all_of(code.begin(), code.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  });
}

}  // namespace

std::string writeOnlineRoom(const OnlineRoomRecord& r) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> w(buffer);
  const auto str = [&](const char* key, const std::string& value) {
    w.Key(key);
    w.String(value.c_str(), static_cast<rapidjson::SizeType>(value.size()));
  };
  w.StartObject();
  str("format", std::string(kOnlineRoomFormat));
  str("server", r.server);
  str("code", r.code);
  str("name", r.name);
  char token[17];
  std::snprintf(token, sizeof token, "%016llx", static_cast<unsigned long long>(r.token));
  str("token", token);  // 64 bits in hex: JSON's numbers would round it
  str("game", r.game);
  w.Key("hosted");
  w.Bool(r.hosted);
  w.Key("tls");
  w.Bool(r.tls);
  str("authority", r.authority);
  w.Key("adjourned");
  w.Bool(r.adjourned);
  w.Key("finished");
  w.Bool(r.finished);
  w.Key("saved_at_ms");
  w.Int64(r.savedAtMs);
  w.EndObject();
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

OnlineRoomRecord readOnlineRoom(std::string_view json, const std::string& path) {
  if (json.size() > kMaxRecordBytes) fail(path, "file", "too large for an online room's record");
  rapidjson::Document doc;
  if (auto e = parseJson(doc, json)) fail(path, "column " + std::to_string(e->offset + 1), e->problem);
  if (!doc.IsObject()) fail(path, "file", "expected a JSON object");
  if (text(doc, "format", path, 64) != kOnlineRoomFormat) fail(path, "format", "not an online room's record");
  OnlineRoomRecord r;
  r.server = text(doc, "server", path, 300);
  r.code = text(doc, "code", path, 32);
  if (!plainCode(r.code)) fail(path, "code", "expected letters and digits");
  r.name = text(doc, "name", path, 64);
  const std::string token = text(doc, "token", path, 16);
  char* end = nullptr;
  r.token = std::strtoull(token.c_str(), &end, 16);
  if (token.size() != 16 || end != token.c_str() + token.size()) fail(path, "token", "expected 16 hex digits");
  r.game = text(doc, "game", path, 64);
  r.hosted = flag(doc, "hosted", path);
  r.tls = flag(doc, "tls", path);
  r.authority = text(doc, "authority", path, 4096);
  r.adjourned = flag(doc, "adjourned", path);
  r.finished = flag(doc, "finished", path);
  const auto at = doc.FindMember("saved_at_ms");
  if (at == doc.MemberEnd() || !at->value.IsInt64()) fail(path, "saved_at_ms", "expected a whole number");
  r.savedAtMs = at->value.GetInt64();
  return r;
}

std::string onlineRoomPath(const std::string& autosaveDir, const std::string& code) {
  return (std::filesystem::path(autosaveDir) / ("online-" + code + ".json")).string();
}

std::vector<OnlineRoomListing> listOnlineRooms(const std::string& dir) {
  std::vector<OnlineRoomListing> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("online-", 0) != 0 || entry.path().extension() != ".json") continue;
    try {
      const std::string path = entry.path().string();
      out.push_back({path, readOnlineRoom(readFileLimited(path, kMaxRecordBytes, "an online room's record"), path)});
    } catch (const std::exception&) {
      // Not one of ours, or damaged: Continue does not offer it.
    }
  }
  std::sort(out.begin(), out.end(), [](const OnlineRoomListing& a, const OnlineRoomListing& b) {
    return a.record.savedAtMs > b.record.savedAtMs;
  });
  return out;
}

}  // namespace nemesis::app
