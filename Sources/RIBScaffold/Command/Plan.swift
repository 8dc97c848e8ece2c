/// Everything one run writes and prints, decided before anything is written.
struct Plan {
  /// The files, in the order they are listed.
  var files: [GeneratedFile] = []
  /// The wiring for existing parents, printed for the user to add.
  var instructions: [String] = []
}
