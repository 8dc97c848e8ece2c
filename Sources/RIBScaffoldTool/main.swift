// The executable the NewRIB plugin runs: `RIBScaffoldTool <package JSON> [swift-format path]
// -- <the user's arguments>`. The plugin describes the package (the plugin API does not exist
// here); RIBScaffold does the rest.

import Foundation
import RIBScaffold

var arguments = Array(CommandLine.arguments.dropFirst())
guard let separator = arguments.firstIndex(of: "--"), separator >= 1,
  let summary = try? JSONDecoder().decode(
    PackageSummary.self, from: Data(arguments[0].utf8))
else {
  FileHandle.standardError.write(
    Data("error: RIBScaffoldTool is run by `swift package new-rib`; see its --help.\n".utf8))
  exit(2)
}
let formatter = separator >= 2 ? SwiftFormat(executable: arguments[1]) : nil
let result = NewRIBCommand(package: summary, formatter: formatter)
  .run(Array(arguments[(separator + 1)...]))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode)
