import RIBStreams
import Testing

/// A class of the app's, as a view or presenter would be.
private final class ScoreBoard: ReactiveCompatible {
  var title = ""
  var highlighted = false
  static let name = "scores"
}

/// A value type of the app's.
private struct Tally: ReactiveCompatible {
  var count = 0
}

// What app code writes: extensions constrained on its own type.
extension Reactive where Base: ScoreBoard {
  fileprivate var highlight: Binder<Bool> {
    Binder(base) { board, isOn in board.highlighted = isOn }
  }

  fileprivate var titleChanges: Observable<String> {
    .just(base.title)
  }

  fileprivate static var boardName: Observable<String> {
    .just(Base.name)
  }
}

extension Reactive where Base == Tally {
  fileprivate var doubled: Int { base.count * 2 }
}

@MainActor
@Suite struct ReactiveTests {
  @Test func anExtensionOnReactiveIsReachedThroughRx() {
    let board = ScoreBoard()
    board.title = "round 1"
    _ = Observable.just(true).bind(to: board.rx.highlight)
    var titles: [String] = []
    _ = board.rx.titleChanges.subscribe(onNext: { titles.append($0) })
    #expect(board.highlighted)
    #expect(titles == ["round 1"])
    #expect(board.rx.base === board)
  }

  @Test func aWritablePropertyIsABinderThroughDynamicMemberLookup() {
    let board = ScoreBoard()
    let titles = PublishSubject<String>()
    let subscription = titles.bind(to: board.rx.title)
    titles.onNext("a")
    #expect(board.title == "a")
    titles.onNext("b")
    #expect(board.title == "b")
    subscription.dispose()
    titles.onNext("c")
    #expect(board.title == "b")
  }

  @Test func theBinderDoesNotKeepItsObjectAlive() {
    weak var released: ScoreBoard?
    let titles = PublishSubject<String>()
    do {
      let board = ScoreBoard()
      released = board
      _ = titles.bind(to: board.rx.title)
    }
    #expect(released == nil)
    titles.onNext("after")
  }

  @Test func staticRxReachesStaticExtensions() {
    var names: [String] = []
    _ = ScoreBoard.rx.boardName.subscribe(onNext: { names.append($0) })
    #expect(names == ["scores"])
    #expect(ScoreBoard.rx == Reactive<ScoreBoard>.self)
  }

  @Test func aValueTypeGetsRxToo() {
    var tally = Tally(count: 3)
    #expect(tally.rx.doubled == 6)
    // The setter exists so that mutating extensions can be reached; it stores nothing.
    tally.rx = Reactive(Tally(count: 10))
    #expect(tally.count == 3)
  }

  @Test func theModuleNamespaceNamesTheTypes() {
    let reactive: RxSwift.Reactive<Tally> = Tally(count: 1).rx
    #expect(reactive.base.count == 1)
    #expect((Tally() as any RxSwift.ReactiveCompatible) is Tally)
  }
}
