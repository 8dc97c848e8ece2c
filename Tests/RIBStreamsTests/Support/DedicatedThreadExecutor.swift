import Foundation
import Synchronization

/// A task executor with a thread of its own, for tests whose tasks must run however busy the
/// shared task pool is: under a sanitizer, beside the suite's other tests, the pool's few
/// threads can all be taken for longer than a watchdog waits.
///
/// ```swift
/// let executor = DedicatedThreadExecutor()
/// defer { executor.shutDown() }
/// Task(executorPreference: executor) { await loop() }
/// ```
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let jobs = Mutex<(pending: [UnownedJob], stopped: Bool)>(([], false))
  private let wakeUp = NSCondition()

  init() {
    let thread = Thread { [self] in runJobs() }
    thread.name = "DedicatedThreadExecutor"
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    wakeUp.lock()
    jobs.withLock { $0.pending.append(job) }
    wakeUp.signal()
    wakeUp.unlock()
  }

  /// Ends the thread once the jobs enqueued so far have run.
  func shutDown() {
    wakeUp.lock()
    jobs.withLock { $0.stopped = true }
    wakeUp.signal()
    wakeUp.unlock()
  }

  private func runJobs() {
    while true {
      wakeUp.lock()
      var batch: [UnownedJob] = []
      var stopped = false
      while true {
        (batch, stopped) = jobs.withLock { state in
          defer { state.pending.removeAll() }
          return (state.pending, state.stopped)
        }
        if !batch.isEmpty || stopped { break }
        wakeUp.wait()
      }
      wakeUp.unlock()
      for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
      if stopped, batch.isEmpty { return }
    }
  }
}
