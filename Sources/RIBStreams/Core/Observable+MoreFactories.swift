import RIBSupport

extension ObservableType {
  /// Calls `factory` for each subscription and subscribes to the sequence it returns; a thrown
  /// error becomes the sequence's error. `factory` runs on the subscribing thread.
  public static func deferred(
    _ factory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let source: Observable<Element>
      do { source = try factory() } catch { return sink.on(.error(error)) }
      source.subscribeHandler(sink.on, into: sink.upstream)
    })
  }

  /// A sequence of `element`, repeated for ever (until the subscription ends), each value in a
  /// turn of the ``CurrentThreadScheduler``, as in RxSwift (see ``from(_:)``).
  @inlinable
  public static func repeatElement(_ element: Element) -> Observable<Element> {
    trampolined(Swift.repeatElement(element, count: .max))
  }

  /// A sequence of `optional`'s value, if it has one, then completion.
  public static func from(optional: Element?) -> Observable<Element> {
    guard let optional else { return .empty() }
    return .just(optional)
  }
}

extension ObservableType where Element: FixedWidthInteger {
  /// A sequence of `count` consecutive integers from `start`, then completion.
  ///
  /// A range that would go past `Element.max` ends there, and that is reported through
  /// Diagnostics.
  ///
  /// Each value (and the end) takes a turn of the ``CurrentThreadScheduler``, as in RxSwift
  /// (see ``ObservableType/from(_:)``).
  @inlinable
  public static func range(start: Element, count: Element) -> Observable<Element> {
    reportIfPastMax(start: start, count: count)
    return trampolined(rangeValues(start: start, count: count))
  }

  /// The values of `range(start:count:)`, ending at `Element.max`.
  @inlinable
  static func rangeValues(start: Element, count: Element) -> some Sequence<Element> {
    sequence(state: (offset: Element(0), next: Optional(start))) { state -> Element? in
      guard state.offset < count, let value = state.next else { return nil }
      state.offset += 1
      let (next, overflow) = value.addingReportingOverflow(1)
      state.next = overflow ? nil : next
      return value
    }
  }

  /// Past the type's largest value, RxSwift traps; here that is reported, and the range ends
  /// there.
  @usableFromInline
  static func reportIfPastMax(start: Element, count: Element) {
    guard count > 0, start.addingReportingOverflow(count - 1).overflow else { return }
    SupportDiagnostics.report(
      SupportReport(
        kind: "other",
        message: "Observable.range(start: \(start), count: \(count)): the range goes past"
          + " \(Element.self).max; it ends there."))
  }
}
