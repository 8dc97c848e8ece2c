import Foundation

/// Runs `body` on a new thread whose stack is `bytes` long and returns its result, for tests
/// that something deep (10^5 levels) runs in a loop: recursion of one small frame per level
/// would overflow this stack long before the end, whatever the build configuration.
///
/// 512 KiB is the smallest stack a secondary thread gets by default on Apple platforms.
func onSmallStack<Result: Sendable>(
  bytes: Int = 512 * 1024, _ body: @escaping @Sendable () -> Result
) async -> Result {
  await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: body()) }
    thread.stackSize = bytes
    thread.start()
  }
}
