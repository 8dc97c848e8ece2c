/// Where each child of a ``ChildList`` is, by the child's identity: a hash table of object
/// addresses to slot numbers.
///
/// Not a `Dictionary<ObjectIdentifier, Int>`: hashing an `ObjectIdentifier` goes through
/// `Hasher` (seeded SipHash), and the dictionary's three hash operations were about 800
/// instructions of an attach + detach that took 4,100 (callgrind, release build). The keys
/// here are addresses of live objects, which nobody chooses, so a multiplicative hash spreads
/// them well enough and no seed is needed.
///
/// Open addressing with linear probing, at most half full; a removal shifts the entries after
/// it back rather than leaving a marker, so lookups never slow down after many removals.
/// Like `Dictionary`, it keeps its capacity when entries are removed.
struct IdentityPositions {
  private struct Bucket {
    /// The object's address; 0 for an empty bucket (no object lives at address 0).
    var key: UInt
    var value: Int
  }

  private var buckets: [Bucket] = []
  private(set) var count = 0

  private static let minimumCapacity = 8

  /// The position of `object`, if it has one.
  func position(of object: ObjectIdentifier) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let key = UInt(bitPattern: object)
    let mask = buckets.count - 1
    var index = home(of: key, mask: mask)
    while true {
      let bucket = buckets[index]
      if bucket.key == key { return bucket.value }
      if bucket.key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Sets the position of `object`, adding it if it has none.
  mutating func setPosition(_ position: Int, of object: ObjectIdentifier) {
    if (count + 1) * 2 > buckets.count { grow() }
    let key = UInt(bitPattern: object)
    let mask = buckets.count - 1
    var index = home(of: key, mask: mask)
    while buckets[index].key != 0 && buckets[index].key != key {
      index = (index + 1) & mask
    }
    if buckets[index].key == 0 { count += 1 }
    buckets[index] = Bucket(key: key, value: position)
  }

  /// Removes `object`; returns its position, or `nil` if it had none.
  mutating func removePosition(of object: ObjectIdentifier) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let key = UInt(bitPattern: object)
    let mask = buckets.count - 1
    var hole = home(of: key, mask: mask)
    while buckets[hole].key != key {
      if buckets[hole].key == 0 { return nil }
      hole = (hole + 1) & mask
    }
    let position = buckets[hole].value
    count -= 1
    // Moves back each entry of the run after the hole that may sit there, that is, whose home
    // is not cyclically within (hole, index]; then empties the last hole.
    var index = hole
    while true {
      index = (index + 1) & mask
      let moved = buckets[index]
      if moved.key == 0 { break }
      let home = home(of: moved.key, mask: mask)
      let staysAfterHole =
        hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
      if !staysAfterHole {
        buckets[hole] = moved
        hole = index
      }
    }
    buckets[hole] = Bucket(key: 0, value: 0)
    return position
  }

  /// Fibonacci hashing: the address times 2⁶⁴ ÷ φ, whose top bits pick the bucket, so the low
  /// bits that alignment leaves at zero do not matter.
  private func home(of key: UInt, mask: Int) -> Int {
    let product = key &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: product >> UInt(UInt.bitWidth - (mask + 1).trailingZeroBitCount))
      & mask
  }

  private mutating func grow() {
    let old = buckets
    buckets = Array(
      repeating: Bucket(key: 0, value: 0),
      count: Swift.max(Self.minimumCapacity, old.count * 2))
    let mask = buckets.count - 1
    for bucket in old where bucket.key != 0 {
      var index = home(of: bucket.key, mask: mask)
      while buckets[index].key != 0 { index = (index + 1) & mask }
      buckets[index] = bucket
    }
  }
}
