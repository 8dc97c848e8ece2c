import Dispatch

/// Runs work on a dispatch queue. Events observed on it are still delivered one at a time and
/// in order, even if the queue is concurrent.
public struct SerialDispatchQueueScheduler: SchedulerType {
  /// The queue that runs the work.
  public let queue: DispatchQueue
  private let leeway: DispatchTimeInterval

  /// Runs work on `queue`.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.queue = queue
    self.leeway = leeway
  }

  /// Runs work on a new serial queue named `internalSerialQueueName` that targets `queue`.
  public init(
    queue: DispatchQueue, internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.queue = DispatchQueue(label: internalSerialQueueName, target: queue)
    self.leeway = leeway
  }

  /// Runs work on a new serial queue with quality of service `qos`.
  public init(
    qos: DispatchQoS, internalSerialQueueName: String = "rib-streams.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.queue = DispatchQueue(label: internalSerialQueueName, qos: qos)
    self.leeway = leeway
  }

  /// Runs work on a new serial queue named `internalSerialQueueName`, configured by
  /// `serialQueueConfiguration`.
  public init(
    internalSerialQueueName: String,
    serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName)
    serialQueueConfiguration?(queue)
    self.queue = queue
    self.leeway = leeway
  }

  /// The wall-clock time.
  public var now: RxTime { RxTime.current }

  /// Sends the action to the queue.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    DispatchWork.schedule(on: queue, state, action)
  }

  /// Runs the action on the queue once `dueTime` has passed.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    DispatchWork.scheduleRelative(on: queue, leeway: leeway, state, dueTime: dueTime, action)
  }

  /// Runs the action on the queue after `startAfter`, then every `period`.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    DispatchWork.schedulePeriodic(
      on: queue, leeway: leeway, state, startAfter: startAfter, period: period, action)
  }
}

/// Runs work on a dispatch queue, concurrently if the queue is concurrent (a global queue by
/// default). Events observed on it are still delivered one at a time and in order.
public struct ConcurrentDispatchQueueScheduler: SchedulerType {
  /// The queue that runs the work.
  public let queue: DispatchQueue
  private let leeway: DispatchTimeInterval

  /// Runs work on `queue`.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.queue = queue
    self.leeway = leeway
  }

  /// Runs work on the global queue with quality of service `qos`.
  public init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.queue = DispatchQueue(
      label: "rib-streams.concurrent", qos: qos, attributes: .concurrent,
      target: DispatchQueue.global(qos: qos.qosClass))
    self.leeway = leeway
  }

  /// The wall-clock time.
  public var now: RxTime { RxTime.current }

  /// Sends the action to the queue.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    DispatchWork.schedule(on: queue, state, action)
  }

  /// Runs the action on the queue once `dueTime` has passed.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    DispatchWork.scheduleRelative(on: queue, leeway: leeway, state, dueTime: dueTime, action)
  }

  /// Runs the action on the queue after `startAfter`, then every `period` (never two runs at
  /// once).
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    DispatchWork.schedulePeriodic(
      on: queue, leeway: leeway, state, startAfter: startAfter, period: period, action)
  }
}
