import Foundation
import ProofEngine

/// The config a command runs when no `--config` is given: the first `effectproof.json` in the
/// current folder or a folder above it.
///
/// The search starts in the current folder and goes up one folder at a time. It stops at the
/// file system's root, and at a folder holding `.git` (a folder, or the file a worktree or
/// submodule has) once that folder itself has been looked in, so a config above the repository
/// is never picked up. Whatever is named `effectproof.json` counts as found, so a folder or an
/// unreadable file of that name is reported when it is read rather than skipped. The path
/// returned is absolute; paths inside the config resolve against its own folder, as for
/// `--config`.
enum ConfigLookup {
  /// The file name looked for.
  static let fileName = "effectproof.json"

  /// Why nothing was found: where the search started and the last folder looked in.
  struct NotFound: Error, Equatable {
    /// The folder the search started from.
    var start: String
    /// The last folder looked in: the repository's root (it holds `.git`) or `/`.
    var last: String
    /// Whether the search stopped at a repository's root rather than at `/`.
    var stoppedAtRepository: Bool
    /// A symbolic link named `effectproof.json` that leads nowhere, where the search stopped
    /// (it is not passed over for a config further up), and the target it names.
    var danglingLink: (path: String, target: String)?

    static func == (lhs: NotFound, rhs: NotFound) -> Bool {
      lhs.start == rhs.start && lhs.last == rhs.last
        && lhs.stoppedAtRepository == rhs.stoppedAtRepository
        && lhs.danglingLink?.path == rhs.danglingLink?.path
        && lhs.danglingLink?.target == rhs.danglingLink?.target
    }

    /// The one-line usage error, without the `effectproof: error:` prefix: the most
    /// informative wording that fits in 120 columns (``UsageMessage``), such as
    ///
    /// ```
    /// no effectproof.json from /src/MyApp/Sources up to /src/MyApp (repo root); pass --config FILE
    /// ```
    ///
    /// and with long paths `no effectproof.json from here up to /src/MyApp (repo root); pass
    /// --config FILE`, which names only the folder the search stopped in.
    var message: String {
      if let (path, target) = danglingLink {
        // One form: only the path (printed whole) can make it wider than 120 columns.
        return
          "\(path) is a symbolic link to '\(target)', which leads to no file; fix it or pass --config FILE"
      }
      let stop = stoppedAtRepository ? " (repo root)" : ""
      let pass = "; pass --config FILE"
      guard start != last else {
        let root = stoppedAtRepository ? " (the repository root)" : ""
        return "no \(fileName) in \(start)\(root)\(pass)"
      }
      return UsageMessage.firstFitting([
        "no \(fileName) from \(start) up to \(last)\(stop)\(pass)",
        "no \(fileName) from here up to \(last)\(stop)\(pass)",
      ])
    }
  }

  /// The first `effectproof.json` from `folder` up (see the type's rules), or where the search
  /// looked. A relative `folder` is taken from the process's working directory, and `nil` is
  /// the working directory itself.
  static func find(from folder: String? = nil) -> Result<String, NotFound> {
    let base = folder ?? FileManager.default.currentDirectoryPath
    var current = URL(fileURLWithPath: base, isDirectory: true).standardizedFileURL.path
    let start = current
    while true {
      let candidate = current == "/" ? "/\(fileName)" : "\(current)/\(fileName)"
      if OutputFile.kind(of: candidate) != .missing { return .success(candidate) }
      if let target = danglingTarget(candidate) {
        // Something is named effectproof.json here: never run a config further up instead.
        return .failure(
          NotFound(
            start: start, last: current, stoppedAtRepository: false,
            danglingLink: (candidate, target)))
      }
      let git = current == "/" ? "/.git" : "\(current)/.git"
      if OutputFile.kind(of: git) != .missing {
        return .failure(NotFound(start: start, last: current, stoppedAtRepository: true))
      }
      let parent = PathComponents.parentFolder(of: current)
      guard parent != current, !parent.isEmpty, current != "/" else {
        return .failure(NotFound(start: start, last: current, stoppedAtRepository: false))
      }
      current = parent
    }
  }

  /// The target a symbolic link at `path` names when the link leads nowhere (to a missing file,
  /// or round in a loop), else `nil`.
  static func danglingTarget(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return nil }
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    return target
  }

  /// `given` when a `--config` was given, else the file found from `folder` up.
  static func resolve(_ given: String?, from folder: String?) -> Result<String, NotFound> {
    if let given { return .success(given) }
    return find(from: folder)
  }
}
