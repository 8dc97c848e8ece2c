import RIBStreams

/// Events compare as RxTest compares them, so `XCTAssertEqual` and `#expect` take arrays of
/// them and of ``Recorded`` events: values with `==`, and errors with `==` where the error
/// type is `Equatable`, else by type and description (`"\(error)"`).
extension Event: Equatable where Element: Equatable {
  /// Whether both are the same event (see the extension's comment for errors).
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

/// Whether two errors are the same as far as a test can tell: `==` when the first one's type
/// is `Equatable`, else the same type with the same description.
func errorsMatch(_ left: any Error, _ right: any Error) -> Bool {
  if let equatable = (left as Any) as? any Equatable {
    return equatable.isEqual(toAny: right)
  }
  return type(of: left) == type(of: right) && "\(left)" == "\(right)"
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Maybe events compare as `Event`s do: values with `==`, errors as the
/// extension on `Event` says.
extension MaybeEvent: Equatable where Element: Equatable {
  /// Whether both are the same event.
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

/// Completable events compare as `Event`s do.
extension CompletableEvent: Equatable {
  /// Whether both are the same event.
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

/// Whether two single events are the same: values with `==`, errors as for `Event`.
/// (`SingleEvent` is a `Result` whose failure is any error, so it cannot be `Equatable`.)
func singleEventsMatch<Element: Equatable>(
  _ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>
) -> Bool {
  switch (lhs, rhs) {
  case (.success(let left), .success(let right)): return left == right
  case (.failure(let left), .failure(let right)): return errorsMatch(left, right)
  default: return false
  }
}
