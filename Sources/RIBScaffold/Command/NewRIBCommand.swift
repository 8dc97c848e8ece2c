import Foundation

/// `swift package new-rib`: reads the arguments, plans the files, and writes them (or, with
/// `--dry-run`, prints them). The plugin runs it through RIBScaffoldTool; tests call it
/// directly.
///
/// ```swift
/// let command = NewRIBCommand(package: summary)
/// let result = command.run(["LoggedIn", "--parent", "Root"])
/// // result.exitCode == 0; result.output lists the files written
/// ```
package struct NewRIBCommand: Sendable {
  /// The package to write in.
  package let package: PackageSummary
  /// Lays out the generated code, if set.
  package let formatter: (any SourceFormatter)?

  /// Creates the command for `package`.
  package init(package: PackageSummary, formatter: (any SourceFormatter)? = nil) {
    self.package = package
    self.formatter = formatter
  }

  /// Runs the command with the user's `arguments`. On bad input, the result has exit code 1,
  /// one line of error output, and nothing was written.
  package func run(_ arguments: [String]) -> CommandResult {
    do {
      let options = try Options(arguments)
      if options.showsHelp { return CommandResult(exitCode: 0, output: Options.usage + "\n") }
      var plan = try Planner(package: package, options: options).plan()
      if let formatter {
        for index in plan.files.indices {
          plan.files[index].text = formatter.format(
            plan.files[index].text, path: plan.files[index].path)
        }
      }
      if options.isDryRun { return CommandResult(exitCode: 0, output: dryRunReport(plan)) }
      // Known before writing: afterwards every file exists.
      let replaced = Set(
        plan.files.map(\.path).filter { FileManager.default.fileExists(atPath: $0) })
      try FileWriter.write(plan.files)
      return CommandResult(exitCode: 0, output: report(plan, replaced: replaced))
    } catch let error as ScaffoldError {
      return CommandResult(exitCode: 1, errorOutput: "error: \(error.message)\n")
    } catch {
      return CommandResult(exitCode: 1, errorOutput: "error: \(error)\n")
    }
  }

  private func report(_ plan: Plan, replaced: Set<String>) -> String {
    let written = plan.files.map { file in
      (replaced.contains(file.path) ? "Replaced " : "Created ") + package.relative(file.path) + "\n"
    }
    return ([written.joined()] + plan.instructions).joined(separator: "\n")
  }

  private func dryRunReport(_ plan: Plan) -> String {
    let files = plan.files.map { "--- \(package.relative($0.path))\n\($0.text)" }
    return (files + plan.instructions + ["Dry run: nothing was written.\n"])
      .joined(separator: "\n")
  }
}

/// What a run of ``NewRIBCommand`` printed and how it ended.
package struct CommandResult: Equatable, Sendable {
  /// 0 on success, 1 on bad input.
  package let exitCode: Int32
  /// For standard output.
  package let output: String
  /// For standard error: one line on bad input.
  package let errorOutput: String

  /// Creates a result.
  package init(exitCode: Int32, output: String = "", errorOutput: String = "") {
    self.exitCode = exitCode
    self.output = output
    self.errorOutput = errorOutput
  }
}
