// A failure to start the client (no display, missing art or font, a board or lesson the options name that does
// not load); what() says what and where.
#pragma once

#include <stdexcept>

namespace nemesis::app {

class AppError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace nemesis::app
