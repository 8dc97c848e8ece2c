// The code of the Inspecting the RIB tree guide.

import RIBCore

/// The live tree under `router` as JSON, for a bug report or a debugging tool.
func treeJSON(of router: Routing) -> String {
  router.snapshot().json(prettyPrinted: true)
}
