import Foundation

/// Writes a set of files all or none: if one cannot be written, the ones written before it are
/// removed, or given back their old contents.
enum FileWriter {
  static func write(_ files: [GeneratedFile]) throws {
    let manager = FileManager.default
    // What to undo: (path, old contents or nil if the file was new), and folders made.
    var written: [(path: String, previous: Data?)] = []
    var createdDirectories: [String] = []
    do {
      for file in files {
        let directory = (file.path as NSString).deletingLastPathComponent
        var missing: [String] = []
        var candidate = directory
        while !manager.fileExists(atPath: candidate), candidate != "/", !candidate.isEmpty {
          missing.insert(candidate, at: 0)
          candidate = (candidate as NSString).deletingLastPathComponent
        }
        for folder in missing {
          try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
          createdDirectories.append(folder)
        }
        let previous = manager.contents(atPath: file.path)
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
        written.append((file.path, previous))
      }
    } catch {
      for (path, previous) in written.reversed() {
        if let previous {
          try? previous.write(to: URL(fileURLWithPath: path))
        } else {
          try? manager.removeItem(atPath: path)
        }
      }
      for folder in createdDirectories.reversed() { try? manager.removeItem(atPath: folder) }
      throw ScaffoldError(
        "could not write \(files[written.count].path): \(error.localizedDescription); nothing"
          + " was written.")
    }
  }
}
