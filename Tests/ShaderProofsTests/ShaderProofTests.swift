import EffectProof
import EffectProofTestSupport
import Foundation
import LocatedJSON
import ProofEngine
import SwiftCallSites
import Testing

@testable import ShaderProofs

/// Shader proofs on small sources of their own: the rounding allowance, fixed-size arrays, the
/// promise's sources, and config errors at their JSON path.
@Suite struct ShaderProofTests {
  static let header = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;

    """

  /// Writes `metal` and a config with `entries` into a fresh folder, and runs the proofs.
  static func run(_ metal: String, _ entries: String, swift: String? = nil) throws -> [ProofResult]
  {
    let folder = try TemporaryFolder()
    _ = try folder.write("Shaders/S.metal", header + metal)
    var swiftKey = ""
    if let swift {
      _ = try folder.write("App/App.swift", swift)
      swiftKey = "\"swift\": [\"App\"], "
    }
    let path = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \(swiftKey)\"shaderProofs\": {\(entries)}}")
    let workspace = try Workspace.open(
      configAt: path, swiftReader: swift == nil ? nil : ToolchainSwiftReader())
    let settings = RunSettings(density: .low, jobs: 2)
    return ProofCatalogue.proofs(for: workspace).filter { $0.id.hasPrefix("shader.") }.map {
      $0.run(settings)
    }
  }

  static func result(_ results: [ProofResult], _ id: String) throws -> ProofResult {
    try #require(results.first { $0.id == id }, "no \(id) in \(results.map(\.id))")
  }

  @Test func aOnePointPromisePassesAtScaleThree() throws {
    let metal = "[[ stitchable ]] float2 plusOne(float2 position) { return position + 1.0; }\n"
    let passing = try Self.run(
      metal, "\"plusOne\": {\"viewSize\": [300, 300], \"scale\": 3, \"maxSampleOffset\": [1, 1]}")
    #expect(try Self.result(passing, "shader.plusOne.samplePromise").status == .passed)
    let tight = try Self.run(
      "[[ stitchable ]] float2 plusOne(float2 position) { return position + 1.001; }\n",
      "\"plusOne\": {\"viewSize\": [300, 300], \"scale\": 3, \"maxSampleOffset\": [1, 1]}")
    let failed = try Self.result(tight, "shader.plusOne.samplePromise")
    #expect(failed.status == .failed)
    #expect(failed.findings.contains { $0.message.contains("promise exceeded by 0.001") })
    // The proof's one line says it too, on both axes, and counts no zero failures.
    let headline = failed.failureHeadline ?? ""
    #expect(headline.hasPrefix("promise exceeded by 0.001"), "\(headline)")
    #expect(
      headline.contains(" pt on x and 0.001") && headline.hasSuffix(" pt on y"), "\(headline)")
    #expect(failed.failingCases > 0)
  }

  @Test func aConstantTableReadPastItsBoundsFailsReadsAtItsLine() throws {
    let metal = """
      constant float table[4] = {0.1, 0.2, 0.3, 0.4};
      [[ stitchable ]] half4 tab(float2 position, half4 color, float k) {
        return color * half(table[int(k)]);
      }

      """
    let results = try Self.run(
      metal, "\"tab\": {\"viewSize\": [16, 16], \"arguments\": {\"k\": {\"range\": [0, 7]}}}")
    let reads = try Self.result(results, "shader.tab.reads")
    #expect(reads.status == .failed)
    let message = reads.findings.map(\.message).joined()
    #expect(message.contains("indexes a fixed-size array past its bounds at"))
    #expect(message.contains("S.metal:"))
    let shrunk = try #require(reads.counterexample?.shrunk.value)
    let k = try #require(Double(shrunk.dropFirst(4).prefix { $0 != ";" }))
    #expect(k >= 4 && k < 8, "\(shrunk)")
    // The argument sets that trapped never finished, so finiteness is unproven there: never
    // a pass (docs/guarantees.md, "No vacuous pass").
    #expect(try Self.result(results, "shader.tab.finite").status == .failed)
  }

  @Test func theSwiftsStaticPromiseComesFirst() throws {
    let metal = """
      [[ stitchable ]] half4 peek(float2 position, SwiftUI::Layer layer, float reach) {
        return layer.sample(position + float2(0, reach));
      }

