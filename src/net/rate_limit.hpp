// Limits on what one client may cost a server (issue 25, hostile clients), pure like the rest of src/net: the
// time is passed in. A connection's requests are paced by a token bucket whose debt says how long the transport
// leaves that connection unread (TCP then holds the sender back: nothing is refused, a fast client is only
// slowed, and memory stays bounded because unread bytes stay in the sender's buffers). New connections are
// admitted per address: at most so many open at once and so many new a minute, and so many in all.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>

#include "session.hpp"

namespace nemesis::net {

class TokenBucket {
 public:
  TokenBucket() = default;
  // Full at `now`: `capacity` tokens, refilled at `perSecond`.
  TokenBucket(double capacity, double perSecond, Millis now);
  // Takes `n` tokens, into debt if need be.
  void take(Millis now, double n = 1);
  // Takes one token only if there is one.
  [[nodiscard]] bool tryTake(Millis now);
  // How long until the debt is paid (0: none).
  [[nodiscard]] Millis debt(Millis now) const;
  // The bucket is full again: nothing about its past matters.
  [[nodiscard]] bool full(Millis now) const;

 private:
  [[nodiscard]] double level(Millis now) const;
  double capacity_ = 1;
  double perMs_ = 0.001;
  double tokens_ = 1;
  Millis at_ = 0;
};

struct AdmissionConfig {
  std::size_t maxOpen = 20000;          // connections open at once, from everyone
  std::size_t maxOpenPerAddress = 64;   // from one address
  double newPerMinutePerAddress = 120;  // new connections from one address (a burst of as many, then paced)
};

class Admission {
 public:
  explicit Admission(AdmissionConfig config = {}) : config_(config) {}
  // A connection from `address` at `now`: "" when it comes in (and counts as open), else why not.
  [[nodiscard]] std::string admit(const std::string& address, Millis now);
  // An admitted connection from `address` closed.
  void closed(const std::string& address);
  [[nodiscard]] std::size_t open() const { return open_; }
  // Addresses remembered (bounded: those with nothing open and a full bucket are forgotten).
  [[nodiscard]] std::size_t remembered() const { return addresses_.size(); }

 private:
  struct Address {
    std::size_t open = 0;
    TokenBucket fresh;
  };
  void forget(Millis now);
  AdmissionConfig config_;
  std::unordered_map<std::string, Address> addresses_;
  std::size_t open_ = 0;
  std::size_t forgetAt_ = 1024;  // the table's size that triggers forgetting idle addresses
};

}  // namespace nemesis::net
