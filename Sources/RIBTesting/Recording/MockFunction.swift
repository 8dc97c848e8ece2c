import RIBStreams
import RIBSupport

/// Records the calls of one mocked method: how many, with which arguments, and what to return.
/// It is the building block of every mock in RIBTesting and of the mocks you write yourself.
///
/// The generic parameters read like the method's signature: the argument types, then the
/// result type. `MockFunction<LoggedInListener, String, String, LoggedInRouting>` records
/// `(LoggedInListener, String, String) -> LoggedInRouting`; `MockFunction<Void>` records a method
/// with no arguments and no result.
///
/// A builder mock in the Mockolo shape that RIBs tests expect (`buildHandler`,
/// `buildCallCount`) takes a few lines:
///
/// ```swift
/// final class LoggedInBuildableMock: LoggedInBuildable {
///   let build = MockFunction<LoggedInListener, String, String, LoggedInRouting>(
///     "LoggedInBuildableMock.build", fallback: RoutingMock(interactable: InteractableMock()))
///   var buildHandler: ((LoggedInListener, String, String) -> LoggedInRouting)? {
///     get { build.handler }
///     set { build.handler = newValue }
///   }
///   var buildCallCount: Int { build.callCount }
///
///   func build(
///     withListener listener: LoggedInListener, player1Name: String, player2Name: String
///   ) -> LoggedInRouting {
///     build.call(listener, player1Name, player2Name)
///   }
/// }
/// ```
///
/// (A method without arguments cannot share its name with the property, as `build` does
/// above; name the property `loadFunction` or similar.)
///
/// ## When the test did not set a handler
/// What a call returns without a handler is decided where the function is declared:
/// - `default:` — the call is fine and returns this value, as Mockolo mocks do. Results that
///   have an obvious one (`Void`, optionals, `Bool`, numbers, strings, collections: see
///   ``MockDefaultable``) need no argument at all.
/// - `fallback:` — the call is a mistake of the test: it **fails the current test** with a
///   message naming the mock and the method (through ``TestFailureReporter``: an issue in
///   Swift Testing, `XCTFail` in XCTest), then returns this value so that the test runs on
///   instead of crashing. Use it for results with no sensible default, such as the routers a
///   builder returns; a mock from this library is usually a good fallback.
///
/// Both are autoclosures, evaluated only when such a call happens.
///
/// ## Threads
/// Counts and argument history are safe to update and read from any thread. The handler runs
/// on the caller's thread, outside any lock, so it may call the mock again.
public final class MockFunction<each Argument, Result>: @unchecked Sendable {
  // A variadic function type cannot pass through generic code (such as `withLock`) as it
  // is; wrapped in a struct, it can.
  private struct Handler {
    let function: (repeat each Argument) -> Result
  }

  private struct State {
    var handler: Handler?
    var callCount = 0
    var argValues: [(repeat each Argument)] = []
  }

  /// The name failures use, such as `LoggedInBuildableMock.build`: the mock type and the
  /// method.
  public let name: String

  /// Whether each call's arguments are kept in ``argValues``.
  public let keepsArgValues: Bool

  // What an unhandled call returns, and whether it fails the test first. (A nested enum
  // would be neater, but types nested in a variadic generic type cannot be enums.)
  private let unhandledResult: () -> Result
  private let failsWhenUnhandled: Bool
  private let state = Locked(State())

  private init(
    name: String, keepsArgValues: Bool, unhandledResult: @escaping () -> Result,
    failsWhenUnhandled: Bool
  ) {
    self.name = name
    self.keepsArgValues = keepsArgValues
    self.unhandledResult = unhandledResult
    self.failsWhenUnhandled = failsWhenUnhandled
  }

  /// Creates a function whose unhandled calls return `defaultValue` without failing the test.
  ///
  /// - Parameters:
  ///   - name: The mock type and the method, as failures should name them.
  ///   - defaultValue: What a call returns when no handler is set.
  ///   - keepsArgValues: Whether to keep each call's arguments in ``argValues``. Pass `false`
  ///     when keeping them would keep objects alive that a test expects to be deallocated.
  public convenience init(
    _ name: String, default defaultValue: @escaping @autoclosure () -> Result,
    keepsArgValues: Bool = true
  ) {
    self.init(
      name: name, keepsArgValues: keepsArgValues, unhandledResult: defaultValue,
      failsWhenUnhandled: false)
  }

