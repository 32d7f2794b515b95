import Foundation

/// What `effectproof init` finds in an app's folder: the `.metal` and `.swift` files, by path
/// relative to the folder, and the folders it leaves out (docs/init.md, "What it reads").
///
/// Left out, and named in init's summary: hidden folders (`.build`, `.git`, `.swiftpm`),
/// `DerivedData`, `Pods`, `Carthage` and `node_modules` (built or fetched, not the app's), a
/// folder holding its own `effectproof.json` (another config's app, such as ExampleApp's
/// `Broken`), and links to folders (not followed, so a loop cannot start). A folder that cannot
/// be listed is named too. Nothing is opened here but folders.
struct AppFolderSurvey {
  /// The `.metal` files, relative to the root, sorted.
  var metalFiles: [String] = []
  /// The `.swift` files, relative to the root, sorted.
  var swiftFiles: [String] = []
  /// Folders left out, relative to the root, with why.
  var skipped: [(path: String, reason: String)] = []
  /// Folders that could not be listed, relative to the root, with why.
  var unreadable: [(path: String, reason: String)] = []

  /// Names of folders that hold what a build or a package manager made.
  static let builtFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]
  /// How deep the walk goes.
  static let maximumDepth = 32

  /// Walks `root`, which must be a folder.
  init(root: String) {
    walk(root: root, relative: "", depth: 0)
    metalFiles.sort()
    swiftFiles.sort()
  }

  private mutating func walk(root: String, relative: String, depth: Int) {
    let folder = relative.isEmpty ? root : root + "/" + relative
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      unreadable.append((relative.isEmpty ? "." : relative, Self.reason(error)))
      return
    }
    if !relative.isEmpty, names.contains(ConfigLookup.fileName) {
      skipped.append((relative, "holds its own \(ConfigLookup.fileName)"))
      return
    }
    for name in names {
      let path = relative.isEmpty ? name : relative + "/" + name
      let full = root + "/" + path
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        let isLink =
          (try? FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType)
          == .typeSymbolicLink
        if let reason = Self.skipReason(name: name, isLink: isLink) {
          skipped.append((path, reason))
        } else if depth + 1 >= Self.maximumDepth {
          skipped.append((path, "more than \(Self.maximumDepth) folders deep"))
        } else {
          walk(root: root, relative: path, depth: depth + 1)
        }
      } else if name.hasSuffix(".metal") {
        metalFiles.append(path)
      } else if name.hasSuffix(".swift") {
        swiftFiles.append(path)
      }
    }
  }

  /// Why a folder named `name` is left out, or `nil` to walk it.
  static func skipReason(name: String, isLink: Bool) -> String? {
    if isLink { return "a link to a folder, not followed" }
    if name.hasPrefix(".") { return "hidden" }
    if builtFolders.contains(name) { return "built or fetched, not the app's sources" }
    return nil
  }

  static func reason(_ error: any Error) -> String {
    (error as NSError).code == CocoaError.fileReadNoPermission.rawValue
      ? "permission denied" : (error as NSError).localizedDescription
  }

  // MARK: - The config's paths

  /// The paths a config names to read `files` (relative to the root): a folder holding some
  /// of them when nothing under it is left out by the walk (so the config reads no more than
  /// the walk did), else the files themselves. A folder under another listed one is not
  /// listed again.
  func configPaths(for files: [String]) -> [String] {
    var folders: Set<String> = []
    var loose: [String] = []
    for file in files {
      let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ""
      if !folder.isEmpty, !holdsSkipped(folder) {
        folders.insert(folder)
      } else {
        loose.append(file)
      }
    }
    // Keep the outermost folder whose whole tree is read.
    var kept: [String] = []
    for folder in folders.sorted() {
      var top = folder
      var candidate = folder
      while let slash = candidate.lastIndex(of: "/") {
        candidate = String(candidate[..<slash])
        if folders.contains(candidate) { top = candidate }
      }
      if top == folder { kept.append(folder) }
    }
    let covered = loose.filter { file in kept.contains { file.hasPrefix($0 + "/") } }
    return kept + loose.filter { !covered.contains($0) }
  }

  /// Whether the walk left out a folder under `folder` (or could not list one).
  func holdsSkipped(_ folder: String) -> Bool {
    (skipped.map(\.path) + unreadable.map(\.path)).contains { $0.hasPrefix(folder + "/") }
  }
}
