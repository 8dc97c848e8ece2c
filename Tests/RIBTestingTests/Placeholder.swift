import Testing
@testable import RIBTesting
@Test func placeholder() { #expect(true) }
