extension ObservableType {
  /// Emits the source's latest value each time `sampler` emits, if the source emitted since
  /// the previous sample (else `defaultValue`, when given, or nothing).
  ///
  /// The result completes at the first sample after the source completed; `sampler`
  /// completing takes a last sample but does not complete it. An error of either is passed
  /// on at once.
  public func sample<Sampler: ObservableType>(
    _ sampler: Sampler, defaultValue: Element? = nil
  )
    -> Observable<Element>
  {
    let sampler = sampler.asObservable()
    return timed { Sample(sampler: sampler, defaultValue: defaultValue) }
  }
}

private final class Sample<Element, Tick>: TimedOperator<Element, Element> {
  private let sampler: Observable<Tick>
  private let defaultValue: Element?
  private let samplerSubscription = SingleAssignmentDisposable()
  // Serializer state.
  private var latest: Element?
  private var sourceEnded = false

  init(sampler: Observable<Tick>, defaultValue: Element?) {
    self.sampler = sampler
    self.defaultValue = defaultValue
  }

  override func subscribe(to source: Observable<Element>) {
    super.subscribe(to: source)
    sampler.subscribeHandler(
      { [self] tick in serialized { self.take(tick) } }, into: samplerSubscription)
  }

  override func handle(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      latest = element
    case .error:
      forward(event)
    case .completed:
      sourceEnded = true
      disposeSource()
    }
  }

  private func take(_ tick: Event<Tick>) {
    if case .error(let error) = tick {
      forward(.error(error))
      return
    }
    if let element = latest ?? defaultValue {
      latest = nil
      forward(.next(element))
    }
    if sourceEnded { forward(.completed) }
  }

  override func disposeResources() {
    samplerSubscription.dispose()
    super.disposeResources()
  }
}
