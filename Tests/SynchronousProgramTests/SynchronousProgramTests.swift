import Foundation
import Testing

/// Runs `SynchronousProgram`, a program that never runs the main queue, and compares what it
/// prints with what it must.
@Suite struct SynchronousProgramTests {
  private static let expectedOutput = """
    queued from another thread: []
    after four from the main thread: [1, 2, 3, 4, 5]
    task ran before drain: false
    task ran after drain: true
    child active before drain: true
    child active after drain: false
    warnings while flooded: ["mainActorBacklog"]
    delivered after drain: true
    nested drain order: ["observer", "task"]
    warnings for one event to each of many closures: 0
    each closure got its event: true

    """

  @Test func mainActorWorkFromOtherThreadsRunsWhenTheProgramDrains() throws {
    let program = Process()
    program.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("SynchronousProgram")
    let output = Pipe()
    program.standardOutput = output
    let exited = DispatchSemaphore(value: 0)
    program.terminationHandler = { _ in exited.signal() }
    try program.run()
    // A watchdog: a program that hangs fails the test instead of the suite. Its output is a
    // few lines, which the pipe holds until it is read.
    let finished = exited.wait(timeout: .now() + .seconds(60)) == .success
    if !finished {
      program.terminate()
      program.waitUntilExit()
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    // Foundation keeps the handler (and what it captured) with the process object otherwise.
    program.terminationHandler = nil

    #expect(finished, "the program hung")
    #expect(program.terminationStatus == 0)
    #expect(String(decoding: printed, as: UTF8.self) == Self.expectedOutput)
  }
}
