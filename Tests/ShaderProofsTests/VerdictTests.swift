import EffectProof
import Foundation
import MetalCPU
import ProofEngine
import Testing

@testable import ShaderProofs

/// Verdicts that say what the user would see (docs/shader-proofs.md, "Severity"), and
/// counterexamples that keep their failure's kind.
@Suite struct VerdictTests {
  /// Red 2 half-steps above 1 on an opaque pixel (1 + 2⁻⁹, an excess of 0.001953 < 0.5/255):
  /// an 8-bit target shows the same pixel, so `finite` warns, naming the excess, and passes.
  @Test func anOpaqueColourTwoHalfStepsAboveOneWarns() throws {
    let metal = """
      [[ stitchable ]] half4 hot(float2 position, half4 color) {
          return half4(1.0h + 2.0h / 1024.0h, 0.0h, 0.0h, 1.0h);
      }

      """
    let results = try ShaderProofTests.run(metal, "\"hot\": {\"viewSize\": [8, 8]}")
    let finite = try ShaderProofTests.result(results, "shader.hot.finite")
    #expect(finite.status == .warned, "\(finite.findings.map(\.message))")
    let warning = try #require(finite.findings.first { $0.id == ShaderFindingKind.colourExcess.id })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("is 0.001953 (a channel above alpha)"), "\(warning.message)")
    #expect(warning.message.contains("at pixel (0, 0)"), "\(warning.message)")
  }

  /// Alpha 3 half-steps above 1 (an excess of 0.00293 > 0.5/255) fails, as a NaN does.
  @Test(arguments: [
    ("half4(0.0h, 0.0h, 0.0h, 1.0h + 3.0h / 1024.0h)", "alpha above 1 by 0.00293"),
    ("half4(0.5h, 0.0h, 0.0h, 0.49h)", "a channel above alpha by 0.0"),
    ("half4(half((position.x - position.x) / (position.y - position.y)))", "NaN or infinite"),
  ])
  func aVisibleOrNonFiniteColourFails(_ expression: String, _ expected: String) throws {
    let metal = """
      [[ stitchable ]] half4 bad(float2 position, half4 color) { return \(expression); }

      """
    let results = try ShaderProofTests.run(metal, "\"bad\": {\"viewSize\": [8, 8]}")
    let finite = try ShaderProofTests.result(results, "shader.bad.finite")
    #expect(finite.status == .failed)
    let messages = finite.findings.map(\.message).joined(separator: " | ")
    #expect(messages.contains(expected), "\(messages)")
    #expect(!finite.findings.contains { $0.id == ShaderFindingKind.colourExcess.id })
  }

  /// A NaN case does not shrink into an invalid colour: k = 10 is NaN, k = 1 (simpler) only
  /// invalid, so the shrunk case stays among the NaNs (k > 5.5), not at k = 1.
  @Test func shrinkingKeepsTheFailuresKind() throws {
    let metal = """
      [[ stitchable ]] half4 two(float2 position, half4 color, float k) {
          if (k > 5.5) { float z = position.x - position.x; return half4(half(z / z)); }
          if (k >= 1.0 && k <= 4.9) { return half4(1.0h, 1.0h, 1.0h, 0.5h); }
          return color;
      }

      """
    let results = try ShaderProofTests.run(
      metal, "\"two\": {\"viewSize\": [4, 4], \"arguments\": {\"k\": {\"range\": [0, 10]}}}")
    let finite = try ShaderProofTests.result(results, "shader.two.finite")
    #expect(finite.status == .failed)
    let example = try #require(finite.counterexample)
    #expect(example.original.note?.contains("NaN") == true, "\(example.original)")
    #expect(example.shrunk.note?.contains("NaN") == true, "\(example.shrunk)")
    #expect(example.shrunk.note?.contains("not valid premultiplied") == false, "\(example.shrunk)")
    #expect(!example.shrunk.value.hasPrefix("k = 1;"), "\(example.shrunk.value)")
  }

  /// A hang is never the counterexample of another failure: k = 10 hangs, k in [1, 4] is NaN.
  @Test func aHangIsNotTheCounterexampleOfANaN() throws {
    let metal = """
      [[ stitchable ]] half4 stall(float2 position, half4 color, float k) {
          if (k > 9.9) { volatile int t = 0; while (true) { t += 1; } }
          if (k >= 1.0 && k <= 4.0) { float z = position.x - position.x; return half4(half(z / z)); }
          return color;
      }

      """
    let results = try ShaderProofTests.run(
      metal, "\"stall\": {\"viewSize\": [4, 4], \"arguments\": {\"k\": {\"range\": [0, 10]}}}")
    let finite = try ShaderProofTests.result(results, "shader.stall.finite")
    #expect(finite.status == .failed)
    let example = try #require(finite.counterexample)
    #expect(example.original.note?.contains("NaN") == true, "\(example.original)")
    #expect(example.shrunk.note?.contains("hung") == false, "\(example.shrunk)")
  }

