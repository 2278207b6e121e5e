#include "blip_kinds.hpp"

#include "data_json.hpp"
#include "engine/kernel/file_io.hpp"

namespace nemesis::enormity {

namespace {

using rapidjson::Value;

constexpr int kBlipsVersion = 1;
constexpr std::string_view kBlipsFormat = "enormity-blips";

}  // namespace

int BlipKinds::find(std::string_view name) const {
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    if (kinds[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

std::vector<int> BlipKinds::fullPool() const {
  std::vector<int> pool;
  for (int k = 0; k < size(); ++k) pool.insert(pool.end(), static_cast<std::size_t>(at(k).count), k);
  return pool;
}

BlipKinds readBlipKinds(const JsonReader& in, const Value& doc, const std::string& where) {
  in.requireFormat(doc, where, kBlipsFormat, kBlipsVersion, "Blip pool");
  in.checkFields(doc, where, {"format", "version", "tokens"});
  const std::string tokensAt = fieldAt(where, "tokens");
  const Value& tokens = in.member(doc, "tokens", where);
  in.requireList(tokens, tokensAt, kMaxBlipKinds);
  if (tokens.Empty()) in.fail(tokensAt, "expected at least one kind of Blip token");
  BlipKinds out;
  for (rapidjson::SizeType i = 0; i < tokens.Size(); ++i) {
    const std::string at = fieldAt(tokensAt, std::size_t{i});
    const Value& t = tokens[i];
    if (!t.IsObject()) in.fail(at, "expected an object with \"name\", \"count\" and \"intruders\"");
    in.checkFields(t, at, {"name", "count", "intruders"});
    BlipKind kind;
    kind.name = in.name(in.member(t, "name", at), fieldAt(at, "name"), kMaxBlipKindName);
    if (out.find(kind.name) >= 0) in.fail(fieldAt(at, "name"), "another kind of token has this name");
    kind.count = in.intIn(in.member(t, "count", at), fieldAt(at, "count"), 0, kMaxBlipsOfKind);
    const std::string intrudersAt = fieldAt(at, "intruders");
    const Value& n = in.member(t, "intruders", at);
    if (!n.IsObject()) in.fail(intrudersAt, "expected an object with the columns \"9-7\", \"6-4\" and \"3-!\"");
    in.checkFields(n, intrudersAt, {"9-7", "6-4", "3-!"});
    for (Level level : kLevels) {
      const std::string key(columnName(level));
      kind.intruders[static_cast<std::size_t>(level)] =
          in.intIn(in.member(n, key.c_str(), intrudersAt), fieldAt(intrudersAt, key), 0, kMaxIntrudersPerBlip);
    }
    out.kinds.push_back(std::move(kind));
  }
  return out;
}

void writeBlipKinds(JsonWriter& out, const BlipKinds& kinds) {
  out.beginObject();
  out.key("format").string(kBlipsFormat);
  out.key("version").number(kBlipsVersion);
  out.key("tokens").beginList();
  for (const BlipKind& k : kinds.kinds) {
    out.beginObject();
    out.key("name").string(k.name);
    out.key("count").number(k.count);
    out.key("intruders").beginObject();
    for (Level level : kLevels) out.key(columnName(level)).number(k.intrudersAt(level));
    out.endObject();
    out.endObject();
  }
  out.endList();
  out.endObject();
}

BlipKinds parseBlipKinds(std::string_view text, const std::string& source) {
  return parseWith<BlipKinds>(text, source,
                              [](const JsonReader& in, const Value& doc) { return readBlipKinds(in, doc, ""); });
}

BlipKinds loadBlipKinds(const std::string& path) {
  return parseBlipKinds(readFileAs<DataError>(path, kMaxBlipFileBytes, "a Blip pool file"), path);
}

}  // namespace nemesis::enormity
