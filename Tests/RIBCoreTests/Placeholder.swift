import Testing
@testable import RIBCore
@Test func placeholder() { #expect(true) }
