/// A type with an `.rx` namespace (``Reactive``), as RxSwift's protocol of the same name.
///
/// Declare the conformance and extend `Reactive where Base: YourType`:
///
/// ```swift
/// final class ScoreBoard: ReactiveCompatible {
///   var title = ""
/// }
/// titles.bind(to: board.rx.title)
/// ```
///
/// Both requirements have a settable shape so that mutating members of a `Reactive` extension
/// can be called through `rx`; setting them does nothing.
public protocol ReactiveCompatible {
  /// The type the extensions act on: the conforming type.
  associatedtype ReactiveBase

  /// The reactive extensions of the type itself (its static members).
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The reactive extensions of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The reactive extensions of the type itself (its static members).
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // Settable only so that mutating extensions can be reached; there is nothing to store.
    set {}
  }

  /// The reactive extensions of this value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // Settable only so that mutating extensions can be reached; there is nothing to store.
    set {}
  }
}

#if canImport(ObjectiveC)
  import ObjectiveC

  // As in RxSwift: every Objective-C object, and so every UIKit and AppKit one, has `.rx`.
  extension NSObject: ReactiveCompatible {}
#endif
