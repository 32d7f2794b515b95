// libFuzzer target: the located JSON parser and the warm-up registry reader
// (`JSONParser.parse` then `WarmupRegistry(json:file:)`, as `WarmupRegistry.load` does).
//
// `make fuzz` runs it under libFuzzer; a normal build replays saved inputs (FuzzSupport).

import Foundation
import FuzzSupport
import LocatedJSON
import ShaderRegistry

/// Parses one input as a registry; errors are expected, crashes and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegistryJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do throws(JSONError) {
    let root = try JSONParser().parse(bytes, file: "fuzz.json")
    let registry = try WarmupRegistry(json: JSONReader(root: root), file: "fuzz.json")
    _ = registry.warmups.count
  } catch {
    _ = error.description.utf8.count
  }
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunRegistryJSON {
  static func main() { runFuzzTarget(fuzzRegistryJSON) }
}
