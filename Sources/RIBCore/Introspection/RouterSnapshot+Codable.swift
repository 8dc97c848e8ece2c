extension RouterSnapshot {
  /// The deepest tree, in levels, that the `Codable` form holds.
  ///
  /// The `Codable` form nests two containers per level (the router and its `children`), and
  /// encoders and decoders recurse into each; `JSONDecoder` reads no more than 512 levels of
  /// nesting. So encoding or decoding a snapshot stops with an `EncodingError` or
  /// `DecodingError` where the coding path reaches twice this many keys: at this many levels for
  /// a snapshot encoded on its own, a little earlier inside another value. For deeper trees,
  /// ``json(prettyPrinted:)`` and ``init(json:)`` work at any depth.
  public static let codableDepthLimit = 200

  private enum CodingKeys: String, CodingKey {
    case id, typeName, isActive, hasView, children
  }

  private static let tooDeepForCodable =
    "a RouterSnapshot deeper than \(codableDepthLimit) levels has no Codable form; write it"
    + " with json() and read it with RouterSnapshot(json:), which work at any depth"

  /// Encodes the snapshot; see ``codableDepthLimit``.
  public func encode(to encoder: any Encoder) throws {
    // The message names no more than the router: the tree may be huge.
    guard encoder.codingPath.count < 2 * Self.codableDepthLimit else {
      throw EncodingError.invalidValue(
        typeName, EncodingError.Context(codingPath: [], debugDescription: Self.tooDeepForCodable))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(typeName, forKey: .typeName)
    try container.encode(isActive, forKey: .isActive)
    try container.encode(hasView, forKey: .hasView)
    try container.encode(children, forKey: .children)
  }

  /// Decodes a snapshot; `id` may be missing (snapshots encoded before ids existed), and is
  /// then `0`. See ``codableDepthLimit``.
  public init(from decoder: any Decoder) throws {
    guard decoder.codingPath.count < 2 * Self.codableDepthLimit else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: Self.tooDeepForCodable))
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decodeIfPresent(Int.self, forKey: .id) ?? 0,
      typeName: try container.decode(String.self, forKey: .typeName),
      isActive: try container.decode(Bool.self, forKey: .isActive),
      hasView: try container.decode(Bool.self, forKey: .hasView),
      children: try container.decode([RouterSnapshot].self, forKey: .children))
  }
}
