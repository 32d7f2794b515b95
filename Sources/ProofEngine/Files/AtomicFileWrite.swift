import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that no reader ever sees it half-written and no failure loses the old one.
/// Every file EffectProof writes (golden files, PNG pictures, the `effectproof` reports) goes
/// through here.
///
/// ```
/// 1. create  <dir>/.<name>.effectproof-<12 hex>.tmp  exclusively (O_CREAT | O_EXCL),
///            mode 0644 & ~umask, or the mode of the file it replaces
/// 2. write every byte, fsync, close
/// 3. replaceExisting: rename(tmp, path)           atomic replace
///    otherwise:       link(tmp, path); unlink(tmp) fails with EEXIST when path exists
/// 4. fsync the folder (best effort), so the new name survives a power cut
/// ```
///
/// On any failure the temporary file is removed and `path` is left as it was. Only a process
/// killed between steps 1 and 3 leaves its temporary file behind: a hidden file next to `path`
/// whose name contains `.effectproof-` and ends in `.tmp` (``isTemporaryName(_:)``); `path`
/// itself is then the old file, untouched. Folders are never created here.
package enum AtomicFileWrite {
  /// What a temporary file's name contains between the target's name and its random part.
  package static let temporaryInfix = ".effectproof-"

  /// Writes `bytes` to `path` (see the steps above).
  ///
  /// - Throws: ``AtomicWriteError`` naming `path` and the step that failed: the folder is
  ///   missing or not writable, `path` is a folder, the disk is full, or (without
  ///   `replaceExisting`) `path` already exists.
  package static func write(
    _ bytes: [UInt8], to path: String, replaceExisting: Bool = true
  ) throws(AtomicWriteError) {
    try write(to: path, replaceExisting: replaceExisting) { sink in try sink.write(bytes) }
  }

  /// Writes what `produce` hands to its sink, in as many pieces as it likes, to `path`. When
  /// `produce` throws, the temporary file is removed, `path` is untouched and its error is
  /// rethrown as the ``AtomicWriteError`` it is, or wrapped in one.
  package static func write(
    to path: String, replaceExisting: Bool = true,
    _ produce: (AtomicFileSink) throws -> Void
  ) throws(AtomicWriteError) {
    guard !path.isEmpty else { throw AtomicWriteError(path: path, message: "an empty path") }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let (temporary, descriptor) = try createTemporary(for: path, in: folder)
    let sink = AtomicFileSink(descriptor: descriptor, path: temporary)
    func abandon(_ error: AtomicWriteError) -> AtomicWriteError {
      close(descriptor)
      unlink(temporary)
      return error
    }
    do {
      try produce(sink)
    } catch let error as AtomicWriteError {
      throw abandon(error)
    } catch {
      throw abandon(AtomicWriteError(path: path, message: "\(error)"))
    }
    copyMode(of: path, to: descriptor)
    guard fsync(descriptor) == 0 else {
      throw abandon(
        AtomicWriteError(path: path, message: "cannot flush \(temporary): \(lastError())"))
    }
    close(descriptor)
    try publish(temporary, as: path, replaceExisting: replaceExisting)
    syncFolder(folder)
  }

  /// Whether `name` (a file name, not a path) is one of the temporary files this type creates.
  package static func isTemporaryName(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(temporaryInfix)
  }

  /// The temporary name for `name`: `.<name>.effectproof-<random>.tmp`, with `name` shortened
  /// (on a character boundary) when the whole would pass the 255-byte limit of a file name.
  package static func temporaryName(for name: String, random: UInt64) -> String {
    let suffix = temporaryInfix + String(random & 0xFFFF_FFFF_FFFF, radix: 16) + ".tmp"
    var kept = Substring(name)
    while 1 + kept.utf8.count + suffix.utf8.count > 255, !kept.isEmpty { kept.removeLast() }
    return "." + kept + suffix
  }

  // MARK: - Steps

  private static func createTemporary(
    for path: String, in folder: String
  ) throws(AtomicWriteError) -> (String, Int32) {
    let name = URL(fileURLWithPath: path).lastPathComponent
    var attempt = 0
    while true {
      let temporary = URL(fileURLWithPath: folder)
        .appendingPathComponent(temporaryName(for: name, random: UInt64.random(in: .min ... .max)))
        .path
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 { return (temporary, descriptor) }
      attempt += 1
      guard errno == EEXIST, attempt < 8 else {
        throw AtomicWriteError(path: path, message: creationProblem(folder: folder))
      }
    }
  }

  /// Why a file cannot be created in `folder`, from `errno`, in words that name the folder.
  private static func creationProblem(folder: String) -> String {
    let code = errno
    switch code {
    case ENOENT: return "the folder \(folder) does not exist"
    case ENOTDIR: return "\(folder) is not a folder"
    case EACCES, EPERM, EROFS: return "the folder \(folder) is not writable (\(lastError(code)))"
    default: return "cannot create a file in \(folder): \(lastError(code))"
    }
  }

  /// Gives the temporary file the mode of the file it replaces, so a report kept private
  /// (0600) stays private.
  private static func copyMode(of path: String, to descriptor: Int32) {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
    _ = fchmod(descriptor, status.st_mode & 0o7777)
  }

  private static func publish(
    _ temporary: String, as path: String, replaceExisting: Bool
  ) throws(AtomicWriteError) {
    if replaceExisting {
      guard rename(temporary, path) == 0 else {
        let code = errno
        unlink(temporary)
        if code == EISDIR || code == ENOTEMPTY || code == EEXIST {
          throw AtomicWriteError(path: path, message: "\(path) is a folder; give a file path")
        }
        throw AtomicWriteError(
          path: path, message: "cannot rename \(temporary) to \(path): \(lastError(code))")
      }
    } else {
      guard link(temporary, path) == 0 else {
        let code = errno
        unlink(temporary)
        if code == EEXIST {
          throw AtomicWriteError(
            path: path, message: "the file already exists and this mode never overwrites it")
        }
        throw AtomicWriteError(path: path, message: "cannot create \(path): \(lastError(code))")
      }
      unlink(temporary)
    }
  }

  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  static func lastError(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}

/// Where ``AtomicFileWrite/write(to:replaceExisting:_:)`` hands its bytes: the open temporary
/// file. Valid only inside the closure.
package struct AtomicFileSink {
  let descriptor: Int32
  /// The temporary file being written.
  package let path: String

  /// Appends `bytes`, retrying short writes and interruptions.
  package func write(_ bytes: [UInt8]) throws(AtomicWriteError) {
    let problem = bytes.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return nil }
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return AtomicFileWrite.lastError()
        }
        offset += written
      }
      return nil
    }
    if let problem {
      throw AtomicWriteError(path: path, message: "cannot write \(path): \(problem)")
    }
  }
}

/// `write(2)`, out of reach of the sink's own `write` method.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// A file that could not be written; `path` is untouched.
package struct AtomicWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file that was to be written (or, for a failing sink, its temporary file).
  package var path: String
  /// One line: what failed, naming the folder or file involved.
  package var message: String

  /// Creates an error.
  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
