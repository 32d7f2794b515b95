import Foundation
import ProofEngine
import Testing

/// A box-wide bound for the certifier-refusal test: |dx| ≤ the box's largest |dx| parameter.
struct ShiftBound: OffsetBounding {
  func offsetBounds(_ box: [ProofInterval], parameterCount: Int, isLarge: Bool) -> OffsetBounds {
    OffsetBounds(bound: SIMD2(max(abs(box[0].lower), abs(box[0].upper)), 0))
  }
}

/// The wave of the user package: x moves by amplitude · sin(y/20 + 3·time).
func waveSource(_ wave: WaveArguments, _ pixel: SIMD2<Double>) -> SIMD2<Double> {
  SIMD2(pixel.x + wave.amplitude * sin(pixel.y / 20 + 3 * wave.time), pixel.y)
}

@Suite("SampleOffsetPromise over named parameters")
struct NamedPromiseTests {
  static func wave(
    _ parameters: [NamedParameter<WaveArguments>],
    promise: @escaping @Sendable (WaveArguments) -> SIMD2<Double>
  ) -> SampleOffsetPromise {
    SampleOffsetPromise(
      id: "test.wave", parameters: parameters, pixels: PixelRegion(width: 60, height: 400),
      promise: promise, distortion: waveSource)
  }

  static let options: PromiseProofOptions = {
    var options = PromiseProofOptions.standard
    options.sobolPoints = 512
    options.polishedPerAxis = 2
    return options
  }()

  @Test func theWaveHoldsItsAmplitudeAndFailsHalfAPointLessInEitherOrder() throws {
    // Closed form: sup over cases of |A·sin(·)| − promise(A) is 0 for promise A (|sin| = 1
    // is reached on every column, since y spans 400 pt > 2π·20), and 0.5 for A − 0.5.
    let orders: [([NamedParameter<WaveArguments>], [String])] = [
      ([.init(\.time, 0...2), .init(\.amplitude, 4...8)], ["time", "amplitude"]),
      ([.init(\.amplitude, 4...8), .init(\.time, 0...2)], ["amplitude", "time"]),
    ]
    for (parameters, names) in orders {
      let holds = try Self.wave(parameters) { SIMD2($0.amplitude, 0) }.prove(Self.options)
      #expect(holds.holds, "\(holds)")
      #expect(holds.x.margin > -1e-9 && holds.x.margin < 1e-6, "\(holds)")
      let short = try Self.wave(parameters) { SIMD2($0.amplitude - 0.5, 0) }.prove(Self.options)
      #expect(!short.holds)
      #expect(abs(short.x.margin - -0.5) < 1e-6, "\(short)")
      // The report names the case by the parameters' names, in the listed order.
      #expect(short.parameterNames == names)
      let argmax = try #require(short.x.argmax)
      let amplitude = argmax.parameters[names.firstIndex(of: "amplitude") ?? 0]
      #expect(short.description.contains("amplitude = \(amplitude)"), "\(short)")
    }
  }

  @Test func aListWithAProblemIsThrownWithTheParametersName() {
    let twice = Self.wave([.init(\WaveArguments.time, 0...2), .init(\.time, 0...1)]) {
      SIMD2($0.amplitude, 0)
    }
    #expect(
      throws: PromiseError.invalidParameter(
        name: "time", reason: "is named twice (parameters 1 and 2)")
    ) { try twice.prove() }
    let unset = Self.wave([.init(\WaveArguments.time, 0...2)]) { SIMD2($0.amplitude, 0) }
    #expect {
      try unset.prove()
    } throws: { error in
      guard case PromiseError.invalidParameter(let name, let reason) = error else { return false }
      return name == "amplitude" && reason.contains("is set by no parameter")
    }
    let inverted = Self.wave([
      .init(\WaveArguments.time, lower: 2, upper: 0), .init(\.amplitude, fixed: 8),
    ]) { SIMD2($0.amplitude, 0) }
    #expect(
      throws: PromiseError.invalidParameter(
        name: "time", reason: "the range is inverted (2.0 > 0.0)")
    ) { try inverted.prove() }
    let proof = PromiseProof(fact: "—", promise: unset)
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.findings.map(\.engineKind) == [.promiseInput])
    #expect(result.findings.first?.message.hasPrefix("invalid parameter range 'amplitude'") == true)
  }

  @Test func aPerCasePromiseIsRefusedByTheCertifierNotCertified() throws {
    var promise = SampleOffsetPromise(
      id: "test.certified", parameters: [ParameterRange("dx", 0...4)],
      pixels: PixelRegion(width: 4, height: 4), promise: SIMD2(4, 0),
      samples: { parameters, pixel in [pixel + SIMD2(parameters[0], 0)] },
      geometry: ShiftBound())
    // Constant: certified (bound 4 ≤ 4).
    #expect(try promise.prove().x.verdict == .certified)
    // Per case: refused, with the reason, rather than certifying 4 against a smaller bound.
    promise.promise = .perCase { SIMD2($0[0] * 0.5, 0) }
    #expect {
      try promise.prove()
    } throws: { error in
      guard case PromiseError.invalidPromise(let reason) = error else { return false }
      return reason.hasPrefix("a promise that depends on the arguments cannot be certified")
    }
    promise.geometry = nil
    promise.closedForm = SIMD2(4, 0)
    #expect {
      try promise.prove()
    } throws: { error in
      guard case PromiseError.invalidPromise(let reason) = error else { return false }
      return reason.hasPrefix("a closed form is the supremum of the offset")
    }
  }

  @Test func thePositionalFormTakesAPerCasePromiseToo() throws {
    var promise = SampleOffsetPromise(
      id: "test.positional", parameters: [ParameterRange("dx", -2...3)],
      pixels: PixelRegion(width: 4, height: 4), promise: SIMD2(0, 0),
      distortion: { parameters, pixel in pixel + SIMD2(parameters[0], 0) })
    promise.promise = .perCase { SIMD2(0.5 * abs($0[0]), 0) }
    let report = try promise.prove()
    // room = −0.5·|dx|, least at dx = 3: −1.5.
    #expect(abs(report.x.margin - -1.5) < 1e-9, "\(report)")
    #expect(promise.promise.dependsOnArguments)
    #expect("\(promise.promise)" == "depends on the arguments")
    #expect("\(PromisedOffset.constant(SIMD2(8, 0)))" == "(8.0, 0.0)")
  }
}
