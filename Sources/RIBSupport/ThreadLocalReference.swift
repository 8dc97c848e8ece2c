#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WinSDK)
  import WinSDK
#endif

/// An object reference that each thread sets and reads for itself: the per-thread queues of
/// ``DeferredRelease`` and ``ReportTrampoline``.
///
/// It does not retain what it holds: whoever sets it keeps the object alive until it sets it
/// back. Make one per use, in a `static let`; the slot is never freed.
package struct ThreadLocalReference<Object: AnyObject>: @unchecked Sendable {
  #if canImport(WinSDK)
    private let index: DWORD = TlsAlloc()
  #else
    private let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()
  #endif

  /// Creates a slot, empty on every thread.
  package init() {}

  /// This thread's object, if it set one.
  package var current: Object? {
    get {
      #if canImport(WinSDK)
        let pointer = TlsGetValue(index)
      #else
        let pointer = pthread_getspecific(key)
      #endif
      guard let pointer else { return nil }
      return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }
    nonmutating set {
      let pointer = newValue.map { Unmanaged.passUnretained($0).toOpaque() }
      #if canImport(WinSDK)
        TlsSetValue(index, pointer)
      #else
        pthread_setspecific(key, pointer)
      #endif
    }
  }
}
