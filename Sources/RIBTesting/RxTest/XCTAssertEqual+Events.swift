#if canImport(XCTest)
  import RIBStreams

  // RxTest's assertions, for suites ported with their imports changed. Each is more specific
  // than XCTest's generic `XCTAssertEqual`, so a call with two arrays of events picks it; one
  // with a message, which these do not take, picks XCTest's, as with RxTest. A failure goes
  // through `TestFailureReporter`, so it is recorded by whichever framework runs the test.

  /// Asserts that two lists of events are equal: values with `==`; errors with `==` where the
  /// error type is `Equatable`, else by type and description. On failure, the message lists
  /// the events that differ.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
  }

  /// Asserts that two lists of `Single` events are equal, as the `Event` overload compares.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesMatch(lhs, rhs, by: singleEventsMatch, file: file, line: line)
  }

  /// Asserts that two lists of `Maybe` events are equal, as the `Event` overload compares.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
  }

  /// Asserts that two lists of `Completable` events are equal, as the `Event` overload
  /// compares.
  public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
  }

  /// Asserts that two lists of recorded events are equal: the same events at the same times.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
  }

  /// Asserts that two lists of recorded events of optional values are equal: the same events
  /// at the same times.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
  }

  /// Asserts that `stream` holds exactly `elements`, as `.next` events, whatever their times;
  /// a completion or an error in it fails the assertion.
  ///
  /// ```swift
  /// XCTAssertRecordedElements(observer.events, [1, 2, 3])
  /// ```
  public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var values: [Element] = []
    for recorded in stream {
      guard case .next(let value) = recorded.value else {
        TestFailureReporter.report(
          "A terminal event was recorded where only values were expected: \(recorded)",
          filePath: file, line: line)
        return
      }
      values.append(value)
    }
    assertSequencesMatch(values, elements, by: { $0 == $1 }, file: file, line: line)
  }

  /// Reports a failure at `file` and `line` unless `lhs` and `rhs` match element by element,
  /// listing the positions where they differ.
  func assertSequencesMatch<Item>(
    _ lhs: [Item], _ rhs: [Item], by matches: (Item, Item) -> Bool,
    file: StaticString, line: UInt
  ) {
    var differences: [String] = []
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? "\(lhs[index])" : "(none)"
      let right = index < rhs.count ? "\(rhs[index])" : "(none)"
      if index < lhs.count, index < rhs.count, matches(lhs[index], rhs[index]) { continue }
      differences.append("  [\(index)] \(left)  ≠  \(right)")
    }
    guard !differences.isEmpty else { return }
    TestFailureReporter.report(
      "XCTAssertEqual failed: (\(lhs)) is not equal to (\(rhs))\n"
        + differences.joined(separator: "\n"),
      filePath: file, line: line)
  }
#endif
