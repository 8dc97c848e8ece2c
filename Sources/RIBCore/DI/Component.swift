import RIBStreams
import RIBSupport

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
/// ## Isolation
/// Components live on the main actor, like the builders that make them and the rest of a RIB
/// tree. That is what lets a component read its parent's `…Dependency` protocol, which
/// inherits the main actor from ``Dependency``, in every build setting: Swift 5 mode, Swift 6
/// with default main-actor isolation, and plain Swift 6. The factory of `shared` runs on the
/// main actor, once per component and property, and may read other shared properties of the
/// same component.
@preconcurrency @MainActor
open class Component<DependencyType>: Dependency {
  /// What the parent provides.
  public var dependency: DependencyType {
    // Set from init until the deinit takes it.
    heldDependency.unsafelyUnwrapped
  }

  // Optional only so that the deinit can move the parent out and release it in a loop
  // (`DeferredRelease`): a chain of components held by nothing but their children, released
  // from its leaf, would otherwise deallocate each parent inside its child's deinit.
  // `nonisolated(unsafe)`: the deinit, which is nonisolated, is its last user.
  nonisolated(unsafe) private var heldDependency: DependencyType?

  /// The instances `shared` made, in a plain array: no object of its own, and no allocation
  /// until the first `shared` property is read. `nonisolated(unsafe)`, as `heldDependency`:
  /// read on the main actor, then moved out by the deinit.
  @usableFromInline nonisolated(unsafe) var sharedInstances = SharedInstanceStore()

  /// See ``BuildPassMarked``.
  var firstBuilderType: (any AnyObject.Type)?

  /// Creates a component with the parent's dependency.
  public init(dependency: DependencyType) {
    heldDependency = dependency
  }

  deinit {
    // What `shared` made goes with the parent, and before it, so that every component of a
    // chain is let go of in the same order: the component, what it made, then its parent.
    // Passed on without a binding of its own, whose release would drop the last reference
    // here after all.
    var made = SharedInstanceStore()
    swap(&made, &sharedInstances)
    DeferredRelease.release((consume made, heldDependency.take()) as Any)
  }

  /// Returns the instance made by `factory` the first time this property is read on this
  /// component, and the same instance on every later read, including `nil` results.
  ///
  /// The cache key is the call site (file, line, column and enclosing declaration), supplied by
  /// the default arguments: two `shared` calls in one getter never collide, and the same
  /// property always finds its instance. Do not pass these arguments yourself.
  ///
  /// Inlinable, with the cache behind it, so that a hit is specialised for `T` in the module
  /// that declares the property.
  @inlinable
  public final func shared<T>(
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function,
    _ factory: () -> T
  ) -> T {
    let key = SharedInstanceKey(fileID: fileID, line: line, column: column, function: function)
    // Looked up, made and inserted in three steps, never holding the array across the
    // factory: the factory may read (and so insert) other shared properties.
    if let instance = sharedInstances.instance(for: key, as: T.self) { return instance }
    let value = factory()
    sharedInstances.insert(value, for: key)
    return value
  }
}

/// The component of a RIB that needs nothing from its parent and provides nothing itself.
///
/// Main-actor isolated, like ``Component``.
@preconcurrency @MainActor
open class EmptyComponent: EmptyDependency {
  /// See ``BuildPassMarked``.
  var firstBuilderType: (any AnyObject.Type)?

  /// Creates the component.
  public init() {}
}

extension Component: BuildPassMarked {}

extension EmptyComponent: BuildPassMarked {}

/// Identifies a `shared` call site without hashing strings: literal pointers and numbers.
///
/// Equal literals normally share one address, so comparing pointers is the fast path; if an
/// optimiser ever emits a literal twice (say, after inlining a getter into another module),
/// the texts are compared, so one call site can never get two instances.
@usableFromInline
struct SharedInstanceKey: Equatable {
  @usableFromInline let fileID: UnsafeRawBufferPointer
  @usableFromInline let function: UnsafeRawBufferPointer
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @inlinable
  init(fileID: StaticString, line: UInt, column: UInt, function: StaticString) {
    self.fileID = UnsafeRawBufferPointer(
      start: fileID.utf8Start, count: fileID.utf8CodeUnitCount)
    self.function = UnsafeRawBufferPointer(
      start: function.utf8Start, count: function.utf8CodeUnitCount)
    self.line = line
    self.column = column
  }

  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    // Numbers first: they differ far more often than the strings do.
    lhs.line == rhs.line && lhs.column == rhs.column && sameText(lhs.fileID, rhs.fileID)
      && sameText(lhs.function, rhs.function)
  }

  @inlinable @inline(__always)
  static func sameText(
    _ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer
  )
    -> Bool
  {
    if lhs.baseAddress == rhs.baseAddress { return lhs.count == rhs.count }
    return lhs.elementsEqual(rhs)
  }
}

/// The cache behind `Component.shared`, stored inline in the component.
///
/// A component has a handful of shared properties, so a linear scan of a small array beats a
/// hash table; each value sits in a typed box tagged with its type, so a hit is two pointer
/// comparisons and an unchecked downcast, not a dynamic cast (`as? SharedBox<T>` made a hit
/// many times slower; Benchmarks/README.md, scenario 6). No lock: the component, and so its store, is
/// confined to the main actor. A factory may read another shared property: that nested call
/// appends its own entry first, and the scan never holds an index across the factory.
@usableFromInline
struct SharedInstanceStore {
  @usableFromInline var entries: [SharedInstanceEntry] = []

  @usableFromInline
  init() {}

  @inlinable
  func instance<T>(for key: SharedInstanceKey, as type: T.Type) -> T? {
    let type = ObjectIdentifier(T.self)
    // The type is part of the match: one call site inside a generic method can see several.
    for index in entries.indices where entries[index].key == key && entries[index].type == type {
      return unsafeDowncast(entries[index].box, to: SharedBox<T>.self).value
    }
    return nil
  }

  @inlinable
  mutating func insert<T>(_ value: T, for key: SharedInstanceKey) {
    entries.append(
      SharedInstanceEntry(key: key, type: ObjectIdentifier(T.self), box: SharedBox(value)))
  }
}

/// One instance made by `Component.shared`: its call site, its type and its box.
@usableFromInline
struct SharedInstanceEntry {
  @usableFromInline let key: SharedInstanceKey
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let box: AnyObject

  @inlinable
  init(key: SharedInstanceKey, type: ObjectIdentifier, box: AnyObject) {
    self.key = key
    self.type = type
    self.box = box
  }
}

@usableFromInline
final class SharedBox<T> {
  @usableFromInline let value: T

  @inlinable
  init(_ value: T) { self.value = value }
}
