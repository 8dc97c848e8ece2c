/// What `Observable.concat(_:)` of a sequence returns: recognisable, so that a concatenation
/// whose sources include other concatenations takes their sources in turn, in the same loop,
/// instead of subscribing to each nested concatenation inside the previous one.
///
/// That is RxSwift's tail-recursion optimisation: a sequence built as
/// `[first, [second, [third, …].concat()].concat()].concat()` (lazily, to any depth) runs in
/// constant stack.
final class Concatenation<Element>: Observable<Element> {
  let sources: AnySequence<Observable<Element>>

  init(_ sources: AnySequence<Observable<Element>>) {
    self.sources = sources
  }

  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    flattened.subscribeHandler(handler)
  }

  override func subscribeHandler(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    flattened.subscribeHandler(handler, into: slot)
  }

  /// The sources, nested concatenations opened in place, one after another.
  private var flattened: Observable<Element> {
    Observable<Observable<Element>>.from(FlattenedSources(sources: sources)).concat()
  }
}

// Immutable after init, like its superclass.
extension Concatenation: @unchecked Sendable {}

/// A concatenation's sources with every nested ``Concatenation`` replaced by its own sources,
/// to any depth, read lazily with a stack of iterators rather than by recursion.
private struct FlattenedSources<Value>: Sequence {
  let sources: AnySequence<Observable<Value>>

  func makeIterator() -> Iterator {
    Iterator(open: [sources.makeIterator()])
  }

  struct Iterator: IteratorProtocol {
    /// The innermost concatenation being read is last.
    var open: [AnyIterator<Observable<Value>>]

    mutating func next() -> Observable<Value>? {
      while let innermost = open.last {
        guard let source = innermost.next() else {
          open.removeLast()
          continue
        }
        guard let nested = source as? Concatenation<Value> else { return source }
        open.append(nested.sources.makeIterator())
      }
      return nil
    }
  }
}
