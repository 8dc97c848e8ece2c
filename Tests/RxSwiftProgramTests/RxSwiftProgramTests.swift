import Foundation
import Testing

/// Runs `RxSwiftProgram` (main-actor top-level RxSwift code with its imports changed) and
/// compares its output with the output of the same program against RxSwift.
@Suite struct RxSwiftProgramTests {
  /// What the program prints with RxSwift 6 and RxRelay, line by line, without the timestamp
  /// RxSwift's `debug` starts its lines with (a documented difference).
  private static let rxSwiftOutput = """
    T-3
    T-2
    T-1
    liftoff
    countdown disposed
    state: playing
    state: winning
    alice has 0 wins
    alice has 1 wins
    bob has 1 wins
    even taps: 0
    even taps: 2
    even taps: 4
    enough taps
    screen sees 4
    ticker -> subscribed
    ticker -> Event next(1)
    ticker -> isDisposed
    ticker stopped
    countdown cleaned up, screen bag released

    """

  @Test func printsWhatRxSwiftPrints() throws {
    let program = Process()
    program.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("RxSwiftProgram")
    let output = Pipe()
    program.standardOutput = output
    try program.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    program.waitUntilExit()

    #expect(program.terminationStatus == 0)
    #expect(String(decoding: printed, as: UTF8.self) == Self.rxSwiftOutput)
  }
}