      """
    let swift = """
      import SwiftUI
      struct V: View {
          var body: some View {
              Color.red.layerEffect(ShaderLibrary.peek(.float(12)), maxSampleOffset: .zero)
          }
      }

      """
    let results = try Self.run(
      metal,
      "\"peek\": {\"viewSize\": [40, 40], \"arguments\": {\"reach\": 12}, \"maxSampleOffset\": [0, 12]}",
      swift: swift)
    let promise = try Self.result(results, "shader.peek.samplePromise")
    #expect(promise.status == .failed)
    #expect(promise.promise?.y.promise == 0)
    #expect(promise.findings.contains { $0.id == ShaderFindingKind.promiseDiffers.id })
    #expect(promise.findings.contains { $0.message.contains("App.swift:4") })
  }

  @Test func withNoPromiseTheSupremumIsMeasuredAndWarned() throws {
    let metal =
      "[[ stitchable ]] float2 drop(float2 position, float by) { return position + float2(0, by); }\n"
    let results = try Self.run(
      metal, "\"drop\": {\"viewSize\": [20, 20], \"arguments\": {\"by\": {\"range\": [0, 3]}}}")
    let promise = try Self.result(results, "shader.drop.samplePromise")
    #expect(promise.status == .warned)
    #expect(promise.findings.contains { $0.id == ShaderFindingKind.noPromise.id })
    #expect(promise.details.contains { $0.contains("3 pt away on y") })
  }

  @Test(arguments: [
    ("\"f\": {\"viewSize\": [10, 10]}", "$.shaderProofs.f", "no domain for float amount"),
    (
      "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\"amount\": 1, \"amont\": 2}}",
      "$.shaderProofs.f.arguments.amont", "unknown key"
    ),
    (
      "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\"amount\": [1, 2]}}",
      "$.shaderProofs.f.arguments.amount", "an array of 2"
    ),
    ("\"g\": {\"viewSize\": [10, 10]}", "$.shaderProofs.g", "no [[ stitchable ]] function named g"),
    (
      "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\"amount\": {\"range\": [2, 1]}}}",
      "$.shaderProofs.f.arguments.amount.range", "inverted"
    ),
    ("\"f\": {\"arguments\": {\"amount\": 1}}", "$.shaderProofs.f", "missing \"viewSize\""),
    (
      "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\"amount\": 1}, \"maxSampleOffset\": [1, 1]}",
      "$.shaderProofs.f.maxSampleOffset", "samples nothing"
    ),
    (
      "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\"amount\": 1}, \"geometry\": \"x.y\"}",
      "$.shaderProofs.f.geometry", "no sample promise to compare"
    ),
  ])
  func aBadEntryIsAnErrorAtItsPath(_ entry: String, _ path: String, _ words: String) throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "Shaders/S.metal",
      Self.header
        + "[[ stitchable ]] half4 f(float2 position, half4 color, float amount) { return color; }\n"
    )
    let file = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \"shaderProofs\": {\(entry)}}")
    do {
      _ = try EffectProofConfig.load(contentsOf: file)
      Issue.record("\(entry) was accepted")
    } catch {
      #expect(error.description.contains(path), "\(error)")
      #expect(error.description.contains(words), "\(error)")
    }
  }

  @Test func promiseFormulasReadArgumentsAndSayWhereTheyAreWrong() throws {
    let widths = ["offset": 2, "radius": 1, "viewSize": 2, "scale": 1]
    let formula = try PromiseFormula.parse(
      "2 * abs(offset.x) + max(radius, 1) / scale", widths: widths)
    #expect(formula.value(["offset": [-3, 1], "radius": [4], "scale": [2]]) == 8)
    #expect(throws: (any Error).self) { try PromiseFormula.parse("offset + 1", widths: widths) }
    #expect(throws: (any Error).self) { try PromiseFormula.parse("radus", widths: widths) }
    #expect(throws: (any Error).self) { try PromiseFormula.parse("abs(1, 2)", widths: widths) }
  }
}
