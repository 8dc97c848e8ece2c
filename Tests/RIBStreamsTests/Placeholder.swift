import Testing
@testable import RIBStreams
@Test func placeholder() { #expect(true) }
