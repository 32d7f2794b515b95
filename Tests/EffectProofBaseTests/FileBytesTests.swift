import EffectProofBase
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileBytes.read`: the bytes of a regular file, `[]` for an empty one, and a kind of
/// `FileReadError` for everything else, without ever blocking on a FIFO or a device.
@Suite struct FileBytesTests {
  /// A fresh folder, removed afterwards.
  func withFolder(_ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "FileBytesTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer {
      _ = chmod(url.path, 0o700)
      try? FileManager.default.removeItem(at: url)
    }
    try body(url.path)
  }

  /// The error `read` throws, or `nil` when it returns bytes.
  func readError(_ path: String, limit: Int = 1 << 20) -> FileReadError? {
    do throws(FileReadError) {
      _ = try FileBytes.read(path, maximumBytes: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test func anEmptyFileIsNoBytes() throws {
    try withFolder { folder in
      let path = folder + "/empty"
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      let atZero = try FileBytes.read(path, maximumBytes: 0)
      let atMegabyte = try FileBytes.read(path, maximumBytes: 1 << 20)
      #expect(atZero == [])
      #expect(atMegabyte == [])
    }
  }

  @Test(arguments: [1, 4_095, 4_096, 4_097, 65_536, 65_537, 200_003])
  func bytesComeBackAsWritten(count: Int) throws {
    try withFolder { folder in
      let path = folder + "/bytes"
      var generator = SystemRandomNumberGenerator()
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let atLimit = try FileBytes.read(path, maximumBytes: count)
      let unlimited = try FileBytes.read(path, maximumBytes: Int.max)
      #expect(atLimit == bytes)
      #expect(unlimited == bytes)
      let tooSmall = readError(path, limit: count - 1)
      #expect(tooSmall?.kind == .tooLarge)
      #expect(tooSmall?.byteCount == count)
      #expect(
        tooSmall?.description
          == "\(path): the file is \(count) bytes, over the \(count - 1)-byte limit")
    }
  }

  @Test func aMissingFileAndAMissingFolderAreNoSuchFile() throws {
    try withFolder { folder in
      let plain = folder + "/plain"
      #expect(FileManager.default.createFile(atPath: plain, contents: Data("x".utf8)))
      for path in [folder + "/absent", folder + "/absent/x", plain + "/x"] {
        let error = readError(path)
        #expect(error == FileReadError(kind: .noSuchFile, path: path, reason: "no such file"))
      }
    }
  }

  @Test func aFolderIsADirectory() throws {
    try withFolder { folder in
      #expect(
        readError(folder)
          == FileReadError(kind: .isDirectory, path: folder, reason: "is a directory"))
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aFIFOIsRefusedAtOnceWithoutAWriter() throws {
    try withFolder { folder in
      let path = folder + "/pipe.json"
      #expect(mkfifo(path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
      let start = ContinuousClock.now
      let error = readError(path)
      let elapsed = ContinuousClock.now - start
      #expect(
        error
          == FileReadError(
            kind: .notRegularFile, path: path, reason: "not a regular file (a FIFO); not opened"))
      #expect(elapsed < .seconds(1), "took \(elapsed)")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func devicesAreRefusedWithoutReading() {
    for path in ["/dev/null", "/dev/zero", "/dev/urandom"] {
      #expect(
        readError(path, limit: .max)
          == FileReadError(
            kind: .notRegularFile, path: path,
            reason: "not a regular file (a character device); not opened"))
    }
  }

  @Test func aSparseSixteenGibibyteFileIsRefusedFromItsSize() throws {
    try withFolder { folder in
      let path = folder + "/sparse"
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      #expect(truncate(path, 16 << 30) == 0)
      let start = ContinuousClock.now
      let error = readError(path, limit: 8 << 20)
      #expect(error?.kind == .tooLarge)
      #expect(error?.byteCount == 16 << 30)
      #expect(ContinuousClock.now - start < .seconds(1))
    }
  }

  @Test func symbolicLinksAreFollowedAndBrokenOnesSaySo() throws {
    try withFolder { folder in
      let target = folder + "/target"
      try Data("abc".utf8).write(to: URL(fileURLWithPath: target))
      let fm = FileManager.default
      try fm.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "target")
      try fm.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "nowhere")
      try fm.createSymbolicLink(atPath: folder + "/self", withDestinationPath: "self")
      let throughLink = try FileBytes.read(folder + "/link", maximumBytes: 3)
      #expect(throughLink == Array("abc".utf8))
      #expect(readError(folder + "/dangling")?.kind == .noSuchFile)
      let loop = readError(folder + "/self")
      #expect(loop?.kind == .notReadable)
      #expect(loop?.reason == "not readable: " + String(cString: strerror(ELOOP)))
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its mode; see the EIO test"))
  func aFileWithoutReadPermissionIsNotReadable() throws {
    try withFolder { folder in
      let path = folder + "/secret"
      try Data("x".utf8).write(to: URL(fileURLWithPath: path))
      #expect(chmod(path, 0) == 0)
      #expect(
        readError(path)
          == FileReadError(
            kind: .notReadable, path: path,
            reason: "not readable: " + String(cString: strerror(EACCES))))
    }
  }

  #if os(Linux)
    /// Works as root too: `/proc/self/mem` is a regular file whose first page cannot be read.
    @Test func aReadErrorIsNotReadableWithTheSystemText() {
      let error = readError("/proc/self/mem")
      #expect(
        error
          == FileReadError(
            kind: .notReadable, path: "/proc/self/mem",
            reason: "not readable: " + String(cString: strerror(EIO))))
    }

    /// `/proc` files say they have 0 bytes; the limit still holds on the bytes really read.
    @Test func aFileLargerThanItsStatSizeIsStillLimited() throws {
      let whole = try FileBytes.read("/proc/self/status", maximumBytes: 1 << 20)
      #expect(String(decoding: whole, as: UTF8.self).hasPrefix("Name:"))
      let error = readError("/proc/self/status", limit: 10)
      #expect(error?.kind == .tooLarge)
      #expect(error?.byteCount == 11)
    }
  #endif
}
