import RIBSupport

/// An observer that applies each value to a target, weakly held, on the main actor: what a
/// presenter exposes for `bind(to:)` and `drive(_:)`.
///
/// Values arriving after the target was deallocated are dropped. Completion is ignored. A
/// `Binder` cannot handle an error: one reaching it is reported through Diagnostics (kind
/// `unhandledError`), naming the file and line where the binder was created.
///
/// ```swift
/// var scoreText: Binder<String> {
///   Binder(self) { presenter, text in presenter.label = text }
/// }
/// scores.map { "\($0)" }.bind(to: presenter.scoreText)
/// ```
public struct Binder<Value>: ObserverType {
  private let binding: (Event<Value>) -> Void

  /// Applies values to `target` with `binding`, on the main actor: at once when the value
  /// arrives on the main thread with nothing queued ahead of it, else queued for it, in order.
  public init<Target: AnyObject>(
    _ target: Target, binding: @escaping (Target, Value) -> Void,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    let hop = MainActorHop()
    self.init(
      target,
      run: { value, apply in hop.run(value, apply) },
      binding: binding, file: file, line: line)
  }

  /// Applies values to `target` with `binding`, on `scheduler`.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: some SchedulerType, binding: @escaping (Target, Value) -> Void,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      target,
      run: { value, apply in
        if scheduler.isCurrentContext {
          apply(value)
        } else {
          let work = UncheckedWork { apply(value) }
          scheduler.schedule { work.body() }
        }
      },
      binding: binding, file: file, line: line)
  }

  private init<Target: AnyObject>(
    _ target: Target, run: @escaping (Value, @escaping (Value) -> Void) -> Void,
    binding: @escaping (Target, Value) -> Void, file: StaticString, line: UInt
  ) {
    let weakTarget = WeakTarget(target)
    self.binding = { event in
      switch event {
      case .next(let value):
        run(value) { value in
          if let target = weakTarget.object { binding(target, value) }
        }
      case .error(let error):
        UnhandledError.report(error, at: "A Binder created", file: file, line: line)
      case .completed:
        break
      }
    }
  }

  /// Applies a value to the target; reports an error; ignores completion.
  public func on(_ event: Event<Value>) { binding(event) }

  /// The binder as an ``AnyObserver``.
  public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}

// The binding only touches its target on the main actor (or the given scheduler).
extension Binder: @unchecked Sendable {}

/// Work handed to a scheduler that runs it where the binder's caller asked.
private struct UncheckedWork: @unchecked Sendable {
  let body: () -> Void
}

/// A binder's target, held weakly.
private final class WeakTarget<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
