import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file that must not exist yet, the way `effectproof init` writes its config: the
/// bytes go to a hidden temporary file beside it (`O_CREAT | O_EXCL`), are `fsync`ed, and the
/// file is then *linked* to its name, which fails if the name exists. So an existing file is
/// never replaced, not even one created a moment before, and a reader never sees half a file.
/// Where the file system cannot link, the name itself is created with `O_CREAT | O_EXCL`.
enum NewFileWrite {
  /// Why the file was not written.
  enum Failure: Error, Equatable {
    /// Something is already there.
    case exists
    /// The system's reason.
    case failed(String)
  }

  /// Writes `bytes` to `path`, which must not exist; `nil` when written.
  static func write(_ bytes: [UInt8], to path: String) -> Failure? {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).init-\(suffix).tmp"
    if let problem = create(temporary, with: bytes) { return problem }
    defer { unlink(temporary) }
    if link(temporary, path) == 0 { return nil }
    let code = errno
    if code == EEXIST { return .exists }
    guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK].contains(code) else {
      return .failed(String(cString: strerror(code)))
    }
    return create(path, with: bytes)
  }

  /// Creates `path` (which must not exist) holding `bytes`, synced; removes it on an error.
  private static func create(_ path: String, with bytes: [UInt8]) -> Failure? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      return code == EEXIST ? .exists : .failed(String(cString: strerror(code)))
    }
    var problem: Failure?
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var done = 0
      while done < buffer.count {
        #if canImport(Glibc)
          let count = Glibc.write(descriptor, base + done, buffer.count - done)
        #else
          let count = Darwin.write(descriptor, base + done, buffer.count - done)
        #endif
        if count < 0 {
          if errno == EINTR { continue }
          problem = .failed(String(cString: strerror(errno)))
          return
        }
        done += count
      }
    }
    if problem == nil, fsync(descriptor) != 0 {
      problem = .failed(String(cString: strerror(errno)))
    }
    close(descriptor)
    if problem != nil { unlink(path) }
    return problem
  }
}
