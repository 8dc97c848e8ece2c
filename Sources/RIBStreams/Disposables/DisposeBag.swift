import RIBSupport

/// Collects disposables and disposes them when the bag is deallocated.
///
/// Keep one bag per owner; replace it (`bag = DisposeBag()`) to dispose everything early.
///
/// ```swift
/// final class ScoreLabel {
///   private let bag = DisposeBag()
///   init(scores: Observable<Int>) {
///     scores.subscribe(onNext: { print("score: \($0)") }).disposed(by: bag)
///   }
/// }
/// ```
public final class DisposeBag: Sendable {
  private struct State {
    var disposables: [any Disposable] = []
    var isDisposed = false
  }

  private let state = Locked(State())

  /// Creates an empty bag.
  public init() {}

  /// Adds a disposable to the bag; disposed at once if the bag is already disposing.
  public func insert(_ disposable: any Disposable) {
    let accepted = state.withLock { state -> Bool in
      guard !state.isDisposed else { return false }
      state.disposables.append(disposable)
      return true
    }
    if !accepted { disposable.dispose() }
  }

  deinit {
    let disposables = state.withLock { state -> [any Disposable] in
      state.isDisposed = true
      return state.disposables
    }
    for disposable in disposables { disposable.dispose() }
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
