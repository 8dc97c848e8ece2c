extension ObservableType {
  /// Splits the values into groups by key: emits a ``GroupedObservable`` the first time a key
  /// appears, then sends each value to its key's group.
  ///
  /// The source stays subscribed while this subscription or any group's is: disposing this one
  /// leaves the groups running. Completion and errors reach every group, in the order the
  /// groups were made, then this sequence; an error thrown by `keySelector` ends them all with
  /// it.
  ///
  /// ```swift
  /// moves.groupBy { $0.player }
  ///   .flatMap { group in group.map { "\(group.key): \($0.cell)" } }
  /// ```
  @inlinable
  public func groupBy<Key: Hashable>(
    keySelector: @escaping (Element) throws -> Key
  ) -> Observable<GroupedObservable<Key, Element>> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      let sourceSubscription = SingleAssignmentDisposable()
      let sharedSource = RefCountDisposable(disposable: sourceSubscription)
      sink.setUpstream(sharedSource)
      slot.setSink(sink)
      // The source delivers one event at a time, so the table needs no lock.
      var groups: [Key: PublishSubject<Element>] = [:]
      var groupsInOrder: [PublishSubject<Element>] = []
      let endAll = { (event: Event<Element>) in
        let subjects = groupsInOrder
        groups = [:]
        groupsInOrder = []
        for subject in subjects { subject.on(event) }
        switch event {
        case .error(let error): sink.on(.error(error))
        default: sink.on(.completed)
        }
      }
      source.subscribeHandler(
        { event in
          guard case .next(let element) = event else { return endAll(event) }
          let key: Key
          do { key = try keySelector(element) } catch { return endAll(.error(error)) }
          let subject: PublishSubject<Element>
          if let existing = groups[key] {
            subject = existing
          } else {
            subject = PublishSubject<Element>()
            groups[key] = subject
            groupsInOrder.append(subject)
            let group = Producer<Element> { handler in
              // Each subscription to a group keeps the source subscribed.
              let reference = sharedSource.retain()
              return Disposables.create(subject.subscribeHandler(handler), reference)
            }
            sink.on(.next(GroupedObservable(key: key, source: group)))
          }
          subject.on(.next(element))
        }, into: sourceSubscription)
    })
  }
}
