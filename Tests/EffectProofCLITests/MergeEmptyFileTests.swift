import EffectProofTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `effectproof merge` on an empty report (which `FileManager.contents(atPath:)` leaked a
/// 4 KiB buffer for on Linux) and on a FIFO (which it blocked on forever): usage errors at once.
@Suite(.timeLimit(.minutes(1))) struct MergeEmptyFileTests {
  @Test func anEmptyReportIsNotAJSONReport() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("empty.json", "")
    let message = expectUsageError(tool("merge", path))
    #expect(
      message.hasPrefix("\(path): not a JSON report from effectproof check ($: "), "\(message)")
  }

  @Test func aReportThatIsAFIFOCannotBeRead() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("pipe.json")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(
      expectUsageError(tool("merge", path))
        == "\(path): cannot read the report: not a regular file (a FIFO); not opened")
  }
}
