import Foundation
import ProofEngine
import Testing

/// The wheel's arc blur from the article, ported to the CPU: the positions one pixel samples.
///
/// A pixel at radius ρ from `centre` inside the ring (inner ≤ ρ ≤ outer) with a positive blur
/// angle θ samples `count = clamp(ceil(ρ·θ / max(spacing, 0.25)), 2, max(maxSamples, 2))`
/// points on its circle, from −θ/2 to +θ/2 around its own angle, by rotating an arm one step
/// at a time as the shader does; every other pixel samples itself.
private func arcBlurSamples(
  pixel: SIMD2<Double>, centre: SIMD2<Double>, angle: Double, innerRadius: Double,
  outerRadius: Double, sampleSpacing: Double = 1.5, maxSamples: Double = 24
) -> [SIMD2<Double>] {
  let offset = pixel - centre
  let radius = (offset.x * offset.x + offset.y * offset.y).squareRoot()
  guard angle > 0, radius >= innerRadius, radius <= outerRadius else { return [pixel] }
  let wanted = (radius * angle / max(sampleSpacing, 0.25)).rounded(.up)
  let count = Int(min(max(wanted, 2), max(maxSamples, 2)))
  let step = angle / Double(count - 1)
  let stepTurn = SIMD2(cos(step), sin(step))
  let startTurn = SIMD2(cos(-angle / 2), sin(-angle / 2))
  var arm = rotate(offset, by: startTurn)
  var samples: [SIMD2<Double>] = []
  for _ in 0..<count {
    samples.append(centre + arm)
    arm = rotate(arm, by: stepTurn)
  }
  return samples
}

/// `v` rotated by the angle whose (cos, sin) is `turn`.
private func rotate(_ v: SIMD2<Double>, by turn: SIMD2<Double>) -> SIMD2<Double> {
  SIMD2(v.x * turn.x - v.y * turn.y, v.x * turn.y + v.y * turn.x)
}

/// The wheel blur's promise proof: blur angle 0…θmax, every pixel of the wheel's square frame.
private func wheelPromise(outerRadius: Double, maxAngle: Double, promise: Double)
  -> SampleOffsetPromise
{
  let centre = SIMD2(outerRadius, outerRadius)
  return SampleOffsetPromise(
    id: "wheel.blurPromise", parameters: [ParameterRange("angle", 0...maxAngle)],
    pixels: PixelRegion(width: 2 * outerRadius, height: 2 * outerRadius),
    promise: SIMD2(repeating: promise)
  ) { parameters, pixel in
    arcBlurSamples(
      pixel: pixel, centre: centre, angle: parameters[0], innerRadius: 0.2 * outerRadius,
      outerRadius: outerRadius)
  }
}

/// The oracle, derived by hand. A pixel at radius ρ and angle φ and its sample at relative
/// angle α differ by ρ·(cos(φ+α) − cos φ, sin(φ+α) − sin φ) = 2ρ·sin(α/2)·(−sin(φ+α/2),
/// cos(φ+α/2)). Each component is at most 2ρ·|sin(α/2)| in size, reached when φ + α/2 puts the
/// chord along that axis. The samples span |α| ≤ θ/2 (centred on the pixel) and ρ ≤ R, so the
/// per-axis supremum is the chord of half the blur angle: 2R·sin(θmax/4), on both axes.
private func wheelSupremum(outerRadius: Double, maxAngle: Double) -> Double {
  2 * outerRadius * sin(maxAngle / 4)
}

@Suite("Wheel blur promise")
struct WheelBlurPromiseTests {
  /// What was checked against the article: its pocket radius is not printed, but "about 23
  /// points" for the chord and "46 the full arc R·θmax covers" both give R ≈ 132 on the
  /// 300-point wheel (2·132·sin(0.35/4) = 23.07, 132·0.35 = 46.2), so R = 132 is consistent;
  /// ceil(23.07) = 24 is the article's promise. The whole wheel's radius, 150, would need
  /// ceil(2·150·sin(0.0875)) = ceil(26.22) = 27.
  @Test(
    "the chord promise ceil(2R·sin(θmax/4)) holds and is tight",
    arguments: [(132.0, 24.0), (150.0, 27.0)])
  func chordPromise(outerRadius: Double, articlePromise: Double) throws {
    let maxAngle = 0.35
    let truth = wheelSupremum(outerRadius: outerRadius, maxAngle: maxAngle)
    #expect(truth.rounded(.up) == articlePromise)
    let report = try wheelPromise(
      outerRadius: outerRadius, maxAngle: maxAngle, promise: articlePromise
    ).prove()

    for axis in PromiseAxis.allCases {
      let result = report[axis]
      // The supremum sits on the rim, where the blur stops: a curved jump the polish closes in
      // on to about 1e-7 relative (see PromisePolisher), so allow 1e-4 points.
      #expect(abs(result.supremum - truth) < 1e-4, "\(axis): \(report)")
      #expect(result.supremum <= truth + 1e-9, "more than the true supremum: \(report)")
      #expect(abs(result.tightness - articlePromise / truth) < 1e-5, "\(report)")
      let argmax = try #require(result.argmax)
      #expect(abs(argmax.parameters[0] - maxAngle) < 1e-6, "\(argmax)")
      let rim = argmax.pixel - SIMD2(outerRadius, outerRadius)
      #expect(abs((rim.x * rim.x + rim.y * rim.y).squareRoot() - outerRadius) < 1e-3)
    }
    #expect(report.holds, "\(report)")
    #expect(!report.isLoose)
  }

  @Test("the full arc R·θmax is a loose promise; half the chord fails")
  func wrongPromises() throws {
    let truth = wheelSupremum(outerRadius: 132, maxAngle: 0.35)
    let fullArc = try wheelPromise(outerRadius: 132, maxAngle: 0.35, promise: 132 * 0.35)
      .prove(PromiseProofOptions(polishedPerAxis: 1))
    #expect(fullArc.holds)
    #expect(fullArc.isLoose, "46.2 / 23.07 ≈ 2 should be loose: \(fullArc)")
    #expect(abs(fullArc.x.tightness - 132 * 0.35 / truth) < 1e-4)

    let half = try wheelPromise(outerRadius: 132, maxAngle: 0.35, promise: truth / 2)
      .prove(PromiseProofOptions(polishedPerAxis: 1))
    #expect(!half.holds)
    #expect(!half.x.holds && !half.y.holds)
  }

  @Test("the CPU port samples from −θ/2 to +θ/2 and passes the hub and corners through")
  func portSanity() throws {
    let centre = SIMD2(132.0, 132.0)
    let pixel = centre + SIMD2(100, 0)
    let samples = arcBlurSamples(
      pixel: pixel, centre: centre, angle: 0.35, innerRadius: 26.4, outerRadius: 132)
    #expect(samples.count == 24)
    let first = try #require(samples.first)
    let last = try #require(samples.last)
    #expect(abs(first.y - (centre.y - 100 * sin(0.175))) < 1e-9)
    #expect(abs(last.y - (centre.y + 100 * sin(0.175))) < 1e-9)
    #expect(
      arcBlurSamples(
        pixel: SIMD2(1, 1), centre: centre, angle: 0.35, innerRadius: 26.4, outerRadius: 132)
        == [SIMD2(1, 1)])
    #expect(
      arcBlurSamples(
        pixel: centre, centre: centre, angle: 0.35, innerRadius: 26.4, outerRadius: 132)
        == [centre])
  }
}
