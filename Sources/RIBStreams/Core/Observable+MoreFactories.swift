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

  /// A sequence of `element`, repeated for ever (until the subscription ends).
  public static func repeatElement(_ element: Element) -> Observable<Element> {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      while !sink.isStopped { sink.on(.next(element)) }
    })
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
  public static func range(start: Element, count: Element) -> Observable<Element> {
    guard count > 0 else { return .empty() }
    reportIfPastMax(start: start, count: count)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      var offset: Element = 0
      var value = start
      while offset < count, !sink.isStopped {
        sink.on(.next(value))
        offset += 1
        let (next, overflow) = value.addingReportingOverflow(1)
        if overflow { break }
        value = next
      }
      sink.on(.completed)
    })
  }

  /// Past the type's largest value, RxSwift traps; here that is reported, and the range ends
  /// there.
  static func reportIfPastMax(start: Element, count: Element) {
    guard count > 0, start.addingReportingOverflow(count - 1).overflow else { return }
    SupportDiagnostics.report(
      SupportReport(
        kind: "other",
        message: "Observable.range(start: \(start), count: \(count)): the range goes past"
          + " \(Element.self).max; it ends there."))
  }
}
