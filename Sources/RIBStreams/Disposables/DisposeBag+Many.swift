extension DisposeBag {
  /// Builds the list of disposables for ``DisposeBag/init(builder:)`` and
  /// ``DisposeBag/insert(builder:)``, one per line:
  ///
  /// ```swift
  /// disposeBag.insert {
  ///   score.subscribe(onNext: { presenter.show($0) })
  ///   moves.bind(to: board)
  /// }
  /// ```
  @resultBuilder
  public struct DisposableBuilder {
    /// The disposables listed in the block, in order.
    public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] {
      disposables
    }
  }

  /// A bag holding `disposables`.
  public convenience init(disposing disposables: any Disposable...) {
    self.init(disposing: disposables)
  }

  /// A bag holding `disposables`.
  public convenience init(disposing disposables: [any Disposable]) {
    self.init()
    insert(disposables)
  }

  /// A bag holding the disposables that `builder` lists.
  public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds `disposables`, as one `insert` each.
  public func insert(_ disposables: any Disposable...) {
    insert(disposables)
  }

  /// Adds `disposables`, as one `insert` each.
  public func insert(_ disposables: [any Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// Adds the disposables that `builder` lists.
  public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
    insert(builder())
  }
}

extension Disposables {
  /// One disposable that disposes all of the given ones, in order (RxSwift's form for four or
  /// more).
  public static func create(
    _ first: any Disposable, _ second: any Disposable, _ third: any Disposable,
    _ more: any Disposable...
  ) -> any Disposable {
    create([first, second, third] + more)
  }
}
