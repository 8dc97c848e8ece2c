import Testing

@testable import TicTacToeCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalOutputTests {
  @Test func recordingOutputKeepsEverythingWritten() {
    let output = RecordingOutput()
    let asProtocol: TextOutput = output
    asProtocol.write("Name? ")
    asProtocol.write("Zoë\nnext\n")
    #expect(output.text == "Name? Zoë\nnext\n")
    #expect(output.lines == ["Name? Zoë", "next"])
  }

  @Test func recordingOutputKeepsAnUnfinishedLastLine() {
    let output = RecordingOutput()
    output.write("a\n\nprompt> ")
    #expect(output.lines == ["a", "", "prompt> "])
  }

  @Test func recordingOutputCanBeCleared() {
    let output = RecordingOutput()
    output.write("old")
    output.clear()
    output.write("new")
    #expect(output.text == "new")
  }

  @Test func invalidDescriptorIsNotATerminal() {
    #expect(!isTerminal(fileDescriptor: -1))
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    @Test func pipeIsNotATerminal() throws {
      var fds: [Int32] = [0, 0]
      try #require(pipe(&fds) == 0)
      defer {
        close(fds[0])
        close(fds[1])
      }
      #expect(!isTerminal(fileDescriptor: fds[0]))
      #expect(!isTerminal(fileDescriptor: fds[1]))
    }
  #endif
}
