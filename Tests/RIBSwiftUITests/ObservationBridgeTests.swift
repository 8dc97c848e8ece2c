import Observation
import RIBCore
import RIBStreams
import RIBSwiftUI
import RIBTesting
import Testing

@MainActor
@Observable
final class ScoreViewModel {
  var scoreLine = ""
  var playerName = "alice"
  var unrelated = 0
}

final class ScoreInteractor: PresentableInteractor<ScoreViewModel> {
  let scores = BehaviorRelay(value: 0)

  override func didBecomeActive() {
    super.didBecomeActive()
    scores.asObservable()
      .map { "score \($0)" }
      .bind(to: presenter, \.scoreLine)
      .disposeOnDeactivate(interactor: self)
  }
}

@MainActor
@Suite(.ribEnvironment)
struct ObservationBridgeTests {
  @Test func aBindingWritesWhileTheInteractorIsActive() {
    let model = ScoreViewModel()
    let interactor = ScoreInteractor(presenter: model)
    let screen = RenderRecorder { model.scoreLine }

    interactor.activate()
    #expect(screen.renderIfChanged() == "score 0")
    interactor.scores.accept(3)
    #expect(screen.renderIfChanged() == "score 3")

    interactor.deactivate()
    interactor.scores.accept(4)
    #expect(model.scoreLine == "score 3")
    #expect(screen.renderIfChanged() == nil)
  }

  @Test func aBindingDoesNotKeepTheViewModelAlive() {
    weak var released: ScoreViewModel?
    let relay = PublishRelay<String>()
    var binding: (any Disposable)?
    do {
      let model = ScoreViewModel()
      released = model
      binding = relay.asObservable().bind(to: model, \.scoreLine)
    }

    #expect(released == nil)
    relay.accept("nobody listens")
    binding?.dispose()
  }

  @Test func anElementFromAnotherThreadIsWrittenOnTheMainActor() async throws {
    let model = ScoreViewModel()
    let relay = PublishRelay<String>()
    let binding = relay.asObservable().bind(to: model, \.scoreLine)
    defer { binding.dispose() }

    await Task.detached { relay.accept("from elsewhere") }.value
    var values = Observable.observe(model, \.scoreLine).values.makeAsyncIterator()
    var written = try await values.next()
    if written == "" { written = try await values.next() }
    #expect(written == "from elsewhere")
  }

  @Test func observingGivesTheValueNowThenAfterEachChange() async throws {
    let model = ScoreViewModel()
    var values = Observable.observe(model, \.playerName).values.makeAsyncIterator()

    #expect(try await values.next() == "alice")
    model.playerName = "bob"
    #expect(try await values.next() == "bob")
    model.playerName = "carol"
    #expect(try await values.next() == "carol")
  }

  @Test func observingAnExpressionFollowsEveryPropertyItReads() async throws {
    let model = ScoreViewModel()
    var values = Observable.observe { "\(model.playerName): \(model.scoreLine)" }
      .values.makeAsyncIterator()

    #expect(try await values.next() == "alice: ")
    model.scoreLine = "3"
    #expect(try await values.next() == "alice: 3")
    model.playerName = "bob"
    #expect(try await values.next() == "bob: 3")
  }

  @Test func changesInOneTurnAreDeliveredAsOneValue() async throws {
    let model = ScoreViewModel()
    var values = Observable.observe(model, \.playerName).values.makeAsyncIterator()
    #expect(try await values.next() == "alice")

    model.playerName = "bob"
    model.playerName = "carol"

    #expect(try await values.next() == "carol")
  }

  @Test func aProgramWithoutAMainQueueGetsChangesWhenItDrains() {
    let model = ScoreViewModel()
    var received: [String] = []
    let subscription = Observable.observe(model, \.playerName)
      .subscribe(onNext: { received.append($0) })
    defer { subscription.dispose() }

    model.playerName = "bob"
    #expect(received == ["alice"])
    MainActorBacklog.drain()

    #expect(received == ["alice", "bob"])
  }

  @Test func aDisposedObservationStopsDelivering() {
    let model = ScoreViewModel()
    var received: [String] = []
    let subscription = Observable.observe(model, \.playerName)
      .subscribe(onNext: { received.append($0) })

    subscription.dispose()
    model.playerName = "bob"
    MainActorBacklog.drain()

    #expect(received == ["alice"])
  }
}

@MainActor
@Suite struct RenderRecorderTests {
  @Test func rendersAgainOnlyWhenSomethingItReadChanged() {
    let model = ScoreViewModel()
    let screen = RenderRecorder { model.playerName }

    model.unrelated += 1
    #expect(!screen.needsRender)
    #expect(screen.renderIfChanged() == nil)

    model.playerName = "bob"
    model.playerName = "carol"
    #expect(screen.needsRender)
    #expect(screen.renderIfChanged() == "carol")
    #expect(screen.frames == ["alice", "carol"])
  }

  @Test func latestIsTheFrameRenderedOnCreationUntilTheNext() {
    let model = ScoreViewModel()
    let screen = RenderRecorder { model.playerName }

    #expect(screen.latest == "alice")
    #expect(screen.renderIfChanged() == nil)
    #expect(screen.latest == "alice")

    model.playerName = "bob"
    #expect(screen.latest == "alice")
    #expect(screen.renderIfChanged() == "bob")
    #expect(screen.latest == "bob")
  }

  @Test func aChangeOnAnotherThreadMarksTheFrame() async {
    let counter = Counter()
    let screen = RenderRecorder { counter.value }

    await Task.detached { counter.value = 1 }.value

    #expect(screen.needsRender)
    #expect(screen.renderIfChanged() == 1)
  }
}

@Observable
final class Counter: @unchecked Sendable {
  var value = 0
}

@MainActor
protocol ScoreLinePresentable: AnyObject {
  var scoreLine: String { get set }
}

extension ScoreViewModel: ScoreLinePresentable {}

/// An interactor whose presenter is typed as its protocol, as RIBs' templates write it.
final class ScoreLineInteractor: PresentableInteractor<any ScoreLinePresentable> {
  let scores = PublishRelay<Int>()

  override func didBecomeActive() {
    super.didBecomeActive()
    scores.asObservable()
      .map { "score \($0)" }
      .bind(to: presenter, \.scoreLine)
      .disposeOnDeactivate(interactor: self)
  }
}

@MainActor
@Suite(.ribEnvironment)
struct BindToProtocolPresenterTests {
  @Test func aPresenterTypedAsItsProtocolIsBound() {
    let model = ScoreViewModel()
    let interactor = ScoreLineInteractor(presenter: model)

    interactor.activate()
    interactor.scores.accept(2)
    #expect(model.scoreLine == "score 2")

    interactor.deactivate()
    interactor.scores.accept(5)
    #expect(model.scoreLine == "score 2")
  }
}
