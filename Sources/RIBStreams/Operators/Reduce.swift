extension ObservableType {
  /// Accumulates every value with `accumulator`, starting from `seed`, and emits the result of
  /// `mapResult` applied to the total once the sequence completes.
  @inlinable
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate,
    accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Result> {
    lift(isolation: isolation) { sink in
      var total = seed
      return { event in
        switch event {
        case .next(let element):
          do { total = try accumulator(total, element) } catch { sink.on(.error(error)) }
        case .error(let error):
          sink.on(.error(error))
        case .completed:
          do { sink.on(.next(try mapResult(total))) } catch { return sink.on(.error(error)) }
          sink.on(.completed)
        }
      }
    }
  }

  /// Accumulates every value with `accumulator`, starting from `seed`, and emits the total
  /// once the sequence completes.
  @inlinable
  public func reduce<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Accumulate> {
    reduce(seed, accumulator: accumulator, mapResult: { $0 }, isolation: isolation)
  }

  /// A ``Single`` of every value, in order, once the sequence completes.
  @inlinable
  public func toArray() -> Single<[Element]> {
    Single(
      unchecked: lift { sink in
        var values: [Element] = []
        return { event in
          switch event {
          case .next(let element): values.append(element)
          case .error(let error): sink.on(.error(error))
          case .completed:
            sink.on(.next(values))
            sink.on(.completed)
          }
        }
      })
  }
}
