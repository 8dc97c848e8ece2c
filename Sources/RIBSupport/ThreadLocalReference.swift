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
/// ``DeferredRelease``, ``ReportTrampoline`` and RIBStreams' `CurrentThreadScheduler`.
///
/// It does not retain what it holds: whoever sets it keeps the object alive until it sets it
/// back. Make one per use, in a `static let`; the slot is never freed.
package struct ThreadLocalReference<Object: AnyObject>: @unchecked Sendable {
  #if canImport(WinSDK)
    @usableFromInline let index: DWORD
  #else
    @usableFromInline let key: pthread_key_t
  #endif

  /// Creates a slot, empty on every thread. Stops the process if the system has no slot left
  /// (a handful are made, once, at start-up): going on would share another library's.
  package init() {
    #if canImport(WinSDK)
      index = TlsAlloc()
      precondition(index != TLS_OUT_OF_INDEXES, "no thread-local slot left")
    #else
      var key = pthread_key_t()
      let status = pthread_key_create(&key, nil)
      precondition(status == 0, "no thread-local slot left")
      self.key = key
    #endif
  }

  /// This thread's object, if it set one. `@inlinable`, so that it is specialised where it
  /// is used: unspecialised, each access looked up generic metadata (hundreds of
  /// instructions, callgrind).
  @inlinable
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
      // Not `newValue.map`: its closure looked up `Optional`'s metadata on every write.
      var pointer: UnsafeMutableRawPointer?
      if let newValue { pointer = Unmanaged.passUnretained(newValue).toOpaque() }
      #if canImport(WinSDK)
        TlsSetValue(index, pointer)
      #else
        pthread_setspecific(key, pointer)
      #endif
    }
  }
}
