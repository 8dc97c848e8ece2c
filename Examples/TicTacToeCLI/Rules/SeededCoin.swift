/// SplitMix64, a tiny, fast and well-mixed pseudo-random generator.
///
/// It is not cryptographic; it is here because the standard library's generator cannot be seeded,
/// and a seeded game must replay identically on every platform (for `--seed` and for tests).
nonisolated struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The internal state; advancing it by a fixed odd constant visits every 64-bit value once.
  private var state: UInt64

  /// Creates a generator whose sequence is entirely determined by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 pseudo-random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// A fair coin that decides the RandomWin game: each flip names the winning player.
///
/// The same seed always gives the same sequence of flips, so a game can be replayed with
/// `--seed N`; without a seed, one is drawn from the system's random source.
nonisolated struct SeededCoin: Sendable {
  /// The seed this coin started from, so that a surprising game can be replayed.
  let seed: UInt64

  /// The source of the flips.
  private var generator: SplitMix64

  /// Creates a coin from `seed`, or from system randomness when `seed` is `nil`.
  init(seed: UInt64? = nil) {
    var system = SystemRandomNumberGenerator()
    let seed = seed ?? system.next()
    self.seed = seed
    generator = SplitMix64(seed: seed)
  }

  /// Tosses the coin and returns the player it favours.
  mutating func flip() -> PlayerType {
    // The top bit is used because it is the best-mixed bit of SplitMix64's output.
    generator.next() >> 63 == 0 ? .player1 : .player2
  }
}

/// The coin of one login session: every RandomWin game of the session flips the same coin, so
/// a seeded session replays the same winners game after game, not the same flip every time.
///
/// A class, because it is state that LoggedIn's component shares with each RandomWin it builds.
nonisolated final class SessionCoin {
  private var coin: SeededCoin

  /// A coin that starts from `seed`, or from system randomness when `seed` is `nil`.
  init(seed: UInt64?) {
    coin = SeededCoin(seed: seed)
  }

  /// Tosses the coin and returns the player it favours.
  func flip() -> PlayerType { coin.flip() }
}
