// libFuzzer target: the Metal lexer and stitchable parser (`MetalSourceScanner.scan(bytes:file:)`).
//
// `make fuzz` runs it under libFuzzer; a normal build replays saved inputs (FuzzSupport).

import Foundation
import FuzzSupport
import ShaderRegistry

/// Scans one input; any crash, hang or memory error is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMetalScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let result = MetalSourceScanner().scan(bytes: bytes, file: "fuzz.metal")
  // Touch the result so the work cannot be optimised away.
  precondition(result.byteCount == bytes.count)
  for function in result.functions { _ = function.name.utf8.count }
  for diagnostic in result.diagnostics { _ = diagnostic.description.utf8.count }
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunMetalScanner {
  static func main() { runFuzzTarget(fuzzMetalScanner) }
}
