import CAllocationCounter
import CMallocStats
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// CPU time consumed so far by every thread of the process (user + system).
func processCPUTime() -> Duration {
  var spec = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
  return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
}

/// How many times the scheduler has taken the CPU away from the calling thread (Linux:
/// `getrusage(RUSAGE_THREAD)`; elsewhere the whole process's count).
func involuntaryContextSwitches() -> Int {
  var usage = rusage()
  #if os(Linux)
    let rusageThread: Int32 = 1  // RUSAGE_THREAD, which Glibc does not export to Swift
    getrusage(rusageThread, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return Int(usage.ru_nivcsw)
}

/// Bytes currently handed out by `malloc`, or `nil` where that cannot be asked.
///
/// glibc's `mallinfo2()`: `uordblks` is the bytes in chunks in use from the heap (chunk sizes,
/// so malloc's own header and alignment are counted, as they cost memory) and `hblkhd` the
/// bytes in chunks that malloc served with `mmap` (large arrays and dictionaries). It covers
/// the main arena, which is where the main thread allocates.
func mallocBytesInUse() -> Int? {
  guard ribbench_malloc_stats_available() != 0 else { return nil }
  return Int(ribbench_malloc_bytes_in_use())
}

/// Allocations per operation: how many blocks the C allocator hands this thread while
/// `body` runs `operations` operations, divided by `operations`; `nil` where they cannot be
/// counted. Every Swift object, closure context and array buffer is one such block.
///
/// The count comes from the benchmark's own `malloc` & co., which count and forward to
/// glibc's (see `CAllocationCounter`).
func allocationsPerOperation(_ operations: Int, _ body: () -> Void) -> Sample? {
  guard ribbench_allocation_counting_available() != 0, operations > 0 else { return nil }
  let before = ribbench_thread_allocations()
  body()
  let after = ribbench_thread_allocations()
  return Sample(single: Double(after - before) / Double(operations))
}

/// The resident set size, from `/proc/self/statm` (second field, in pages); `nil` elsewhere.
func residentBytes() -> Int? {
  guard let text = readTextFile("/proc/self/statm") else { return nil }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The contents of a small text file, read with the C library (no Foundation).
func readTextFile(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if count == 0 { break }
    bytes.append(contentsOf: buffer[0..<count])
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The machine and toolchain, for the header of the results.
func machineDescription() -> String {
  let cpus = sysconf(Int32(_SC_NPROCESSORS_ONLN))
  var model = "unknown CPU"
  if let cpuinfo = readTextFile("/proc/cpuinfo"),
    let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
    let colon = line.firstIndex(of: ":")
  {
    model = line[line.index(after: colon)...].trimmingCharacters()
  }
  var now = time_t()
  time(&now)
  var parts = tm()
  gmtime_r(&now, &parts)
  let date =
    "\(parts.tm_year + 1900)-\(twoDigits(parts.tm_mon + 1))-\(twoDigits(parts.tm_mday))"
    + " \(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)) UTC"
  return "\(date); \(cpus) CPUs (\(model)); \(compilerDescription); release build"
}

private func twoDigits(_ value: Int32) -> String {
  value < 10 ? "0\(value)" : "\(value)"
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(
      drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " }).reversed())
  }
}

private let compilerDescription: String = {
  #if compiler(>=6.4)
    return "Swift 6.4 or later"
  #elseif compiler(>=6.3)
    return "Swift 6.3"
  #elseif compiler(>=6.2)
    return "Swift 6.2"
  #else
    return "Swift before 6.2"
  #endif
}()

/// A value handed to another thread on the promise that the benchmark uses it safely there
/// (for `Component`, which is thread-safe in `shared` but not declared `Sendable`).
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}

/// Runs `body(index)` on `count` new threads at once and returns the longest time any of them
/// took; the threads start together (they spin on a flag until all exist), so the timing
/// covers only the contended part.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Duration {
  final class Shared: Sendable {
    let ready = Atomic<Int>(0)
    let go = Atomic<Bool>(false)
    let longest = Mutex<Duration>(.zero)
    let body: @Sendable (Int) -> Void
    init(_ body: @escaping @Sendable (Int) -> Void) { self.body = body }
  }
  final class Start: Sendable {
    let shared: Shared
    let index: Int
    init(_ shared: Shared, _ index: Int) {
      self.shared = shared
      self.index = index
    }
  }
  let shared = Shared(body)
  var threads: [pthread_t] = []
  for index in 0..<count {
    var thread = pthread_t()
    let start = Unmanaged.passRetained(Start(shared, index)).toOpaque()
    let result = pthread_create(
      &thread, nil,
      { raw in
        let start = Unmanaged<Start>.fromOpaque(raw!).takeRetainedValue()
        let shared = start.shared
        shared.ready.add(1, ordering: .acquiringAndReleasing)
        while !shared.go.load(ordering: .acquiring) {}
        let elapsed = timed { shared.body(start.index) }
        shared.longest.withLock { $0 = max($0, elapsed) }
        return nil
      }, start)
    precondition(result == 0, "pthread_create failed: \(result)")
    threads.append(thread)
  }
  while shared.ready.load(ordering: .acquiring) < count {}
  shared.go.store(true, ordering: .releasing)
  for thread in threads { pthread_join(thread, nil) }
  return shared.longest.withLock { $0 }
}
