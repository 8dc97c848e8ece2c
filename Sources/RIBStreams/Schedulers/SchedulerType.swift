import Dispatch
import RIBSupport

/// Somewhere work can be sent to run later: a dispatch queue, or the main thread.
///
/// ``ObservableType/observe(on:)-(SchedulerType)`` moves delivery onto a scheduler. The library
/// ships ``MainScheduler`` and ``SerialDispatchQueueScheduler``; any type that can run a
/// closure asynchronously can conform.
public protocol SchedulerType: Sendable {
  /// Runs `work` asynchronously on this scheduler.
  func schedule(_ work: @escaping @Sendable () -> Void)

  /// Whether work may run right away, synchronously, when the caller is already in this
  /// scheduler's context. The default is `false`.
  var isCurrentContext: Bool { get }
}

extension SchedulerType {
  /// `false`: work always goes through ``schedule(_:)``.
  public var isCurrentContext: Bool { false }
}

/// Runs work on a dispatch queue. Events observed on it are still delivered one at a time and
/// in order, even if the queue is concurrent.
public struct SerialDispatchQueueScheduler: SchedulerType {
  /// The queue that runs the work.
  public let queue: DispatchQueue

  /// Runs work on `queue`.
  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Runs work on a new serial queue named `internalSerialQueueName` that targets `queue`.
  public init(queue: DispatchQueue, internalSerialQueueName: String) {
    self.queue = DispatchQueue(label: internalSerialQueueName, target: queue)
  }

  /// Runs work on a new serial queue with quality of service `qos`.
  public init(qos: DispatchQoS, internalSerialQueueName: String = "rib-streams.serial") {
    self.queue = DispatchQueue(label: internalSerialQueueName, qos: qos)
  }

  /// Sends `work` to the queue.
  public func schedule(_ work: @escaping @Sendable () -> Void) {
    queue.async(execute: work)
  }
}

/// Runs work on the main thread, which is where the main actor runs.
///
/// ``instance`` runs work at once when the caller is already on the main thread (as RxSwift's
/// does, which also waits while anything scheduled earlier is still queued), so a UI update that is already on the main thread is not delayed a turn;
/// ``asyncInstance`` always enqueues.
public struct MainScheduler: SchedulerType {
  private let runsImmediatelyOnMainThread: Bool

  /// Runs work at once when already on the main thread, else enqueues it on the main queue.
  public static let instance = MainScheduler(runsImmediatelyOnMainThread: true)

  /// Always enqueues work on the main queue.
  public static let asyncInstance = MainScheduler(runsImmediatelyOnMainThread: false)

  /// Sends `work` to the main queue.
  public func schedule(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async(execute: work)
  }

  /// `true` on the main thread for ``instance``.
  public var isCurrentContext: Bool {
    runsImmediatelyOnMainThread && isMainThread()
  }
}
