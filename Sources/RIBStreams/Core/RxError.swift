/// The errors RIBStreams' operators raise, with RxSwift's names.
public enum RxError: Error, @unchecked Sendable, CustomDebugStringConvertible {
  /// An unknown error.
  case unknown
  /// An operation on an object that was already disposed.
  case disposed(object: AnyObject)
  /// An arithmetic overflow.
  case overflow
  /// An argument out of the accepted range.
  case argumentOutOfRange
  /// A sequence that had to emit a value ended without one.
  case noElements
  /// A sequence that had to emit one value emitted more.
  case moreThanOneElement
  /// ``ObservableType/timeout(_:scheduler:)`` ran out of time.
  case timeout

  /// A description such as `Sequence timeout.`.
  public var debugDescription: String {
    switch self {
    case .unknown: return "Unknown error occurred."
    case .disposed(let object): return "Object `\(object)` was already disposed."
    case .overflow: return "Arithmetic overflow occurred."
    case .argumentOutOfRange: return "Argument out of range."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .timeout: return "Sequence timeout."
    }
  }
}
