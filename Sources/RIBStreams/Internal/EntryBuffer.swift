/// The entries of an ``ObserverList``, in subscription order: memory the list owns, holding one
/// retain per entry, that a drainer reads without retaining anything.
///
/// The list never changes a buffer that a drain may be reading: it replaces it, and frees the
/// old one once that drain's pass is over (see ``ObserverList/replaceEntries(with:)``). Freeing
/// one runs no user code: an entry still holding its handler is never released by a buffer
/// alone (rebuilding copies the entries not disposed, ``ObserverList/releaseAllLocked()`` takes
/// the handlers first, and a disposed entry's handler is released by whoever holds it).
@usableFromInline
struct EntryBuffer<Element> {
  @usableFromInline typealias Entry = ObserverListSubscription<Element>

  @usableFromInline var base: UnsafeMutablePointer<Unmanaged<Entry>>?
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  @inlinable
  init() {}

  @inlinable
  subscript(index: Int) -> Unmanaged<Entry> {
    // Only called with `index < count`, so `base` is there.
    base.unsafelyUnwrapped[index]
  }

  /// The identity of the entry at `index`, or 0 past the end.
  @inlinable
  func identity(at index: Int) -> UInt {
    guard index < count, let base else { return 0 }
    return UInt(bitPattern: base[index].toOpaque())
  }

  /// Appends `entry` if there is room. Only on a buffer no drain reads.
  @inlinable
  mutating func appendInPlace(_ entry: Entry) -> Bool {
    guard let base, count < capacity else { return false }
    base[count] = .passRetained(entry)
    count += 1
    return true
  }

  /// A new buffer with the entries not disposed and `entry`, and room for as many again.
  /// `@inlinable`, like what calls it, so that it is specialised: unspecialised, each generic
  /// operation in the loops looked up metadata.
  @inlinable
  func rebuilt(adding entry: Entry) -> EntryBuffer {
    var live = 1
    for index in 0..<count where !self[index]._withUnsafeGuaranteedRef({ $0.isDisposed }) {
      live += 1
    }
    var result = EntryBuffer()
    result.capacity = max(4, live * 2)
    result.base = .allocate(capacity: result.capacity)
    for index in 0..<count where !self[index]._withUnsafeGuaranteedRef({ $0.isDisposed }) {
      _ = result.appendInPlace(self[index].takeUnretainedValue())
    }
    _ = result.appendInPlace(entry)
    return result
  }

  /// Releases the entries and the memory.
  @inlinable
  func free() {
    guard let base else { return }
    for index in 0..<count { base[index].release() }
    base.deallocate()
  }
}
