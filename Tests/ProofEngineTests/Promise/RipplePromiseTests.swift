import Foundation
import ProofEngine
import Testing

/// The dolly ripple's sample position from the article, ported to the CPU: a wave leaves
/// `origin` at `speed` points a second; `t` seconds in, a pixel at distance ρ has felt it for
/// `τ = max(0, t − ρ / max(speed, 1))` seconds and samples
/// `pixel + a·sin(k·τ)·e^(−d·τ)·direction`, with `direction` the unit vector away from the
/// origin (zero within 0.001 points of it).
private func rippleSample(
  pixel: SIMD2<Double>, origin: SIMD2<Double>, time: Double, amplitude: Double,
  frequency: Double, decay: Double, speed: Double
) -> SIMD2<Double> {
  let delta = pixel - origin
  let radius = (delta.x * delta.x + delta.y * delta.y).squareRoot()
  let localTime = max(0, time - radius / max(speed, 1))
  let displacement = amplitude * sin(frequency * localTime) * exp(-decay * localTime)
  let direction = radius > 0.001 ? delta / radius : .zero
  return pixel + displacement * direction
}

/// The ripple's promise proof over its two seconds and a 900 × 500 layout around the origin
/// (the article's "900 points of distance"); 6 points at 650 points a second are the article's
/// shipping values, frequency and decay are this test's.
private func ripplePromise(
  amplitude: Double = 6, frequency: Double = 14, decay: Double, promise: Double,
  direction: SIMD2<Double>? = nil
) -> SampleOffsetPromise {
  let origin = SIMD2(450.0, 250.0)
  return SampleOffsetPromise(
    id: "ripple.samplePromise", parameters: [ParameterRange("time", 0...2)],
    pixels: PixelRegion(width: 900, height: 500), promise: SIMD2(repeating: promise)
  ) { parameters, pixel in
    let sample = rippleSample(
      pixel: pixel, origin: origin, time: parameters[0], amplitude: amplitude,
      frequency: frequency, decay: decay, speed: 650)
    guard let direction else { return [sample] }
    // The same displacement along a fixed direction instead of away from the origin.
    let length = ((sample - pixel) * (sample - pixel)).sum().squareRoot()
    let sign: Double = ((sample - pixel) * (pixel - origin)).sum() < 0 ? -1 : 1
    return [pixel + sign * length * direction]
  }
}

@Suite("Ripple promise")
struct RipplePromiseTests {
  /// Oracle: |a·sin(kτ)·dirₐ| ≤ a because |sin| ≤ 1 and a unit vector's component is at most 1;
  /// with no decay, sin(kτ) = 1 at τ = π/(2k) = 0.11 s (inside the two seconds) and a pixel
  /// level with the origin has direction (±1, 0): the supremum is exactly a on each axis.
  @Test("without decay the supremum is the amplitude: promise = amplitude is tight")
  func amplitudeIsTight() throws {
    let report = try ripplePromise(decay: 0, promise: 6).prove()
    #expect(report.holds, "\(report)")
    for axis in PromiseAxis.allCases {
      #expect(abs(report[axis].supremum - 6) < 1e-9, "\(axis): \(report)")
      #expect(abs(report[axis].tightness - 1) < 1e-9)
    }
    #expect(!report.isLoose)
    // The x supremum is level with the origin, the y supremum straight above or below it.
    let xArgmax = try #require(report.x.argmax)
    #expect(abs(xArgmax.pixel.y - 250) < 1e-3, "\(xArgmax)")
    let yArgmax = try #require(report.y.argmax)
    #expect(abs(yArgmax.pixel.x - 450) < 1e-3, "\(yArgmax)")
  }

  /// Oracle: with decay d the envelope of sin(kτ)·e^(−dτ) peaks first, where its derivative
  /// k·cos − d·sin vanishes: tan(kτ*) = k/d, value sin(atan(k/d))·e^(−(d/k)·atan(k/d)); later
  /// peaks are smaller by e^(−dπ/k) each.
  @Test("with decay the supremum is a·sin(atan(k/d))·e^(−(d/k)·atan(k/d))")
  func decayedPeak() throws {
    let (amplitude, frequency, decay) = (6.0, 14.0, 3.0)
    let phase = atan(frequency / decay)
    let truth = amplitude * sin(phase) * exp(-decay / frequency * phase)
    let report = try ripplePromise(decay: decay, promise: amplitude).prove()
    #expect(abs(report.x.supremum - truth) < 1e-9, "\(report)")
    #expect(abs(report.y.supremum - truth) < 1e-9, "\(report)")
    #expect(abs(report.x.tightness - amplitude / truth) < 1e-9)
    #expect(report.holds)
  }

  /// Per axis, not Euclidean: a displacement along the diagonal moves each axis by a/√2 only.
  @Test("a diagonal displacement reaches only a/√2 per axis")
  func diagonalIsShorterPerAxis() throws {
    let diagonal = SIMD2(1.0, 1.0) / 2.0.squareRoot()
    let report = try ripplePromise(decay: 0, promise: 6, direction: diagonal).prove()
    for axis in PromiseAxis.allCases {
      #expect(abs(report[axis].supremum - 6 / 2.0.squareRoot()) < 1e-9, "\(report)")
      #expect(abs(report[axis].tightness - 2.0.squareRoot()) < 1e-8)
    }
    #expect(report.holds)
    #expect(!report.isLoose, "√2 is below the default loose limit 1.5")
  }

  @Test("twice the amplitude holds but is a loose warning")
  func doubleAmplitudeIsLoose() throws {
    let report = try ripplePromise(decay: 0, promise: 12).prove(
      PromiseProofOptions(polishedPerAxis: 1))
    #expect(report.holds)
    #expect(report.isLoose)
    #expect(report.x.isLoose && report.y.isLoose)
    #expect(abs(report.x.tightness - 2) < 1e-9)
    #expect(report.description.contains("loose"), "\(report.description)")
    // A limit above 2 turns the warning off.
    let relaxed = try ripplePromise(decay: 0, promise: 12).prove(
      PromiseProofOptions(polishedPerAxis: 1, looseTightness: 2.5))
    #expect(!relaxed.isLoose)
  }
}
