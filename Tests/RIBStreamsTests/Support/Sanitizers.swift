#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Whether this test process runs under the thread or the address sanitizer, which make every
/// memory access several times slower. One file, linked into RIBStreamsTests, RIBCoreTests and
/// RIBTestingTests.
///
/// The stress tests send fewer events then: what they look for (a race, a late delivery, a
/// deadlock) shows in the interleavings, which a sanitizer run has plenty of at a tenth of the
/// volume, and the full volume under the thread sanitizer took minutes of a two-core machine.
/// Tests that build trees 10^5 routers deep build smaller ones there, which still show a walk
/// that recurses or one that is quadratic in depth.
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
