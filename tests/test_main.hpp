// The doctest main of every test program: doctest's own, plus one refusal. CTest runs each case by its name
// (doctest_discover_tests), and a name CTest cannot pass whole (a ";" splits it into two arguments) selects no
// case at all, which doctest reports as success: a test that cannot fail. So a run asked for named cases that
// selects none fails, naming the filter.
#pragma once

#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <iostream>
#include <string_view>

namespace doctest_main {

inline int selected = -1;  // cases that passed the filters in the last run (-1: no run ended)

// Only counts: doctest's own console reporter still reports.
struct SelectionCounter : doctest::IReporter {
  explicit SelectionCounter(const doctest::ContextOptions& /*options*/) {}
  void report_query(const doctest::QueryData& /*data*/) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats& stats) override {
    selected = static_cast<int>(stats.numTestCasesPassingFilters);
  }
  void test_case_start(const doctest::TestCaseData& /*data*/) override {}
  void test_case_reenter(const doctest::TestCaseData& /*data*/) override {}
  void test_case_end(const doctest::CurrentTestCaseStats& /*stats*/) override {}
  void test_case_exception(const doctest::TestCaseException& /*e*/) override {}
  void subcase_start(const doctest::SubcaseSignature& /*signature*/) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData& /*data*/) override {}
  void log_message(const doctest::MessageData& /*data*/) override {}
  void test_case_skipped(const doctest::TestCaseData& /*data*/) override {}
};

}  // namespace doctest_main

REGISTER_LISTENER("selection_counter", 1, doctest_main::SelectionCounter);

int main(int argc, char** argv) {
  doctest::Context context(argc, argv);
  const int result = context.run();
  if (result != 0 || context.shouldExit()) return result;
  std::string_view filter;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a(argv[i]);
    if (a.starts_with("--test-case=") || a.starts_with("-tc=")) filter = a;
    if (a.starts_with("--list") || a.starts_with("-ltc") || a.starts_with("-lts")) return result;
  }
  if (!filter.empty() && doctest_main::selected == 0) {
    std::cerr << "no test case matches " << filter << ": a name with \";\" reaches CTest cut in two\n";
    return 1;
  }
  return result;
}
