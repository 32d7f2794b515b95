import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that no reader ever sees it half-written and no failure loses the old one.
///
/// ```
/// 1. create  <dir>/.<name>.<UUID>.tmp  exclusively (O_CREAT | O_EXCL), mode 0644 & ~umask
/// 2. write every byte, fsync, close
/// 3. replaceExisting: rename(tmp, path)           atomic replace
///    otherwise:       link(tmp, path); unlink(tmp) fails with EEXIST when path exists
/// ```
///
/// On any failure the temporary file is removed and `path` is left as it was.
enum AtomicFileWrite {
  static func store(
    _ bytes: [UInt8], to path: String, replaceExisting: Bool
  ) throws(GoldenError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw failure(
        path, "cannot create the folder \(directory.path): \(error.localizedDescription)")
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    ).path

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw failure(path, "cannot create \(temporary): \(lastError())") }
    if let problem = writeAll(bytes, to: descriptor) {
      close(descriptor)
      unlink(temporary)
      throw failure(path, "cannot write \(temporary): \(problem)")
    }
    if fsync(descriptor) != 0 {
      let problem = lastError()
      close(descriptor)
      unlink(temporary)
      throw failure(path, "cannot flush \(temporary): \(problem)")
    }
    close(descriptor)

    if replaceExisting {
      guard rename(temporary, path) == 0 else {
        let problem = lastError()
        unlink(temporary)
        throw failure(path, "cannot rename \(temporary) to \(path): \(problem)")
      }
    } else {
      guard link(temporary, path) == 0 else {
        let code = errno
        let problem = lastError()
        unlink(temporary)
        if code == EEXIST {
          throw failure(path, "the file already exists and this mode never overwrites it")
        }
        throw failure(path, "cannot create \(path): \(problem)")
      }
      unlink(temporary)
    }
  }

  /// Writes all of `bytes`, retrying short writes and interruptions; the error text or `nil`.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return nil }
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return lastError()
        }
        offset += written
      }
      return nil
    }
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }

  private static func failure(_ path: String, _ message: String) -> GoldenError {
    GoldenError(kind: .writeFailed, file: path, message: message)
  }
}
