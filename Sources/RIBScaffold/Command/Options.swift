/// The command line of `swift package new-rib`, parsed.
struct Options: Equatable {
  var name: String?
  var outline: String?
  var target: String?
  var testTarget: String?
  var parent: String?
  var isViewless = false
  var isSwiftUI = false
  var writesTests = true
  var isDryRun = false
  var overwrites = false
  var showsHelp = false

  /// Parses `arguments`; throws a ``ScaffoldError`` for an unknown option, a missing value,
  /// or a combination that makes no sense.
  init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    // A value given twice is refused, not overridden: which one was meant is not ours to guess.
    func value(of option: String, replacing old: String?) throws -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw ScaffoldError("\(option) needs a value; see --help.")
      }
      if let old {
        throw ScaffoldError("\(option) is given twice (\(old), then \(value)); give it once.")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--target": target = try value(of: argument, replacing: target)
      case "--test-target": testTarget = try value(of: argument, replacing: testTarget)
      case "--parent": parent = try value(of: argument, replacing: parent)
      case "--outline": outline = try value(of: argument, replacing: outline)
      case "--viewless", "--view-less": isViewless = true
      case "--swiftui": isSwiftUI = true
      case "--no-tests": writesTests = false
      case "--dry-run": isDryRun = true
      case "--force": overwrites = true
      case "--help", "-h": showsHelp = true
      default:
        if argument.hasPrefix("-") {
          throw ScaffoldError("unknown option \(argument); see --help.")
        }
        if let name {
          throw ScaffoldError(
            "one RIB at a time: got \(name) and \(argument); use --outline for several.")
        }
        name = argument
      }
    }
    guard !showsHelp else { return }
    switch (name, outline) {
    case (nil, nil):
      throw ScaffoldError(
        "name the RIB to create (new-rib LoggedIn --parent Root), or pass --outline; see --help.")
    case (let name?, _?):
      throw ScaffoldError(
        "pass either a RIB name or --outline, not both (got \(name) and an outline).")
    case (nil, _?) where parent != nil:
      throw ScaffoldError(
        "--parent does not go with --outline: mark the existing parent in the outline instead,"
          + " `- Root (existing)`.")
    case (_?, nil) where isViewless && isSwiftUI:
      throw ScaffoldError(
        "--swiftui does not go with --viewless: a view-less RIB has no view to write in SwiftUI;"
          + " drop --swiftui (a view-less RIB works the same under a SwiftUI parent).")
    case (nil, _?) where isViewless:
      throw ScaffoldError(
        "--viewless does not go with --outline: mark view-less RIBs in the outline instead,"
          + " `- LoggedIn (viewless)`.")
    default:
      break
    }
  }

  /// What `--help` prints.
  static let usage = """
    OVERVIEW: Scaffolds a RIB, its tests and its mocks, in the layout of swift-ribs' example app.

    USAGE: swift package --allow-writing-to-package-directory new-rib <Name> [--parent <Parent>] [--viewless | --swiftui] [options]
           swift package --allow-writing-to-package-directory new-rib --outline <file> [options]

    ARGUMENTS:
      <Name>                  The RIB's name, in upper camel case: LoggedIn writes
                              LoggedIn/LoggedInBuilder.swift, …Interactor, …Router and
                              …ViewController (none with --viewless). Not LoggedInRouter:
                              new-rib adds the parts' endings itself.

    OPTIONS:
      --parent <Parent>       An existing RIB of the target. Its component gets
                              Parent/ParentComponent+Name.swift; the lines to add to its router,
                              interactor and builder are printed, not written.
      --viewless              The RIB has no view of its own: it shows its children on its
                              parent's, which its parent's component must hold (a property of
                              type ParentViewController).
      --swiftui               The RIB's view is a SwiftUI view: NameViewModel.swift (an
                              @Observable view model, the RIB's presentable) and NameView.swift
                              (the view, for platforms with SwiftUI) instead of
                              NameViewController.swift. The target must depend on RIBSwiftUI.
                              With --outline: every RIB of the outline that has a view.
      --outline <file>        Scaffold a tree of RIBs from an indented list (see OUTLINE).
      --target <target>       The target to write the RIB in; needed if the package has several.
      --test-target <target>  Where tests and mocks go; by default the test target that depends
                              on --target. It must depend on --target and on RIBTesting (see
                              PACKAGE).
      --no-tests              Write no tests and no mocks.
      --dry-run               Print the files and their contents; write nothing.
      --force                 Write the RIB anew, over the files an earlier run wrote.
      -h, --help              Show this help.

    OUTLINE: a Markdown list, one RIB per item, children indented under their parent:

      - Root (existing)
        - LoggedOut
        - LoggedIn (viewless)
          - OffGame

      (viewless) marks a RIB without a view, (swiftui) one whose view is a SwiftUI view (as
      --swiftui does for all). (existing), on top-level items only, marks a RIB
      that is there already: only its new children are written, and their wiring printed.
      Parents written in the same run come wired to their children.

    PACKAGE: the target the RIB goes in depends on RIBCore; the tests go to a test target that
    depends on that target and on RIBTesting. To add one, for a target MyApp, put this in the
    targets of Package.swift (and make the folder Tests/MyAppTests, with a Swift file in it):

      .testTarget(name: "MyAppTests", dependencies: [
        "MyApp",
        .product(name: "RIBTesting", package: "swift-ribs"),
        .product(name: "RIBCore", package: "swift-ribs"),
      ]),

    On bad input new-rib prints one line saying what is wrong, exits non-zero, and writes
    nothing: it writes all the files or none.
    """
}
