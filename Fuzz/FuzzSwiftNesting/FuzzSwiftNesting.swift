// libFuzzer target: the Swift reader (`SwiftShaderReader.read(sources:)`) on deeply nested
// Swift of every form (NestedSwift), beside a second, plain file.
//
// `make fuzz` runs it under libFuzzer; a normal build replays saved inputs (FuzzSupport).

import FuzzSupport
import ShaderRegistry
import SwiftCallSites

/// Reads one generated file and a plain one. A signal, a trap or memory past libFuzzer's
/// `-rss_limit_mb` is a finding; so is a plain file not read, or a refused file not reported as
/// an error at a line of it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftNesting(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  // The first line calls a shader, so the file is always parsed unless it is refused.
  let text = "let s = ShaderLibrary.glow(.float(1))\n" + NestedSwift.text(bytes)
  let model = SwiftShaderReader().read(sources: [
    (file: "Nested.swift", text: text),
    (file: "Plain.swift", text: "let t = ShaderLibrary.wave(.float(2))\n"),
  ])
  precondition(model.parsedFiles.contains("Plain.swift"), "the plain file was not read")
  precondition(
    model.callSites.contains { $0.location.file == "Plain.swift" }, "its call site was lost")
  if !model.parsedFiles.contains("Nested.swift") {
    let lines = text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let refusals = model.diagnostics.filter {
      $0.file == "Nested.swift" && $0.severity == .error && $0.registryKind == .parseError
        && $0.message.contains("the file is not read")
    }
    precondition(refusals.count == 1, "a file not parsed is one error")
    precondition((1...lines).contains(refusals[0].line ?? 0), "the error is at a line of it")
  }
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunSwiftNesting {
  static func main() { runFuzzTarget(fuzzSwiftNesting) }
}
