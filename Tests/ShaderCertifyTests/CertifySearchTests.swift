import EffectProofBase
import EffectProofTestSupport
import Foundation
import MetalCPU
import ShaderIR
import Testing

@testable import ShaderCertify

/// The branch and bound over boxes of pixels × arguments, on compiled distortions: a correct
/// one certified, a bug found only near the end of an argument's range as a counterexample,
/// and a bound that cannot be decided left undecided with its share.
@Suite struct CertifySearchTests {
  /// A distortion's search: pixel columns and rows of a `width` × `height` pt view at `scale`,
  /// then one dimension per float argument, against a promise of `promise` points per axis.
  static func search(
    _ file: String, _ function: String, width: Double, height: Double, scale: Double,
    arguments: [CertifyAxis], promise: (x: Double, y: Double), budget: Int = 4000
  ) throws -> CertifyOutcome {
    let (module, found) = try AbstractRunTests.ir(file, function)
    let assessor = SamplePromiseAssessor(
      run: AbstractRun(module: module, function: found), kind: .distortion)
    let root = CertifyBox(
      axes: [
        CertifyAxis(
          label: "pixel x", lower: 0, upper: (width * scale).rounded(.up) - 1, isDiscrete: true),
        CertifyAxis(
          label: "pixel y", lower: 0, upper: (height * scale).rounded(.up) - 1, isDiscrete: true),
      ] + arguments)
    let promised = (x: RealInterval(exactly: promise.x), y: RealInterval(exactly: promise.y))
    return CertifySearch(budget: budget, timeLimit: 60).run(root) { box in
      var inputs = CertifyInputs(
        columns: Int(box.axes[0].lower)...Int(box.axes[0].upper),
        rows: Int(box.axes[1].lower)...Int(box.axes[1].upper), scale: scale)
      var values: [AbstractValue] = [.lanes(inputs.lanes.map { .float($0) })]
      for index in 2..<box.axes.count {
        values.append(
          .float(inputs.argument(index, lower: box.axes[index].lower, upper: box.axes[index].upper))
        )
      }
      return assessor.assess(inputs: inputs, arguments: values, promise: promised)
    }
  }

  static let header = AbstractRunTests.header

  /// A squash within 8 pt for progress up to 0.985, and 18 pt at the top of the view past it.
  static let squash =
    header + """
      [[ stitchable ]] float2 squash(float2 position, float progress, float impact) {
        float k = progress > 0.985 ? 18.0 : 8.0;
        float dy = k * impact * (1.0 - position.y / 200.0);
        return float2(position.x, position.y + dy);
      }

      """

  @Test func theExampleWaveIsCertifiedWithinItsAmplitude() throws {
    let started = Date()
    let outcome = try Self.search(
      RepositoryFixtures.path("ExampleApp/Shaders/Wave.metal"), "wave", width: 320, height: 120,
      scale: 3,
      arguments: [
        CertifyAxis(label: "amplitude", lower: 0, upper: 8),
        CertifyAxis(label: "wavelength", lower: 10, upper: 80),
        CertifyAxis(label: "phase", lower: 0, upper: 6.2832),
      ], promise: (0, 8))
    print(
      "wave: \(outcome.verdict) held \(outcome.held.boxes) boxes, measures \(outcome.held.measures), \(outcome.assessments) runs, \(Date().timeIntervalSince(started)) s"
    )
    guard case .certified = outcome.verdict else {
      Issue.record("not certified: \(outcome.verdict)")
      return
    }
    #expect(outcome.held.measures[0] <= 1e-30)
    // 8 pt, fast sin's 2⁻¹³ of it and roundings: within the certificate's slack of 8 · 2⁻¹².
    #expect(outcome.held.measures[1] >= 8 && outcome.held.measures[1] <= 8 + 8 * 0x1p-12)
  }

