import RIBTesting
import Testing

/// A user's number-like type that conforms without writing `mockDefault`.
private struct Money: AdditiveArithmetic, MockDefaultable {
  var cents: Int
  static let zero = Money(cents: 0)
  static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
  static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
}

@Suite struct MockDefaultableTests {
  @Test func everyStandardTypeDefaultsToItsObviousValue() {
    #expect(Int.mockDefault == 0)
    #expect(Int32.mockDefault == 0)
    #expect(Int64.mockDefault == 0)
    #expect(UInt.mockDefault == 0)
    #expect(UInt32.mockDefault == 0)
    #expect(UInt64.mockDefault == 0)
    #expect(Double.mockDefault == 0)
    #expect(Float.mockDefault == 0)
    #expect(Bool.mockDefault == false)
    #expect(String.mockDefault == "")
    #expect(Int?.mockDefault == nil)
    #expect([String].mockDefault == [])
    #expect(Set<Int>.mockDefault == [])
    #expect([String: Int].mockDefault == [:])
  }

  @Test func aNumberTypeOfYoursDefaultsToZero() {
    #expect(Money.mockDefault == .zero)
    #expect(MockFunction<Money>("Wallet.balance").call() == .zero)
  }
}
