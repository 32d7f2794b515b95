import EffectProofBase
import LocatedJSON

/// Finds the source files (`.metal`, or `.swift` for the Swift reader) under the paths given to a
/// scan, and says why anything is skipped.
///
/// Folders are listed with `opendir`/`readdir` and every entry is looked at with `lstat`, then
/// `stat` for a symbolic link, so no error is swallowed. Symbolic links to folders are followed,
/// after the real folders of the tree, and every folder is entered once by device and inode: a
/// link back to an ancestor, or to a folder already scanned, is a warning and is not followed
/// again, so loops end. Each real file is chosen once, preferring a path without a link in it;
/// other paths to it are warnings. Nothing is opened here: FIFOs, sockets and devices are only
/// `stat`ed, so the walk never blocks.
package struct SourceTreeWalk {
  /// The name ending of the files collected from folders, e.g. `.metal`.
  package let fileExtension: String

  /// A walk that collects files named `*fileExtension` from folders.
  package init(fileExtension: String = ".metal") {
    self.fileExtension = fileExtension
  }

  /// A source file found, with the identity that dedupes it.
  private struct Candidate {
    var path: String
    var id: FileID
    var throughLink: Bool
  }

  /// A folder to list.
  private struct Folder {
    var path: String
    var id: FileID
    var throughLink: Bool
  }

  /// What the last ``files(at:)`` skipped, and why.
  package private(set) var diagnostics: [Diagnostic] = []
  /// Folders entered, by identity, with the path they were entered by.
  private var foldersEntered: [FileID: String] = [:]
  /// Files chosen for reading, by identity, with the path they are read by.
  private var filesChosen: [FileID: String] = [:]

  /// The files to read for one path given to the scan: the file itself, or the folder's
  /// `*.metal` (``fileExtension``) files sorted by path; a file already chosen for an earlier path
  /// is left out. ``diagnostics`` then holds what this path skipped, sorted by path.
  package mutating func files(at path: String) -> [String] {
    diagnostics = []
    let files = findFiles(at: path)
    diagnostics.sort { ($0.file ?? "") < ($1.file ?? "") }
    return files
  }

  private mutating func findFiles(at path: String) -> [String] {
    switch FileSystemEntry.lookUp(path) {
    case .missing(let isLink):
      report(
        .error, path,
        isLink
          ? "a symbolic link to '\(FileSystemEntry.linkTarget(path))', which does not exist"
          : "no such file or folder")
    case .linkLoop(let text):
      report(.error, path, "a symbolic link that leads back to itself (\(text)); not read")
    case .failed(let text):
      report(.error, path, "cannot look at the path: \(text)")
    case .found(.other(let kind), _, _):
      report(.error, path, "not a regular file or a folder (\(kind)); not opened")
    case .found(.regular, let id, let isLink):
      return choose([Candidate(path: path, id: id, throughLink: isLink)])
    case .found(.folder, let id, let isLink):
      return choose(walk(Folder(path: path, id: id, throughLink: isLink)))
    }
    return []
  }

  /// Every ``fileExtension`` file under `root`: real folders first (depth first, sorted), then the
  /// folders reached through symbolic links, round by round.
  private mutating func walk(_ root: Folder) -> [Candidate] {
    var candidates: [Candidate] = []
    var pending = [root]
    var linked: [Folder] = []
    while !pending.isEmpty {
      while let folder = pending.popLast() {
        if let entered = foldersEntered[folder.id] {
          if entered != folder.path {
            report(
              .warning, folder.path,
              folder.path.hasPrefix(entered.hasSuffix("/") ? entered : entered + "/")
                ? "a symbolic link loop: it leads back to \(entered), which contains it; not followed"
                : "the same folder as \(entered), which is already scanned; not scanned again")
          }
          continue
        }
        foldersEntered[folder.id] = folder.path
        var subfolders: [Folder] = []
        list(folder, candidates: &candidates, subfolders: &subfolders, linked: &linked)
        pending += subfolders.reversed()
      }
      pending = linked.reversed()
      linked = []
    }
    return candidates
  }

  /// Looks at each entry of one folder.
  private mutating func list(
    _ folder: Folder, candidates: inout [Candidate], subfolders: inout [Folder],
    linked: inout [Folder]
  ) {
    let listing = FileSystemEntry.names(in: folder.path)
    if let error = listing.openError {
      report(.error, folder.path, "cannot read the folder: \(error); its files are not scanned")
      return
    }
    if let error = listing.readError {
      report(
        .error, folder.path, "cannot list the whole folder: \(error); some files may be missed")
    }
    for name in listing.invalidNames {
      report(
        .warning, Self.join(folder.path, name),
        "the name is not valid UTF-8 (shown with U+FFFD), so it cannot be opened; not scanned")
    }
    for name in listing.names {
      let path = Self.join(folder.path, name)
      let isSource = name.hasSuffix(fileExtension)
      switch FileSystemEntry.lookUp(path) {
      case .found(.folder, let id, let isLink):
        let next = Folder(path: path, id: id, throughLink: folder.throughLink || isLink)
        if isLink { linked.append(next) } else { subfolders.append(next) }
      case .found(.regular, let id, let isLink):
        if isSource {
          candidates.append(
            Candidate(path: path, id: id, throughLink: folder.throughLink || isLink))
        }
      case .found(.other(let kind), _, _):
        if isSource { report(.warning, path, "not a regular file (\(kind)); not opened") }
      case .missing(isLink: true):
        report(
          .warning, path,
          "a dangling symbolic link to '\(FileSystemEntry.linkTarget(path))'; skipped")
      case .missing(isLink: false):
        if isSource { report(.error, path, "removed while the folder was scanned; not read") }
      case .linkLoop(let text):
        report(.warning, path, "a symbolic link that leads back to itself (\(text)); skipped")
      case .failed(let text):
        report(.error, path, "cannot look at the path: \(text); not scanned")
      }
    }
  }

  /// Keeps one path per real file: the first without a symbolic link, else the first; other
  /// paths to the same file are warnings, except the very same path named twice.
  private mutating func choose(_ candidates: [Candidate]) -> [String] {
    let sorted = candidates.sorted { $0.path < $1.path }
    var preferred: [FileID: String] = [:]
    for candidate in sorted where !candidate.throughLink && preferred[candidate.id] == nil {
      preferred[candidate.id] = candidate.path
    }
    for candidate in sorted where preferred[candidate.id] == nil {
      preferred[candidate.id] = candidate.path
    }
    var files: [String] = []
    for candidate in sorted {
      let first = filesChosen[candidate.id] ?? preferred[candidate.id] ?? candidate.path
      guard first == candidate.path, filesChosen[candidate.id] == nil else {
        if first != candidate.path {
          report(
            .warning, candidate.path,
            "the same file as \(first) (same device and inode); scanned once, as \(first)")
        }
        continue
      }
      filesChosen[candidate.id] = candidate.path
      files.append(candidate.path)
    }
    return files
  }

  private mutating func report(
    _ severity: Severity, _ path: String, _ message: String
  ) {
    diagnostics.append(
      Diagnostic.registry(severity: severity, kind: .parseError, file: path, message: message))
  }

  /// `folder/name`, without doubling a trailing slash.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
