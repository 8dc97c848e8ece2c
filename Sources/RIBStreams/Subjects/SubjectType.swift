/// A sequence that is also fed through an observer: a subject, as RxSwift's protocol of the
/// same name.
///
/// ``PublishSubject``, ``BehaviorSubject``, ``ReplaySubject`` and ``AsyncSubject`` conform, and
/// are their own observer.
public protocol SubjectType: ObservableType {
  /// The type of the observer that feeds the subject: usually the subject itself.
  associatedtype Observer: ObserverType

  /// The observer that feeds the subject.
  func asObserver() -> Observer
}

extension PublishSubject: SubjectType {
  /// `self`: the subject is its own observer.
  public func asObserver() -> PublishSubject<Element> { self }
}

extension BehaviorSubject: SubjectType {
  /// `self`: the subject is its own observer.
  public func asObserver() -> BehaviorSubject<Element> { self }
}

extension ReplaySubject: SubjectType {
  /// `self`: the subject is its own observer.
  public func asObserver() -> ReplaySubject<Element> { self }
}

extension AsyncSubject: SubjectType {
  /// `self`: the subject is its own observer.
  public func asObserver() -> AsyncSubject<Element> { self }
}