  /// Creates a function whose unhandled calls fail the current test, then return `fallback`.
  ///
  /// - Parameters:
  ///   - name: The mock type and the method, as failures should name them.
  ///   - fallback: What a call returns, after reporting the failure, when no handler is set.
  ///   - keepsArgValues: Whether to keep each call's arguments in ``argValues``.
  public convenience init(
    _ name: String, fallback: @escaping @autoclosure () -> Result, keepsArgValues: Bool = true
  ) {
    self.init(
      name: name, keepsArgValues: keepsArgValues, unhandledResult: fallback,
      failsWhenUnhandled: true)
  }

  /// What a call runs, and returns the result of, instead of the default or fallback.
  public var handler: ((repeat each Argument) -> Result)? {
    get {
      guard let handler = state.withLock({ $0.handler }) else { return nil }
      return handler.function
    }
    set {
      var handler: Handler?
      if let newValue { handler = Handler(function: newValue) }
      state.withLock { $0.handler = handler }
    }
  }

  /// How many times the function was called.
  public var callCount: Int { state.withLock { $0.callCount } }

  /// The arguments of every call, oldest first (empty if ``keepsArgValues`` is `false`). A
  /// single argument is stored as itself, several as a tuple.
  public var argValues: [(repeat each Argument)] { state.withLock { $0.argValues } }

  /// Forgets the calls made so far; keeps the handler.
  public func reset() {
    state.withLock { state in
      state.callCount = 0
      state.argValues.removeAll()
    }
  }

  /// Records a call with `argument`, then returns what the handler returns; without a
  /// handler, the default value, or the fallback value after failing the test.
  ///
  /// The source location defaults to the call, that is, the mock's method; a failure points
  /// there.
  @discardableResult
  public func call(
    _ argument: repeat each Argument,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Result {
    if let handler = record(repeat each argument) {
      return handler.function(repeat each argument)
    }
    if failsWhenUnhandled {
      TestFailureReporter.report(
        unhandledCallMessage, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return unhandledResult()
  }

  /// Records a call with `argument`, then returns what the handler returns, or `nil` without
  /// a handler. It never fails the test and ignores the default and fallback values: use it
  /// when the mock does something of its own when no handler is set.
  ///
  /// ```swift
  /// open func activate() {
  ///   if activateFunction.callIfHandled() == nil { isActive = true }
  /// }
  /// ```
  @discardableResult
  public func callIfHandled(_ argument: repeat each Argument) -> Result? {
    guard let handler = record(repeat each argument) else { return nil }
    return handler.function(repeat each argument)
  }

  /// Counts the call, keeps its arguments, and returns the handler in force.
  private func record(_ argument: repeat each Argument) -> Handler? {
    let keepsArgValues = keepsArgValues
    return state.withLock { state in
      state.callCount += 1
      if keepsArgValues { state.argValues.append((repeat each argument)) }
      return state.handler
    }
  }

  /// The failure an unhandled call reports.
  var unhandledCallMessage: String {
    "\(name) was called, but its handler is not set and its result (\(Result.self)) has no"
      + " default value. Set \(handlerPropertyName) before the call; the mock returned its"
      + " fallback value so that the test could go on."
  }

  /// `build` in `LoggedInBuildableMock.build(withListener:)` becomes `buildHandler`.
  private var handlerPropertyName: String {
    let method = name.split(separator: ".").last.map(String.init) ?? name
    let baseName = method.split(separator: "(").first.map(String.init) ?? method
    return baseName + "Handler"
  }
}

extension MockFunction where Result == Void {
  /// Creates a function with no result: unhandled calls are recorded and do nothing else.
  ///
  /// - Parameters:
  ///   - name: The mock type and the method, as failures should name them.
  ///   - keepsArgValues: Whether to keep each call's arguments in ``argValues``.
  public convenience init(_ name: String, keepsArgValues: Bool = true) {
    self.init(name, default: (), keepsArgValues: keepsArgValues)
  }
}

extension MockFunction where Result: MockDefaultable {
  /// Creates a function whose unhandled calls return `Result.mockDefault` (`nil`, `false`,
  /// `0`, `""`, an empty collection) without failing the test.
  ///
  /// - Parameters:
  ///   - name: The mock type and the method, as failures should name them.
  ///   - keepsArgValues: Whether to keep each call's arguments in ``argValues``.
  public convenience init(_ name: String, keepsArgValues: Bool = true) {
    self.init(name, default: Result.mockDefault, keepsArgValues: keepsArgValues)
  }
}
