#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileBytes {
  /// The first `headBytes` and the last `tailBytes` of the regular file at `path` (each the
  /// whole file when it is shorter), read with `pread` at both ends, so a huge file costs no
  /// more than the two pieces: enough to tell what a file holds before replacing it.
  ///
  /// - Throws: ``FileReadError`` as ``read(_:maximumBytes:)`` does, but never `tooLarge`.
  public static func readEnds(_ path: String, headBytes: Int, tailBytes: Int)
    throws(FileReadError) -> (head: [UInt8], tail: [UInt8])
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(path, errno: errno) }
    try requireRegular(path, status: status)
    let size = Int(status.st_size)
    let head = try piece(descriptor, path: path, offset: 0, count: min(max(headBytes, 0), size))
    let tailCount = min(max(tailBytes, 0), size)
    let tail = try piece(descriptor, path: path, offset: size - tailCount, count: tailCount)
    return (head, tail)
  }

  private static func piece(_ descriptor: Int32, path: String, offset: Int, count: Int)
    throws(FileReadError) -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return pread(descriptor, base + done, count - done, off_t(offset + done))
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno: errno)
      }
      if got == 0 { break }
      done += got
    }
    return Array(bytes.prefix(done))
  }
}
