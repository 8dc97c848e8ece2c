import Dispatch
import Foundation
import Synchronization

/// Runs each body on a thread of its own and waits for all of them, at most `seconds`,
/// without blocking a pool thread (the tasks a test starts need the pool).
///
/// Returns `false` if one has not finished by then: the test fails instead of hanging the
/// suite. A deadlocked thread cannot be stopped, so it is left blocked; the process ends with
/// it. The limit is a watchdog, not a performance bound: a passing run takes milliseconds.
func allFinish(within seconds: Double = 60, _ bodies: [@Sendable () -> Void]) async -> Bool {
  let group = DispatchGroup()
  for body in bodies { runOnNewThread(group, body) }
  let answered = Atomic<Bool>(false)
  return await withCheckedContinuation { continuation in
    let answer: @Sendable (Bool) -> Void = { finished in
      guard !answered.exchange(true, ordering: .acquiringAndReleasing) else { return }
      continuation.resume(returning: finished)
    }
    group.notify(queue: .global()) { answer(true) }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { answer(false) }
  }
}
