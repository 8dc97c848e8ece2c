/// RxCocoa's module name, so that code that qualifies its sequence types with it, as
/// `RxCocoa.Driver<String>`, compiles after `import RxCocoa` becomes `import RIBStreams`.
///
/// Only what RIBStreams provides of RxCocoa is here: the relays, the shared sequences and
/// ``RIBStreams/Binder``. UIKit's bindings have no counterpart.
public enum RxCocoa {
  /// ``RIBStreams/Driver``.
  public typealias Driver<Element> = RIBStreams.Driver<Element>
  /// ``RIBStreams/Signal``.
  public typealias Signal<Element> = RIBStreams.Signal<Element>
  /// ``RIBStreams/SharedSequence``.
  public typealias SharedSequence<SharingStrategy: SharingStrategyProtocol, Element> =
    RIBStreams.SharedSequence<SharingStrategy, Element>
  /// ``RIBStreams/SharedSequenceConvertibleType``.
  public typealias SharedSequenceConvertibleType = RIBStreams.SharedSequenceConvertibleType
  /// ``RIBStreams/SharingStrategyProtocol``.
  public typealias SharingStrategyProtocol = RIBStreams.SharingStrategyProtocol
  /// ``RIBStreams/DriverSharingStrategy``.
  public typealias DriverSharingStrategy = RIBStreams.DriverSharingStrategy
  /// ``RIBStreams/SignalSharingStrategy``.
  public typealias SignalSharingStrategy = RIBStreams.SignalSharingStrategy
  /// ``RIBStreams/SharingScheduler``.
  public typealias SharingScheduler = RIBStreams.SharingScheduler
  /// ``RIBStreams/Binder``.
  public typealias Binder<Value> = RIBStreams.Binder<Value>
  /// ``RIBStreams/PublishRelay``.
  public typealias PublishRelay<Element> = RIBStreams.PublishRelay<Element>
  /// ``RIBStreams/BehaviorRelay``.
  public typealias BehaviorRelay<Element> = RIBStreams.BehaviorRelay<Element>
  /// ``RIBStreams/ControlEvent``.
  public typealias ControlEvent<PropertyType> = RIBStreams.ControlEvent<PropertyType>
  /// ``RIBStreams/ControlProperty``.
  public typealias ControlProperty<PropertyType> = RIBStreams.ControlProperty<PropertyType>
  /// ``RIBStreams/ControlEventType``.
  public typealias ControlEventType = RIBStreams.ControlEventType
  /// ``RIBStreams/ControlPropertyType``.
  public typealias ControlPropertyType = RIBStreams.ControlPropertyType
}