  @Test func aSquashPastItsPromiseNearTheEndOfProgressIsACounterexample() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Squash.metal", Self.squash)
    let outcome = try Self.search(
      file, "squash", width: 100, height: 200, scale: 2,
      arguments: [
        CertifyAxis(label: "progress", lower: 0, upper: 1),
        CertifyAxis(label: "impact", lower: 0, upper: 1),
      ], promise: (0, 8))
    guard case .counterexample(let witness, let assessment) = outcome.verdict else {
      Issue.record("no counterexample: \(outcome.verdict)")
      return
    }
    print("squash: witness \(witness), assessment \(assessment), \(outcome.assessments) runs")
    #expect(witness.isPoint)
    #expect(witness.axes[2].lower > 0.985, "\(witness)")
    #expect(assessment.lower > 0)
    // The witness replays on the CPU runtime: its arguments move some pixel past 8 pt.
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(
        function: "squash", width: 100, height: 200, scale: 2,
        arguments: witness.axes.dropFirst(2).map { .float(Float($0.lower)) }, jobs: 1))
    #expect(result.samples.maxOffset.y > 8.5, "\(result.samples.maxOffset)")
  }

  @Test func theSameSquashBelowItsBugIsCertified() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Squash.metal", Self.squash)
    // progress only up to 0.98: the 18 is never taken, and the bound is 8 at the top row.
    let outcome = try Self.search(
      file, "squash", width: 100, height: 200, scale: 2,
      arguments: [
        CertifyAxis(label: "progress", lower: 0, upper: 0.98),
        CertifyAxis(label: "impact", lower: 0, upper: 1),
      ], promise: (0, 8))
    guard case .certified = outcome.verdict else {
      Issue.record("not certified: \(outcome.verdict)")
      return
    }
    #expect(outcome.held.measures[1] <= 8 + 8 * 0x1p-12, "\(outcome.held.measures)")
    #expect(abs(outcome.held.share - 1) < 1e-9, "\(outcome.held.share)")
  }

  @Test func aBoundTheBudgetCannotDecideIsUndecidedWithItsShare() throws {
    let folder = try TemporaryFolder()
    // x − floor(x) is below 1, but over a box of pixels its bound is not: only single pixels
    // decide it, far more than a budget of 12 runs reaches.
    let file = try folder.write(
      "Fract.metal",
      Self.header + """
        [[ stitchable ]] float2 stripes(float2 position, float amount) {
          float t = position.x / 7.0;
          return float2(position.x, position.y + amount * (t - floor(t)));
        }

        """)
    let outcome = try Self.search(
      file, "stripes", width: 300, height: 100, scale: 2,
      arguments: [CertifyAxis(label: "amount", lower: 0, upper: 6)], promise: (0, 6),
      budget: 12)
    guard case .undecided(let boxes, let share) = outcome.verdict else {
      Issue.record("decided: \(outcome.verdict)")
      return
    }
    #expect(!boxes.isEmpty)
    #expect(share > 0 && share <= 1)
    #expect(abs(share + outcome.held.share - 1) < 1e-9, "\(share) + \(outcome.held.share)")
    #expect(outcome.assessments >= 12)
  }

  @Test func aLayerEffectsSamplesAreEachHeldToThePromise() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Smear.metal",
      Self.header + """
        [[ stitchable ]] half4 smear(float2 position, SwiftUI::Layer layer, float reach, float angle) {
          half4 a = layer.sample(position);
          half4 b = layer.sample(position + reach * float2(cos(angle), sin(angle)));
          half4 c = layer.sample(position - float2(0, reach * 0.5));
          return (a + b + c) / 3.0h;
        }

        """)
    let (module, found) = try AbstractRunTests.ir(file, "smear")
    let assessor = SamplePromiseAssessor(
      run: AbstractRun(module: module, function: found), kind: .layer)
    let root = CertifyBox(axes: [
      CertifyAxis(label: "pixel x", lower: 0, upper: 159, isDiscrete: true),
      CertifyAxis(label: "pixel y", lower: 0, upper: 79, isDiscrete: true),
      CertifyAxis(label: "reach", lower: 0, upper: 10),
      CertifyAxis(label: "angle", lower: 0, upper: 3),
    ])
    func outcome(promise: Double) -> CertifyOutcome {
      CertifySearch(budget: 2000, timeLimit: 60).run(root) { box in
        var inputs = CertifyInputs(
          columns: Int(box.axes[0].lower)...Int(box.axes[0].upper),
          rows: Int(box.axes[1].lower)...Int(box.axes[1].upper), scale: 2)
        let reach = inputs.argument(2, lower: box.axes[2].lower, upper: box.axes[2].upper)
        let angle = inputs.argument(3, lower: box.axes[3].lower, upper: box.axes[3].upper)
        return assessor.assess(
          inputs: inputs,
          arguments: [
            .lanes(inputs.lanes.map { .float($0) }), .pointer("layer"), .float(reach),
            .float(angle),
          ],
          promise: (RealInterval(exactly: promise), RealInterval(exactly: promise)))
      }
    }
    let kept = outcome(promise: 10)
    guard case .certified = kept.verdict else {
      Issue.record("not certified: \(kept.verdict)")
      return
    }
    #expect(kept.held.measures[0] <= 10 + 10 * 0x1p-12, "\(kept.held.measures)")
    // Half the reach on y is not enough: cos(0) · 10 on x, sin(1.57) · 10 on y.
    guard case .counterexample(let witness, _) = outcome(promise: 5).verdict else {
      Issue.record("no counterexample at 5 pt: \(outcome(promise: 5).verdict)")
      return
    }
    #expect(witness.axes[2].lower > 5, "\(witness)")
  }

  @Test func aBranchTakenOnlyNearTheEndOfAnArgumentIsACounterexample() throws {
    let folder = try TemporaryFolder()
    // Two samples on one side, one on the other: a real branch (calls are not speculated).
    let file = try folder.write(
      "Flash.metal",
      Self.header + """
        [[ stitchable ]] half4 flash(float2 position, SwiftUI::Layer layer, float progress) {
          if (progress > 0.99) {
            return layer.sample(position + float2(0, 14)) * 0.5h + layer.sample(position) * 0.5h;
          }
          return layer.sample(position + float2(0, 6 * progress));
        }

        """)
    let (module, found) = try AbstractRunTests.ir(file, "flash")
    #expect(found.blocks.count > 1, "no branch: \(found.blocks.count) block")
    let assessor = SamplePromiseAssessor(
      run: AbstractRun(module: module, function: found), kind: .layer)
    func outcome(_ upper: Double) -> CertifyOutcome {
      let root = CertifyBox(axes: [
        CertifyAxis(label: "pixel x", lower: 0, upper: 99, isDiscrete: true),
        CertifyAxis(label: "pixel y", lower: 0, upper: 99, isDiscrete: true),
        CertifyAxis(label: "progress", lower: 0, upper: upper),
      ])
      return CertifySearch(budget: 2000, timeLimit: 60).run(root) { box in
        var inputs = CertifyInputs(
          columns: Int(box.axes[0].lower)...Int(box.axes[0].upper),
          rows: Int(box.axes[1].lower)...Int(box.axes[1].upper), scale: 1)
        let progress = inputs.argument(2, lower: box.axes[2].lower, upper: box.axes[2].upper)
        return assessor.assess(
          inputs: inputs,
          arguments: [
            .lanes(inputs.lanes.map { .float($0) }), .pointer("layer"), .float(progress),
          ],
          promise: (RealInterval(exactly: 8), RealInterval(exactly: 8)))
      }
    }
    guard case .counterexample(let witness, _) = outcome(1).verdict else {
      Issue.record("no counterexample: \(outcome(1).verdict)")
      return
    }
    #expect(witness.axes[2].lower > 0.99, "\(witness)")
    guard case .certified = outcome(0.98).verdict else {
      Issue.record("not certified below the branch: \(outcome(0.98).verdict)")
      return
    }
  }

  @Test func aVectorMinNarrowsEachLaneItClamps() throws {
    // min(float2, 3) compiles to a vector select on a vector compare: each lane narrowed by its
    // own compare, the offset is at most 3 on each axis (without it, the hull of a and 3: 10).
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Spread.metal",
      Self.header + """
        [[ stitchable ]] float2 spread(float2 position, float a, float b) {
          return position + min(float2(a, b), float2(3.0));
        }

        """)
    let outcome = try Self.search(
      file, "spread", width: 40, height: 40, scale: 1,
      arguments: [
        CertifyAxis(label: "a", lower: 0, upper: 10), CertifyAxis(label: "b", lower: 0, upper: 10),
      ], promise: (3, 3), budget: 200)
    guard case .certified = outcome.verdict else {
      Issue.record("not certified: \(outcome.verdict)")
      return
    }
    #expect(outcome.held.measures.allSatisfy { $0 <= 3 + 3 * 0x1p-12 }, "\(outcome.held.measures)")
  }

  @Test func aLayerEffectThatNeverReturnsIsNoEvidence() throws {
    // No path reaches a return, so no sample is taken: the box must not hold by having nothing
    // in it.
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Never.metal",
      Self.header + """
        [[ stitchable ]] half4 never(float2 position, SwiftUI::Layer layer) {
          __builtin_unreachable();
        }

        """)
    let (module, found) = try AbstractRunTests.ir(file, "never")
    let assessor = SamplePromiseAssessor(
      run: AbstractRun(module: module, function: found), kind: .layer)
    let inputs = CertifyInputs(columns: 0...9, rows: 0...9, scale: 1)
    let assessment = assessor.assess(
      inputs: inputs, arguments: [.lanes(inputs.lanes.map { .float($0) }), .pointer("layer")],
      promise: (RealInterval(exactly: 0), RealInterval(exactly: 0)))
    #expect(!assessment.holds, "\(assessment)")
    #expect(!assessment.fails, "\(assessment)")
  }
}
