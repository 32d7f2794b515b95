import EffectMath
import EffectProofTestSupport
import Foundation
import GSL
import Testing

/// WheelBlur against the seed's numbers (article 002) and independent derivations.
@Suite struct RouletteWheelBlurTests {
  static let radius = SeedWheel.pocketRadius

  @Test func seedConstants() {
    #expect(WheelBlur.shutter == 1.0 / 60)
    #expect(WheelBlur.ballShutter == 1.0 / 120)
    #expect(WheelBlur.maxAngle == 0.35)
    #expect(WheelBlur.minArc == 0.5)
    #expect(WheelBlur.sampleSpacing == 1.5)
    #expect(WheelBlur.maxSamples == 24)
  }

  // MARK: - Angle

  @Test func aboutOneRevolutionPerSecondBlursAboutATenthOfARadian() {
    let angle = WheelBlur.angle(degreesPerSecond: 360, outerRadius: Self.radius)
    let arc = angle * Self.radius
    print("[roulette] 1 rev/s: blur \(angle) rad (\(angle * 180 / .pi)°), \(arc) pt at the rim")
    #expect(abs(angle - 2 * Double.pi / 60) < 1e-15)
    #expect(angle > 0.095 && angle < 0.11)
    #expect(arc > 13.5 && arc < 14.5)
    // The first, drill-like spin (≈2,500 °/s) sat on the 0.35 rad cap.
    #expect(WheelBlur.angle(degreesPerSecond: 2500, outerRadius: Self.radius) == 0.35)
    #expect(WheelBlur.angle(degreesPerSecond: -360, outerRadius: Self.radius) == angle)
  }

  @Test func blurSwitchesOffBelowAboutThirteenDegreesPerSecond() throws {
    let threshold = WheelBlur.offThresholdDegreesPerSecond(outerRadius: Self.radius)
    // Independent: the speed at which the rim arc ω·π/180·(1/60)·132 equals 0.5 pt, by Brent.
    let root = try RootFinding.root(
      between: 1, and: 100, method: .brent, absoluteTolerance: 1e-13, relativeTolerance: 0
    ) { omega in omega * Double.pi / 180 / 60 * 132 - 0.5 }.root
    print("[roulette] blur off threshold at R = 132: \(threshold) °/s (GSL Brent \(root))")
    #expect(abs(threshold - root) < 1e-9)
    #expect(threshold > 13.0 && threshold < 13.05)
    #expect(WheelBlur.angle(degreesPerSecond: threshold * (1 + 1e-9), outerRadius: 132) > 0)
    #expect(WheelBlur.angle(degreesPerSecond: threshold * (1 - 1e-9), outerRadius: 132) == 0)
    #expect(WheelBlur.angle(degreesPerSecond: 13, outerRadius: 132) == 0)
    #expect(WheelBlur.angle(degreesPerSecond: 13.1, outerRadius: 132) > 0)
  }

