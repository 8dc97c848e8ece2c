/// Turns untrusted text (player names, echoed input, deep-link parts) into text that is safe to
/// print on a terminal.
///
/// A terminal obeys the control characters and escape sequences it receives: a name could
/// otherwise clear the screen, move the cursor, retitle the window, or use bidirectional overrides
/// to display something other than what it contains. Inert text displays as exactly what it is.
nonisolated enum InertText {
  /// The ellipsis that ends a shortened text.
  static let ellipsis: Character = "…"

  /// Returns `text` without control characters, escape sequences and bidirectional controls, with
  /// each run of whitespace collapsed to one space and no leading or trailing whitespace.
  ///
  /// Everything else is kept, including letters and marks of any script ("Zoë", "李").
  ///
  /// - Parameters:
  ///   - text: the untrusted text.
  ///   - maxLength: the most characters to return; a longer text is cut and ends with "…".
  static func sanitize(_ text: String, maxLength: Int? = nil) -> String {
    var scalars = Array(text.unicodeScalars)[...]
    var output = String.UnicodeScalarView()
    var pendingSpace = false

    while let scalar = scalars.popFirst() {
      if scalar.properties.isWhitespace {
        pendingSpace = !output.isEmpty
      } else if skipEscapeSequence(startingWith: scalar, in: &scalars) {
        continue
      } else if isControl(scalar) || isBidiControl(scalar) {
        continue
      } else {
        if pendingSpace { output.append(" ") }
        pendingSpace = false
        output.append(scalar)
      }
    }

    let result = String(output)
    guard let maxLength else { return result }
    return truncate(result, to: maxLength)
  }

  /// Whether `text` holds anything `sanitize` would remove other than whitespace: control
  /// characters, escape sequences or bidirectional controls.
  static func containsControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      !scalar.properties.isWhitespace && (isControl(scalar) || isBidiControl(scalar))
    }
  }

  /// Whether `scalar` is a C0 or C1 control character or DEL.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` is a bidirectional formatting character.
  ///
  /// These are the embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) used in
  /// "Trojan Source" attacks, plus the invisible direction marks (U+200E, U+200F, U+061C).
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }

  /// `text` made inert and put in double quotes, as messages show what the player typed.
  /// (Backticks would be Markdown, which a terminal shows as it is.)
  static func quoted(_ text: String, maxLength: Int? = nil) -> String {
    "\"" + sanitize(text, maxLength: maxLength) + "\""
  }

  /// Cuts `text` to at most `maxLength` characters, ending with "…" when anything was cut.
  static func truncate(_ text: String, to maxLength: Int) -> String {
    guard text.count > maxLength else { return text }
    guard maxLength > 0 else { return "" }
    var kept = text.prefix(maxLength - 1)
    // A cut just after a word would otherwise leave "Ann …".
    while kept.last == " " { kept.removeLast() }
    return String(kept) + String(ellipsis)
  }

  /// If `scalar` starts an escape sequence (ESC, or a C1 introducer such as CSI), removes the
  /// rest of that sequence from the front of `scalars` and returns `true`.
  ///
  /// Malformed sequences end at the first character that cannot belong to them, so a stray ESC
  /// cannot swallow the rest of a name; an unterminated control string (OSC, DCS, SOS, PM, APC),
  /// however, is dropped to the end because a terminal would swallow it too.
  private static func skipEscapeSequence(
    startingWith scalar: Unicode.Scalar, in scalars: inout ArraySlice<Unicode.Scalar>
  ) -> Bool {
    switch scalar.value {
    case 0x9B:
      skipControlSequence(in: &scalars)
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
      skipControlString(in: &scalars)
    case 0x1B:
      switch scalars.first {
      case "[":
        scalars.removeFirst()
        skipControlSequence(in: &scalars)
      case "]", "P", "X", "^", "_":
        scalars.removeFirst()
        skipControlString(in: &scalars)
      default:
        // Any other escape: optional intermediate bytes, then one final byte.
        skip(0x20...0x2F, in: &scalars)
        if let final = scalars.first, (0x30...0x7E).contains(final.value) {
          scalars.removeFirst()
        }
      }
    default:
      return false
    }
    return true
  }

  /// Removes the parameters, intermediates and final byte of a control sequence (after CSI).
  private static func skipControlSequence(in scalars: inout ArraySlice<Unicode.Scalar>) {
    skip(0x20...0x3F, in: &scalars)
    if let final = scalars.first, (0x40...0x7E).contains(final.value) { scalars.removeFirst() }
  }

  /// Removes a control string's payload up to and including its terminator (BEL, or ST written
  /// as ESC \ or U+009C).
  ///
  /// Any other ESC ends the string but is left in place, because a terminal would start a new
  /// sequence there; that sequence is then removed in turn.
  private static func skipControlString(in scalars: inout ArraySlice<Unicode.Scalar>) {
    while let scalar = scalars.first {
      if scalar == "\u{1B}" {
        let afterEscape = scalars.dropFirst()
        if afterEscape.first == "\\" { scalars = afterEscape.dropFirst() }
        return
      }
      scalars.removeFirst()
      if scalar == "\u{07}" || scalar == "\u{9C}" { return }
    }
  }

  /// Removes the leading scalars whose values lie in `range`.
  private static func skip(
    _ range: ClosedRange<UInt32>, in scalars: inout ArraySlice<Unicode.Scalar>
  ) {
    while let scalar = scalars.first, range.contains(scalar.value) { scalars.removeFirst() }
  }
}

/// Player names as shown in the game.
nonisolated enum PlayerName {
  /// The most characters a displayed name may have, so that names fit on the score line.
  static let maxLength = 24

  /// The name used for `player` when none was given.
  static func defaultName(for player: PlayerType) -> String {
    switch player {
    case .player1: return "Player 1"
    case .player2: return "Player 2"
    }
  }

  /// Makes a typed name displayable: sanitised, capped at `maxLength` characters, and replaced by
  /// `default` when nothing is left.
  static func normalized(_ raw: String, default defaultName: String) -> String {
    let name = InertText.sanitize(raw, maxLength: maxLength)
    return name.isEmpty ? defaultName : name
  }
}
