import EffectProofBase
import LocatedJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's identity: two paths with the same device and inode are the same file.
struct FileID: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  init(_ status: stat) {
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
  }
}

/// What `stat` says about one path, with the symbolic link (if any) resolved.
enum FileSystemEntry {
  /// A regular file, a folder or another kind (FIFO, socket, device), after following links.
  enum Shape: Equatable {
    case regular
    case folder
    case other(String)
  }

  /// The result of looking at a path.
  enum Lookup {
    /// The path (or the file its link points to) exists.
    case found(shape: Shape, id: FileID, isLink: Bool)
    /// Nothing at the path, or a symbolic link whose target is missing.
    case missing(isLink: Bool)
    /// A symbolic link that leads back to itself (`ELOOP`).
    case linkLoop(String)
    /// `stat` failed for another reason; the system's text.
    case failed(String)
  }

  /// Looks at `path` without following it, then, for a symbolic link, at its target.
  static func lookUp(_ path: String) -> Lookup {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      let code = errno
      return code == ENOENT || code == ENOTDIR ? .missing(isLink: false) : .failed(text(code))
    }
    let isLink = status.st_mode & S_IFMT == S_IFLNK
    if isLink {
      guard stat(path, &status) == 0 else {
        let code = errno
        switch code {
        case ENOENT, ENOTDIR: return .missing(isLink: true)
        case ELOOP: return .linkLoop(text(code))
        default: return .failed(text(code))
        }
      }
    }
    return .found(shape: shape(status.st_mode), id: FileID(status), isLink: isLink)
  }

  static func shape(_ mode: mode_t) -> Shape {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .folder
    default: .other(FileReadError.typeName(mode: mode))
    }
  }

  /// The target a symbolic link names, for messages; `?` when it cannot be read.
  static func linkTarget(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4_097)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The names in `folder`, or the system's text when it cannot be opened.
  ///
  /// Names that are not valid UTF-8 come back separately (repaired for display), because a
  /// Swift string cannot spell them and so they cannot be opened by path.
  static func names(in folder: String) -> Listing {
    guard let directory = opendir(folder) else { return Listing(openError: text(errno)) }
    defer { closedir(directory) }
    var listing = Listing()
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { listing.readError = text(errno) }
        break
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      // Decoding repairs bad UTF-8 with U+FFFD; a name that does not round-trip was repaired.
      let decoded = String(decoding: name, as: UTF8.self)
      if decoded.utf8.elementsEqual(name) {
        listing.names.append(decoded)
      } else {
        listing.invalidNames.append(decoded)
      }
    }
    listing.names.sort()
    listing.invalidNames.sort()
    return listing
  }

  /// A folder's entries, without `.` and `..`.
  struct Listing {
    var names: [String] = []
    var invalidNames: [String] = []
    var openError: String?
    var readError: String?
  }

  static func text(_ code: Int32) -> String { FileReadError.systemText(code) }
}
