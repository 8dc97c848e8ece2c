extension ObservableType {
  /// Emits a running accumulation: `accumulator(seed, first)`, then that with the second value…
  @inlinable
  public func scan<State>(
    _ seed: State, accumulator: @escaping (State, Element) throws -> State,
    isolation: (any Actor)? = #isolation
  ) -> Observable<State> {
    lift(isolation: isolation) { sink in
      var state = seed
      return { event in
        switch event {
        case .next(let element):
          do {
            state = try accumulator(state, element)
            sink.on(.next(state))
          } catch {
            sink.on(.error(error))
          }
        case .error(let error): sink.on(.error(error))
        case .completed: sink.on(.completed)
        }
      }
    }
  }

  /// Like ``scan(_:accumulator:isolation:)``, mutating the state in place.
  @inlinable
  public func scan<State>(
    into seed: State, accumulator: @escaping (inout State, Element) throws -> Void,
    isolation: (any Actor)? = #isolation
  ) -> Observable<State> {
    scan(
      seed,
      accumulator: { state, element in
        var state = state
        try accumulator(&state, element)
        return state
      }, isolation: isolation)
  }
}
