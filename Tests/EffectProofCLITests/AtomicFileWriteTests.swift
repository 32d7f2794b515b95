import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

/// `AtomicFileWrite`, the one helper every file the tool writes goes through: a failure at any
/// step leaves the old file byte for byte and no temporary file behind.
@Suite struct AtomicFileWriteTests {
  struct Interrupted: Error {}

  func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func aWriteThatFailsHalfwayLeavesTheOldFileAndNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("report.json", "{\"old\": true}\n")
    let old = try bytes(path)
    var temporary = ""
    #expect(throws: AtomicWriteError.self) {
      try AtomicFileWrite.write(to: path) { sink in
        temporary = sink.path
        try sink.write(Array(repeating: UInt8(ascii: "x"), count: 100_000))
        throw Interrupted()
      }
    }
    #expect(AtomicFileWrite.isTemporaryName((temporary as NSString).lastPathComponent))
    #expect((temporary as NSString).deletingLastPathComponent == folder.path)
    #expect(try bytes(path) == old)
    #expect(try folder.contents() == ["report.json"])
  }

  @Test func theFolderRemovedMidwayIsAnErrorNamingThePath() throws {
    let folder = try TemporaryFolder()
    let inner = try folder.makeFolder("out")
    let path = (inner as NSString).appendingPathComponent("report.txt")
    do {
      try AtomicFileWrite.write(to: path) { sink in
        try sink.write(Array("half".utf8))
        try FileManager.default.removeItem(atPath: inner)
        try sink.write(Array(" and the rest".utf8))
      }
      Issue.record("the write succeeded although its folder was removed")
    } catch {
      #expect(error.path == path)
      #expect(error.message.hasPrefix("cannot rename "), "\(error.message)")
    }
    #expect(try folder.contents().isEmpty, "the folder or a file came back")
  }

  @Test func aMissingFolderIsNamedAndNotCreated() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("missing/report.txt")
    #expect(
      throws: AtomicWriteError(
        path: path, message: "the folder \(folder.url("missing")) does not exist")
    ) {
      try AtomicFileWrite.write(Array("x".utf8), to: path)
    }
    #expect(try folder.contents().isEmpty)
  }

  @Test func aFolderInThePlaceOfTheFileIsRefusedAndKept() throws {
    let folder = try TemporaryFolder()
    let target = try folder.makeFolder("report.txt")
    try folder.write("report.txt/inside", "kept")
    #expect(
      throws: AtomicWriteError(path: target, message: "\(target) is a folder; give a file path")
    ) {
      try AtomicFileWrite.write(Array("x".utf8), to: target)
    }
    #expect(try folder.contents() == ["report.txt"])
    #expect(try folder.contents("report.txt") == ["inside"])
  }

  @Test func withoutReplaceAnExistingFileIsKept() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("golden.json", "old")
    #expect(throws: AtomicWriteError.self) {
      try AtomicFileWrite.write(Array("new".utf8), to: path, replaceExisting: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    #expect(try folder.contents() == ["golden.json"])
  }

  @Test func concurrentWritersLeaveExactlyOneWholeVersion() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("report.txt")
    let versions = (0..<8).map { writer in
      Array(repeating: UInt8(ascii: "a") + UInt8(writer), count: 50_000 + 1000 * writer)
    }
    DispatchQueue.concurrentPerform(iterations: 8 * 4) { round in
      try? AtomicFileWrite.write(versions[round % 8], to: path)
    }
    let final = try bytes(path)
    #expect(versions.contains(final), "the file is not one whole version (\(final.count) bytes)")
    #expect(try folder.contents() == ["report.txt"])
  }

  @Test func aLongNameGetsAShortenedTemporaryNameOnACharacterBoundary() {
    let name = String(repeating: "é", count: 127)  // 254 bytes, within the 255-byte limit
    let temporary = AtomicFileWrite.temporaryName(for: name, random: 0xABC)
    #expect(temporary.utf8.count <= 255)
    #expect(temporary.hasPrefix(".éé"))
    #expect(temporary.hasSuffix(".effectproof-abc.tmp"))
    #expect(AtomicFileWrite.isTemporaryName(temporary))
    #expect(
      AtomicFileWrite.temporaryName(for: "r.json", random: 0x1F) == ".r.json.effectproof-1f.tmp")
    #expect(!AtomicFileWrite.isTemporaryName("r.json"))
    #expect(!AtomicFileWrite.isTemporaryName(".r.json.tmp"))
  }

  @Test func aLongNameIsWritten() throws {
    let folder = try TemporaryFolder()
    let path = folder.url(String(repeating: "é", count: 127))
    try AtomicFileWrite.write(Array("long".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "long")
    #expect(try folder.contents().count == 1)
  }
}
