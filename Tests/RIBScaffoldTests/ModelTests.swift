import Testing

@testable import RIBScaffold

@Suite struct RIBNameTests {
  @Test(arguments: [
    ("LoggedIn", "loggedIn"), ("URLLoader", "urlLoader"), ("UI", "ui"), ("A", "a"),
    ("OffGame2", "offGame2"), ("Snake_Case", "snake_Case"),
  ])
  func lowerCamelCase(name: String, lower: String) throws {
    #expect(try RIBName(name).lower == lower)
  }

  @Test func theErrorNamesTheRole() {
    #expect(throws: ScaffoldError("the parent is empty; pass a name such as LoggedIn.")) {
      try RIBName("", role: "parent")
    }
  }
}

@Suite struct OutlineTests {
  @Test func nestsItemsByIndentationAndReadsTheMarkers() throws {
    let outline = try Outline(
      """
      # The app

      Some text.

      - Root (existing)
        - LoggedOut
        * LoggedIn (view-less)
            + OffGame
      - Other (viewless, existing)
      """, file: "tree.md")

    #expect(
      outline.items == [
        .init(
          name: "Root", isExisting: true,
          children: [
            .init(name: "LoggedOut", line: 6),
            .init(
              name: "LoggedIn", isViewless: true, children: [.init(name: "OffGame", line: 8)],
              line: 7),
          ], line: 5),
        .init(name: "Other", isViewless: true, isExisting: true, line: 9),
      ])
  }

  @Test func siblingsMustBeIndentedAlike() {
    #expect(
      throws: ScaffoldError(
        "tree.md:3: this item is indented unlike its siblings above; indent children further"
          + " than their parent, and siblings alike.")
    ) {
      try Outline("- Root\n    - A\n  - B\n", file: "tree.md")
    }
  }

  @Test func tabsAreRejected() {
    #expect(throws: ScaffoldError("tree.md:2: indent with spaces, not tabs.")) {
      try Outline("- Root\n\t- A\n", file: "tree.md")
    }
  }

  @Test func listItemsInCodeBlocksAreIgnored() throws {
    let outline = try Outline("```\n- NotThis\n```\n- Root\n", file: "tree.md")

    #expect(outline.items == [.init(name: "Root", line: 4)])
  }

  @Test func markersInSeveralParenthesesAreReadOneByOne() throws {
    let outline = try Outline(
      "- Root (existing)\n  - A (viewless) (viewless)\n  - B (viewless)(existing)\n",
      file: "tree.md")

    #expect(outline.items.first?.children.map(\.isViewless) == [true, true])
    #expect(outline.items.first?.children.map(\.isExisting) == [false, true])
  }

  @Test func eachItemKnowsItsLine() throws {
    let outline = try Outline("# Tree\n\n- Root\n  - A\n", file: "tree.md")

    #expect(outline.items.first?.line == 3)
    #expect(outline.items.first?.children.first?.line == 4)
  }

  @Test func anOutlineWithoutItemsIsRejected() {
    #expect(throws: ScaffoldError.self) { try Outline("# Nothing\n", file: "tree.md") }
  }
}

@Suite struct CommentTests {
  @Test func wrapsWordsToTheWidthLeftByTheIndentation() {
    let text = comment(String(repeating: "word ", count: 30), level: 1, indent: 1, width: 40)
    let lines = text.split(separator: "\n")

    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  /// word") })
  }

  @Test func keepsCodeSpansWhole() {
    let text = comment("Add `self.builder = builder` here.", marker: "//", width: 20)

    #expect(text == "// Add\n// `self.builder = builder`\n// here.")
  }
}
