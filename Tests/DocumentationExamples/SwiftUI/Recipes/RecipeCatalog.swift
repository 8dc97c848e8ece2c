// The data of the "RIBs with SwiftUI" guide's app.

/// The recipes the app knows, and which one each suggests next.
struct RecipeCatalog {
  let names: [String]
  let seeAlso: [String: String]

  static let standard = RecipeCatalog(
    names: ["Pancakes", "Pasta", "Paella", "Salad"],
    seeAlso: ["Pasta": "Salad", "Salad": "Paella", "Paella": "Pasta", "Pancakes": "Salad"])

  /// The recipes whose name contains `query`, ignoring case; all of them for an empty query.
  func recipes(matching query: String) -> [String] {
    let query = query.lowercased()
    return query.isEmpty ? names : names.filter { $0.lowercased().contains(query) }
  }
}
