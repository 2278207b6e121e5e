#include "lab_output.hpp"

#include <rapidjson/document.h>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/hash.hpp"
#include "lab_tree.hpp"

namespace lab {

using namespace nemesis;

namespace {

std::string phaseName(Phase p) {
  return p == Phase::Player ? "Player" : "Event";
}

std::string statusText(const GameState& s) {
  if (s.status == GameStatus::Won) return "won";
  return s.status == GameStatus::Playing ? "playing" : "lost (" + lossName(s.loss) + ")";
}

rapidjson::Value text(const std::string& t, rapidjson::Document::AllocatorType& a) {
  return {t.c_str(), static_cast<rapidjson::SizeType>(t.size()), a};
}

}  // namespace

std::string lossName(LossReason reason) {
  switch (reason) {
    case LossReason::None: return "none";
    case LossReason::AllDead: return "all dead";
    case LossReason::ShipExploded: return "ship exploded";
    case LossReason::HullBreached: return "hull breached";
    case LossReason::TimeRanOut: return "time ran out";
  }
  return "?";
}

std::vector<EventLine> describeEvents(const GameState& after, const EventLog& log) {
  std::vector<EventLine> out;
  out.reserve(log.size());
  for (const Event& e : log) {
    out.push_back(EventLine{describe(after, e), std::string(ruleText(e.rule).name), citation(e.rule), e});
  }
  return out;
}

void printStepsText(std::ostream& out, const std::vector<StepLog>& steps) {
  for (const StepLog& step : steps) {
    out << step.where << ": " << step.command << "\n";
    for (const EventLine& e : step.events) out << "    " << e.text << "  [" << e.citation << "]\n";
  }
}

void printStateText(std::ostream& out, const GameState& s) {
  out << "== State: board " << s.topo().name << ", round " << s.round << ", " << phaseName(s.phase) << " phase, "
      << statusText(s) << ", hash " << hex64(stateHash(s)) << "\n";
  rapidjson::Document doc;
  printTree(out, stateTree(s, Presentation::Text, doc.GetAllocator()));
}

std::string stepsAndStateJson(const std::vector<StepLog>& steps, const GameState& s, const JsonExtras& extra) {
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  for (const auto& [key, value] : extra) doc.AddMember(text(key, a), text(value, a), a);
  rapidjson::Value list(rapidjson::kArrayType);
  for (const StepLog& step : steps) {
    rapidjson::Value o(rapidjson::kObjectType);
    o.AddMember("where", text(step.where, a), a);
    o.AddMember("command", text(step.command, a), a);
    rapidjson::Value events(rapidjson::kArrayType);
    for (const EventLine& e : step.events) {
      rapidjson::Value event(rapidjson::kObjectType);
      event.AddMember("text", text(e.text, a), a);
      event.AddMember("rule", text(e.rule, a), a);
      event.AddMember("citation", text(e.citation, a), a);
      rapidjson::Value fields = eventTree(s, e.event, Presentation::Data, a);
      for (auto& m : fields.GetObject()) event.AddMember(m.name, m.value, a);
      events.PushBack(event, a);
    }
    o.AddMember("events", events, a);
    list.PushBack(o, a);
  }
  doc.AddMember("steps", list, a);
  doc.AddMember("state", stateTree(s, Presentation::Data, a), a);
  rapidjson::StringBuffer buffer;
  rapidjson::PrettyWriter<rapidjson::StringBuffer> w(buffer);
  w.SetIndent(' ', 2);
  w.SetFormatOptions(rapidjson::kFormatSingleLineArray);
  doc.Accept(w);
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

}  // namespace lab