  /// `amplitude = 0` divides 0 by 0: the counterexample says it lies at the domain's edge.
  @Test func aCounterexampleAtTheDomainsEdgeSaysSo() throws {
    let metal = """
      [[ stitchable ]] half4 wave(float2 position, half4 color, float amplitude) {
          float t = (position.x - position.x) / amplitude;
          return color * half(1.0 + t);
      }

      """
    let results = try ShaderProofTests.run(
      metal,
      "\"wave\": {\"viewSize\": [4, 4], \"arguments\": {\"amplitude\": {\"range\": [0, 6]}}}")
    let finite = try ShaderProofTests.result(results, "shader.wave.finite")
    #expect(finite.status == .failed)
    let note = try #require(finite.counterexample?.shrunk.note)
    #expect(
      note.contains(
        "it lies at the edge of its domain: amplitude = 0 is the lower end of its range 0…6"),
      "\(note)")
    #expect(finite.findings.contains { $0.message.contains("at the edge of its domain") })
  }

  /// A counterexample on an argument whose domain init guessed says so (its review line,
  /// `arguments.amplitude: guessed from …`, is still in the entry); one read from the app's code
  /// (`arguments.amplitude: from the app's code (Slider …)`) does not.
  @Test func aCounterexampleOnAGuessedDomainSaysSo() throws {
    let metal = """
      [[ stitchable ]] half4 wave(float2 position, half4 color, float amplitude) {
          float t = (position.x - position.x) / amplitude;
          return color * half(1.0 + t);
      }

      """
    func note(_ review: String) throws -> String {
      let results = try ShaderProofTests.run(
        metal,
        "\"wave\": {\"viewSize\": [4, 4], \"arguments\": {\"amplitude\": {\"range\": [0, 6]}}, \"review\": [\"\(review)\"]}"
      )
      let finite = try ShaderProofTests.result(results, "shader.wave.finite")
      #expect(finite.status == .failed)
      return try #require(finite.counterexample?.shrunk.note)
    }
    let guessed = try note("arguments.amplitude: guessed from its name and type; set its range")
    #expect(
      guessed.contains("review the domain of `amplitude`: guessed, not read from the app's code"),
      "\(guessed)")
    let read = try note(
      "arguments.amplitude: from the app's code (Slider at App/V.swift:3: 0...6): check it")
    #expect(!read.contains("guessed"), "\(read)")
    #expect(
      ShaderEvaluation.guessNote(
        review: ["arguments.size: guessed from its name"], labels: ["size.x", "size.y", "k"])
        == "; review the domain of `size`: guessed, not read from the app's code")
  }

  /// A sample past the promise says what the user sees: inside the view, the view looks right
  /// drawn whole but reads unrendered content when partly drawn; outside, the edge or clear.
  @Test func aPromiseExceededSaysWhatTheUserSees() {
    let inside = ShaderEvaluation.onScreen(SIMD2(50, 20), view: SIMD2(100, 40))
    #expect(inside.hasPrefix("the sample is inside the view"))
    #expect(inside.contains("clipped, scrolled, or at its layer's edge"))
    for point in [SIMD2<Float>(-0.5, 20), SIMD2(100.5, 20), SIMD2(50, -1), SIMD2(50, 40.25)] {
      #expect(
        ShaderEvaluation.onScreen(point, view: SIMD2(100, 40)).hasPrefix(
          "the sample is outside the view"), "\(point)")
    }
  }

  /// Every message of every shader proof is one line, even where the child's message has
  /// several: a shader that prints two lines and leaves with `_exit(0)` is a runtime failure
  /// whose message carries what it printed.
  @Test func everyDiagnosticIsOneLine() throws {
    let metal = """
      #include <stdio.h>
      #include <unistd.h>
      [[ stitchable ]] half4 quit(float2 position, half4 color) {
          printf("first line\\nsecond line\\n");
          fflush(stdout);
          _exit(0);
          return color;
      }

      """
    let results = try ShaderProofTests.run(metal, "\"quit\": {\"viewSize\": [4, 4]}")
    #expect(results.count > 1)
    let finite = try ShaderProofTests.result(results, "shader.quit.finite")
    #expect(
      finite.findings.contains { $0.message.hasSuffix("first line; second line") },
      "\(finite.findings.map(\.message))")
    for result in results {
      for finding in result.findings {
        #expect(!finding.message.contains("\n"), "\(result.id): \(finding.message)")
      }
      for detail in result.details { #expect(!detail.contains("\n"), "\(result.id)") }
    }
    #expect(ShaderProof.oneLine("a\nb\r\n\nc\t d\n") == "a; b; c  d")
    #expect(ShaderProof.oneLine("plain") == "plain")
  }
}
