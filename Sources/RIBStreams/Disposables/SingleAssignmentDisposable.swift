import RIBSupport
import Synchronization

/// Holds a disposable that is known only later, and disposes it as soon as both it is set and
/// disposal was asked for, whichever comes first.
///
/// Used where a subscription may be cancelled while it is still being set up.
///
/// ```swift
/// let slot = SingleAssignmentDisposable()
/// slot.dispose()                          // cancelled before the subscription exists
/// slot.setDisposable(source.subscribe())  // disposed at once
/// ```
public final class SingleAssignmentDisposable: Disposable {
  /// Bits of `state`. Each is set once and never cleared, so every transition is one atomic
  /// `or`, and the thread that sets a bit learns from the previous value what the others did.
  ///
  /// Every subscription has one of these (a sink's upstream slot), so it takes no lock and
  /// allocates nothing of its own: a lock object and its mutex were two of the seven
  /// allocations of a subscription.
  private enum Bit {
    /// A setter has claimed the slot; only that thread writes `held` and `heldSinkUpstream`.
    static let claimed: UInt8 = 1
    /// `held` and `heldSinkUpstream` are written; readable by whoever sees this bit.
    static let assigned: UInt8 = 2
    /// `dispose()` was called.
    static let disposed: UInt8 = 4
  }

  private let state = Atomic<UInt8>(0)
  // Written only by the thread that set `claimed`, before it sets `assigned` (releasing);
  // read only by threads that saw `assigned` (acquiring). Once disposed, `held` is let go of
  // by the last of the callers disposing it at once (see `disposers`), unless repeated
  // disposal is forwarded to it; see `keepsHeld`.
  @exclusivity(unchecked) private var held: (any Disposable)?
  /// The sink's own upstream slot, when a sink is held (see `setSink`): where repeated
  /// disposal goes instead of `held`. A slot, not any disposable, so 8 bytes, not 40.
  @exclusivity(unchecked) private var heldSinkUpstream: SingleAssignmentDisposable?
  /// Whether disposing again disposes the held disposable again. The framework's own
  /// subscription slots do: that is how a second caller of a subscription's `dispose()` reaches,
  /// like the first, the lock that serialises deliveries, and so waits for one in flight (see
  /// `Sink`). Their contents are the framework's, and idempotent.
  ///
  /// Of a sink, only its own upstream slot is kept, which is where disposing the sink again
  /// would go: an operator's upstream sink holds its downstream sink through its handler, so
  /// keeping the sink would be a cycle.
  private let forwardsRepeatedDisposal: Bool
  /// Otherwise: how many callers of `dispose()` are disposing `held` now, or -1 once the last
  /// of them let go of it. Every caller disposes `held`, not only the first, so that each
  /// returns only once the subscription's own `dispose()` returned (which waits for a delivery
  /// in flight); `held` is released when none is left.
  private let disposers = Atomic<Int>(0)

  /// Creates an empty holder.
  public init() { forwardsRepeatedDisposal = false }

  /// Creates an empty holder that, if `forwardsRepeatedDisposal`, keeps what it held after
  /// disposal and disposes it again each time it is disposed again.
  @usableFromInline
  init(forwardsRepeatedDisposal: Bool) {
    self.forwardsRepeatedDisposal = forwardsRepeatedDisposal
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    state.load(ordering: .acquiring) & Bit.disposed != 0
  }

  /// Sets the disposable. If this holder was already disposed, `disposable` is disposed at
  /// once. Setting a second disposable is a programming error, which RxSwift stops the process
  /// for: here it disposes the new one and is reported through Diagnostics.
  public func setDisposable(_ disposable: any Disposable) {
    set(disposable, sinkUpstream: nil)
  }

  /// Sets a sink; disposing again reaches the sink's own upstream slot (see
  /// `forwardsRepeatedDisposal`). Every operator sets its sink with this, so the slot needs no
  /// cast to tell a sink from another disposable.
  @usableFromInline
  func setSink<Element>(_ sink: Sink<Element>) {
    set(sink, sinkUpstream: sink.upstream)
  }

  /// Whether `held` stays after the first disposal, for repeated disposal to reach.
  private var keepsHeld: Bool {
    forwardsRepeatedDisposal && heldSinkUpstream == nil
  }

  private func set(_ disposable: any Disposable, sinkUpstream: SingleAssignmentDisposable?) {
    let before = state.bitwiseOr(Bit.claimed, ordering: .acquiringAndReleasing).oldValue
    guard before & Bit.claimed == 0 else {
      // RxSwift stops the process here; the disposable is disposed so that what it holds is
      // not left running, and the misuse is reported.
      SupportDiagnostics.report(
        SupportReport(
          kind: "other",
          message: "SingleAssignmentDisposable.setDisposable: it was already set, so"
            + " \(type(of: disposable)) was disposed instead of held. Set it once; use"
            + " SerialDisposable for a disposable that is replaced.",
          subjects: [SupportReport.Subject(self)]))
      disposable.dispose()
      return
    }
    held = disposable
    if forwardsRepeatedDisposal { heldSinkUpstream = sinkUpstream }
    let beforeAssigning = state.bitwiseOr(Bit.assigned, ordering: .acquiringAndReleasing).oldValue
    if beforeAssigning & Bit.disposed != 0 {
      // Disposed while unassigned: that disposer found nothing to dispose, so it is ours.
      if forwardsRepeatedDisposal {
        if !keepsHeld { held = nil }
        disposable.dispose()
      } else {
        disposeHeld()
      }
    }
  }

  /// Disposes the held disposable, now or when it is set.
  ///
  /// Two threads disposing at once each dispose the held subscription, so neither returns
  /// before a delivery in flight to it ended, as with the subscription itself.
  public func dispose() {
    let before = state.bitwiseOr(Bit.disposed, ordering: .acquiringAndReleasing).oldValue
    guard before & Bit.assigned != 0 else { return }
    guard forwardsRepeatedDisposal else {
      disposeHeld()
      return
    }
    if before & Bit.disposed == 0 {
      let disposable = held
      if !keepsHeld { held = nil }
      disposable?.dispose()
    } else if forwardsRepeatedDisposal {
      if let heldSinkUpstream { heldSinkUpstream.dispose() } else { held?.dispose() }
    }
  }
}

extension SingleAssignmentDisposable {
  /// Disposes `held` as one of the callers counted in `disposers`; the last one out releases it.
  private func disposeHeld() {
    var count = disposers.load(ordering: .acquiring)
    while true {
      guard count >= 0 else { return }
      let (exchanged, original) = disposers.compareExchange(
        expected: count, desired: count + 1, ordering: .acquiringAndReleasing)
      if exchanged { break }
      count = original
    }
    held?.dispose()
    count = disposers.load(ordering: .acquiring)
    while true {
      let (exchanged, original) = disposers.compareExchange(
        expected: count, desired: count == 1 ? -1 : count - 1, ordering: .acquiringAndReleasing)
      if exchanged { break }
      count = original
    }
    // The last caller out: no other can read `held` any more.
    if count == 1 { held = nil }
  }
}

// `state` is atomic; `held` and `heldSinkUpstream` are published through it (see their
// comment).
extension SingleAssignmentDisposable: @unchecked Sendable {}
