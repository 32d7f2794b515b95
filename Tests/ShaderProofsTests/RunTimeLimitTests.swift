import EffectProof
import Foundation
import LocatedJSON
import MetalCPU
import ProofEngine
import Testing

@testable import ShaderProofs

/// The per-run time limit (docs/shader-proofs.md, "Time limit"): it scales with the run's work,
/// a run still advancing at it is too slow (never a pass, never a hang), and a loop that does
/// not end is a hang by its progress, whatever the limit.
@Suite struct RunTimeLimitTests {
  /// A 31 × 31 box blur as apps write it (a loop of `layer.sample` over a square kernel,
  /// averaged), reaching `radius` points: at 15 it samples 15 pt away, past a 10 pt promise.
  /// 961 samples a pixel: about 38 million a run over 200 × 200 pt.
  static let blur = """
    [[ stitchable ]] half4 boxBlur(float2 position, SwiftUI::Layer layer, float radius) {
        half4 sum = half4(0.0h);
        for (int j = -15; j <= 15; j++) {
            for (int i = -15; i <= 15; i++) {
                sum += layer.sample(position + float2(i, j) * (radius / 15.0));
            }
        }
        return sum / 961.0h;
    }

    """

  static func blurEntry(limit: Double) -> String {
    """
    "boxBlur": {"viewSize": [200, 200], "scale": 1, "arguments": {"radius": 15},
                "maxSampleOffset": [10, 10], "runTimeLimit": \(limit)}
    """
  }

  /// With room to finish, the blur's 15 pt samples fail its 10 pt promise, saying what the
  /// user sees.
  @Test func aSlowBlurPastItsPromiseFailsWhenTheLimitAllowsIt() throws {
    let results = try ShaderProofTests.run(Self.blur, Self.blurEntry(limit: 600))
    let promise = try ShaderProofTests.result(results, "shader.boxBlur.samplePromise")
    #expect(promise.status == .failed)
    let finding = try #require(
      promise.findings.first { $0.engineKind == .promise }, "\(promise.findings)")
    #expect(finding.message.contains("promise exceeded by 5"), "\(finding.message)")
    #expect(finding.message.contains("on screen: the sample is"), "\(finding.message)")
    #expect(!promise.findings.contains { $0.id == ShaderFindingKind.tooSlow.id })
    let finite = try ShaderProofTests.result(results, "shader.boxBlur.finite")
    #expect(finite.status == .passed, "\(finite.findings.map(\.message))")
  }

  /// At a limit it cannot meet, the same blur is too slow: every proof fails as unproven,
  /// naming the option and the rate, and none calls it a hang or passes it; samplePromise
  /// does not read the missing samples as a shader that never samples.
  @Test func theSameBlurUnderATightLimitIsTooSlowNotAHangNorAPass() throws {
    let results = try ShaderProofTests.run(Self.blur, Self.blurEntry(limit: 0.1))
    for id in ["shader.boxBlur.finite", "shader.boxBlur.samplePromise", "shader.boxBlur.reads"] {
      let result = try ShaderProofTests.result(results, id)
      #expect(result.status == .failed, "\(id)")
      let slow = try #require(
        result.findings.first { $0.id == ShaderFindingKind.tooSlow.id }, "\(id): \(result.findings)"
      )
      #expect(
        slow.message.contains("too slow for the 0.1 s time limit, not hung"), "\(slow.message)")
      #expect(slow.message.contains("--run-time-limit"), "\(slow.message)")
      #expect(slow.message.contains("Mpixel/s"), "\(slow.message)")
      #expect(!result.findings.contains { $0.message.contains("stopped advancing") }, "\(id)")
      #expect(!result.findings.contains { $0.message.contains("needs no maxSampleOffset") })
      #expect(result.counterexample == nil, "\(id): a slow run is no counterexample")
    }
  }

  /// A loop that never ends is a hang, found by its progress, long before a generous limit:
  /// `finite` fails on it, and samplePromise, which saw no sample, fails as unproven rather
  /// than warning that the shader needs no maxSampleOffset.
  @Test func aLoopThatNeverEndsIsAHangFoundByItsProgress() throws {
    let metal = """
      [[ stitchable ]] half4 spin(float2 position, SwiftUI::Layer layer, float speed) {
          volatile float t = speed;
          while (true) { t = t + 1.0; }
          return layer.sample(position + float2(t, 0));
      }

      """
    let started = Date()
    let results = try ShaderProofTests.run(
      metal,
      """
      "spin": {"viewSize": [16, 16], "arguments": {"speed": 1}, "maxSampleOffset": [1, 1],
               "runTimeLimit": 120}
      """)
    let elapsed = Date().timeIntervalSince(started)
    // Each run is stopped 3 s after its last pixel (its limit is 120 s): two runs, then a few
    // seconds for the child's report and the shrink's skip.
    #expect(elapsed < 60, "\(elapsed) s: the hang waited for the limit")
    let finite = try ShaderProofTests.result(results, "shader.spin.finite")
    #expect(finite.status == .failed)
    let note = try #require(finite.counterexample?.original.note)
    #expect(note.contains("spin hung: it stopped advancing"), "\(note)")
    #expect(!finite.findings.contains { $0.id == ShaderFindingKind.tooSlow.id })
    let promise = try ShaderProofTests.result(results, "shader.spin.samplePromise")
    #expect(promise.status == .failed)
    #expect(!promise.findings.contains { $0.message.contains("needs no maxSampleOffset") })
    #expect(promise.findings.contains { $0.id == ShaderFindingKind.notFinished.id })
  }

  /// The limit's closed form: base × max(1, pixels × samples a pixel / 2²²), at most a day.
  @Test func theLimitScalesWithTheWork() {
    #expect(ShaderRunTimeLimit.seconds(base: nil, pixels: 1 << 22, samplesPerPixel: 1) == 10)
    #expect(ShaderRunTimeLimit.seconds(base: nil, pixels: 1000, samplesPerPixel: 0) == 10)
    #expect(ShaderRunTimeLimit.seconds(base: 2, pixels: 1 << 22, samplesPerPixel: 961) == 1922)
    #expect(ShaderRunTimeLimit.seconds(base: 10, pixels: 1 << 23, samplesPerPixel: 1) == 20)
    #expect(ShaderRunTimeLimit.seconds(base: 10, pixels: 1 << 30, samplesPerPixel: 1e6) == 86_400)
    #expect(ShaderRunTimeLimit.seconds(base: .nan, pixels: 1, samplesPerPixel: .nan) == 10)
    #expect(ShaderRunTimeLimit.seconds(base: -1, pixels: -5, samplesPerPixel: -.infinity) == 10)
  }

  /// `runTimeLimit` outside 0.1…86400, or not a number, is an error at its JSON path.
  @Test(arguments: ["0", "-1", "0.05", "90000", "\"ten\"", "null"])
  func aBadRunTimeLimitIsAConfigError(_ value: String) throws {
    let error = #expect(throws: (any Error).self) {
      _ = try ShaderProofTests.run(
        "[[ stitchable ]] half4 tint(float2 position, half4 color) { return color; }\n",
        "\"tint\": {\"viewSize\": [4, 4], \"runTimeLimit\": \(value)}")
    }
    let text = "\(error.map { "\($0)" } ?? "")"
    #expect(text.contains("runTimeLimit"), "\(text)")
  }
}
