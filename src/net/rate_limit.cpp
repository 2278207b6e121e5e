#include "rate_limit.hpp"

#include <algorithm>
#include <cmath>

namespace nemesis::net {

TokenBucket::TokenBucket(double capacity, double perSecond, Millis now)
    : capacity_(capacity), perMs_(perSecond / 1000.0), tokens_(capacity), at_(now) {}

double TokenBucket::level(Millis now) const {
  return std::min(capacity_, tokens_ + static_cast<double>(std::max<Millis>(now - at_, 0)) * perMs_);
}

void TokenBucket::take(Millis now, double n) {
  tokens_ = level(now) - n;
  at_ = std::max(at_, now);
}

bool TokenBucket::tryTake(Millis now) {
  if (level(now) < 1) return false;
  take(now);
  return true;
}

Millis TokenBucket::debt(Millis now) const {
  const double l = level(now);
  return l >= 0 ? 0 : static_cast<Millis>(std::ceil(-l / perMs_));
}

bool TokenBucket::full(Millis now) const {
  return level(now) >= capacity_;
}

std::string Admission::admit(const std::string& address, Millis now) {
  if (open_ >= config_.maxOpen) return "the server holds as many connections as it may (" + std::to_string(open_) + ")";
  if (addresses_.size() >= forgetAt_) forget(now);
  auto [it, added] = addresses_.try_emplace(address);
  Address& a = it->second;
  if (added) a.fresh = TokenBucket(config_.newPerMinutePerAddress, config_.newPerMinutePerAddress / 60.0, now);
  if (a.open >= config_.maxOpenPerAddress) {
    return address + " has " + std::to_string(a.open) + " connections open, the most one address may";
  }
  if (!a.fresh.tryTake(now)) return address + " opened connections faster than the server allows";
  ++a.open;
  ++open_;
  return {};
}

void Admission::closed(const std::string& address) {
  const auto it = addresses_.find(address);
  if (it == addresses_.end() || it->second.open == 0) return;
  --it->second.open;
  --open_;
}

void Admission::forget(Millis now) {
  std::erase_if(addresses_, [&](const auto& entry) { return entry.second.open == 0 && entry.second.fresh.full(now); });
  // The table holds at most the open connections' addresses and the recently busy ones: grow the trigger with
  // it, so forgetting stays rare however many addresses are busy.
  forgetAt_ = std::max<std::size_t>(1024, addresses_.size() * 2);
}

}  // namespace nemesis::net
