// The trading card's gyroscope filter: clamp, smoothing, settling, Reduce Motion, bad input.

import EffectMath
import EffectProofTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@Suite struct GyroscopeTiltTests {
  func roll(_ degrees: Double) -> GyroscopeSample {
    GyroscopeSample(rollDegrees: degrees, pitchDegrees: 0)
  }

  // MARK: - Numbers

  @Test func derivedNumbersForTheDefaults() {
    let filter = GyroscopeTilt()
    #expect(GyroscopeTilt.sampleRateHertz == 60)
    #expect(filter.smoothingFactor == 0.1)
    #expect(filter.maxAngleDegrees == 15)
    // τ = Δt (1 − α) / α = (1/60) · 0.9 / 0.1 = 0.15 s.
    #expect(abs(filter.timeConstantSeconds - 0.15) <= 1e-15)
    // τc = −Δt / ln 0.9 = 1 / (60 ln(10/9)).
    #expect(abs(filter.equivalentContinuousTimeConstantSeconds - 0.158_187_026_350_5) <= 1e-12)
    // ln 0.001 / ln 0.9 = 65.56… → 66 samples = 1.1 s; ln 0.02 / ln 0.9 = 37.13… → 38.
    #expect(filter.settlingSamples() == 66)
    #expect(filter.settlingSamples(tolerance: 0.02) == 38)
    #expect(filter.settlingSamples(tolerance: 0.05) == 29)
    #expect(abs((filter.settlingTimeSeconds() ?? .nan) - 1.1) <= 1e-12)
  }

  @Test func aFullStepSettlesWithinTheStatedTime() {
    // The largest possible step: from −15 to +15 degrees on both axes.
    var filter = GyroscopeTilt()
    for _ in 0..<200 { filter.next(sample: GyroscopeSample(rollDegrees: -15, pitchDegrees: -15)) }
    #expect(filter.smoothed.rollDegrees <= -15 * (1 - 1e-9))
    let samples = filter.settlingSamples() ?? 0
    var errors: [Double] = []
    for _ in 0..<samples {
      let out = filter.next(sample: GyroscopeSample(rollDegrees: 15, pitchDegrees: 15))
      errors.append(abs(out.rollDegrees - 15) / 30)
    }
    #expect(errors.count == 66)
    #expect(errors[65] <= 0.001, "after 1.1 s: \(errors[65])")
    #expect(errors[64] > 0.001, "after 65 samples it is not yet settled: \(errors[64])")
  }

  @Test func stepResponseMatchesTheClosedForm() {
    let seed = tiltFlipSeed("stepResponseMatchesTheClosedForm", fallback: 0xDC9A)
    var random = SplitMix64(seed: seed)
    for index in 0..<500 {
      let alpha = random.uniform(0.001...1)
      let start = random.uniform(-20...20)
      let target = random.uniform(-20...20)
      var filter = GyroscopeTilt(maxAngleDegrees: 20, smoothingFactor: alpha)
      filter.next(sample: roll(start))
      // One step toward `start` leaves the filter at some y0; the closed form runs from there.
      let y0 = filter.smoothed.rollDegrees
      for n in 1...300 {
        let y = filter.next(sample: roll(target)).rollDegrees
        let exact = target + (y0 - target) * pow(1 - alpha, Double(n))
        let message = {
          Comment(
            rawValue: "seed \(seed) case \(index): α \(alpha), y0 \(y0), x \(target), n \(n)")
        }
        tiltFlipCheck(abs(y - exact) <= 1e-12 * 40, message())
      }
    }
  }

  @Test func settlingCountIsTheFirstSampleInsideTheBand() {
    let seed = tiltFlipSeed("settlingCountIsTheFirstSampleInsideTheBand", fallback: 60)
    var random = SplitMix64(seed: seed)
    for index in 0..<300 {
      let alpha = random.uniform(0.02...0.999)
      let tolerance = exp(random.uniform(log(1e-6)...log(0.5)))
      let filter = GyroscopeTilt(maxAngleDegrees: 10, smoothingFactor: alpha)
      let message = {
        Comment(rawValue: "seed \(seed) case \(index): α \(alpha), tol \(tolerance)")
      }
      guard let count = filter.settlingSamples(tolerance: tolerance) else {
        Issue.record("no settling count; \(message())")
        continue
      }
      var running = filter
      var errors = [1.0]
      for _ in 0..<count {
        errors.append(abs(running.next(sample: roll(10)).rollDegrees - 10) / 10)
      }
      tiltFlipCheck(errors[count] <= tolerance * (1 + 1e-9), message())
      tiltFlipCheck(errors[count - 1] >= tolerance * (1 - 1e-9), message())
    }
  }

  // MARK: - No overshoot, inside the clamp

  @Test func outputNeverOvershootsAndStaysWithinTheClamp() {
    let seed = tiltFlipSeed("outputNeverOvershootsAndStaysWithinTheClamp", fallback: 0x60_4E)
    var random = SplitMix64(seed: seed)
    for run in 0..<200 {
      let maxAngle = random.mixed(-40...40)
      let alpha = random.mixed(-0.5...1.5)
      var filter = GyroscopeTilt(maxAngleDegrees: maxAngle, smoothingFactor: alpha)
      let limit = filter.maxAngleDegrees
      for index in 0..<500 {
        let sample = GyroscopeSample(
          rollDegrees: random.mixed(-90...90), pitchDegrees: random.mixed(-90...90))
        let before = filter.smoothed
        let after = filter.next(sample: sample)
        let message = {
          Comment(
            rawValue: "seed \(seed) run \(run) step \(index): max \(maxAngle), α \(alpha), "
              + "\(before) + \(sample) → \(after)")
        }
        for (old, raw, new) in [
          (before.rollDegrees, sample.rollDegrees, after.rollDegrees),
          (before.pitchDegrees, sample.pitchDegrees, after.pitchDegrees),
        ] {
          tiltFlipCheck(new.isFinite && abs(new) <= limit, message())
          if raw.isNaN {
            tiltFlipCheck(new == old, message())
          } else {
            let target = min(max(raw, -limit), limit)
            tiltFlipCheck(min(old, target) <= new && new <= max(old, target), message())
          }
        }
      }
    }
  }

  @Test func stepResponseIsMonotoneAndStopsAtTheClamp() {
    var filter = GyroscopeTilt()
    var previous = 0.0
    for step in 0..<600 {
      let out = filter.next(sample: roll(40)).rollDegrees
      #expect(out >= previous && out <= 15, "step \(step): \(out)")
      previous = out
    }
    // It stops where α · (x − y) no longer moves y: within ulp(15) / (2α) ≈ 9e-15 of 15.
    #expect(previous <= 15 && 15 - previous <= 15.0.ulp / (2 * 0.1) + 15.0.ulp, "\(previous)")
  }

  // MARK: - Bad readings and parameters

  @Test func badReadings() {
    var filter = GyroscopeTilt(smoothingFactor: 1)
    filter.next(sample: GyroscopeSample(rollDegrees: 5, pitchDegrees: -5))
    #expect(filter.smoothed == GyroscopeSample(rollDegrees: 5, pitchDegrees: -5))
    filter.next(sample: GyroscopeSample(rollDegrees: .nan, pitchDegrees: 7))
    #expect(filter.smoothed == GyroscopeSample(rollDegrees: 5, pitchDegrees: 7))
    filter.next(sample: GyroscopeSample(rollDegrees: .infinity, pitchDegrees: -.infinity))
    #expect(filter.smoothed == GyroscopeSample(rollDegrees: 15, pitchDegrees: -15))
  }

  @Test func radiansAreConverted() {
    let sample = GyroscopeSample(rollRadians: .pi / 12, pitchRadians: -.pi / 4)
    #expect(abs(sample.rollDegrees - 15) <= 1e-13)
    #expect(abs(sample.pitchDegrees + 45) <= 1e-13)
    #expect(GyroscopeSample.level == GyroscopeSample(rollDegrees: 0, pitchDegrees: 0))
  }

  @Test func parametersAreCleanedAsDocumented() {
    #expect(GyroscopeTilt(smoothingFactor: .nan).smoothingFactor == 0.1)
    #expect(GyroscopeTilt(smoothingFactor: 3).smoothingFactor == 1)
    #expect(GyroscopeTilt(smoothingFactor: -3).smoothingFactor == 0)
    #expect(GyroscopeTilt(maxAngleDegrees: -15) == GyroscopeTilt(maxAngleDegrees: 15))
    for bad in [Double.nan, .infinity, -.infinity] {
      var filter = GyroscopeTilt(maxAngleDegrees: bad)
      #expect(filter.maxAngleDegrees == 0)
      #expect(filter.next(sample: roll(30)) == .level)
    }
    let fromTau = GyroscopeTilt(timeConstantSeconds: 0.15)
    #expect(abs(fromTau.smoothingFactor - 0.1) <= 1e-15)
    #expect(GyroscopeTilt(timeConstantSeconds: 0).smoothingFactor == 1)
    #expect(GyroscopeTilt(timeConstantSeconds: -2).smoothingFactor == 1)
    #expect(GyroscopeTilt(timeConstantSeconds: .infinity).smoothingFactor == 0)
    #expect(GyroscopeTilt(timeConstantSeconds: .nan).smoothingFactor == 0.1)
  }

  @Test func frozenAndUnsmoothedFilters() {
    var frozen = GyroscopeTilt(smoothingFactor: 0)
    #expect(frozen.next(sample: roll(10)) == .level)
    #expect(frozen.timeConstantSeconds == .infinity)
    #expect(frozen.equivalentContinuousTimeConstantSeconds == .infinity)
    #expect(frozen.settlingSamples() == nil && frozen.settlingTimeSeconds() == nil)
    var direct = GyroscopeTilt(smoothingFactor: 1)
    #expect(direct.next(sample: roll(10)).rollDegrees == 10)
    #expect(direct.timeConstantSeconds == 0)
    #expect(direct.equivalentContinuousTimeConstantSeconds == 0)
    #expect(direct.settlingSamples() == 1)
  }

  @Test func settlingCountAtExactPowersMatchesALinearScan() {
    // Tolerances at (1 − α)ⁿ and one ulp either side are where ⌈ln tol / ln(1 − α)⌉ can be
    // off by one; the answer must still be the least n with pow(1 − α, n) ≤ tol.
    let seed = tiltFlipSeed("settlingCountAtExactPowersMatchesALinearScan", fallback: 0xE4AC7)
    var random = SplitMix64(seed: seed)
    for index in 0..<400 {
      let alpha = index < 4 ? [0.5, 0.1, 0.25, 0.75][index] : random.uniform(0.01...0.99)
      let ratio = 1 - alpha
      let filter = GyroscopeTilt(smoothingFactor: alpha)
      for n in 1...60 {
        let power = pow(ratio, Double(n))
        guard power > 1e-300 else { break }
        for tolerance in [power.nextDown, power, power.nextUp] {
          var scan = 0
          while pow(ratio, Double(scan)) > tolerance { scan += 1 }
          tiltFlipCheck(
            filter.settlingSamples(tolerance: tolerance) == scan,
            "seed \(seed) case \(index): α \(alpha), n \(n), tol \(tolerance), scan \(scan)")
        }
      }
    }
  }

  @Test func settlingEdgeCases() {
    let filter = GyroscopeTilt()
    #expect(filter.settlingSamples(tolerance: 1) == 0)
    #expect(filter.settlingSamples(tolerance: .infinity) == 0)
    #expect(filter.settlingSamples(tolerance: 0) == nil)
    #expect(filter.settlingSamples(tolerance: -1) == nil)
    #expect(filter.settlingSamples(tolerance: .nan) == nil)
    #expect(GyroscopeTilt(smoothingFactor: 1e-300).settlingSamples() == nil)
    // Tiny but representable smoothing: a huge count, computed without looping over it.
    let slow = GyroscopeTilt(smoothingFactor: 1e-12).settlingSamples()
    #expect(slow != nil)
    if let slow { #expect(abs(Double(slow) / 6.907_755e12 - 1) <= 1e-3, "\(slow)") }
  }

  // MARK: - Angles, direction, Reduce Motion

  @Test func rollDrivesTheYawAndReversesRightToLeft() {
    var filter = GyroscopeTilt(smoothingFactor: 1)
    filter.next(sample: GyroscopeSample(rollDegrees: 6, pitchDegrees: -4))
    #expect(
      filter.rotation(direction: .leftToRight, reduceMotion: false)
        == TiltRotation(pitchDegrees: -4, yawDegrees: 6))
    #expect(
      filter.rotation(direction: .rightToLeft, reduceMotion: false)
        == TiltRotation(pitchDegrees: -4, yawDegrees: -6))
  }

  @Test func reduceMotionIsFlatWhileTheFilterKeepsRunning() {
    let seed = tiltFlipSeed("reduceMotionIsFlatWhileTheFilterKeepsRunning", fallback: 90)
    var random = SplitMix64(seed: seed)
    var filter = GyroscopeTilt()
    for index in 0..<1_000 {
      filter.next(
        sample: GyroscopeSample(
          rollDegrees: random.mixed(-30...30), pitchDegrees: random.mixed(-30...30)))
      let message = { Comment(rawValue: "seed \(seed) step \(index): \(filter.smoothed)") }
      for direction in WritingDirection.allCases {
        tiltFlipCheck(filter.rotation(direction: direction, reduceMotion: true) == .flat, message())
      }
    }
    #expect(filter.smoothed != .level)
    #expect(filter.rotation(direction: .leftToRight, reduceMotion: false) != .flat)
  }
}
