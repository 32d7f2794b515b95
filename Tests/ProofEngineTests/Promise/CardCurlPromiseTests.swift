import Foundation
import ProofEngine
import Testing

/// The card curl's bend from the article, ported to the CPU: the lifted part of a card of
/// height `h` wraps a cylinder of radius `r = 0.16·h` whose fold sits at `f = h − peel·h`; a
/// pixel `u = y − f` points past the fold (0 ≤ u ≤ r, the rising quarter) samples from
/// `f + r·asin(u/r)`, every other pixel samples itself. x never moves.
private func curlSourceY(height: Double, peel: Double, y: Double) -> Double {
  let fold = height - peel * height
  let radius = 0.16 * height
  let past = y - fold
  guard past >= 0, past <= radius else { return y }
  return fold + radius * asin(past / radius)
}

/// The curl's promise proof over peel 0…1 and the whole card.
private func curlPromise(height: Double, promise: SIMD2<Double>) -> SampleOffsetPromise {
  SampleOffsetPromise(
    id: "curl.samplePromise", parameters: [ParameterRange("peel", 0...1)],
    pixels: PixelRegion(width: 0.63 * height, height: height), promise: promise
  ) { parameters, pixel in
    SIMD2(pixel.x, curlSourceY(height: height, peel: parameters[0], y: pixel.y))
  }
}

/// The oracle, derived by hand: at angle θ = asin(u/r) the pixel sits at u = r·sinθ and samples
/// r·θ past the fold, so the offset is r·θ − r·sinθ, increasing on [0, π/2] (derivative
/// r(1 − cosθ) ≥ 0) and largest at θ = π/2: r·(π/2 − 1). It is reached at y = f + r, which lies
/// on the card whenever peel ≥ 0.16.
private func curlSupremum(height: Double) -> Double {
  0.16 * height * (Double.pi / 2 - 1)
}

@Suite("Card curl promise")
struct CardCurlPromiseTests {
  @Test("the engine finds r·(π/2 − 1) and the article's ceil promise holds, tight")
  func curlPromiseHolds() throws {
    let height = 131.0
    let truth = curlSupremum(height: height)
    let promise = SIMD2(0, truth.rounded(.up))
    let report = try curlPromise(height: height, promise: promise).prove()

    #expect(abs(report.y.supremum - truth) < 1e-6, "\(report)")
    #expect(report.y.supremum <= truth + 1e-9, "found more than the true supremum: \(report)")
    #expect(report.x.supremum == 0)
    #expect(report.holds, "\(report)")
    #expect(!report.isLoose, "\(report)")
    #expect(report.failureCount == 0)
    // x: zero promise on a zero offset is exact.
    #expect(report.x.tightness == 1)
    #expect(abs(report.y.tightness - promise.y / truth) < 1e-7, "\(report)")
    #expect(abs(report.y.margin - (promise.y - truth)) < 1e-6)
    // The argmax is the curl's edge: y = fold + r for its peel.
    let argmax = try #require(report.y.argmax)
    let fold = height - argmax.parameters[0] * height
    #expect(abs(argmax.pixel.y - (fold + 0.16 * height)) < 1e-9, "\(argmax)")
    #expect(argmax.parameters[0] >= 0.16 - 1e-12)
    #expect(report.sweepCases > 0 && report.polishCases > 0)
  }

  @Test("a promise of 0.9·r(π/2 − 1) is caught, with the supremum reported correctly")
  func shortPromiseFails() throws {
    let height = 131.0
    let truth = curlSupremum(height: height)
    let report = try curlPromise(height: height, promise: SIMD2(0, 0.9 * truth)).prove()

    #expect(!report.holds)
    #expect(!report.y.holds)
    #expect(report.x.holds)
    #expect(abs(report.y.supremum - truth) < 1e-6, "\(report)")
    #expect(abs(report.y.margin + 0.1 * truth) < 1e-6)
    #expect(abs(report.y.tightness - 0.9) < 1e-7)
    #expect(report.description.contains("FAILS"), "\(report.description)")
  }

  @Test(
    "other card heights: the article's 'about 12 points on a large card'",
    arguments: [
      88.0, 131.0, 180.0,
    ])
  func otherHeights(height: Double) throws {
    let truth = curlSupremum(height: height)
    let report = try curlPromise(height: height, promise: SIMD2(0, truth.rounded(.up))).prove()
    #expect(abs(report.y.supremum - truth) < 1e-6, "\(report)")
    #expect(report.holds)
  }
}
