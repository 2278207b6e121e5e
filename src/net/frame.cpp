#include "frame.hpp"

#include <stdexcept>

namespace nemesis::net {

std::string frameOf(std::string_view payload) {
  if (payload.size() > 0xFFFFFFFFU) throw std::length_error("a frame's payload is at most 4 GiB - 1");
  const auto n = static_cast<std::uint32_t>(payload.size());
  std::string out;
  out.reserve(kFrameHeader + payload.size());
  for (const unsigned shift : {24U, 16U, 8U, 0U}) out.push_back(static_cast<char>((n >> shift) & 0xFFU));
  out.append(payload);
  return out;
}

void FrameReader::feed(std::string_view bytes) {
  while (!bytes.empty() && error_.empty()) {
    if (partial_.size() < kFrameHeader) {
      // The header first, byte by byte as it comes; its length is checked before any payload is kept.
      const std::size_t take = std::min(kFrameHeader - partial_.size(), bytes.size());
      partial_.append(bytes.substr(0, take));
      bytes.remove_prefix(take);
      if (partial_.size() < kFrameHeader) return;
      length_ = 0;
      for (std::size_t i = 0; i < kFrameHeader; ++i) {
        length_ = (length_ << 8U) | static_cast<unsigned char>(partial_[i]);
      }
      const std::string where = "frame " + std::to_string(frames_ + 1);
      if (length_ == 0) {
        error_ = where + ": an empty frame (every message has a payload)";
      } else if (length_ > max_) {
        error_ = where + ": " + std::to_string(length_) + " bytes claimed, at most " + std::to_string(max_);
      }
      if (!error_.empty()) {
        partial_.clear();
        return;
      }
      partial_.reserve(kFrameHeader + length_);
      continue;
    }
    const std::size_t take = std::min(kFrameHeader + length_ - partial_.size(), bytes.size());
    partial_.append(bytes.substr(0, take));
    bytes.remove_prefix(take);
    if (partial_.size() == kFrameHeader + length_) {
      ready_.push_back(partial_.substr(kFrameHeader));
      partial_.clear();
      ++frames_;
    }
  }
}

std::optional<std::string> FrameReader::next() {
  if (ready_.empty()) return std::nullopt;
  std::string payload = std::move(ready_.front());
  ready_.pop_front();
  return payload;
}

std::size_t FrameReader::buffered() const {
  std::size_t n = partial_.size();
  for (const std::string& p : ready_) n += p.size();
  return n;
}

}  // namespace nemesis::net
