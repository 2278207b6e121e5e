// What one client may cost a server (issue 25, hostile clients; src/net/rate_limit.hpp): the token bucket that
// paces a connection's requests, and the admission of new connections per address and in all, with the time
// passed in (no sleeps).
#include <doctest/doctest.h>

#include <string>

#include "net/rate_limit.hpp"

using nemesis::net::Admission;
using nemesis::net::AdmissionConfig;
using nemesis::net::TokenBucket;

TEST_CASE("a token bucket lets a burst through and then paces, its debt saying how long to wait") {
  TokenBucket b(3, 1, 0);  // 3 at once, then 1 a second
  for (int i = 0; i < 3; ++i) CHECK(b.tryTake(0));
  CHECK_FALSE(b.tryTake(0));
  CHECK(b.debt(0) == 0);
  b.take(0, 2);  // into debt: 2 tokens owed
  CHECK(b.debt(0) == 2000);
  CHECK(b.debt(1500) == 500);
  CHECK(b.debt(2000) == 0);
  CHECK_FALSE(b.full(2000));
  CHECK(b.full(5000));  // refilled to its capacity, no further
  CHECK(b.tryTake(5000));
  CHECK(b.tryTake(5000));
  CHECK(b.tryTake(5000));
  CHECK_FALSE(b.tryTake(5000));
}

TEST_CASE("connections are admitted per address, open at once and new a minute, and in all") {
  AdmissionConfig c;
  c.maxOpen = 5;
  c.maxOpenPerAddress = 2;
  c.newPerMinutePerAddress = 3;
  Admission a(c);
  CHECK(a.admit("10.0.0.1", 0).empty());
  CHECK(a.admit("10.0.0.1", 0).empty());
  CHECK(a.admit("10.0.0.1", 0) == "10.0.0.1 has 2 connections open, the most one address may");
  a.closed("10.0.0.1");
  CHECK(a.admit("10.0.0.1", 0).empty());  // the third new one of its minute
  a.closed("10.0.0.1");
  CHECK(a.admit("10.0.0.1", 0) == "10.0.0.1 opened connections faster than the server allows");
  CHECK(a.admit("10.0.0.1", 19999) != "");
  CHECK(a.admit("10.0.0.1", 20000).empty());  // 3 a minute: one more every 20 s
  // Other addresses are not held back by it, up to the server's whole limit.
  CHECK(a.admit("10.0.0.2", 20000).empty());
  CHECK(a.admit("10.0.0.3", 20000).empty());
  CHECK(a.admit("10.0.0.4", 20000).empty());
  CHECK(a.open() == 5);
  CHECK(a.admit("10.0.0.5", 20000) == "the server holds as many connections as it may (5)");
  // Closing what was never admitted changes nothing.
  a.closed("10.9.9.9");
  CHECK(a.open() == 5);
}

TEST_CASE("admission remembers a bounded number of addresses, however many come and go") {
  Admission a;
  for (int i = 0; i < 100000; ++i) {
    const std::string address = "2001:db8::" + std::to_string(i);
    const nemesis::net::Millis now = static_cast<nemesis::net::Millis>(i) * 10;
    REQUIRE(a.admit(address, now).empty());
    a.closed(address);
  }
  MESSAGE(a.remembered() << " addresses remembered after 100,000 came and went");
  CHECK(a.remembered() <= 2048);
  CHECK(a.open() == 0);
}
