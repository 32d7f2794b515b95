import Foundation
import ShaderRegistry
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ShaderRegistry loaders on an empty file (which `FileManager.contents(atPath:)` leaked a
/// 4 KiB buffer for on Linux) and on a FIFO (which it blocked on forever).
@Suite(.timeLimit(.minutes(1))) struct RegistryEmptyFileTests {
  @Test func anEmptyMetalFileIsAFileWithNoFunctionsAndNoDiagnostics() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/Empty.metal"
      write([], to: path)
      let result = MetalSourceScanner().scan(paths: [path])
      #expect(result == ScanResult(files: [path], functions: [], diagnostics: [], byteCount: 0))
    }
  }

  @Test func anEmptyRegistryIsASyntaxErrorAtTheStart() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/registry.json"
      write([], to: path)
      let error = #expect(throws: RegistryLoadError.self) {
        try WarmupRegistry.load(contentsOf: path)
      }
      #expect(error?.description == "\(path):1:1: expected a value, found end of text")
    }
  }

  @Test func aRegistryThatIsAFIFOIsUnreadableAtOnce() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/registry.json"
      #expect(mkfifo(path, 0o600) == 0)
      #expect(
        throws: RegistryLoadError.unreadable(
          file: path, reason: "not a regular file (a FIFO); not opened")
      ) { try WarmupRegistry.load(contentsOf: path) }
    }
  }
}
