extension ObservableType {
  /// Transforms each value. A thrown error ends the sequence with that error.
  @inlinable
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result, isolation: (any Actor)? = #isolation
  ) -> Observable<Result> {
    lift(isolation: isolation) { sink in
      { event in
        switch event {
        case .next(let element):
          do { sink.on(.next(try transform(element))) } catch { sink.on(.error(error)) }
        case .error(let error): sink.on(.error(error))
        case .completed: sink.on(.completed)
        }
      }
    }
  }

  /// Transforms each value and drops the `nil` results.
  @inlinable
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?, isolation: (any Actor)? = #isolation
  ) -> Observable<Result> {
    lift(isolation: isolation) { sink in
      { event in
        switch event {
        case .next(let element):
          do {
            if let result = try transform(element) { sink.on(.next(result)) }
          } catch {
            sink.on(.error(error))
          }
        case .error(let error): sink.on(.error(error))
        case .completed: sink.on(.completed)
        }
      }
    }
  }
}
