#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole regular file into memory with POSIX `open`/`fstat`/`read`.
///
/// Every file loader in the package reads through this one function instead of
/// `FileManager.contents(atPath:)`, for three reasons: on Linux that call leaks a 4 KiB buffer
/// for every empty file; it blocks forever on a FIFO and reads without end from `/dev/zero`;
/// and it returns `nil` without saying why. Here an empty file gives `[]`, a FIFO, device or
/// socket is refused without blocking (it is opened non-blocking, if at all, and never read),
/// and every failure says which of ``FileReadError/Kind`` it is. Symbolic links are followed.
public enum FileBytes {
  /// The bytes of the regular file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file to read; symbolic links are followed.
  ///   - maximumBytes: The largest file accepted, in bytes. A larger file is refused from its
  ///     size before any byte is read, and a file that grows past it while being read is
  ///     refused too, so at most `maximumBytes + 1` bytes are ever held.
  /// - Throws: ``FileReadError`` of kind `noSuchFile`, `isDirectory`, `notRegularFile`,
  ///   `notReadable` (with the system's reason, e.g. `Permission denied`) or `tooLarge`.
  public static func read(_ path: String, maximumBytes: Int) throws(FileReadError) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw failure(path, errno: errno) }
    try requireRegular(path, status: status)
    try requireSize(path, Int(status.st_size), maximumBytes: maximumBytes)
    // O_NONBLOCK: if the path was swapped for a FIFO after stat, open does not wait for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno: errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { throw failure(path, errno: errno) }
    try requireRegular(path, status: status)
    try requireSize(path, Int(status.st_size), maximumBytes: maximumBytes)
    return try readAll(descriptor, path: path, expected: Int(status.st_size), limit: maximumBytes)
  }

  /// Reads until end of file, refusing more than `limit` bytes.
  private static func readAll(
    _ descriptor: Int32, path: String, expected: Int, limit: Int
  ) throws(FileReadError) -> [UInt8] {
    // One byte past the expected size, so end of file is seen without a second allocation.
    let cap = limit == Int.max ? limit : limit + 1
    var bytes = [UInt8](repeating: 0, count: min(max(expected + 1, 1), cap))
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count < cap else { break }
        bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 65_536), cap - bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(descriptor, base + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno: errno)
      }
      if got == 0 { break }
      count += got
    }
    try requireSize(path, count, maximumBytes: limit)
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  static func requireRegular(_ path: String, status: stat) throws(FileReadError) {
    let type = status.st_mode & S_IFMT
    if type == S_IFREG { return }
    if type == S_IFDIR {
      throw FileReadError(kind: .isDirectory, path: path, reason: "is a directory")
    }
    throw FileReadError(
      kind: .notRegularFile, path: path,
      reason: "not a regular file (\(FileReadError.typeName(mode: status.st_mode))); not opened")
  }

  private static func requireSize(_ path: String, _ size: Int, maximumBytes: Int)
    throws(FileReadError)
  {
    guard size > maximumBytes else { return }
    throw FileReadError(
      kind: .tooLarge, path: path,
      reason: "the file is \(size) bytes, over the \(maximumBytes)-byte limit", byteCount: size)
  }

  static func failure(_ path: String, errno code: Int32) -> FileReadError {
    switch code {
    case ENOENT, ENOTDIR:
      return FileReadError(kind: .noSuchFile, path: path, reason: "no such file")
    case EISDIR:
      return FileReadError(kind: .isDirectory, path: path, reason: "is a directory")
    default:
      return FileReadError(
        kind: .notReadable, path: path, reason: "not readable: \(FileReadError.systemText(code))")
    }
  }
}

/// `read(2)` under a name that does not clash with ``FileBytes/read(_:maximumBytes:)``.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
