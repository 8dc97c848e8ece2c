/// A link that drives the app from outside, such as
/// `ribs-training://launchGame?gameId=tictactoe` (the RIBs tutorial's deep link).
///
/// Only the shape of the link is checked here; whether the game exists is for the app to say,
/// since only it knows its games.
nonisolated enum DeepLink: Equatable, Sendable {
  /// Start the game with this identifier once the players have logged in.
  case launchGame(gameID: String)

  /// The only scheme the app answers to.
  static let scheme = "ribs-training"

  /// The action that launches a game.
  static let launchGameAction = "launchGame"

  /// A link that works, shown in error messages.
  static let example = "ribs-training://launchGame?gameId=tictactoe"

  /// The game that the link launches.
  var gameID: String {
    switch self {
    case .launchGame(let gameID): return gameID
    }
  }

  /// Parses `text` as a deep link, or explains what is wrong with it.
  ///
  /// The scheme and the action are matched case-insensitively, as URL schemes and hosts are;
  /// the `gameId` value is percent-decoded and returned as is, so it must be made inert before it
  /// is displayed.
  static func parse(_ text: String) -> Result<DeepLink, DeepLinkError> {
    guard let colon = text.firstIndex(of: ":") else { return .failure(.malformed(text)) }
    let scheme = text[..<colon]
    let afterScheme = text[text.index(after: colon)...]
    guard isValidScheme(scheme), afterScheme.hasPrefix("//") else {
      return .failure(.malformed(text))
    }
    guard scheme.lowercased() == Self.scheme else {
      return .failure(.unknownScheme(String(scheme)))
    }

    var rest = afterScheme.dropFirst(2)
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    let authorityAndPath: Substring
    let query: Substring
    if let question = rest.firstIndex(of: "?") {
      authorityAndPath = rest[..<question]
      query = rest[rest.index(after: question)...]
    } else {
      authorityAndPath = rest
      query = ""
    }

    // `launchGame/` is accepted for links written with a trailing slash.
    var action = authorityAndPath
    if action.hasSuffix("/") { action = action.dropLast() }
    guard action.lowercased() == Self.launchGameAction.lowercased() else {
      guard !action.isEmpty else { return .failure(.malformed(text)) }
      return .failure(.unknownAction(String(action)))
    }

    var gameID: String?
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let key = percentDecoded(parts[0]) else { return .failure(.malformed(text)) }
      guard key == "gameId", gameID == nil else { continue }
      guard let value = percentDecoded(parts.count > 1 ? parts[1] : "") else {
        return .failure(.malformed(text))
      }
      gameID = value
    }
    guard let gameID, !gameID.isEmpty else { return .failure(.missingGameID) }
    return .success(.launchGame(gameID: gameID))
  }

  /// Whether `scheme` follows RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
  private static func isValidScheme(_ scheme: Substring) -> Bool {
    guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
    return scheme.allSatisfy { character in
      character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
    }
  }

  /// Decodes `%XX` escapes; `nil` when an escape is incomplete or the bytes are not UTF-8.
  private static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var utf8 = text.utf8[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard utf8.count >= 2,
        let high = hexValue(utf8[utf8.startIndex]),
        let low = hexValue(utf8[utf8.index(after: utf8.startIndex)])
      else { return nil }
      bytes.append(high << 4 | low)
      utf8 = utf8.dropFirst(2)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The value of an ASCII hexadecimal digit.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

/// Why a deep link was refused, with a one-line message for the player.
nonisolated enum DeepLinkError: Error, Equatable, Sendable {
  /// The text is not a URL of the form `scheme://action?query`.
  case malformed(String)
  /// The URL's scheme is not `ribs-training`.
  case unknownScheme(String)
  /// The URL asks for something other than `launchGame`.
  case unknownAction(String)
  /// The URL has no `gameId` query parameter, or an empty one.
  case missingGameID

  /// The most characters of the link repeated in a message.
  private static let echoLength = 60

  /// A one-line explanation that shows what a good link looks like.
  var message: String {
    func quoted(_ text: String) -> String {
      InertText.quoted(text, maxLength: Self.echoLength)
    }
    switch self {
    case .malformed(let text):
      return "\(quoted(text)) is not a valid link; expected e.g. \(DeepLink.example)"
    case .unknownScheme(let scheme):
      return "unknown link scheme \(quoted(scheme)); expected \(DeepLink.scheme)"
    case .unknownAction(let action):
      return "unknown link action \(quoted(action)); the only action is "
        + DeepLink.launchGameAction
    case .missingGameID:
      return "the link has no gameId saying which game to launch; expected e.g. "
        + DeepLink.example
    }
  }
}
