// What the Inspecting the RIB tree guide shows for the Getting started app.

import RIBCore
import RIBTesting
import Testing

@testable import DocumentationExamples

@MainActor
@Suite struct TreeGuideTests {
  @Test func theTreeAsTextAndAsASnapshot() throws {
    let rootRouter = RootBuilder(dependency: AppComponent()).build()
    rootRouter.launch(from: Console())

    #expect(
      rootRouter.treeDescription() == """
        RootRouter (active)
        └── GreetingRouter (active)
        """)
    #expect(
      rootRouter.snapshot()
        == RouterSnapshot(
          typeName: "RootRouter", isActive: true, hasView: true,
          children: [RouterSnapshot(typeName: "GreetingRouter", isActive: true, hasView: true)]))
    assertRouterSnapshot(
      rootRouter,
      equals: RouterSnapshot(
        typeName: "RootRouter", isActive: true, hasView: true,
        children: [RouterSnapshot(typeName: "GreetingRouter", isActive: true, hasView: true)]))
  }

  @Test func theTreeAsJSON() throws {
    let rootRouter = RootBuilder(dependency: AppComponent()).build()
    rootRouter.launch(from: Console())
    let ids = rootRouter.snapshot()

    #expect(
      treeJSON(of: rootRouter) == """
        {
          "format": "ribs-tree",
          "version": 1,
          "kind": "snapshot",
          "root": {
            "id": \(ids.id),
            "typeName": "RootRouter",
            "isActive": true,
            "hasView": true,
            "children": [
              {
                "id": \(ids.children[0].id),
                "typeName": "GreetingRouter",
                "isActive": true,
                "hasView": true,
                "children": []
              }
            ]
          }
        }
        """)
    #expect(ids.id != 0 && ids.children[0].id > ids.id)
  }

  @Test func theTreeStreamedAsJSONLines() {
    let rootRouter = RootBuilder(dependency: AppComponent()).build()
    var lines: [String] = []
    let stream = streamTree(of: rootRouter) { lines.append($0) }

    rootRouter.launch(from: Console())
    stream.dispose()
    rootRouter.interactable.deactivate()

    let kinds = lines.map { line in
      line.split(separator: ",").first { $0.hasPrefix(#""kind":"#) }.map(String.init) ?? "?"
    }
    #expect(
      kinds == [
        #""kind":"snapshot""#, #""kind":"activated""#, #""kind":"loaded""#,
        #""kind":"attached""#, #""kind":"activated""#, #""kind":"loaded""#,
      ])
    #expect(lines[3].contains(#""typeName":"GreetingRouter""#))
  }
}
