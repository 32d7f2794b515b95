import Foundation
import ShaderRegistry
import Testing

/// Which files a scan reads: folders recursively (`*.metal` only, sorted), files named directly
/// whatever their extension, and missing paths reported without stopping the scan.
@Suite struct ScannerPathTests {
  static func shader(_ name: String) -> [UInt8] {
    Array("[[ stitchable ]] half4 \(name)(float2 position, half4 color) { return color; }\n".utf8)
  }

  @Test func foldersAreWalkedRecursivelyInSortedOrder() throws {
    try withTemporaryDirectory { directory in
      let fileManager = FileManager.default
      try fileManager.createDirectory(
        atPath: directory + "/b/nested", withIntermediateDirectories: true)
      try fileManager.createDirectory(atPath: directory + "/a", withIntermediateDirectories: true)
      write(Self.shader("zeta"), to: directory + "/b/nested/Z.metal")
      write(Self.shader("beta"), to: directory + "/b/B.metal")
      write(Self.shader("alpha"), to: directory + "/a/A.metal")
      write(Self.shader("top"), to: directory + "/Top.metal")
      write(Self.shader("ignored"), to: directory + "/a/Notes.txt")
      write(Self.shader("ignoredToo"), to: directory + "/a/Header.h")
      let result = MetalSourceScanner().scan(paths: [directory])
      #expect(result.diagnostics == [])
      #expect(
        result.files == [
          directory + "/Top.metal", directory + "/a/A.metal", directory + "/b/B.metal",
          directory + "/b/nested/Z.metal",
        ])
      #expect(result.names == ["top", "alpha", "beta", "zeta"])
      #expect(
        result.byteCount
          == [Self.shader("top"), Self.shader("alpha"), Self.shader("beta"), Self.shader("zeta")]
          .map(\.count).reduce(0, +))
    }
  }

  @Test func aFileNamedDirectlyIsReadWhateverItsExtension() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/Shader.txt"
      write(Self.shader("direct"), to: path)
      let result = MetalSourceScanner().scan(paths: [path])
      #expect(result.names == ["direct"])
      #expect(result.functions.first?.file == path)
    }
  }

  @Test func aMissingPathIsReportedAndTheScanGoesOn() throws {
    try withTemporaryDirectory { directory in
      let missing = directory + "/Absent.metal"
      let present = directory + "/Present.metal"
      write(Self.shader("present"), to: present)
      let result = MetalSourceScanner().scan(paths: [missing, present])
      #expect(result.names == ["present"])
      #expect(
        result.diagnostics.map(\.labelled) == [
          "\(missing): error: [parseError] no such file or folder"
        ])
      #expect(result.diagnostics.first?.position == nil)
    }
  }

  @Test func theSameNameInTwoFilesIsReportedAtTheLaterFile() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(
        atPath: directory + "/sub", withIntermediateDirectories: true)
      write(Self.shader("twin"), to: directory + "/sub/Second.metal")
      write(Array("\n\n".utf8) + Self.shader("twin"), to: directory + "/First.metal")
      let result = MetalSourceScanner().scan(paths: [directory])
      #expect(
        result.functions.map { "\($0.name) \(($0.file as NSString).lastPathComponent)" } == [
          "twin First.metal"
        ])
      #expect(
        result.diagnostics.map { "\($0.id.name) \($0.subject ?? "-") \($0.fileName) \($0.place)" }
          == [
            "duplicateFunction twin Second.metal 1:24"
          ])
      #expect(result.diagnostics.first?.message.contains("\(directory)/First.metal:3:24") == true)
    }
  }

  @Test func overlappingPathsReadAFileOnce() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/Once.metal"
      write(Self.shader("once"), to: path)
      let result = MetalSourceScanner().scan(paths: [directory, path])
      #expect(result.names == ["once"])
      #expect(result.diagnostics == [])
      #expect(result.files == [path])
    }
  }
}
