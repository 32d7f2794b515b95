import EffectMath
import Foundation
import GSL
import Testing

/// `RippleStyle`: the article's numbers, the shader's formula against Foundation's `sin`/`exp`,
/// the first crest against GSL's Brent, and the guards on bad input.
@Suite struct RippleStyleTests {
  /// The shader's displacement written out with Foundation (the independent oracle).
  static func oracle(_ style: RippleStyle, distance: Double, elapsed: Double) -> Double {
    let tau = Swift.max(0, elapsed - distance / Swift.max(style.speed, 1))
    return style.amplitude * sin(style.frequency * tau) * exp(-style.decay * tau)
  }

  @Test func dollyAndDiagnosticCarryTheArticlesNumbers() {
    let dolly = RippleStyle.dolly
    #expect(dolly.amplitude == 6)
    #expect(dolly.speed == 650)
    #expect(dolly.duration == 2)
    #expect(dolly.maxSampleOffset == SIMD2(6, 6))
    #expect(RippleStyle.diagnostic.speed == 120)
    #expect(RippleStyle.diagnostic.decay < dolly.decay)
    #expect(RippleStyle.crestShadingFactor == 0.18)
  }

  @Test func displacementMatchesTheShadersFormula() {
    for style in [RippleStyle.dolly, .diagnostic] {
      for r in stride(from: 0.0, through: 900, by: 37.5) {
        for t in stride(from: 0.0, through: style.duration, by: style.duration / 40) {
          let expected = Self.oracle(style, distance: r, elapsed: t)
          let actual = style.displacement(distance: r, elapsed: t)
          #expect(abs(actual - expected) <= 1e-12, "r \(r), t \(t)")
          #expect(abs(actual) <= style.amplitude)
        }
      }
    }
  }

  @Test func sampleMovesAwayFromTheOrigin() {
    let style = RippleStyle.dolly
    let origin = SIMD2(100.0, 50.0)
    let pixel = SIMD2(130.0, 90.0)  // 50 pt away, direction (0.6, 0.8)
    let t = 50.0 / 650 + 0.03
    let d = Self.oracle(style, distance: 50, elapsed: t)
    let sample = style.samplePosition(pixel: pixel, origin: origin, elapsed: t)
    #expect(abs(sample.x - (130 + 0.6 * d)) <= 1e-12)
    #expect(abs(sample.y - (90 + 0.8 * d)) <= 1e-12)
    #expect(d > 0)
    #expect(abs(style.crestShading(distance: 50, elapsed: t) - 0.18 * d / 6) <= 1e-15)
  }

  @Test func peakMatchesGSLBrent() throws {
    for style in [RippleStyle.dolly, .diagnostic] {
      let firstTrough = Double.pi / style.frequency
      let found = try Minimization.maximum(
        between: 0, and: firstTrough, absoluteTolerance: 1e-7
      ) { tau in
        abs(style.amplitude * sin(style.frequency * tau) * exp(-style.decay * tau))
      }
      #expect(abs(style.peakDisplacement - found.value) <= 1e-9, "\(style)")
    }
    #expect(abs(RippleStyle.dolly.peakDisplacement - 4.683) <= 0.001)
  }

  @Test func isRunningCoversZeroUpToTheDuration() {
    let style = RippleStyle.dolly
    #expect(style.isRunning(elapsed: 0))
    #expect(style.isRunning(elapsed: 2.0.nextDown))
    #expect(!style.isRunning(elapsed: 2))
    #expect(!style.isRunning(elapsed: -0.1))
    #expect(!style.isRunning(elapsed: .nan))
    #expect(!style.isRunning(elapsed: .infinity))
  }

  // MARK: - Bad input

  @Test func nanAndInfiniteElapsedTimeGiveNoDisplacement() {
    let style = RippleStyle.dolly
    let pixel = SIMD2(10.0, -4.0)
    for t in [Double.nan, -.infinity, .infinity, -1] {
      #expect(style.displacement(distance: 10, elapsed: t) == 0, "\(t)")
      #expect(style.samplePosition(pixel: pixel, origin: .zero, elapsed: t) == pixel, "\(t)")
      #expect(style.crest(distance: 10, elapsed: t) == 0, "\(t)")
    }
  }

  @Test func zeroNegativeAndNaNSpeedFloorAtOne() {
    for speed in [0.0, -650, .nan, 0.5] {
      let style = RippleStyle(amplitude: 6, speed: speed, frequency: 30, decay: 5, duration: 2)
      #expect(style.effectiveSpeed == 1, "\(speed)")
      let floored = RippleStyle(amplitude: 6, speed: 1, frequency: 30, decay: 5, duration: 2)
      for r in [0.0, 0.5, 1.2] {
        let a = style.displacement(distance: r, elapsed: 1.3)
        #expect(a == floored.displacement(distance: r, elapsed: 1.3), "\(speed), \(r)")
        #expect(a.isFinite)
      }
    }
  }

  @Test func zeroAmplitudeHasNoCrestAndNoMotion() {
    let style = RippleStyle(amplitude: 0, speed: 650, frequency: 30, decay: 5, duration: 2)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      #expect(style.crest(distance: 20, elapsed: t) == 0)
      #expect(style.crestShading(distance: 20, elapsed: t) == 0)
      let pixel = SIMD2(20.0, 0)
      #expect(style.samplePosition(pixel: pixel, origin: .zero, elapsed: t) == pixel)
    }
    #expect(style.maxSampleOffset == .zero)
    #expect(style.peakDisplacement == 0)
  }

  @Test func theOriginSamplesItself() {
    let style = RippleStyle.dolly
    let origin = SIMD2(5.0, 5.0)
    for pixel in [origin, origin + SIMD2(0.0005, 0), origin + SIMD2(.leastNonzeroMagnitude, 0)] {
      for t in [0.0, 0.05, 1] {
        #expect(style.samplePosition(pixel: pixel, origin: origin, elapsed: t) == pixel)
      }
    }
  }

  @Test func nonFiniteParametersNeverGiveNaN() {
    let styles = [
      RippleStyle(amplitude: .nan, speed: 650, frequency: 30, decay: 5, duration: 2),
      RippleStyle(amplitude: .infinity, speed: 650, frequency: 30, decay: 5, duration: 2),
      RippleStyle(amplitude: 6, speed: .infinity, frequency: .nan, decay: 5, duration: 2),
      RippleStyle(amplitude: 6, speed: 650, frequency: 30, decay: .infinity, duration: 2),
      RippleStyle(amplitude: 6, speed: 650, frequency: 30, decay: .nan, duration: .nan),
      RippleStyle(amplitude: -6, speed: 650, frequency: 30, decay: -5, duration: 2),
    ]
    for style in styles {
      for t in [0.0, 0.01, 0.5, 1e300] {
        let sample = style.samplePosition(pixel: SIMD2(3, 4), origin: .zero, elapsed: t)
        #expect(sample.x.isFinite && sample.y.isFinite, "\(style) at \(t)")
        #expect(style.crest(distance: 5, elapsed: t).isFinite)
        let moved = Swift.max(abs(sample.x - 3), abs(sample.y - 4))
        #expect(moved <= style.maxSampleOffset.x, "\(style) at \(t)")
      }
      #expect(style.peakDisplacement.isFinite)
      #expect(style.maxSampleOffset.x.isFinite)
    }
  }
}
