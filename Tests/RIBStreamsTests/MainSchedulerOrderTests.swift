import RIBStreams
import Testing

/// `MainScheduler.instance` runs work at once only when nothing of its own is queued or
/// running, as RxSwift's does: work scheduled from inside its work waits its turn.
@MainActor
@Suite struct MainSchedulerOrderTests {
  @Test func workScheduledFromRunningWorkRunsAfterIt() {
    var log: [Int] = []
    _ = MainScheduler.instance.schedule(()) { _ in
      log.append(1)
      _ = MainScheduler.instance.schedule(()) { _ in
        log.append(3)
        _ = MainScheduler.instance.schedule(()) { _ in
          log.append(5)
          return Disposables.create()
        }
        log.append(4)
        return Disposables.create()
      }
      log.append(2)
      return Disposables.create()
    }
    #expect(log == [1, 2])
    MainActorBacklog.drain()
    #expect(log == [1, 2, 3, 4, 5])
  }

  @Test func cancelledQueuedWorkDoesNotKeepLaterWorkQueued() {
    var log: [String] = []
    _ = MainScheduler.instance.schedule(()) { _ in
      MainScheduler.instance.schedule(()) { _ in
        log.append("cancelled work ran")
        return Disposables.create()
      }.dispose()
      return Disposables.create()
    }
    MainActorBacklog.drain()
    _ = MainScheduler.instance.schedule(()) { _ in
      log.append("ran at once")
      return Disposables.create()
    }
    #expect(log == ["ran at once"])
  }
}