  @Test func blurCrossesItsOffThresholdExactlyOncePerSpin() throws {
    var worstLag = 0.0
    for (pocket, angle) in SeedWheel.landings {
      let spin = RouletteWheelSpin.landing(on: pocket, currentAngle: angle, start: 0)
      var switches = 0
      var wasOn = true
      var offAt = Double.nan
      let steps = 4000
      for index in 0...steps + 40 {
        let t = spin.duration * Double(index) / Double(steps)
        let on =
          WheelBlur.angle(degreesPerSecond: spin.degreesPerSecond(at: t), outerRadius: 132) > 0
        #expect(index > 0 || on, "the blur must be on when the spin starts")
        if on != wasOn {
          switches += 1
          if !on { offAt = t }
        }
        wasOn = on
      }
      #expect(switches == 1, "\(pocket.wheel) \(pocket.label): \(switches) switches")
      // Where the speed meets the threshold, by GSL Brent on the speed itself.
      let threshold = WheelBlur.offThresholdDegreesPerSecond(outerRadius: 132)
      let crossing = try RootFinding.root(
        between: 0, and: spin.end - 1e-9, method: .brent, absoluteTolerance: 1e-12,
        relativeTolerance: 0
      ) { spin.degreesPerSecond(at: $0) - threshold }.root
      let lag = offAt - crossing
      worstLag = max(worstLag, abs(lag))
      #expect(lag >= 0 && lag <= spin.duration / Double(steps) + 1e-12)
      // The cap is never reached: the blur follows the speed the whole way.
      #expect(
        WheelBlur.angle(degreesPerSecond: spin.degreesPerSecond(at: 0), outerRadius: 132) < 0.35)
    }
    print("[roulette] blur switches off once per landing; sweep vs GSL root lag ≤ \(worstLag) s")
  }

  // MARK: - Promise

  @Test func chordPromiseForThePocketRing() {
    // The farthest sample of a rim pixel at the cap is its arc's first (or last) one, half the
    // angle away: a chord of 2·132·sin(0.35/4) = 23.07 pt (the article's figure).
    let center = SIMD2(132.0, 132.0)
    var farthest = 0.0
    for k in 0..<8 {
      let phi = Double(k) * .pi / 4 + 0.1
      let pixel = center + 132 * SIMD2(cos(phi), sin(phi))
      let positions = WheelBlur.samples(
        pixel: pixel, center: center, angle: WheelBlur.maxAngle, innerRadius: 0,
        outerRadius: 132.000_001)
      #expect(positions.count == WheelBlur.maxSamples)
      for position in positions {
        let delta = position - pixel
        farthest = max(farthest, (delta * delta).sum().squareRoot())
      }
    }
    print("[roulette] farthest sample of a rim pixel at the cap: \(farthest) pt")
    #expect(abs(farthest - 2 * 132 * sin(0.35 / 4)) < 1e-9)
    #expect(abs(farthest - 23.07) < 0.01)
    #expect(WheelBlur.maxSampleOffset(outerRadius: 132) == SIMD2(24, 24))
    #expect(WheelBlur.maxSampleOffset(outerRadius: 132, maxAngle: 0.35) == SIMD2(24, 24))
    #expect(WheelBlur.maxSampleOffset(outerRadius: 10, maxAngle: 100) == SIMD2(20, 20))
  }

  @Test func everySampleStaysInsideThePromise() {
    var random = SplitMix64.roulette("everySampleStaysInsideThePromise")
    let center = SIMD2(132.0, 132.0)
    let promise = WheelBlur.maxSampleOffset(outerRadius: 132)
    let inner = 0.0
    var worst = 0.0
    var samples = 0
    var pixels: [SIMD2<Double>] = []
    for x in stride(from: 0.0, through: 264, by: 2) {
      for y in stride(from: 0.0, through: 264, by: 2) { pixels.append([x + 0.5, y + 0.5]) }
    }
    for _ in 0..<20_000 { pixels.append([random.uniform(0, 264), random.uniform(0, 264)]) }
    // The rim itself, where the chord is longest.
    for k in 0..<720 {
      let phi = Double(k) * .pi / 360
      pixels.append(center + 132 * SIMD2(cos(phi), sin(phi)))
    }
    for angle in [0.35, 0.3, 0.2, 0.1047, 0.05, 0.004] {
      for pixel in pixels {
        let positions = WheelBlur.samples(
          pixel: pixel, center: center, angle: angle, innerRadius: inner, outerRadius: 132)
        for position in positions {
          let delta = position - pixel
          let offset = SIMD2(abs(delta.x), abs(delta.y))
          worst = max(worst, offset.x, offset.y)
          samples += 1
          #expect(
            offset.x <= promise.x && offset.y <= promise.y,
            "pixel \(pixel) angle \(angle): sample \(position)")
        }
      }
    }
    let truth = 2 * 132 * sin(0.35 / 4)
    print(
      "[roulette] promise sweep: \(samples) samples, worst per-axis offset \(worst) pt; "
        + "promise \(promise.x), tightness \(worst / promise.x) (true sup \(truth))")
    #expect(worst <= truth * (1 + 1e-9))
    #expect(worst > truth * 0.99)
  }

  // MARK: - Samples

  @Test func sampleCountScalesWithArcAndClamps() {
    #expect(WheelBlur.sampleCount(radius: 0, angle: 0.35) == 2)
    #expect(WheelBlur.sampleCount(radius: 132, angle: 0.35) == 24)  // 30.8 → cap
    #expect(WheelBlur.sampleCount(radius: 60, angle: 0.1) == 4)
    #expect(WheelBlur.sampleCount(radius: 61, angle: 0.1) == 5)
    #expect(WheelBlur.sampleCount(radius: 10, angle: 0.1, sampleSpacing: 0) == 4)
    #expect(WheelBlur.sampleCount(radius: 132, angle: 0.35, maxSamples: 1) == 2)
    #expect(WheelBlur.sampleCount(radius: 132, angle: 0.35, maxSamples: 100) == 31)
    #expect(WheelBlur.sampleCount(radius: .nan, angle: 0.1) == 2)
    #expect(WheelBlur.sampleCount(radius: .infinity, angle: 0.1) == 24)
    #expect(WheelBlur.sampleCount(radius: 50, angle: 0.1, sampleSpacing: .nan) == 20)
  }

  @Test func passThroughRule() {
    #expect(WheelBlur.passesThrough(radius: 50, innerRadius: 30, outerRadius: 132, angle: 0))
    #expect(WheelBlur.passesThrough(radius: 20, innerRadius: 30, outerRadius: 132, angle: 0.1))
    #expect(WheelBlur.passesThrough(radius: 140, innerRadius: 30, outerRadius: 132, angle: 0.1))
    #expect(!WheelBlur.passesThrough(radius: 132, innerRadius: 30, outerRadius: 132, angle: 0.1))
    #expect(!WheelBlur.passesThrough(radius: 30, innerRadius: 30, outerRadius: 132, angle: 0.1))
    #expect(WheelBlur.passesThrough(radius: .nan, innerRadius: 30, outerRadius: 132, angle: 0.1))
    #expect(WheelBlur.passesThrough(radius: 50, innerRadius: 30, outerRadius: 132, angle: .nan))
    let corner = SIMD2(0.0, 0.0)
    #expect(
      WheelBlur.samples(
        pixel: corner, center: [132, 132], angle: 0.2, innerRadius: 30, outerRadius: 132)
        == [corner])
  }

  @Test func samplesAreCentredOnThePixelAtItsRadius() {
    let center = SIMD2(132.0, 132.0)
    let pixel = SIMD2(200.0, 90.0)
    let offset = pixel - center
    let radius = (offset * offset).sum().squareRoot()
    let angle = 0.2
    let positions = WheelBlur.samples(
      pixel: pixel, center: center, angle: angle, innerRadius: 20, outerRadius: 132)
    #expect(positions.count == WheelBlur.sampleCount(radius: radius, angle: angle))
    let base: Double = direction(offset)
    let relative: [Double] = positions.map { (position: SIMD2<Double>) -> Double in
      direction(position - center) - base
    }
    for position in positions {
      let arm: SIMD2<Double> = position - center
      let length: Double = (arm * arm).sum().squareRoot()
      #expect(abs(length - radius) < 1e-9)
    }
    let first: Double = relative.first ?? 0
    let last: Double = relative.last ?? 0
    let mean: Double = relative.reduce(0, +) / Double(relative.count)
    #expect(abs(first + angle / 2) < 1e-12)
    #expect(abs(last - angle / 2) < 1e-12)
    #expect(abs(mean) < 1e-12)
  }

  // MARK: - Bad input

  @Test func badInputGivesNoBlur() {
    #expect(WheelBlur.angle(degreesPerSecond: 360, outerRadius: 0) == 0)
    #expect(WheelBlur.angle(degreesPerSecond: 360, outerRadius: -5) == 0)
    #expect(WheelBlur.angle(degreesPerSecond: 360, outerRadius: .nan) == 0)
    #expect(WheelBlur.angle(degreesPerSecond: .nan, outerRadius: 132) == 0)
    #expect(WheelBlur.angle(degreesPerSecond: .infinity, outerRadius: 132) == 0.35)
    #expect(WheelBlur.angle(degreesPerSecond: 360, outerRadius: 132, shutter: .nan) == 0)
    #expect(WheelBlur.angle(degreesPerSecond: 360, outerRadius: 132, shutter: 0) == 0)
    #expect(WheelBlur.offThresholdDegreesPerSecond(outerRadius: 0) == .infinity)
    #expect(WheelBlur.maxSampleOffset(outerRadius: 0) == .zero)
    #expect(WheelBlur.maxSampleOffset(outerRadius: .nan) == .zero)
    #expect(WheelBlur.maxSampleOffset(outerRadius: 132, maxAngle: -1) == .zero)
    #expect(
      WheelBlur.samples(
        pixel: [.nan, 1], center: [0, 0], angle: 0.2, innerRadius: 0, outerRadius: 10
      )
      .count == 1)
  }
}

/// The direction of a vector in radians.
private func direction(_ v: SIMD2<Double>) -> Double { atan2(v.y, v.x) }
