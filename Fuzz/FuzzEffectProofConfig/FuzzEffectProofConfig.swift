// libFuzzer target: the CI gate's config file (`EffectProofConfig.load(contentsOf:)`), through a file
// in a private temporary folder because the loader resolves paths relative to the config.
//
// Inputs that could name a device or pseudo file (`dev`, `proc`, `sys`, or any `\u` escape that
// could spell one) are skipped: reading `/dev/zero` would hang by design, not by a bug.
// `make fuzz` runs it under libFuzzer; a normal build replays saved inputs (FuzzSupport).

import EffectProof
import Foundation
import FuzzSupport
import ProofEngine

private let folder: String = {
  let path = NSTemporaryDirectory() + "/FuzzEffectProofConfig-\(getpid())"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}()

private func mentionsSpecialFile(_ bytes: [UInt8]) -> Bool {
  let lowered = bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
  for word in ["dev", "proc", "sys", "\\u"] {
    let pattern = Array(word.utf8)
    if lowered.count >= pattern.count,
      (0...(lowered.count - pattern.count)).contains(where: {
        lowered[$0..<$0 + pattern.count].elementsEqual(pattern)
      })
    {
      return true
    }
  }
  return false
}

/// Loads one input as a config; errors are expected, crashes and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEffectProofConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard !mentionsSpecialFile(bytes) else { return -1 }
  let path = folder + "/effectproof.json"
  guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return 0 }
  do throws(EffectProofConfigError) {
    let config = try EffectProofConfig.load(contentsOf: path)
    _ = config.shaderPaths.count
  } catch {
    _ = error.description.utf8.count
  }
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunEffectProofConfig {
  static func main() { runFuzzTarget(fuzzEffectProofConfig) }
}
