// libFuzzer target: the Swift reader (`SwiftShaderReader.read(sources:)`) and the call-site
// checker, on arbitrary bytes as one Swift file beside a fixed Metal scan.
//
// `make fuzz` runs it under libFuzzer; a normal build replays saved inputs (FuzzSupport).

import FuzzSupport
import ShaderRegistry
import SwiftCallSites

/// The Metal the fuzzed Swift is checked against: one function of each usage.
let metal = MetalSourceScanner().scan(
  source: """
    [[ stitchable ]] half4 glow(float2 position, half4 color, float radius, half4 tint) { return color; }
    [[ stitchable ]] float2 wave(float2 position, float amplitude, float wavelength = 2) { return position; }
    [[ stitchable ]] half4 blur(float2 position, SwiftUI::Layer layer, float2 direction) { return 0; }
    [[ stitchable ]] half4 pips(float2 position, device const float *values, int count) { return 0; }
    """, file: "fuzz.metal")

/// Reads one input as Swift and checks it; any crash, hang or memory error is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  let model = SwiftShaderReader().read(sources: [(file: "Fuzz.swift", text: text)])
  let diagnostics = RegistryChecker.check(nil, swift: model, against: metal)
  // Every index a use holds must name a call site, and every position must be in the file.
  for use in model.uses {
    for index in use.callSites { precondition(model.callSites.indices.contains(index)) }
  }
  for site in model.callSites { precondition(site.location.positionOrStart.line >= 1) }
  for diagnostic in diagnostics { _ = diagnostic.description.utf8.count }
  _ = WarmupRegistry(derivedFrom: model).jsonText.utf8.count
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunSwiftScanner {
  static func main() { runFuzzTarget(fuzzSwiftScanner) }
}
