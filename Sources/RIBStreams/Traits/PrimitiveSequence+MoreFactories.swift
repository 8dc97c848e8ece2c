extension PrimitiveSequence {
  /// A resource per subscription, made by `resourceFactory` and disposed after the sequence
  /// that `primitiveSequenceFactory` makes from it; see ``ObservableType/using(_:observableFactory:)``.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      unchecked: Observable.using(
        resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
  }
}

extension PrimitiveSequenceType where Element: FixedWidthInteger {
  /// Succeeds with 0 once `dueTime` has passed on `scheduler` (a `Single`; a `Maybe` emits
  /// it), as RxSwift's trait `timer`.
  public static func timer(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  )
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(unchecked: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Succeeds with `element`, scheduled on `scheduler`.
  public static func just(
    _ element: Element, scheduler: any ImmediateSchedulerType
  )
    -> Single<Element>
  {
    Single(unchecked: Observable.just(element, scheduler: scheduler))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Succeeds with `element`, scheduled on `scheduler`.
  public static func just(
    _ element: Element, scheduler: any ImmediateSchedulerType
  )
    -> Maybe<Element>
  {
    Maybe(unchecked: Observable.just(element, scheduler: scheduler))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Completes once every completable of `sources` has, one after another (any sequence of
  /// them, read one at a time as the previous one completes, as in RxSwift).
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(unchecked: Observable.concat(sources.lazy.map(\.source)))
  }

  /// Completes once every completable of `sources` has, all subscribed at once (any
  /// collection of them, as in RxSwift).
  public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    zip(Array(sources))
  }
}
