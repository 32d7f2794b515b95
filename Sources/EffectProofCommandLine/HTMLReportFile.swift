import Foundation

/// Checks and writes the file of `check --html FILE`. Problems are one line naming the path,
/// reported as usage errors (exit status 2).
enum HTMLReportFile {
  /// Why `path` cannot take the report (a folder, or a parent folder that does not exist), or
  /// `nil`. Checked before any proof runs, so a typo costs no run.
  static func problem(with path: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "--html \(path) is a folder; give a file path"
    }
    let parent = (path as NSString).deletingLastPathComponent
    let folder = parent.isEmpty ? "." : parent
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      return "cannot write --html \(path): the folder \(folder) does not exist"
    }
    guard isDirectory.boolValue else {
      return "cannot write --html \(path): \(folder) is not a folder"
    }
    return nil
  }

  /// Writes `page` to `path` atomically: Foundation writes a temporary file in the same folder
  /// and renames it over `path`, so a reader never sees half a page and a failed write leaves
  /// any earlier report intact. Returns the problem, or `nil` when written.
  static func write(_ page: String, to path: String) -> String? {
    if let problem = problem(with: path) { return problem }
    do {
      try Data(page.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return "cannot write --html \(path): \(error.localizedDescription)"
    }
    return nil
  }
}
