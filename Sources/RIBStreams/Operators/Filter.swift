extension ObservableType {
  /// Passes on only the values for which `isIncluded` returns `true`.
  @inlinable
  public func filter(
    _ isIncluded: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    lift(isolation: isolation) { sink in
      { event in
        guard case .next(let element) = event else { return sink.on(event) }
        do {
          if try isIncluded(element) { sink.on(event) }
        } catch {
          sink.on(.error(error))
        }
      }
    }
  }
}
