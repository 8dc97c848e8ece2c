extension ObservableType {
  /// Calls `onNext` with every value. An error is reported through Diagnostics, naming this
  /// call's file and line (see
  /// ``subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``).
  @inlinable
  public func bind(
    onNext: @escaping (Element) -> Void, isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(onNext: onNext, isolation: isolation, file: file, line: line)
  }

  /// Calls `onNext` with `object` and every value, for as long as `object` lives; see
  /// ``bind(onNext:isolation:file:line:)``.
  @inlinable
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(with: object, onNext: onNext, isolation: isolation, file: file, line: line)
  }

  /// Hands this sequence to `binder` and returns what it returns.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }
}
