/// RxSwift's bridge from Swift concurrency: any `Sendable` asynchronous sequence as an
/// ``Observable``.
extension AsyncSequence where Self: Sendable {
  /// The sequence as an ``Observable``, iterated in a new task (of `priority`) for each
  /// subscriber, as RxSwift's `asObservable(priority:)`; see
  /// ``Observable/from(asyncSequence:)``.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    Observable.from(asyncSequence: self, priority: priority)
  }
}
