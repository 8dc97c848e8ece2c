extension ObservableType {
  /// A sequence that holds a resource for as long as its subscription lasts, as RxSwift's
  /// `using`: each subscription makes a resource with `resourceFactory`, subscribes to the
  /// sequence `observableFactory` makes of it, and disposes the resource after that
  /// subscription, when the sequence terminates or the subscription is disposed.
  ///
  /// Both factories run on the thread that subscribes, once per subscription. An error thrown
  /// by either is the sequence's error (the resource, if made, is still disposed).
  ///
  /// ```swift
  /// let rows = Observable.using({ DatabaseConnection() }) { connection in
  ///   connection.rows(matching: query)
  /// }
  /// ```
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable.create { observer in
      let resource: Resource
      do {
        resource = try resourceFactory()
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
      let source: Observable<Element>
      do {
        source = try observableFactory(resource)
      } catch {
        observer.onError(error)
        return resource
      }
      // The subscription goes first, so the sequence never runs on a disposed resource.
      return Disposables.create(source.subscribe(observer), resource)
    }
  }
}
