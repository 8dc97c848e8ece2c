import RIBStreams

/// The dependency container of one RIB scope: it exposes what the RIB and its children need,
/// from the parent's ``dependency`` or made here.
///
/// Objects made with ``shared(fileID:line:column:function:_:)`` are scoped singletons: one
/// per component instance, that is, one per RIB scope. Stateful objects (streams, stores)
/// should be shared; stateless ones can be made anew on each access.
///
/// ```swift
/// final class LoggedInComponent: Component<LoggedInDependency> {
///   let player1Name: String
///   let player2Name: String
///
///   // One score stream per LoggedIn scope: a new login starts from 0–0.
///   var mutableScoreStream: MutableScoreStream {
///     shared { ScoreStreamImpl() }
///   }
/// }
/// ```
///
/// ## Threads
/// `shared` is thread-safe: the factory runs once per component and property even when
/// several threads ask at once, and it may read other shared properties of the same component.
/// A component is not `Sendable` (that would force every subclass to restate it); share one
/// across threads only if its own stored properties are safe to.
///
/// The class is explicitly `nonisolated` so that subclasses infer that isolation: in a module
/// built with default main-actor isolation (`.defaultIsolation(MainActor.self)`), a subclass of
/// an implicitly nonisolated class from another module fails to compile ("main actor-isolated
/// initializer 'init(dependency:)' has different actor isolation from nonisolated overridden
/// declaration").
nonisolated open class Component<DependencyType>: Dependency {
  /// What the parent provides.
  public let dependency: DependencyType

  private let sharedInstances = SharedInstanceStore()

  /// Creates a component with the parent's dependency.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }

  /// Returns the instance made by `factory` the first time this property is read on this
  /// component, and the same instance on every later read, including `nil` results.
  ///
  /// The cache key is the call site (file, line, column and enclosing declaration), supplied by
  /// the default arguments: two `shared` calls in one getter never collide, and the same
  /// property always finds its instance. Do not pass these arguments yourself.
  public final func shared<T>(
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function,
    _ factory: () -> T
  ) -> T {
    let key = SharedInstanceKey(fileID: fileID, line: line, column: column, function: function)
    return sharedInstances.instance(for: key, factory)
  }
}

/// The component of a RIB that needs nothing from its parent and provides nothing itself.
///
/// Explicitly `nonisolated`, like ``Component``, so that subclasses compile in modules with
/// default main-actor isolation.
nonisolated open class EmptyComponent: EmptyDependency {
  /// Creates the component.
  public init() {}
}

/// Identifies a `shared` call site without hashing strings: literal pointers and numbers.
///
/// Equal literals normally share one address, so comparing pointers is the fast path; if an
/// optimiser ever emits a literal twice (say, after inlining a getter into another module),
/// the texts are compared, so one call site can never get two instances.
struct SharedInstanceKey: Equatable {
  let fileID: UnsafeRawBufferPointer
  let function: UnsafeRawBufferPointer
  let line: UInt
  let column: UInt

  init(fileID: StaticString, line: UInt, column: UInt, function: StaticString) {
    self.fileID = UnsafeRawBufferPointer(
      start: fileID.utf8Start, count: fileID.utf8CodeUnitCount)
    self.function = UnsafeRawBufferPointer(
      start: function.utf8Start, count: function.utf8CodeUnitCount)
    self.line = line
    self.column = column
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    // Numbers first: they differ far more often than the strings do.
    lhs.line == rhs.line && lhs.column == rhs.column && sameText(lhs.fileID, rhs.fileID)
      && sameText(lhs.function, rhs.function)
  }

  @inline(__always)
  private static func sameText(
    _ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer
  )
    -> Bool
  {
    if lhs.baseAddress == rhs.baseAddress { return lhs.count == rhs.count }
    return lhs.elementsEqual(rhs)
  }
}

/// The cache behind `Component.shared`.
///
/// A component has a handful of shared properties, so a linear scan of a small array beats a
/// hash table; each value sits in a typed box tagged with its type, so a hit is two pointer
/// comparisons and an unchecked downcast, not a dynamic cast (`as? SharedBox<T>` made a hit
/// cost about 180 ns in release builds here; this costs about 65). The lock is re-entrant
/// because a factory may read another shared property, and held during the factory so that it
/// runs once even when threads race.
final class SharedInstanceStore: @unchecked Sendable {
  // Guarded by `lock`.
  private var entries: [(key: SharedInstanceKey, type: ObjectIdentifier, box: AnyObject)] = []
  // Re-entrant (a factory may read another shared property) and pthread-based on Linux, where
  // a contended `Synchronization.Mutex` is invisible to ThreadSanitizer; see `ReentrantLock`.
  private let lock = ReentrantLock()

  func instance<T>(for key: SharedInstanceKey, _ factory: () -> T) -> T {
    lock.withLock {
      let type = ObjectIdentifier(T.self)
      // The type is part of the match: one call site inside a generic method can see several.
      for entry in entries where entry.key == key && entry.type == type {
        return unsafeDowncast(entry.box, to: SharedBox<T>.self).value
      }
      let value = factory()
      entries.append((key, type, SharedBox(value)))
      return value
    }
  }
}

private final class SharedBox<T> {
  let value: T

  init(_ value: T) { self.value = value }
}
