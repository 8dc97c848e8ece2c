import RIBSupport

extension Diagnostics {
  /// Routes RIBStreams' warnings into ``Diagnostics``, once, when first read: RIBCore reads it
  /// when its handler or the leak detector in force is first needed, which a RIB app does
  /// before any stream it builds can warn.
  static let routesStreamsWarnings: Void = {
    StreamsWarnings.route { warning in
      Diagnostics.report(Diagnostic(kind: kind(of: warning), message: warning.message))
    }
  }()

  private static func kind(of warning: StreamsWarning) -> Diagnostic.Kind {
    switch warning.kind {
    case .mainActorBacklog: .mainActorBacklog
    }
  }
}
