import RIBStreams
import Testing

@Suite struct CompositeDisposableTests {
  @Test func disposesEverythingInInsertionOrder() {
    let log = Locked<[String]>([])
    let group = CompositeDisposable()
    group.insert(ProbeDisposable("a", log: log))
    group.insert(ProbeDisposable("b", log: log))
    #expect(group.count == 2)
    #expect(!group.isDisposed)
    group.dispose()
    #expect(log.value == ["a", "b"])
    #expect(group.count == 0)
    #expect(group.isDisposed)
    group.dispose()
    #expect(log.value == ["a", "b"])
  }

  @Test func initialisersInsert() {
    let first = ProbeDisposable()
    let second = ProbeDisposable()
    let variadic = CompositeDisposable(first, second)
    #expect(variadic.count == 2)
    variadic.dispose()
    #expect(first.isDisposed && second.isDisposed)

    let third = ProbeDisposable()
    let fromArray = CompositeDisposable(disposables: [third])
    #expect(fromArray.count == 1)
    fromArray.dispose()
    #expect(third.isDisposed)
  }

  @Test func removeForKeyDisposesThatOneOnly() throws {
    let group = CompositeDisposable()
    let kept = ProbeDisposable()
    let removed = ProbeDisposable()
    group.insert(kept)
    let key = try #require(group.insert(removed))
    group.remove(for: key)
    #expect(removed.disposeCount == 1)
    #expect(!kept.isDisposed)
    #expect(group.count == 1)
    group.remove(for: key)
    #expect(removed.disposeCount == 1)
    group.dispose()
    #expect(kept.disposeCount == 1)
    #expect(removed.disposeCount == 1)
  }

  @Test func keysAreDistinct() throws {
    let group = CompositeDisposable()
    let first = try #require(group.insert(ProbeDisposable()))
    let second = try #require(group.insert(ProbeDisposable()))
    #expect(first != second)
  }

  @Test func insertAfterDisposeDisposesAtOnce() {
    let group = CompositeDisposable()
    group.dispose()
    let late = ProbeDisposable()
    #expect(group.insert(late) == nil)
    #expect(late.disposeCount == 1)
    #expect(group.count == 0)
  }

  /// Counts every call of `dispose()`, and runs `action` at each. Used on one thread.
  private final class Counting: Disposable, @unchecked Sendable {
    var calls = 0
    var action: () -> Void = {}

    func dispose() {
      calls += 1
      action()
    }
  }

  @Test func aRemovalDuringTheGroupsDisposalDisposesNothingTwice() {
    // The first disposable, as the group disposes it, removes the second: the group disposes
    // that one, once.
    let group = CompositeDisposable()
    let first = Counting()
    let second = Counting()
    group.insert(first)
    if let key = group.insert(second) { first.action = { group.remove(for: key) } }
    group.dispose()
    #expect(first.calls == 1)
    #expect(second.calls == 1)
  }
}
