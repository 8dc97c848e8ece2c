/// RxRelay's module name, so that code that qualifies a relay with it, as
/// `RxRelay.BehaviorRelay<Int>`, compiles after `import RxRelay` becomes `import RIBStreams`.
public enum RxRelay {
  /// ``RIBStreams/PublishRelay``.
  public typealias PublishRelay<Element> = RIBStreams.PublishRelay<Element>
  /// ``RIBStreams/BehaviorRelay``.
  public typealias BehaviorRelay<Element> = RIBStreams.BehaviorRelay<Element>
  /// ``RIBStreams/ReplayRelay``.
  public typealias ReplayRelay<Element> = RIBStreams.ReplayRelay<Element>
}
