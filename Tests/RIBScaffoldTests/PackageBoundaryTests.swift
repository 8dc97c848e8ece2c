import Foundation
import RIBScaffold
import Testing

/// new-rib writes only inside the package: a folder on the way that is a link to a folder
/// elsewhere is refused in one line, before anything is written, there or in the package.
@Suite final class PackageBoundaryTests {
  let package: ScratchPackage
  /// A folder beside the package: what the links lead to.
  let elsewhere: String

  init() throws {
    package = try ScratchPackage()
    elsewhere = package.directory + "-elsewhere"
    try FileManager.default.createDirectory(
      atPath: elsewhere, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: elsewhere)
  }

  private func link(_ relativePath: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: package.directory + "/" + relativePath, withDestinationPath: destination)
  }

  private func expectRefused(
    _ arguments: String..., naming linkPath: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = package.snapshot()

    let result = NewRIBCommand(package: package.summary).run(arguments)

    #expect(result.exitCode == 1, sourceLocation: sourceLocation)
    #expect(
      result.errorOutput.hasPrefix("error: \(linkPath) leads outside the package"),
      "\(result.errorOutput)", sourceLocation: sourceLocation)
    #expect(result.errorOutput.filter { $0 == "\n" }.count == 1, sourceLocation: sourceLocation)
    #expect(package.snapshot() == before, sourceLocation: sourceLocation)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty,
      sourceLocation: sourceLocation)
  }

  @Test func theNewRIBsFolderLinkedElsewhere() throws {
    try link("Sources/App/Menu", to: elsewhere)
    try expectRefused("Menu", "--parent", "Root", naming: "Sources/App/Menu")
  }

  @Test func itsTestFolderLinkedElsewhere() throws {
    try link("Tests/AppTests/Menu", to: elsewhere)
    try expectRefused("Menu", "--parent", "Root", naming: "Tests/AppTests/Menu")
  }

  @Test func aLinkedFolderRefusesADryRunToo() throws {
    try link("Sources/App/Menu", to: elsewhere)
    try expectRefused("Menu", "--dry-run", naming: "Sources/App/Menu")
  }

  @Test func aFileLinkedElsewhere() throws {
    try FileManager.default.createDirectory(
      atPath: package.directory + "/Sources/App/Menu", withIntermediateDirectories: true)
    try link("Sources/App/Menu/MenuRouter.swift", to: elsewhere + "/MenuRouter.swift")
    try expectRefused(
      "Menu", "--parent", "Root", "--force", naming: "Sources/App/Menu/MenuRouter.swift")
  }

  @Test func aLinkToAFolderInsideThePackageIsWrittenThrough() throws {
    try FileManager.default.createDirectory(
      atPath: package.directory + "/Sources/App/Screens", withIntermediateDirectories: true)
    try link("Sources/App/Menu", to: package.directory + "/Sources/App/Screens")

    let result = package.newRIB("Menu", "--parent", "Root")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(package.read("Sources/App/Screens/MenuRouter.swift") != nil)
  }
}
