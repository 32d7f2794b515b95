// libFuzzer target: the golden-file reader (`GoldenFile(jsonBytes:file:)`, the parser
// `GoldenFile.load(from:)` runs on a file's bytes), then the writer's promise on every file
// the reader accepts: `jsonText` reads back, and writing that again gives the same text.
//
// `make fuzz` runs it under libFuzzer; a normal build replays saved inputs (FuzzSupport).

import Foundation
import FuzzSupport
import ProofEngine

/// Parses one input as a golden file; errors are expected, crashes, hangs and a file that does
/// not round-trip are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGoldenFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let file: GoldenFile
  do throws(GoldenError) {
    file = try GoldenFile(jsonBytes: bytes, file: "fuzz.json")
  } catch {
    _ = error.description.utf8.count
    return 0
  }
  let text = file.jsonText
  do throws(GoldenError) {
    let again = try GoldenFile(jsonText: text, file: "written.json")
    guard again.jsonText == text else {
      fatalError("a golden file's jsonText changed when read back and written again")
    }
  } catch {
    fatalError("a golden file the reader accepted was written as text it refuses: \(error)")
  }
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunGoldenFile {
  static func main() { runFuzzTarget(fuzzGoldenFile) }
}
