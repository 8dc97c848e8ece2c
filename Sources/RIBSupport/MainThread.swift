import Dispatch

/// Marks the main queue, so code can ask whether it runs there without Foundation.
private let mainQueueKey: DispatchSpecificKey<UInt8> = {
  let key = DispatchSpecificKey<UInt8>()
  DispatchQueue.main.setSpecific(key: key, value: 1)
  return key
}()

/// Whether the caller runs on the main queue (the main thread outside any other queue's
/// block), which is where the main actor runs.
@usableFromInline
package func isMainThread() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) == 1
}
