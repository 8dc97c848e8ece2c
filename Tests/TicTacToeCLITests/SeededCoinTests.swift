import Testing

@testable import TicTacToeCLI

@Suite struct SeededCoinTests {
  /// Flips `coin` `count` times.
  private func flips(_ coin: SeededCoin, count: Int) -> [PlayerType] {
    var coin = coin
    return (0..<count).map { _ in coin.flip() }
  }

  @Test func splitMix64MatchesTheReferenceSequence() {
    // The first outputs of the reference C implementation for seed 0.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func sameSeedGivesSameFlips() {
    #expect(flips(SeededCoin(seed: 42), count: 200) == flips(SeededCoin(seed: 42), count: 200))
  }

  @Test func differentSeedsGiveDifferentFlips() {
    #expect(flips(SeededCoin(seed: 1), count: 64) != flips(SeededCoin(seed: 2), count: 64))
  }

  @Test func coinIsRoughlyFair() {
    let results = flips(SeededCoin(seed: 7), count: 1000)
    let player1Wins = results.filter { $0 == .player1 }.count
    #expect((400...600).contains(player1Wins))
  }

  @Test func unseededCoinRecordsASeedThatReplaysIt() {
    let coin = SeededCoin()
    #expect(flips(coin, count: 100) == flips(SeededCoin(seed: coin.seed), count: 100))
  }

  @Test func givenSeedIsKept() {
    #expect(SeededCoin(seed: 12_345).seed == 12_345)
  }
}
