import Observation
import RIBSupport

/// Renders observable state the way SwiftUI does, without SwiftUI: it evaluates a `render`
/// closure, notes which `@Observable` properties it read, and renders again only after one of
/// them changed. What it records is what a view would have shown, frame by frame.
///
/// Write `render` as a view's `body` reads its model, returning a plain value to compare:
///
/// ```swift
/// let screen = RenderRecorder { "\(root.stack.path) sheet: \(root.modal.presented?.typeName ?? "-")" }
/// interactor.didTapDetail()
/// #expect(screen.renderIfChanged() == "[DetailViewModel] sheet: -")
/// ```
///
/// Rendering is explicit, like a frame: ``renderIfChanged()`` renders if anything it read
/// changed since the last frame, so several changes between two frames make one frame, as on
/// screen. Changes made on other threads mark the recorder too.
@preconcurrency @MainActor
public final class RenderRecorder<Frame> {
  /// Every frame rendered, the first one (rendered on creation) included.
  public private(set) var frames: [Frame] = []

  private let render: @MainActor () -> Frame
  private let invalidation = Invalidation()

  /// Renders the first frame.
  public init(_ render: @escaping @MainActor () -> Frame) {
    self.render = render
    renderTracking()
  }

  /// The last frame rendered: until ``renderIfChanged()`` renders another, the one rendered on
  /// creation, which is what the screen showed first (`renderIfChanged()` returns `nil` then,
  /// as nothing changed since).
  ///
  /// ```swift
  /// let screen = RenderRecorder { model.title }
  /// #expect(screen.latest == "Recipes")
  /// ```
  public var latest: Frame {
    // `init` renders a frame, so there is always one.
    frames[frames.count - 1]
  }

  /// Whether something the last frame read changed since.
  public var needsRender: Bool { invalidation.isSet }

  /// Renders a frame if something the last one read changed since; returns it, or `nil` if
  /// nothing changed. The first call compares with the frame rendered on creation: a recorder
  /// made after the screen was set up returns `nil` until something changes (read ``latest``
  /// for that first frame).
  @discardableResult
  public func renderIfChanged() -> Frame? {
    guard invalidation.isSet else { return nil }
    renderTracking()
    return latest
  }

  private func renderTracking() {
    invalidation.reset()
    let invalidation = self.invalidation
    let frame = withObservationTracking {
      render()
    } onChange: {
      invalidation.set()
    }
    frames.append(frame)
  }
}

/// Whether a recorder's last frame is out of date; set from any thread.
private final class Invalidation: Sendable {
  private let flag = Locked(false)

  var isSet: Bool { flag.withLock { $0 } }
  func set() { flag.withLock { $0 = true } }
  func reset() { flag.withLock { $0 = false } }
}
