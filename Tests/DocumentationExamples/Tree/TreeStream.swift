// The code of the Inspecting the RIB tree guide: the tree as JSON Lines, for a viewer.

import RIBCore
import RIBStreams

/// Writes the tree under `root` as JSON Lines: a snapshot now, then one line per change, until
/// the returned disposable is disposed.
func streamTree(of root: Routing, to write: @escaping (String) -> Void) -> Disposable {
  write(root.snapshot().json())
  return root.observeTreeChanges { event in
    write(event.json)
  }
}
