extension ObservableConvertibleType where Element: Sendable {
  /// The sequence as an `AsyncSequence`, for `for try await` loops; see ``ObservableValues``.
  /// Declared where RxSwift declares it, so a store or view model of the app's own that adopts
  /// `ObservableConvertibleType` has it too.
  ///
  /// Creating it subscribes; ending the loop, cancelling its task or dropping the sequence
  /// disposes the subscription. Values emitted faster than the loop consumes them are
  /// buffered. A loop in a cancelled task receives nothing more: it throws
  /// `CancellationError`, as RxSwift's does, unless the observable had ended already.
  ///
  /// ```swift
  /// for try await score in scoreStream.score.values {
  ///   print(score)
  /// }
  /// ```
  public var values: ObservableValues<Element> { ObservableValues(source: asObservable()) }
}

extension PublishRelay where Element: Sendable {
  /// The relay as an `AsyncSequence`, which, like the relay, never fails; see ``RelayValues``.
  public var values: RelayValues<Element> { RelayValues(source: asObservable()) }
}

extension BehaviorRelay where Element: Sendable {
  /// The relay as an `AsyncSequence`, starting with the current value; see ``RelayValues``.
  public var values: RelayValues<Element> { RelayValues(source: asObservable()) }
}

extension Observable {
  /// An observable that iterates `sequence` in a new task for each subscriber.
  ///
  /// Values are emitted from that task; the sequence's end completes the observable and its
  /// error fails it. Disposing the subscription cancels the task.
  ///
  /// ```swift
  /// let ticks = Observable.from(asyncSequence: clock.ticks)
  /// ```
  public static func from<Values: AsyncSequence & Sendable>(
    asyncSequence sequence: Values
  ) -> Observable<Element> where Values.Element == Element {
    from(asyncSequence: sequence, priority: nil)
  }

  /// ``from(asyncSequence:)``, iterating in a task of `priority`.
  static func from<Values: AsyncSequence & Sendable>(
    asyncSequence sequence: Values, priority: TaskPriority?
  ) -> Observable<Element> where Values.Element == Element {
    create { observer in
      let task = Task(priority: priority) {
        do {
          for try await element in sequence {
            observer.onNext(element)
          }
          observer.onCompleted()
        } catch is CancellationError {
          // Cancelled by disposal: the subscriber is gone, there is no one to tell.
        } catch {
          observer.onError(error)
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}
