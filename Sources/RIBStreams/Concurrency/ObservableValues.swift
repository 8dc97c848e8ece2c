/// An observable's elements as an `AsyncSequence`, for `for try await` loops: what
/// ``ObservableConvertibleType/values-8vle2`` returns.
///
/// Creating it subscribes; elements that arrive before the loop takes them are buffered.
/// Ending the loop, cancelling its task or dropping the sequence and its iterator disposes the
/// subscription. Once the loop's task is cancelled, the loop receives nothing more, not even
/// an element that arrived before the cancellation but had not reached the loop yet: in an
/// interactor's `task { }`, nothing reaches the loop after the deactivation that
/// cancelled it. The loop then throws `CancellationError`, as RxSwift's does, unless the
/// observable had ended already.
///
/// ```swift
/// for try await score in scoreStream.score.values {
///   print(score)
/// }
/// ```
///
/// RxSwift's `values` returns an `AsyncThrowingStream`; iterate this the same way.
public struct ObservableValues<Element: Sendable>: AsyncSequence, Sendable {
  /// The error that ends the sequence: the observable's.
  public typealias Failure = any Error

  private let owner: ValuesChannelOwner<Element>

  init(source: Observable<Element>) { owner = ValuesChannelOwner(source: source) }

  /// Returns the iterator. Iterate a sequence once: its elements are not replayed.
  public func makeAsyncIterator() -> Iterator { Iterator(owner: owner) }

  /// Takes the elements of an ``ObservableValues`` one by one.
  public struct Iterator: AsyncIteratorProtocol {
    private let owner: ValuesChannelOwner<Element>

    init(owner: ValuesChannelOwner<Element>) { self.owner = owner }

    /// The next element, or `nil` once the observable completed. Throws the observable's
    /// error, or `CancellationError` once the task is cancelled (unless the observable had
    /// ended already).
    public mutating func next() async throws -> Element? {
      try await next(isolation: nil)
    }

    /// The next element, received on `actor`, the loop's isolation.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
      switch await owner.channel.next(isolation: actor) {
      case .element(let element): return element
      case .failure(let error): throw error
      case .end: return nil
      }
    }
  }
}

/// A relay's values as an `AsyncSequence`, which, like the relay, never fails: what
/// ``PublishRelay/values`` and ``BehaviorRelay/values`` return.
///
/// It behaves as ``ObservableValues`` does: creating it subscribes, and once the loop's task is
/// cancelled the loop receives nothing more.
///
/// ```swift
/// for await reading in thermometer.readings.values {
///   presenter.show(temperature: reading)
/// }
/// ```
///
/// RxSwift's `values` on relays returns an `AsyncStream`; iterate this the same way.
public struct RelayValues<Element: Sendable>: AsyncSequence, Sendable {
  /// A relay never fails.
  public typealias Failure = Never

  // The same subscription and buffer as an observable's values; only the failure, which a
  // relay never sends, is dropped.
  private let values: ObservableValues<Element>

  init(source: Observable<Element>) { values = ObservableValues(source: source) }

  /// Returns the iterator. Iterate a sequence once: its elements are not replayed.
  public func makeAsyncIterator() -> Iterator { Iterator(values.makeAsyncIterator()) }

  /// Takes the elements of a ``RelayValues`` one by one.
  public struct Iterator: AsyncIteratorProtocol {
    private var base: ObservableValues<Element>.Iterator

    init(_ base: ObservableValues<Element>.Iterator) { self.base = base }

    /// The next element, or `nil` once the task was cancelled.
    public mutating func next() async -> Element? {
      await next(isolation: nil)
    }

    /// The next element, received on `actor`, the loop's isolation.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      try? await base.next(isolation: actor)
    }
  }
}
