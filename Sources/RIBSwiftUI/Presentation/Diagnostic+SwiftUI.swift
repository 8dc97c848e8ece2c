import RIBCore

/// The kinds of diagnostics that RIBSwiftUI reports.
extension Diagnostic.Kind {
  /// A SwiftUI view tried to push or present a RIB that no router attached there (a
  /// `NavigationLink(value:)`, or a sheet binding written by the view): ignored, as the RIB tree
  /// decides what is shown.
  public static let viewShowedUnroutedRIB = Diagnostic.Kind(rawValue: "viewShowedUnroutedRIB")
}
