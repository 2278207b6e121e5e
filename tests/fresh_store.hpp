// A room store's path in the temporary folder with nothing left there from an earlier run (the database and its
// WAL and shared-memory files), for the tests that keep rooms in SQLite.
#pragma once

#include <filesystem>
#include <string>

inline std::string freshStore(const std::string& name) {
  const std::string store = (std::filesystem::temp_directory_path() / name).string();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(store + suffix);
  return store;
}
