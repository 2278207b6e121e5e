// A self-signed certificate for "localhost", made with openssl's command line (an EC key: quick to make), for the
// tests that run a server with TLS (the bots' and the client's).
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>

#include <doctest/doctest.h>

// The certificate's and the key's PEM files, in the temporary folder under `name`.
inline std::pair<std::string, std::string> selfSignedCertificate(const std::string& name = "nemesis-tls-test") {
  const std::string base = (std::filesystem::temp_directory_path() / name).string();
  const std::string cert = base + ".cert.pem";
  const std::string key = base + ".key.pem";
  const std::string command =
      "openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 "
      "-subj /CN=localhost -addext subjectAltName=DNS:localhost -keyout " +
      key + " -out " + cert + " 2>/dev/null";
  REQUIRE(std::system(command.c_str()) == 0);
  return {cert, key};
}
