/// The errors the library's operators fail with, under RxSwift's names.
public enum RxError: Error, CustomDebugStringConvertible, Sendable {
  /// An unknown error.
  case unknown
  /// An operation was performed on an object that had already been disposed.
  case disposed(object: any AnyObject & Sendable)
  /// An arithmetic overflow.
  case overflow
  /// An argument was out of range: `element(at:)` past the end of the sequence.
  case argumentOutOfRange
  /// The sequence completed without a value where one was required (a `Single`).
  case noElements
  /// The sequence emitted a second value where one was allowed (a `Single` or `Maybe`).
  case moreThanOneElement
  /// A time limit was exceeded.
  case timeout

  /// A description of the error.
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
