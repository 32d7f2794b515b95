import Foundation
import ShaderRegistry
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `.metal` tree with symbolic link loops, dangling links, a FIFO, a huge file, non-UTF-8
/// bytes and unreadable entries: the scan ends, reads each real file once and names every path
/// it skips, and why.
@Suite(.timeLimit(.minutes(1))) struct ScannerTreeHardeningTests {
  static func shader(_ name: String) -> [UInt8] {
    Array("[[ stitchable ]] half4 \(name)(float2 position, half4 color) { return color; }\n".utf8)
  }

  static func link(_ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
  }

  static func folder(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  static let loopText = String(cString: strerror(ELOOP))

  @Test func aHostileTreeIsScannedOnceWithADiagnosticForEverySkip() throws {
    try withTemporaryDirectory { directory in
      let tree = directory + "/T"
      try Self.folder(tree + "/sub")
      try Self.folder(directory + "/Outside")
      write(Self.shader("alpha"), to: tree + "/a.metal")
      write(Self.shader("beta"), to: tree + "/sub/b.metal")
      write(Self.shader("gamma"), to: directory + "/Outside/c.metal")
      write(
        Array("// caf".utf8) + [0xE9] + Array("\n".utf8) + Self.shader("delta"),
        to: tree + "/latin1.metal")
      write(Self.shader("ignored"), to: tree + "/notes.txt")
      write([], to: tree + "/huge.metal")
      #expect(truncate(tree + "/huge.metal", 16 << 30) == 0)
      #expect(mkfifo(tree + "/pipe.metal", 0o600) == 0)
      try Self.link(tree + "/alias.metal", to: "sub/b.metal")
      try Self.link(tree + "/ext", to: "../Outside")
      try Self.link(tree + "/gone.metal", to: "missing.metal")
      try Self.link(tree + "/self.metal", to: "self.metal")
      try Self.link(tree + "/sub/up", to: "..")
      try Self.link(tree + "/twin", to: "sub")

      let result = MetalSourceScanner().scan(paths: [tree])

      #expect(
        result.files == [
          tree + "/a.metal", tree + "/ext/c.metal", tree + "/huge.metal", tree + "/latin1.metal",
          tree + "/sub/b.metal",
        ])
      #expect(result.names == ["alpha", "gamma", "delta", "beta"])
      #expect(
        result.diagnostics.map(\.labelled) == [
          "\(tree)/alias.metal: warning: [parseError] the same file as \(tree)/sub/b.metal (same device and inode); scanned once, as \(tree)/sub/b.metal",
          "\(tree)/gone.metal: warning: [parseError] a dangling symbolic link to 'missing.metal'; skipped",
          "\(tree)/pipe.metal: warning: [parseError] not a regular file (a FIFO); not opened",
          "\(tree)/self.metal: warning: [parseError] a symbolic link that leads back to itself (\(Self.loopText)); skipped",
          "\(tree)/sub/up: warning: [parseError] a symbolic link loop: it leads back to \(tree), which contains it; not followed",
          "\(tree)/twin: warning: [parseError] the same folder as \(tree)/sub, which is already scanned; not scanned again",
          "\(tree)/huge.metal:1:1: error: [parseError] the file is 17179869184 bytes, over the 8388608-byte limit for a Metal source; not scanned",
          "\(tree)/latin1.metal:1:7: warning: [parseError] the file is not valid UTF-8; Metal sources should be UTF-8",
        ])
      // The same tree scanned again gives the same result, whatever the directory order.
      #expect(MetalSourceScanner().scan(paths: [tree]) == result)
    }
  }

  @Test func aRealPathIsPreferredToALinkThatSortsFirst() throws {
    try withTemporaryDirectory { directory in
      try Self.folder(directory + "/z")
      write(Self.shader("real"), to: directory + "/z/real.metal")
      try Self.link(directory + "/a", to: "z")
      try Self.link(directory + "/b.metal", to: "z/real.metal")
      let result = MetalSourceScanner().scan(paths: [directory])
      #expect(result.files == [directory + "/z/real.metal"])
      #expect(
        result.diagnostics.map { "\($0.severity) \($0.fileName) \($0.message)" } == [
          "warning a the same folder as \(directory)/z, which is already scanned; not scanned again",
          "warning b.metal the same file as \(directory)/z/real.metal (same device and inode); scanned once, as \(directory)/z/real.metal",
        ])
    }
  }

  /// Two links per level to the next folder: 2^24 paths, 24 folders. Each is entered once.
  @Test func linksThatBranchDoNotMultiplyTheWalk() throws {
    try withTemporaryDirectory { directory in
      let levels = 24
      let tree = directory + "/T"
      try Self.folder(tree)
      try Self.link(tree + "/x", to: "../Outside/d0")
      try Self.link(tree + "/y", to: "../Outside/d0")
      for level in 0..<levels {
        let folder = directory + "/Outside/d\(level)"
        try Self.folder(folder)
        write(Self.shader("f\(level)"), to: folder + "/f\(level).metal")
        try Self.link(folder + "/x", to: "../d\(level + 1)")
        try Self.link(folder + "/y", to: "../d\(level + 1)")
      }
      let start = ContinuousClock.now
      let result = MetalSourceScanner().scan(paths: [tree])
      #expect(ContinuousClock.now - start < .seconds(10))
      #expect(
        result.files
          == (0..<levels).map { tree + String(repeating: "/x", count: $0 + 1) + "/f\($0).metal" })
      #expect(result.names == (0..<levels).map { "f\($0)" })
      // Sorted by path, deepest first: the last level's two links dangle, then each level's
      // `y` twin leads to a folder already scanned through `x`.
      let summaries = result.diagnostics.map { "\($0.severity) \($0.fileName)" }
      #expect(
        summaries == ["warning x", "warning y"] + Array(repeating: "warning y", count: levels))
      #expect(
        result.diagnostics.filter { $0.message.hasPrefix("the same folder as") }.count == levels)
    }
  }

  @Test func pathsNamedTwiceAreReadOnceWithoutADiagnostic() throws {
    try withTemporaryDirectory { directory in
      try Self.folder(directory + "/sub")
      write(Self.shader("once"), to: directory + "/sub/once.metal")
      let result = MetalSourceScanner().scan(
        paths: [directory, directory + "/sub", directory + "/sub/once.metal", directory])
      #expect(result.files == [directory + "/sub/once.metal"])
      #expect(result.diagnostics == [])
    }
  }

  @Test func aPathThatIsNeitherAFileNorAFolderIsAnError() throws {
    try withTemporaryDirectory { directory in
      let pipe = directory + "/pipe.metal"
      #expect(mkfifo(pipe, 0o600) == 0)
      try Self.link(directory + "/gone.metal", to: "nowhere.metal")
      try Self.link(directory + "/loop", to: "loop")
      let result = MetalSourceScanner().scan(
        paths: ["/dev/null", pipe, directory + "/gone.metal", directory + "/loop"])
      #expect(result.files == [])
      #expect(
        result.diagnostics.map(\.labelled) == [
          "/dev/null: error: [parseError] not a regular file or a folder (a character device); not opened",
          "\(pipe): error: [parseError] not a regular file or a folder (a FIFO); not opened",
          "\(directory)/gone.metal: error: [parseError] a symbolic link to 'nowhere.metal', which does not exist",
          "\(directory)/loop: error: [parseError] a symbolic link that leads back to itself (\(Self.loopText)); not read",
        ])
    }
  }

  @Test func aFileNameThatIsNotUTF8IsNamedInAWarning() throws {
    try withTemporaryDirectory { directory in
      let raw = Array((directory + "/bad").utf8) + [0xFF] + Array(".metal".utf8) + [0]
      let descriptor = raw.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
      }
      try #require(descriptor >= 0)
      close(descriptor)
      write(Self.shader("good"), to: directory + "/good.metal")
      let result = MetalSourceScanner().scan(paths: [directory])
      #expect(result.names == ["good"])
      #expect(
        result.diagnostics.map(\.labelled) == [
          "\(directory)/bad\u{FFFD}.metal: warning: [parseError] the name is not valid UTF-8 (shown with U+FFFD), so it cannot be opened; not scanned"
        ])
    }
  }

  @Test(
    .enabled(
      if: geteuid() != 0, "root reads files and folders whatever their mode; see the EIO test"))
  func anUnreadableFileAndFolderAreErrors() throws {
    try withTemporaryDirectory { directory in
      try Self.folder(directory + "/closed")
      write(Self.shader("hidden"), to: directory + "/closed/hidden.metal")
      write(Self.shader("locked"), to: directory + "/locked.metal")
      write(Self.shader("open"), to: directory + "/open.metal")
      #expect(chmod(directory + "/closed", 0) == 0)
      #expect(chmod(directory + "/locked.metal", 0) == 0)
      defer { _ = chmod(directory + "/closed", 0o700) }
      let result = MetalSourceScanner().scan(paths: [directory])
      let denied = String(cString: strerror(EACCES))
      #expect(result.names == ["open"])
      #expect(
        result.diagnostics.map(\.labelled) == [
          "\(directory)/closed: error: [parseError] cannot read the folder: \(denied); its files are not scanned",
          "\(directory)/locked.metal: error: [parseError] cannot read the file: not readable: \(denied)",
        ])
    }
  }

  #if os(Linux)
    /// Root can read any file, but not the first page of `/proc/self/mem`: a read error all the same.
    @Test func aReadErrorIsAnErrorNamingTheFile() throws {
      try withTemporaryDirectory { directory in
        try Self.link(directory + "/mem.metal", to: "/proc/self/mem")
        write(Self.shader("fine"), to: directory + "/fine.metal")
        let result = MetalSourceScanner().scan(paths: [directory])
        #expect(result.names == ["fine"])
        #expect(
          result.diagnostics.map(\.labelled) == [
            "\(directory)/mem.metal: error: [parseError] cannot read the file: not readable: \(String(cString: strerror(EIO)))"
          ])
      }
    }
  #endif
}
