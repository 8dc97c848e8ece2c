extension ObservableType {
  /// The sequence, or, if it completes without a value, `default` then completion.
  ///
  /// ```swift
  /// savedGames.ifEmpty(default: []).subscribe(onNext: { presenter.show($0) })
  /// ```
  public func ifEmpty(default: Element) -> Observable<Element> {
    switchIfEmpty(.just(`default`))
  }

  /// The sequence, or, if it completes without a value, `other`.
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    switchIfEmpty(other)
  }

  /// The sequence's one value: passed on as it arrives, then the completion; fails with
  /// ``RxError/noElements`` if the sequence completes without a value, and with
  /// ``RxError/moreThanOneElement`` at a second value, as RxSwift's `single()` does.
  @inlinable
  public func single() -> Observable<Element> {
    single { _ in true }
  }

  /// The one value for which `predicate` holds, as ``single()`` applies to the values it
  /// selects.
  @inlinable
  public func single(
    _ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    lift(isolation: isolation) { sink in
      var hasValue = false
      return { event in
        switch event {
        case .next(let element):
          do {
            guard try predicate(element) else { return }
          } catch {
            return sink.on(.error(error))
          }
          guard !hasValue else { return sink.on(.error(RxError.moreThanOneElement)) }
          hasValue = true
          sink.on(event)
        case .error:
          sink.on(event)
        case .completed:
          sink.on(hasValue ? .completed : .error(RxError.noElements))
        }
      }
    }
  }
}

extension ObservableType {
  /// Emits the values of the first source; when one fails, continues with the next; fails
  /// with the last error if every source fails (RxSwift's spelling of ``catch(_:)``).
  @inlinable
  public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    `catch`(sequence)
  }
}
