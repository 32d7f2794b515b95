import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The build cache's own file operations, each failing with the path and the system's reason
/// (`No space left on device`, `Not a directory`, `Read-only file system` …) as a
/// ``MetalCompileError/cache(folder:reason:)``: a fault of the tool's cache, never a shader's.
///
/// Every temporary the compiler writes is named by ``temporary(_:suffix:)``: the final name,
/// then `.ep-<machine>-<pid>-<UUID>`, then a suffix. The pid says which process owns it, so a later run
/// can tell a temporary left by a killed run from one a live run is still writing
/// (``BuildCacheSweep``).
enum BuildCacheFiles {
  /// The marker between a temporary's final name and its owner: `.ep-`.
  static let marker = ".ep-"

  /// `path` + `.ep-<machine>-<this process's pid>-<UUID>` + `suffix` (``BuildCacheSweep``).
  static func temporary(_ path: String, suffix: String = ".tmp") -> String {
    path + marker + "\(BuildCacheSweep.machine)-\(getpid())-\(UUID().uuidString)" + suffix
  }

  /// Creates `folder` and its parents, as `mkdir -p` does. Throws naming the first path that
  /// cannot be created, and why (a file in its place is "Not a directory" or "File exists").
  static func makeFolder(_ folder: String, cache: String) throws(MetalCompileError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw .cache(
          folder: cache,
          reason: folder == cache
            ? "it is a file, not a folder" : "\(folder) is a file, not a folder")
      }
      return
    }
    let parent = PathParent.of(folder)
    if parent != folder && !parent.isEmpty { try makeFolder(parent, cache: cache) }
    if mkdir(folder, 0o755) != 0 && errno != EEXIST {
      throw .cache(folder: cache, reason: "cannot create \(folder): \(errorText(errno))")
    }
  }

  /// Writes `bytes` to a new file at `path` (which must not exist), every byte, and closes it;
  /// on any failure the partial file is removed.
  static func write(_ bytes: [UInt8], to path: String, cache: String, mode: mode_t = 0o644)
    throws(MetalCompileError)
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw .cache(folder: cache, reason: "cannot create \(path): \(errorText(errno))")
    }
    if let code = writeAll(bytes, to: descriptor) {
      close(descriptor)
      unlink(path)
      throw .cache(folder: cache, reason: "cannot write \(path): \(errorText(code))")
    }
    if close(descriptor) != 0 {
      let code = errno
      unlink(path)
      throw .cache(folder: cache, reason: "cannot write \(path): \(errorText(code))")
    }
  }

  /// Writes every byte to `descriptor`, again after a short write or `EINTR`: nil, or the
  /// `errno` that stopped it (`ENOSPC` on a full disk; `/dev/full` gives it on every write).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count > 0 {
        written += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return count < 0 ? errno : EIO
      }
    }
    return nil
  }

  /// Whether the cache folder can hold a new file: creates the folder, writes 64 KiB to a
  /// temporary there and removes it. Throws the fault, naming the path and the reason.
  static func probe(_ cache: String) throws(MetalCompileError) {
    try makeFolder(cache, cache: cache)
    let path = temporary(cache + "/probe")
    defer { unlink(path) }
    do throws(MetalCompileError) {
      try write([UInt8](repeating: 0, count: 64 << 10), to: path, cache: cache)
    } catch {
      guard case .cache(_, let reason) = error else { throw error }
      throw .cache(folder: cache, reason: "a 64 KiB test file: " + reason)
    }
  }

  /// Renames `temporary` to `path`, replacing it. Throws naming both and the reason.
  static func place(_ temporary: String, at path: String, cache: String) throws(MetalCompileError) {
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .cache(
        folder: cache, reason: "cannot rename \(temporary) to \(path): \(errorText(code))")
    }
  }

  /// Removes `path` and, when it is a folder, everything in it; best effort.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Removes every entry of `folder` whose name starts with `prefix`'s last component: the
  /// temporaries clang made beside an output it was given (`x.ep-…tmp` → `x.ep-…-1a2b3c.tmp`).
  static func removeAll(startingWith prefix: String) {
    let folder = PathParent.of(prefix)
    let stem = String(prefix.dropFirst(folder.count + 1))
    guard !stem.isEmpty,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names where name.hasPrefix(stem) { remove(folder + "/" + name) }
  }

  /// `strerror(code)`.
  static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }
}

/// A path's folder, without Foundation's `deletingLastPathComponent` (which traps on `a`).
enum PathParent {
  /// Everything before the last `/` (`/` for `/a`; `.` for a bare name).
  static func of(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }
}
