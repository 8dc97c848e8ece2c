import RIBCore
import Testing

@Suite struct ArrayRemoveElementByReferenceTests {
  private final class Item {}

  @Test func removesTheSameObjectOnlyOnce() {
    let first = Item()
    let second = Item()
    var items = [first, second, first]

    items.removeElementByReference(first)

    #expect(items.count == 2)
    #expect(items[0] === second)
    #expect(items[1] === first)
  }

  @Test func leavesTheArrayAloneWithoutTheObject() {
    let kept = Item()
    var items = [kept]

    items.removeElementByReference(Item())

    #expect(items.count == 1)
    #expect(items[0] === kept)
  }
}
