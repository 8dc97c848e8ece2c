/// JSON text that does not follow the grammar, and where.
struct JSONSyntaxError: Error, Equatable {
  var message: String
  var offset: Int
}

/// What the shared `JSONScanner` (RIBCore's file, linked here) throws in the viewer.
typealias JSONScanError = JSONSyntaxError
