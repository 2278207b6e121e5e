// What goes over the network (issue 25), in cereal's portable binary archive, loaded with bounded sizes. cereal's
// own std::vector and std::string loaders resize to the size the bytes claim before reading a single element: in
// a trial a 9-byte frame asked for an 8 TiB allocation. Every list and text of a wire type is therefore written
// through `bounded(what, max, member)`, whose loader refuses a claimed size over its maximum (naming the field)
// before it allocates, and a wire type never holds a bare std::vector or std::string field. Pure: no sockets.
#pragma once

#include <cereal/archives/portable_binary.hpp>
#include <cereal/cereal.hpp>

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace nemesis::wire {

// Bytes that do not decode to the message they should be: says which field and why.
class WireError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A list (std::vector<T>) or a text (std::string) written as its size and then its elements, read back only when
// the size is at most `max`; a list of texts bounds each text by `textMax`. Holds a reference, so one wrapper
// serves saving and loading.
template <class Container>
struct Bounded {
  const char* what;
  std::size_t max;
  Container& value;
  std::size_t textMax = 0;
};
template <class Container>
[[nodiscard]] Bounded<Container> bounded(const char* what, std::size_t max, Container& value,
                                         std::size_t textMax = 256) {
  return {what, max, value, textMax};
}

template <class Archive, class Container>
void CEREAL_SAVE_FUNCTION_NAME(Archive& ar, const Bounded<Container>& b) {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(b.value.size())));
  if constexpr (std::is_same_v<Container, std::string>) {
    ar(cereal::binary_data(b.value.data(), b.value.size()));
  } else if constexpr (std::is_same_v<typename Container::value_type, std::string>) {
    for (std::string& element : b.value) ar(bounded(b.what, b.textMax, element));  // (a reference member)
  } else {
    for (const auto& element : b.value) ar(element);
  }
}

template <class Archive, class Container>
void CEREAL_LOAD_FUNCTION_NAME(Archive& ar, Bounded<Container>& b) {
  cereal::size_type size = 0;
  ar(cereal::make_size_tag(size));
  if (size > b.max) {
    throw WireError(std::string(b.what) + ": " + std::to_string(size) + " claimed, at most " + std::to_string(b.max));
  }
  b.value.resize(static_cast<std::size_t>(size));
  if constexpr (std::is_same_v<Container, std::string>) {
    ar(cereal::binary_data(b.value.data(), b.value.size()));
  } else if constexpr (std::is_same_v<typename Container::value_type, std::string>) {
    for (std::string& element : b.value) ar(bounded(b.what, b.textMax, element));
  } else {
    for (auto& element : b.value) ar(element);
  }
}

// The bytes of one message (cereal's portable binary: little-endian whatever the machine).
template <class Message>
[[nodiscard]] std::string encode(const Message& message) {
  std::ostringstream out(std::ios::binary);
  {
    cereal::PortableBinaryOutputArchive ar(out);
    ar(message);
  }
  return std::move(out).str();
}

// Reads one message from exactly `bytes`: a WireError names the field that does not decode, or says the bytes
// end early or run on past the message.
template <class Message>
[[nodiscard]] Message decode(std::string_view bytes, const std::string& what) {
  std::istringstream in(std::string(bytes), std::ios::binary);
  Message message;
  try {
    cereal::PortableBinaryInputArchive ar(in);
    ar(message);
  } catch (const WireError& e) {
    throw WireError(what + ": " + e.what());
  } catch (const cereal::Exception& e) {
    throw WireError(what + ": the bytes end before the message does (" + e.what() + ")");
  }
  if (in.peek() != std::char_traits<char>::eof()) {
    throw WireError(what + ": " + std::to_string(bytes.size() - static_cast<std::size_t>(in.tellg())) +
                    " bytes after the end of the message");
  }
  return message;
}

}  // namespace nemesis::wire
