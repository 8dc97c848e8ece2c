import Foundation

/// The Swift files of a target, read once, searched for the declarations new-rib needs to
/// find: a parent's component, an existing RIB's types.
struct SourceScan {
  /// Each Swift file under the folder: its absolute path and its text.
  let files: [(path: String, text: String)]

  init(directory: String) {
    var files: [(String, String)] = []
    let manager = FileManager.default
    if let paths = manager.enumerator(atPath: directory) {
      for case let relative as String in paths where relative.hasSuffix(".swift") {
        let path = directory + "/" + relative
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
          files.append((path, text))
        }
      }
    }
    self.files = files.sorted { $0.0 < $1.0 }
  }

  /// The first file with a match of `pattern` (of the file at `path`, if given), and the
  /// match's captures.
  func firstMatch(
    _ pattern: String, inFile path: String? = nil
  ) -> (
    path: String, captures: [String]
  )? {
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    else { return nil }
    for file in files where path == nil || file.path == path {
      let range = NSRange(file.text.startIndex..., in: file.text)
      guard let match = regex.firstMatch(in: file.text, range: range) else { continue }
      let captures = (1..<match.numberOfRanges).map { index -> String in
        guard let range = Range(match.range(at: index), in: file.text) else { return "" }
        return String(file.text[range])
      }
      return (file.path, captures)
    }
    return nil
  }

  /// The files with a match of `pattern`, in order.
  func filesMatching(_ pattern: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    else { return [] }
    return files.filter { file in
      regex.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil
    }.map(\.path)
  }

  /// Whether any file declares a type named `name` (a class, struct, enum, protocol, actor or
  /// type alias).
  func declares(_ name: String) -> Bool {
    firstMatch(#"\b(class|struct|enum|protocol|actor|typealias)\s+\#(name)\b"#) != nil
  }

  /// The first match of `pattern` as a ``ParentDeclarations/Found``: its file and the text it
  /// matched (patterns match one line).
  func firstLine(_ pattern: String, inFile path: String? = nil) -> ParentDeclarations.Found? {
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    else { return nil }
    for file in files where path == nil || file.path == path {
      let range = NSRange(file.text.startIndex..., in: file.text)
      if let match = regex.firstMatch(in: file.text, range: range),
        let matched = Range(match.range, in: file.text)
      {
        return ParentDeclarations.Found(path: file.path, line: String(file.text[matched]))
      }
    }
    return nil
  }

  /// The text of the file at `path`, if it is one of the scanned files.
  func text(of path: String) -> String? {
    files.first { $0.path == path }?.text
  }
}
