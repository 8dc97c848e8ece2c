extension ObservableType {
  /// Drops the first `count` values.
  public func skip(_ count: Int) -> Observable<Element> {
    lift { sink in
      var remaining = count
      return { event in
        if case .next = event, remaining > 0 {
          remaining -= 1
          return
        }
        sink.on(event)
      }
    }
  }

  /// Passes on the first `count` values, then completes and ends the upstream subscription.
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return Observable.empty() }
    return lift { sink in
      var remaining = count
      return { event in
        sink.on(event)
        guard case .next = event else { return }
        remaining -= 1
        if remaining == 0 { sink.on(.completed) }
      }
    }
  }
}
