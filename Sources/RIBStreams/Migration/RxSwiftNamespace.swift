/// RxSwift's module name, so that code that qualifies a type with it, as
/// `RxSwift.Observable<Int>` to tell it from another module's `Observable`, compiles after
/// `import RxSwift` becomes `import RIBStreams`.
///
/// Each member is the RIBStreams type of the same name.
///
/// ```swift
/// protocol SearchService {
///   func search(_ query: String) -> RxSwift.Observable<[String]>
/// }
/// ```
public enum RxSwift {
  /// ``RIBStreams/Observable``.
  public typealias Observable<Element> = RIBStreams.Observable<Element>
  /// ``RIBStreams/ObservableType``.
  public typealias ObservableType = RIBStreams.ObservableType
  /// ``RIBStreams/ObservableConvertibleType``.
  public typealias ObservableConvertibleType = RIBStreams.ObservableConvertibleType
  /// ``RIBStreams/ConnectableObservable``.
  public typealias ConnectableObservable<Element> = RIBStreams.ConnectableObservable<Element>
  /// ``RIBStreams/ObserverType``.
  public typealias ObserverType = RIBStreams.ObserverType
  /// ``RIBStreams/AnyObserver``.
  public typealias AnyObserver<Element> = RIBStreams.AnyObserver<Element>
  /// ``RIBStreams/Event``.
  public typealias Event<Element> = RIBStreams.Event<Element>
  /// ``RIBStreams/RxError``.
  public typealias RxError = RIBStreams.RxError
  /// ``RIBStreams/Disposable``.
  public typealias Disposable = RIBStreams.Disposable
  /// ``RIBStreams/Cancelable``.
  public typealias Cancelable = RIBStreams.Cancelable
  /// ``RIBStreams/Disposables``.
  public typealias Disposables = RIBStreams.Disposables
  /// ``RIBStreams/DisposeBag``.
  public typealias DisposeBag = RIBStreams.DisposeBag
  /// ``RIBStreams/CompositeDisposable``.
  public typealias CompositeDisposable = RIBStreams.CompositeDisposable
  /// ``RIBStreams/SerialDisposable``.
  public typealias SerialDisposable = RIBStreams.SerialDisposable
  /// ``RIBStreams/SingleAssignmentDisposable``.
  public typealias SingleAssignmentDisposable = RIBStreams.SingleAssignmentDisposable
  /// ``RIBStreams/BooleanDisposable``.
  public typealias BooleanDisposable = RIBStreams.BooleanDisposable
  /// ``RIBStreams/ScheduledDisposable``.
  public typealias ScheduledDisposable = RIBStreams.ScheduledDisposable
  /// ``RIBStreams/PublishSubject``.
  public typealias PublishSubject<Element> = RIBStreams.PublishSubject<Element>
  /// ``RIBStreams/BehaviorSubject``.
  public typealias BehaviorSubject<Element> = RIBStreams.BehaviorSubject<Element>
  /// ``RIBStreams/ReplaySubject``.
  public typealias ReplaySubject<Element> = RIBStreams.ReplaySubject<Element>
  /// ``RIBStreams/PrimitiveSequence``.
  public typealias PrimitiveSequence<Trait, Element> = RIBStreams.PrimitiveSequence<
    Trait, Element
  >
  /// ``RIBStreams/Single``.
  public typealias Single<Element> = RIBStreams.Single<Element>
  /// ``RIBStreams/SingleEvent``.
  public typealias SingleEvent<Element> = RIBStreams.SingleEvent<Element>
  /// ``RIBStreams/Maybe``.
  public typealias Maybe<Element> = RIBStreams.Maybe<Element>
  /// ``RIBStreams/MaybeEvent``.
  public typealias MaybeEvent<Element> = RIBStreams.MaybeEvent<Element>
  /// ``RIBStreams/Completable``.
  public typealias Completable = RIBStreams.Completable
  /// ``RIBStreams/CompletableEvent``.
  public typealias CompletableEvent = RIBStreams.CompletableEvent
  /// ``RIBStreams/Infallible``.
  public typealias Infallible<Element> = RIBStreams.Infallible<Element>
  /// ``RIBStreams/ImmediateSchedulerType``.
  public typealias ImmediateSchedulerType = RIBStreams.ImmediateSchedulerType
  /// ``RIBStreams/SchedulerType``.
  public typealias SchedulerType = RIBStreams.SchedulerType
  /// ``RIBStreams/MainScheduler``.
  public typealias MainScheduler = RIBStreams.MainScheduler
  /// ``RIBStreams/ConcurrentMainScheduler``.
  public typealias ConcurrentMainScheduler = RIBStreams.ConcurrentMainScheduler
  /// ``RIBStreams/CurrentThreadScheduler``.
  public typealias CurrentThreadScheduler = RIBStreams.CurrentThreadScheduler
  /// ``RIBStreams/SerialDispatchQueueScheduler``.
  public typealias SerialDispatchQueueScheduler = RIBStreams.SerialDispatchQueueScheduler
  /// ``RIBStreams/ConcurrentDispatchQueueScheduler``.
  public typealias ConcurrentDispatchQueueScheduler = RIBStreams.ConcurrentDispatchQueueScheduler
  /// ``RIBStreams/VirtualTimeScheduler``.
  public typealias VirtualTimeScheduler<Converter: RIBStreams.VirtualTimeConverterType> =
    RIBStreams.VirtualTimeScheduler<Converter>
  /// ``RIBStreams/VirtualTimeConverterType``.
  public typealias VirtualTimeConverterType = RIBStreams.VirtualTimeConverterType
  /// ``RIBStreams/VirtualTimeComparison``.
  public typealias VirtualTimeComparison = RIBStreams.VirtualTimeComparison
  /// ``RIBStreams/HistoricalScheduler``.
  public typealias HistoricalScheduler = RIBStreams.HistoricalScheduler
  /// ``RIBStreams/HistoricalSchedulerTimeConverter``.
  public typealias HistoricalSchedulerTimeConverter = RIBStreams.HistoricalSchedulerTimeConverter
  /// ``RIBStreams/RxTimeInterval``.
  public typealias RxTimeInterval = RIBStreams.RxTimeInterval
  /// ``RIBStreams/SubjectLifetimeScope``.
  public typealias SubjectLifetimeScope = RIBStreams.SubjectLifetimeScope
  /// ``RIBStreams/AsyncSubject``.
  public typealias AsyncSubject<Element> = RIBStreams.AsyncSubject<Element>
  /// ``RIBStreams/SubjectType``.
  public typealias SubjectType = RIBStreams.SubjectType
  /// ``RIBStreams/ConnectableObservableType``.
  public typealias ConnectableObservableType = RIBStreams.ConnectableObservableType
  /// ``RIBStreams/InfallibleType``.
  public typealias InfallibleType = RIBStreams.InfallibleType
  /// ``RIBStreams/GroupedObservable``.
  public typealias GroupedObservable<Key, Element> = RIBStreams.GroupedObservable<Key, Element>
  /// ``RIBStreams/RefCountDisposable``.
  public typealias RefCountDisposable = RIBStreams.RefCountDisposable
  /// ``RIBStreams/Reactive``.
  public typealias Reactive<Base> = RIBStreams.Reactive<Base>
  /// ``RIBStreams/ReactiveCompatible``.
  public typealias ReactiveCompatible = RIBStreams.ReactiveCompatible
  /// ``RIBStreams/Binder``.
  public typealias Binder<Value> = RIBStreams.Binder<Value>
}
