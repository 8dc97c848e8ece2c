import Synchronization

extension ObservableType {
  /// Prints every event, the subscription and its end, each line starting with `identifier`
  /// (by default the call's file, line and function).
  ///
  /// RxSwift also prints a timestamp; RIBStreams does without Foundation and prints none.
  /// `trimOutput` shortens each event's description to 40 characters. The end is printed
  /// (`isDisposed`) before the subscription upstream is disposed, as RxSwift does, so what
  /// the source prints while it is torn down comes after it.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let name =
      identifier
      ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
    let source = asObservable()
    return Producer(early: { downstream, slot in
      print("\(name) -> subscribed")
      let sink = Sink(downstream)
      slot.setSink(sink)
      let upstream = AnnouncingDisposable { print("\(name) -> isDisposed") }
      sink.setUpstream(upstream)
      source.subscribeHandler(
        { event in
          var description = "\(event)"
          if trimOutput, description.count > 40 {
            description = String(description.prefix(40)) + "..."
          }
          print("\(name) -> Event \(description)")
          sink.on(event)
        }, into: upstream.inner)
    })
  }
}

/// The subscription upstream of `debug`: disposing it first runs `announce`, once, then
/// disposes the subscription (again on each repeated disposal, which the sink relies on to
/// wait for a delivery in flight).
private final class AnnouncingDisposable: Disposable, Sendable {
  let inner = SingleAssignmentDisposable(forwardsRepeatedDisposal: true)
  private let announced = Atomic<Bool>(false)
  private let announce: @Sendable () -> Void

  init(_ announce: @escaping @Sendable () -> Void) {
    self.announce = announce
  }

  func dispose() {
    if announced.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
      .exchanged
    {
      announce()
    }
    inner.dispose()
  }
}
