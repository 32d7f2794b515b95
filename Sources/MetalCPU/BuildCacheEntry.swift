import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a file in the build cache is whole enough to use. A cache entry is placed by rename
/// once complete, so a bad one comes from outside: a disk that lost blocks, a copy of the cache
/// cut short, a folder restored without its modes, a hand edit. A bad entry is never used: it
/// is built again and renamed over (never removed first, so a concurrent run that just placed
/// a good one loses nothing but the time of a second build).
///
/// | entry | whole when |
/// |---|---|
/// | `<key>.program`, `<key>.so` | a regular file, executable by its owner, an ELF (or Mach-O) image whose section headers end within the file |
/// | `runtime-<key>.o` | a regular file, an ELF (or Mach-O) object whose section headers end within the file |
/// | `prelude-<key>.pch` | a regular file starting with clang's `CPCH` signature |
/// | `include-<key>/` | each header there, with exactly the bytes the tool would write |
enum BuildCacheEntry {
  /// What an entry must be.
  enum Kind {
    /// A program or shared library the tool runs or loads.
    case executable
    /// An object file the tool links.
    case object
    /// A precompiled header.
    case precompiledHeader
  }

  /// Whether `path` is a whole entry of `kind`.
  static func isWhole(_ path: String, as kind: Kind) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else {
      return false
    }
    if kind == .executable && (info.st_mode & S_IXUSR) == 0 { return false }
    let head = leadingBytes(of: path, count: 64)
    switch kind {
    case .precompiledHeader:
      return head.starts(with: Array("CPCH".utf8))
    case .executable, .object:
      return isImage(head, size: Int(info.st_size))
    }
  }

  /// Whether the include folder's files hold exactly `files` (relative path → text).
  static func holds(_ folder: String, _ files: [(path: String, text: String)]) -> Bool {
    files.allSatisfy { file in
      FileManager.default.contents(atPath: folder + "/" + file.path).map { [UInt8]($0) }
        == Array(file.text.utf8)
    }
  }

  /// An ELF image whose section header table (`e_shoff + e_shnum × e_shentsize`) lies within
  /// `size` bytes, so a file cut short is refused; or a Mach-O image (magic only).
  static func isImage(_ head: [UInt8], size: Int) -> Bool {
    if head.count >= 4 {
      let magic =
        UInt32(head[0]) | UInt32(head[1]) << 8 | UInt32(head[2]) << 16
        | UInt32(head[3]) << 24
      if [0xFEED_FACF, 0xCFFA_EDFE, 0xFEED_FACE, 0xCEFA_EDFE, 0xCAFE_BABE, 0xBEBA_FECA].contains(
        magic)
      {
        return true
      }
    }
    // 64-bit little-endian ELF only: what clang builds for the hosts the tool runs on.
    guard head.count >= 64, head[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), head[4] == 2,
      head[5] == 1
    else { return false }
    func little(_ offset: Int, _ count: Int) -> Int {
      (0..<count).reduce(0) { $0 | Int(head[offset + $1]) << (8 * $1) }
    }
    let sectionHeaders = little(0x28, 8)
    let entrySize = little(0x3A, 2)
    let count = little(0x3C, 2)
    guard sectionHeaders >= 0, sectionHeaders <= size else { return false }
    return sectionHeaders + entrySize * count <= size
  }

  /// The first `count` bytes of `path` (fewer when it is shorter or unreadable).
  static func leadingBytes(of path: String, count: Int) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled)
      }
      if read > 0 {
        filled += read
      } else if read < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    return Array(bytes[0..<filled])
  }

}
