import FlyingSocks

/// The chunks of an `AsyncStream` as the buffered byte sequence FlyingFox streams a response
/// body from (chunked transfer encoding): each chunk goes out as soon as it is yielded.
struct ByteChunks: AsyncBufferedSequence, Sendable {
  typealias Element = UInt8
  let stream: AsyncStream<[UInt8]>

  func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

  struct Iterator: AsyncBufferedIteratorProtocol {
    var base: AsyncStream<[UInt8]>.AsyncIterator
    var rest: ArraySlice<UInt8> = []

    mutating func next() async -> UInt8? {
      guard let buffer = await nextBuffer(suggested: 1) else { return nil }
      return buffer.first
    }

    mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
      while rest.isEmpty {
        guard let chunk = await base.next() else { return nil }
        rest = chunk[...]
      }
      let taken = rest.prefix(Swift.max(count, 1))
      rest = rest.dropFirst(taken.count)
      return taken
    }
  }
}
