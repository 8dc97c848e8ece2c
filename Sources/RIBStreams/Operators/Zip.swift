extension ObservableType {
  /// Emits `resultSelector` applied to the n-th value of every source, for each n that every
  /// source has reached.
  ///
  /// Completes once every source has completed, as RxSwift's does; fails as soon as a source
  /// or `resultSelector` fails. `resultSelector` never runs concurrently with itself, and never
  /// under a lock.
  public static func zip<Sources: Collection>(
    _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
    zipping(
      sources, completesWhenTheOthersEnded: true, resultSelector: resultSelector,
      isolation: isolation)
  }

  /// `zip` of a collection, or, without `completesWhenTheOthersEnded`, of a fixed number of
  /// sources: RxSwift's collection `zip` also completes when a source emits a value that can
  /// never be paired, every other source having completed; its fixed-arity ones wait for
  /// every source to complete.
  static func zipping<Sources: Collection>(
    _ sources: Sources, completesWhenTheOthersEnded: Bool,
    resultSelector: @escaping ([Sources.Element.Element]) throws -> Element,
    isolation: (any Actor)?
  ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
    let sources = sources.map {
      $0.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      guard !sources.isEmpty else { return sink.on(.completed) }
      let state = ZipState<Sources.Element.Element>(count: sources.count)
      // `state` and `resultSelector` are only touched by the one thread delivering, one
      // event at a time, without a lock.
      let serializer = Serializer<(index: Int, event: Event<Sources.Element.Element>)> { input in
        switch input.event {
        case .next(let element):
          guard let values = state.append(element, at: input.index) else {
            if completesWhenTheOthersEnded, state.haveAllEnded(but: input.index) {
              sink.on(.completed)
            }
            break
          }
          do { sink.on(.next(try resultSelector(values))) } catch { sink.on(.error(error)) }
        case .error(let error):
          sink.on(.error(error))
        case .completed:
          if state.complete(input.index) { sink.on(.completed) }
        }
        return !sink.isStopped
      }
      let subscriptions = CompositeDisposable()
      sink.setUpstream(StopThenDispose(serializer: serializer, disposable: subscriptions))
      for (index, source) in sources.enumerated() {
        let subscription = SingleAssignmentDisposable()
        subscriptions.insert(subscription)
        source.subscribeHandler(
          { event in serializer.send((index, event)) }, into: subscription)
      }
    })
  }
}

extension ObservableType {
  /// Emits arrays of the n-th value of every source; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  ///
  /// Declared, as in RxSwift, on the sources' element type: `Observable<Int>.zip(sources)` is
  /// an `Observable<[Int]>`.
  @inlinable
  public static func zip<Sources: Collection>(
    _ sources: Sources
  ) -> Observable<[Element]>
  where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
    Observable<[Element]>.zip(sources, resultSelector: { $0 }, isolation: nil)
  }
}

/// The values each source of `zip` emitted that were not paired yet, and which sources
/// completed. Touched only by the thread delivering the operator's events.
final class ZipState<Value> {
  private var queues: [ZipQueue<Value>]
  private var completed: [Bool]
  private var ready = 0
  private var remaining: Int

  init(count: Int) {
    queues = Array(repeating: ZipQueue(), count: count)
    completed = Array(repeating: false, count: count)
    remaining = count
  }

  /// Queues `value`; returns the next row once every source has a value waiting.
  func append(_ value: Value, at index: Int) -> [Value]? {
    if queues[index].isEmpty { ready += 1 }
    queues[index].append(value)
    guard ready == queues.count else { return nil }
    var row: [Value] = []
    row.reserveCapacity(queues.count)
    for source in queues.indices {
      if let value = queues[source].removeFirst() { row.append(value) }
      if queues[source].isEmpty { ready -= 1 }
    }
    return row
  }

  /// Whether every source but `index` has completed.
  func haveAllEnded(but index: Int) -> Bool {
    remaining == (completed[index] ? 0 : 1)
  }

  /// Records that source `index` completed; returns whether every source has.
  func complete(_ index: Int) -> Bool {
    if !completed[index] {
      completed[index] = true
      remaining -= 1
    }
    return remaining == 0
  }
}

/// The values one source of `zip` emitted that were not paired yet; touched only by the thread
/// delivering the operator's events.
///
/// A value is let go of as it is paired, not when the queue next empties: a source that stays
/// ahead of another (requests zipped with their responses) would otherwise keep every value it
/// ever sent. The slots already taken are dropped once they are half the array.
@usableFromInline
struct ZipQueue<Value> {
  @usableFromInline var values: [Value?] = []
  @usableFromInline var head = 0

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { head == values.count }

  @inlinable
  mutating func append(_ value: Value) { values.append(value) }

  /// Takes the oldest value; `nil` only when empty.
  @inlinable
  mutating func removeFirst() -> Value? {
    guard head < values.count else { return nil }
    let value = values[head].take()
    head += 1
    if head == values.count {
      values.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 16, head * 2 >= values.count {
      values.removeFirst(head)
      head = 0
    }
    return value
  }
}

/// Which sources of a two- or three-source `zip` completed; it completes once all have, as
/// RxSwift's fixed-arity `zip` does.
@usableFromInline
final class ZipCompletion {
  @usableFromInline var completed: UInt8 = 0
  @usableFromInline let all: UInt8

  @inlinable
  init(count: Int) {
    all = UInt8(truncatingIfNeeded: (1 << count) - 1)
  }

  /// Records that source `index` completed; completes `sink` once every source has.
  @inlinable
  func complete<Result>(_ index: Int, into sink: Sink<Result>) {
    completed |= UInt8(truncatingIfNeeded: 1 << index)
    if completed == all { sink.on(.completed) }
  }
}

/// The value at `index` of a row that `zip` or `combineLatest` gathered from sources of
/// different types, each erased to `Any`, as the type of the source at that position.
func rowValue<Value>(_ values: [Any], _ index: Int) -> Value {
  guard let value = values[index] as? Value else {
    preconditionFailure("a row of values out of position")
  }
  return value
}
