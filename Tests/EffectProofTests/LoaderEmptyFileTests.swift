import EffectProof
import EffectProofBase
import EffectProofTestSupport
import Foundation
import LocatedJSON
import PNG
import ProofEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The EffectProof loaders (config, golden file, PNG) on an empty file, which
/// `FileManager.contents(atPath:)` leaked a 4 KiB buffer for on Linux, and on a FIFO, which it
/// blocked on forever. Each gives its documented error at once.
@Suite(.timeLimit(.minutes(1))) struct LoaderEmptyFileTests {
  @Test func anEmptyConfigIsASyntaxErrorAtTheStart() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("effectproof.json", "")
    #expect(
      throws: EffectProofConfigError.invalid(
        JSONError(
          kind: .syntax, file: path, position: SourcePosition(line: 1, column: 1),
          message: "expected a value, found end of text"))
    ) { try EffectProofConfig.load(contentsOf: path) }
  }

  @Test func aConfigThatIsAFIFOIsUnreadable() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("effectproof.json")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(
      throws: EffectProofConfigError.unreadable(
        file: path, reason: "not a regular file (a FIFO); not opened")
    ) { try EffectProofConfig.load(contentsOf: path) }
  }

  @Test func anEmptyGoldenFileIsMalformedAtTheStart() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("empty.json", "")
    #expect(
      throws: GoldenError(
        kind: .malformed, file: path, line: 1, column: 1,
        message: "expected a value, found end of text")
    ) { try GoldenFile.load(from: path) }
  }

  @Test func aGoldenFileThatIsAFIFOIsUnreadable() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("pipe.json")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(
      throws: GoldenError(
        kind: .unreadable, file: path,
        message: "the file could not be read: not a regular file (a FIFO); not opened")
    ) { try GoldenFile.load(from: path) }
  }

  @Test func anEmptyPNGIsTruncated() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("empty.png", "")
    #expect(
      throws: PNGError(
        kind: .truncated, file: path, message: "only 0 bytes: the file ends early")
    ) { try PNGDecoder.decode(contentsOfFile: path) }
  }

  @Test func aPNGThatIsAFIFOCannotBeRead() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("pipe.png")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(
      throws: PNGError(
        kind: .readFailed, file: path,
        message: "cannot read the file: not a regular file (a FIFO); not opened")
    ) { try PNGDecoder.decode(contentsOfFile: path) }
  }
}
