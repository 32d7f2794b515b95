import EffectProof
import Foundation
import ProofEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files the tool writes (`--output`, `--html`, `render --out`): checked before any work
/// starts, so a long run never ends in a write error it could have foreseen, and written with
/// ``AtomicFileWrite`` (a temporary file in the same folder, then a rename), so a killed or
/// failed run leaves any earlier file as it was. Every problem is one line naming the option
/// and the path. The checks only look (`stat`, `access`); they never read or create anything.
enum OutputFile {
  /// Why `option PATH` cannot take a file of `content`, or `nil`: an empty path, a folder,
  /// something that is not a regular file (a device, a pipe), an existing file that holds
  /// something else than `content` (``ReplaceableFile``), or a parent folder that is missing,
  /// not a folder or not writable. Folders are never created for a file.
  static func problem(option: String, path: String, content: ReplaceableFile.Content) -> String? {
    guard !path.isEmpty else { return "\(option) needs a file path" }
    if let problem = ReplaceableFile.problem(option: option, path: path, content: content) {
      return problem
    }
    switch kind(of: path) {
    case .folder: return "\(option) \(path) is a folder; give a file path"
    case .other:
      return "\(option) \(path) is not a regular file; give a file path (the report replaces it)"
    case .file, .missing: break
    }
    if path.hasSuffix("/") { return "\(option) \(path) names a folder; give a file path" }
    return folderProblem(option: option, path: path, folder: PathComponents.parentFolder(of: path))
  }

  /// Why `option FOLDER` cannot take files, or `nil` (render's `--out`): a file in its place,
  /// or a missing parent when it has to be created, or a folder that is not writable.
  static func folderProblem(option: String, folder: String) -> String? {
    guard !folder.isEmpty else { return "\(option) needs a folder path" }
    switch kind(of: folder) {
    case .folder:
      guard access(folder, W_OK | X_OK) == 0 else {
        return "cannot write into \(option) \(folder): the folder is not writable"
      }
      return nil
    case .file, .other: return "\(option) \(folder) is a file; give a folder"
    case .missing:
      let parent = PathComponents.parentFolder(of: folder)
      return folderProblem(option: option, path: folder, folder: parent, verb: "create")
    }
  }

  /// Whether `path` and `other` name the same file: the same inode when both exist, else the
  /// same absolute path once `.`, `..` and symbolic links in existing folders are resolved.
  static func sameFile(_ path: String, _ other: String) -> Bool {
    var first = stat()
    var second = stat()
    if stat(path, &first) == 0, stat(other, &second) == 0 {
      return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
    return canonical(path) == canonical(other)
  }

  /// Whether `path` is `source` itself (a file named in the config) or lies in or under the
  /// folder `source`, once both are made absolute and their folders' links resolved.
  static func isInside(_ path: String, _ source: String) -> Bool {
    if sameFile(path, source) { return true }
    guard kind(of: source) == .folder else { return false }
    guard let resolved = realpath(source, nil) else { return false }
    defer { free(resolved) }
    let folder = String(cString: resolved)
    let file = canonical(path)
    return file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// Writes `bytes` of `content` to `path` through ``AtomicFileWrite``; the one-line problem,
  /// or `nil`. The checks of ``problem(option:path:content:)`` are made again first.
  static func write(
    _ bytes: [UInt8], option: String, to path: String, content: ReplaceableFile.Content
  ) -> String? {
    if let problem = problem(option: option, path: path, content: content) { return problem }
    do throws(AtomicWriteError) {
      try AtomicFileWrite.write(bytes, to: target(of: path))
    } catch {
      return "cannot write \(option) \(path): \(error.message)"
    }
    return nil
  }

  /// Writes a file of `content` inside a folder that was already checked (render's pictures);
  /// an existing file there that holds something else is not replaced.
  static func write(_ bytes: [UInt8], to path: String, content: ReplaceableFile.Content)
    -> String?
  {
    if let problem = ReplaceableFile.problem(option: "--out", path: path, content: content) {
      return problem
    }
    do throws(AtomicWriteError) {
      try AtomicFileWrite.write(bytes, to: path)
    } catch {
      return "cannot write \(path): \(error.message)"
    }
    return nil
  }

  // MARK: - Helpers

  enum Kind { case missing, file, folder, other }

  /// What is at `path`, following symbolic links.
  static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The file the report replaces: a symbolic link's final target (so the link stays a link),
  /// else `path` itself (also for a dangling link, which the report then replaces).
  static func target(of path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func folderProblem(
    option: String, path: String, folder: String, verb: String = "write"
  ) -> String? {
    switch kind(of: folder) {
    case .missing: return "cannot \(verb) \(option) \(path): the folder \(folder) does not exist"
    case .file, .other: return "cannot \(verb) \(option) \(path): \(folder) is not a folder"
    case .folder:
      guard access(folder, W_OK | X_OK) == 0 else {
        return "cannot \(verb) \(option) \(path): the folder \(folder) is not writable"
      }
      return nil
    }
  }

  /// `path` made absolute with `.` and `..` removed and its folder's links resolved
  /// (`realpath(3)`, which is linear and gives up on paths longer than `PATH_MAX`).
  private static func canonical(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let folder = url.deletingLastPathComponent().path
    guard let resolved = realpath(folder, nil) else { return url.path }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved), isDirectory: true)
      .appendingPathComponent(url.lastPathComponent).path
  }
}
