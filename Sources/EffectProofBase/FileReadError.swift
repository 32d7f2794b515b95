#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``FileBytes/read(_:maximumBytes:)`` gave no bytes.
///
/// The description has the form `path: reason`, e.g. `/tmp/x.json: no such file` or
/// `/tmp/pipe: not a regular file (a FIFO); not opened`.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, broadly; loaders map these to their own errors.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Nothing at the path (or a path component is not a folder, or a symbolic link dangles).
    case noSuchFile
    /// The path is a directory.
    case isDirectory
    /// A FIFO, socket or device: refused without reading, so it can never block.
    case notRegularFile
    /// `stat`, `open` or `read` failed, e.g. `Permission denied` or a symbolic link loop;
    /// ``FileReadError/reason`` carries the system's text.
    case notReadable
    /// The file is larger than the caller's limit; ``FileReadError/byteCount`` is its size.
    case tooLarge
  }

  /// What went wrong.
  public var kind: Kind
  /// The path as the caller gave it.
  public var path: String
  /// One phrase without a trailing period: `no such file`, `is a directory`,
  /// `not a regular file (a FIFO); not opened`, `not readable: Permission denied`,
  /// `the file is 9000 bytes, over the 8000-byte limit`.
  public var reason: String
  /// For `tooLarge`, the size found (from `stat`, or the bytes read so far if it grew).
  public var byteCount: Int?

  /// Creates an error.
  public init(kind: Kind, path: String, reason: String, byteCount: Int? = nil) {
    self.kind = kind
    self.path = path
    self.reason = reason
    self.byteCount = byteCount
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }

  /// `a FIFO`, `a socket`, `a character device` … for a `stat` mode.
  public static func typeName(mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFLNK: "a symbolic link"
    default: "an unknown kind of file"
    }
  }

  /// The system's text for an `errno` value, e.g. `Permission denied`.
  public static func systemText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
