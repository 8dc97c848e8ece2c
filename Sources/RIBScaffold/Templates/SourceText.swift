/// Joins the sections of a generated file with one blank line between them, dropping the
/// empty ones, and ends the file with a newline.
func sourceFile(_ sections: [String]) -> String {
  sections.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
}

/// Indents each non-empty line of `text` by `level` steps of two spaces.
func indented(_ text: String, _ level: Int = 1) -> String {
  let indent = String(repeating: "  ", count: level)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : indent + $0 }
    .joined(separator: "\n")
}

/// `A, B, C`: the items of a list in a declaration or a call.
func commaList(_ items: [String]) -> String {
  items.joined(separator: ", ")
}

/// `text` as a comment, its words wrapped to lines of at most `width` columns (names in the
/// text vary in length, so the templates cannot wrap it themselves). `level` is how deeply
/// the comment will be indented, two columns each; `indent`, how many levels the lines after
/// the first carry themselves, for a comment interpolated into an indented string literal
/// (whose own indentation reaches only the first line).
func comment(
  _ text: String, marker: String = "///", level: Int = 0, indent: Int = 0, width: Int = 100
) -> String {
  let available = width - 2 * level
  var lines: [String] = []
  var line = marker
  for word in words(text) {
    if line != marker, line.count + 1 + word.count > available {
      lines.append(line)
      line = marker
    }
    line += " " + word
  }
  lines.append(line)
  return lines.joined(separator: "\n" + String(repeating: "  ", count: indent))
}

/// The words of `text`, split at spaces except inside `code spans`, which stay whole.
private func words(_ text: String) -> [String] {
  var result: [String] = []
  for piece in text.split(separator: " ") {
    if let last = result.last, last.filter({ $0 == "`" }).count % 2 == 1 {
      result[result.count - 1] = last + " " + piece
    } else {
      result.append(String(piece))
    }
  }
  return result
}
