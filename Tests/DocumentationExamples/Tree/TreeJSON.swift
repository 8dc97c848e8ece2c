// The code of the Inspecting the RIB tree guide.

import Foundation
import RIBCore

/// The live tree under `router` as JSON, for a bug report or a debugging tool.
func treeJSON(of router: Routing) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let data = try encoder.encode(router.snapshot())
  return String(decoding: data, as: UTF8.self)
}
