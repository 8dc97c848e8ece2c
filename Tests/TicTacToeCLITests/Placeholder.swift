import Testing
@testable import TicTacToeCLI
@Test func placeholder() { #expect(true) }
