// Linked with whole libraries and nothing else (tests/CMakeLists.txt): every object of the kernel, or of
// Enormity and the kernel, goes into this program, so the link fails on any symbol they take from a game that
// is not theirs (a kernel header declaring what Nemesis defines, an Enormity file calling Nemesis code).
int main() {
  return 0;
}
