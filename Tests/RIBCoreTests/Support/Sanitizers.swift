#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Whether this test process runs under the thread or the address sanitizer, which make every
/// memory access several times slower: tests that build trees 10^5 routers deep build smaller
/// ones there, which still show a walk that recurses or one that is quadratic in depth.
enum Sanitizers {
  static let areActive: Bool = {
    #if canImport(Darwin)
      let everything = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let everything: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everything, "__tsan_init") != nil || dlsym(everything, "__asan_init") != nil
  }()

  /// `full` in a plain build, `sanitized` under a sanitizer.
  static func workload(_ full: Int, sanitized: Int) -> Int {
    areActive ? sanitized : full
  }
}
