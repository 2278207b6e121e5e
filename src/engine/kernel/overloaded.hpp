// The std::visit helper that builds one visitor from several lambdas.
#pragma once

namespace nemesis {

template <class... Fs>
struct Overloaded : Fs... {
  using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

}  // namespace nemesis
