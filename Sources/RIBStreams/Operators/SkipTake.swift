extension ObservableType {
  /// Drops the first `count` values.
  @inlinable
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
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return Observable.empty() }
    return lift { sink in
      var remaining = count
      return { event in
        guard case .next = event else { return sink.on(event) }
        // Counted before forwarding: a value emitted re-entrantly from inside the observer
        // (a `create` source delivers it inline) must find the count already used up.
        guard remaining > 0 else { return }
        remaining -= 1
        sink.on(event)
        if remaining == 0 { sink.on(.completed) }
      }
    }
  }
}
