import EffectMath
import Foundation
import GSL
import ProofEngine

/// A gyroscope filter under test: a fresh filter with smoothing factor α, fed `samples` in
/// order, returning the smoothed attitude after each one.
typealias TiltGyroscopeRun =
  @Sendable (_ smoothingFactor: Double, _ samples: [GyroscopeSample]) -> [GyroscopeSample]

extension TiltProofs {
  /// The smoothing factors the settling and overshoot proofs sweep; the default 0.1 first.
  static let smoothingFactors = [GyroscopeTilt.defaultSmoothingFactor, 0.05, 0.2, 0.3]

  // MARK: - tilt.gyroscopeClamp

  static let gyroscopeClampFact =
    "Trading card: roll and pitch are clamped, then smoothed at 60 Hz; the clamp (±15°) is "
    + "this library's default, the seed says only \"clamped and smoothed\"."

  /// `tilt.gyroscopeClamp` for a filter clamping to ±`maxAngle` degrees.
  ///
  /// Without smoothing (α = 1) one reading gives exactly `clamp(reading)` (a NaN axis keeps
  /// its value); with the default α = 0.1, 150 readings (2.5 s) stay within ±maxAngle and end
  /// within `|clamp| · 0.9¹⁵⁰` of the clamped reading. Cases: roll and pitch −100…100 every
  /// 5° with ±15 and 0 to the ulp (±10³⁰⁰ and non-finite on the edges). Headline margin:
  /// `max |output| − maxAngle` in degrees.
  static func gyroscopeClamp(maxAngle: Double, run: @escaping TiltGyroscopeRun) -> any Proof {
    let axis = CardThresholdDomain(
      -100...100, step: 5, thresholds: [-maxAngle, maxAngle, 0], far: [1e300, -1e300])
    let holds = 150
    let residual = pow(1 - GyroscopeTilt.defaultSmoothingFactor, Double(holds))
    return PropertyProof(
      id: "tilt.gyroscopeClamp", title: "Each reading is clamped to ±15° before smoothing",
      fact: gyroscopeClampFact, domain: ProductDomain2(axis, axis),
      strategy: .sequence([
        .grid, .edgeBiased(count: 3000, edgeShare: 0.4, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("beyond the clamp", atLeast: 0.3) { roll, pitch in
          abs(roll) > maxAngle || abs(pitch) > maxAngle
        }
      ]
    ) { roll, pitch in
      let reading = GyroscopeSample(rollDegrees: roll, pitchDegrees: pitch)
      // The clamp written out; a NaN axis is a dropped reading and keeps the level 0.
      let roll0 = roll.isNaN ? 0 : CardProofCheck.clamp(roll, -maxAngle, maxAngle)
      let pitch0 = pitch.isNaN ? 0 : CardProofCheck.clamp(pitch, -maxAngle, maxAngle)
      var checks: [PropertyOutcome] = []
      let direct = run(1, [reading]).last ?? .level
      checks.append(CardProofCheck.agree(direct.rollDegrees, roll0, within: 0, "α = 1 roll"))
      checks.append(CardProofCheck.agree(direct.pitchDegrees, pitch0, within: 0, "α = 1 pitch"))
      let smoothed = run(
        GyroscopeTilt.defaultSmoothingFactor, Array(repeating: reading, count: holds))
      var largest = 0.0
      for output in smoothed {
        largest = max(largest, abs(output.rollDegrees), abs(output.pitchDegrees))
        if output.rollDegrees.isNaN || output.pitchDegrees.isNaN { largest = .nan }
      }
      checks.append(.expect(largest, atMost: maxAngle, "max |smoothed|"))
      let last = smoothed.last ?? .level
      checks.append(
        CardProofCheck.agree(
          last.rollDegrees, roll0, within: abs(roll0) * residual + 1e-12, "roll after 2.5 s"))
      checks.append(
        CardProofCheck.agree(
          last.pitchDegrees, pitch0, within: abs(pitch0) * residual + 1e-12, "pitch after 2.5 s"))
      return .all(checks)
    }
  }

  // MARK: - tilt.gyroscopeSettles

  static let gyroscopeSettlesFact =
    "Trading card: motion updates at 60 frames a second; with the default α = 0.1 a step "
    + "settles within 0.1 % in 66 samples = 1.1 s (within 2 % in 38), the stated settling time."

  /// `tilt.gyroscopeSettles` for a filter clamping to ±`maxAngle` and its stated settling
  /// count `statedSamples(α, tolerance)`.
  ///
  /// The oracle is GSL's rk8pd ODE solution of the continuous filter `e′ = e · ln(1 − α) / Δt`,
  /// `e(0) = 1` (the step's remaining fraction), sampled at every 1/60 s: the first sample
  /// where it is within the tolerance is the settling count the stated one must equal, and the
  /// filter's own remaining fraction must match it at every sample. Cases: a step from level
  /// to −40…40° (clamped to ±15; ±15 and 0 to the ulp) × tolerance 0.001, 0.02, 0.05, 0.1 ×
  /// α = 0.1, 0.05, 0.2, 0.3. Headline margin: the remaining fraction at the stated time minus
  /// the tolerance.
  static func gyroscopeSettles(
    maxAngle: Double, run: @escaping TiltGyroscopeRun,
    statedSamples: @escaping @Sendable (_ smoothingFactor: Double, _ tolerance: Double) -> Int?
  ) -> any Proof {
    // No ulps around 0: a subnormal step is below what α · step can resolve (it underflows),
    // so it settles only in absolute terms; 0 itself is on the grid.
    let steps = CardThresholdDomain(-40...40, step: 1, thresholds: [-maxAngle, maxAngle])
    let tolerances = CardProofCheck.choices(
      GyroscopeTilt.defaultSettlingTolerance, [0.02, 0.05, 0.1])
    let factors = CardProofCheck.choices(smoothingFactors[0], Array(smoothingFactors.dropFirst()))
    let samples = 240
    let continuous = continuousStepResponse(samples: samples)
    return PropertyProof(
      id: "tilt.gyroscopeSettles", title: "A step settles inside the stated time",
      fact: gyroscopeSettlesFact, domain: ProductDomain3(steps, tolerances, factors),
      strategy: .sequence([.grid, .random(count: 2000)]),
      coverage: [
        CoverageRequirement("the default α and tolerance", atLeast: 0.05) { _, tolerance, alpha in
          tolerance == GyroscopeTilt.defaultSettlingTolerance
            && alpha == GyroscopeTilt.defaultSmoothingFactor
        }
      ]
    ) { target, tolerance, alpha in
      guard let stated = statedSamples(alpha, tolerance), stated >= 0, stated < samples else {
        return .fail("no settling count below \(samples) samples for α = \(alpha)", margin: 1)
      }
      let oracle: [Double]
      switch continuous[alpha] {
      case .success(let values)?: oracle = values
      case .failure(let error)?:
        return TimingProofs.oracleFailed(error, "the continuous step response for α = \(alpha)")
      case nil: return .fail("no continuous step response for α = \(alpha)", margin: 1)
      }
      let settled = oracle.firstIndex { $0 <= tolerance } ?? samples
      let clamped = CardProofCheck.clamp(target, -maxAngle, maxAngle)
      let outputs = run(
        alpha,
        Array(
          repeating: GyroscopeSample(rollDegrees: target, pitchDegrees: -target), count: samples))
      guard clamped != 0 else {
        let largest = outputs.map { max(abs($0.rollDegrees), abs($0.pitchDegrees)) }.max() ?? 0
        return CardProofCheck.require(largest == 0, "a step of 0 moves the card by \(largest)°")
      }
      // The remaining fraction of the step after each sample, per axis (n = 0 is the start).
      let remaining =
        [1.0]
        + outputs.map {
          max(abs($0.rollDegrees - clamped), abs($0.pitchDegrees + clamped)) / abs(clamped)
        }
      var checks: [PropertyOutcome] = [
        .expect(
          remaining[stated], atMost: tolerance,
          "remaining fraction after the stated \(stated) samples"),
        CardProofCheck.require(
          stated == settled,
          "stated \(stated) samples, the continuous filter settles at \(settled)"),
      ]
      for n in 1..<remaining.count {
        if abs(remaining[n] - oracle[n]) > 1e-8 {
          checks.append(
            .fail(
              "sample \(n): remaining \(remaining[n]), continuous filter \(oracle[n])",
              margin: abs(remaining[n] - oracle[n])))
          break
        }
        if remaining[n] > remaining[n - 1] || (n > stated && remaining[n] > tolerance) {
          checks.append(
            .fail("sample \(n): remaining \(remaining[n]) after \(remaining[n - 1])", margin: 1))
          break
        }
      }
      return .all(checks)
    }
  }

  /// The continuous filter's remaining fraction `e(n Δt)` for each smoothing factor, from
  /// GSL's ODE driver on `e′ = e · ln(1 − α) / Δt`, `e(0) = 1`, at `n = 0…samples`. A factor
  /// whose solve fails keeps its `GSLError`, which the cases with that factor report.
  static func continuousStepResponse(samples: Int) -> [Double: Result<[Double], GSLError>] {
    let interval = 1 / GyroscopeTilt.sampleRateHertz
    var table: [Double: Result<[Double], GSLError>] = [:]
    for alpha in smoothingFactors {
      let rate = log1p(-alpha) / interval
      let times = (1...samples).map { Double($0) * interval }
      do throws(GSLError) {
        let solution = try ODESolver.solve(
          from: 0, initialState: [1], at: times, absoluteTolerance: 1e-13,
          relativeTolerance: 1e-11, { _, state in [rate * state[0]] })
        table[alpha] = .success([1] + solution.map { $0.state[0] })
      } catch {
        table[alpha] = .failure(error)
      }
    }
    return table
  }

  // MARK: - tilt.gyroscopeNoOvershoot

  static let gyroscopeNoOvershootFact =
    "Trading card: the smoothed attitude is a low-pass of the clamped readings, so it stays "
    + "within the clamp and moves toward each reading without passing it."

  /// `tilt.gyroscopeNoOvershoot` for a filter clamping to ±`maxAngle`.
  ///
  /// Cases: 180-sample reading streams drawn from the case's stream number (held steps of 1 to
  /// 40 samples: uniform −40…40°, exactly ±15 or 0, NaN, ±∞ and ±10³⁰⁰) × α = 0.1, 0.05, 0.2,
  /// 0.3, 0.9, 1. Each output must lie between the previous output and the clamped reading
  /// (a NaN axis holds), within ±maxAngle, and approach a held reading monotonically. Headline
  /// margin: the largest overshoot in degrees (0 when an output lands on its reading).
  static func gyroscopeNoOvershoot(maxAngle: Double, run: @escaping TiltGyroscopeRun) -> any Proof {
    let factors = CardProofCheck.choices(
      smoothingFactors[0], Array(smoothingFactors.dropFirst()) + [0.9, 1])
    return PropertyProof(
      id: "tilt.gyroscopeNoOvershoot", title: "The smoothed attitude never passes a reading",
      fact: gyroscopeNoOvershootFact,
      domain: ProductDomain2(IntegerRangeDomain(0...999_999), factors),
      strategy: .sequence([.random(count: 3000)])
    ) { stream, alpha in
      let readings = readingStream(UInt64(stream), count: 180, maxAngle: maxAngle)
      let outputs = run(alpha, readings)
      guard outputs.count == readings.count else {
        return .fail("\(outputs.count) outputs for \(readings.count) readings", margin: 1)
      }
      var previous = GyroscopeSample.level
      var overshoot = -Double.infinity
      for n in 0..<readings.count {
        let axes = [
          (previous.rollDegrees, readings[n].rollDegrees, outputs[n].rollDegrees),
          (previous.pitchDegrees, readings[n].pitchDegrees, outputs[n].pitchDegrees),
        ]
        for (before, reading, after) in axes {
          let target = reading.isNaN ? before : CardProofCheck.clamp(reading, -maxAngle, maxAngle)
          let past = max(after - max(before, target), min(before, target) - after)
          if past.isNaN || past > 0 || abs(after) > maxAngle {
            return .fail(
              "sample \(n): \(before) → \(after) toward \(reading) (clamped \(target))",
              margin: past.isNaN ? .infinity : max(past, abs(after) - maxAngle))
          }
          overshoot = max(overshoot, past)
        }
        previous = outputs[n]
      }
      return .expect(overshoot, atMost: 0, "largest overshoot")
    }
  }

  /// A deterministic stream of `count` readings from `seed` (SplitMix64): held steps of 1 to
  /// 40 samples, most uniform in −40…40°, some exactly on the clamp or 0, some NaN, ±∞ or huge.
  static func readingStream(_ seed: UInt64, count: Int, maxAngle: Double) -> [GyroscopeSample] {
    var state = seed
    func next() -> Double {
      state = ProofSeed.mix(state)
      return Double(state >> 11) * 0x1p-53
    }
    func value() -> Double {
      let pick = next()
      switch pick {
      case ..<0.7: return next() * 80 - 40
      case ..<0.8: return [maxAngle, -maxAngle, 0][min(Int(next() * 3), 2)]
      case ..<0.85: return .nan
      case ..<0.9: return next() < 0.5 ? .infinity : -.infinity
      case ..<0.95: return next() < 0.5 ? 1e300 : -1e300
      default: return (next() - 0.5) * 1e-300
      }
    }
    var readings: [GyroscopeSample] = []
    readings.reserveCapacity(count)
    while readings.count < count {
      let hold = 1 + Int(next() * 40)
      let sample = GyroscopeSample(rollDegrees: value(), pitchDegrees: value())
      readings += Array(repeating: sample, count: min(hold, count - readings.count))
    }
    return readings
  }
}
