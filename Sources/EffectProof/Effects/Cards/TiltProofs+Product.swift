import EffectMath
import Foundation
import GSL
import ProofEngine

extension TiltProofs {
  // MARK: - tilt.linearDragUnbounded

  static let linearDragFact =
    "Product card: the rotation is drag / 12 degrees with no bound, so a 1080-point drag turns "
    + "the card edge-on (90°) and longer drags turn it further; the bounded variant "
    + "L · tanh(d / 12 / L) stays within ±L with the same slope 1/12 at rest."

  /// `tilt.linearDragUnbounded` for the seed's mapping (`linear(points)`) and the bounded
  /// variant (`bounded(points, limit)`) at `pointsPerDegree` points per degree.
  ///
  /// The proof passes when the seed's map is shown to be unbounded: every drag's size as a
  /// bound in degrees is exceeded by a longer drag, and 90 · k points reach 90°. The bounded
  /// variant is checked against `L · tanh(d / (k L))`, the gap `0 ≤ linear − bounded ≤ L u³/3`
  /// and its slope against `sech²(d / (k L)) / k` by GSL's central difference (1/k at 0).
  ///
  /// Cases: drags −6000…6000 points every 5 (0 and ±90k to the ulp; ±10¹², ±10³⁰⁰ and
  /// non-finite on the edges) × limits 20 (the default), 10, 45, 89, 5 degrees. Headline
  /// margin: `|bounded| − L` in degrees.
  static func linearDragUnbounded(
    pointsPerDegree k: Double,
    linear: @escaping @Sendable (_ points: Double) -> Double,
    bounded: @escaping @Sendable (_ points: Double, _ limitDegrees: Double) -> Double
  ) -> any Proof {
    let edgeOn = 90 * k
    let drags = CardThresholdDomain(
      -6000...6000, step: 5, thresholds: [0, edgeOn, -edgeOn], far: [1e12, -1e12, 1e300, -1e300])
    let limits = CardProofCheck.choices(LinearDragTilt.defaultLimitDegrees, [10, 45, 89, 5])
    return PropertyProof(
      id: "tilt.linearDragUnbounded",
      title: "drag / 12 is unbounded; the bounded variant is not, with the same slope at rest",
      fact: linearDragFact, domain: ProductDomain2(drags, limits),
      strategy: .sequence([
        .grid, .random(count: 3000),
        .edgeBiased(count: 2000, edgeShare: 0.4, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("past edge-on (|d| ≥ 90k)", atLeast: 0.3) { abs($0.0) >= edgeOn },
        CoverageRequirement("near rest (|d| < k)", atLeast: 0.002) { abs($0.0) < k },
      ]
    ) { drag, limit in
      var checks: [PropertyOutcome] = []
      // The seed's division, bit for bit; NaN → 0, ±∞ → ±greatestFiniteMagnitude.
      let seed: Double
      if drag.isNaN {
        seed = 0
      } else {
        seed = CardProofCheck.clamp(drag / k, -.greatestFiniteMagnitude, .greatestFiniteMagnitude)
      }
      let turn = linear(drag)
      checks.append(CardProofCheck.agree(turn, seed, within: 0, "linear(\(drag))"))
      // Unbounded: 90k points reach edge-on, and any bound B is passed by a drag of 2k(B + 1).
      checks.append(
        CardProofCheck.require(linear(edgeOn) >= 90, "linear(\(edgeOn)) = \(linear(edgeOn)) < 90°"))
      if drag.isFinite {
        let bound = abs(drag)
        let further = linear(2 * k * (bound + 1))
        checks.append(
          CardProofCheck.require(further > bound, "no drag passes \(bound)°: linear = \(further)"))
        if bound >= edgeOn {
          checks.append(
            CardProofCheck.require(abs(turn) >= 90, "a \(drag)-point drag turns only \(turn)°"))
        }
      }
      // Bounded: within ±L, against the closed form, and below the seed's map by ≤ L u³ / 3.
      let saturated = bounded(drag, limit)
      checks.append(.expect(abs(saturated), atMost: limit, "|bounded(\(drag), \(limit))|"))
      let closed: Double = drag.isNaN ? 0 : limit * tanh(drag / (k * limit))
      checks.append(
        CardProofCheck.agree(saturated, closed, within: 1e-12 * limit, "bounded(\(drag), \(limit))")
      )
      if drag.isFinite {
        let magnitude = abs(drag)
        let gap = abs(seed) - abs(saturated)
        let u = magnitude / (k * limit)
        checks.append(
          CardProofCheck.require(
            gap >= -1e-12 && gap <= limit * u * u * u / 3 + 1e-12,
            "linear − bounded = \(gap), outside [0, L u³/3] with u = \(u)"))
      }
      // The slope by GSL's central difference, against sech²(d / (k L)) / k (1/k at rest).
      if drag.isFinite, abs(drag) <= 1e6 {
        let t = tanh(drag / (k * limit))
        let slope = (1 - t * t) / k
        do throws(GSLError) {
          let estimate = try Differentiation.central(at: drag) { bounded($0, limit) }
          checks.append(
            CardProofCheck.agree(
              estimate.value, slope, within: 10 * estimate.absoluteError + 1e-9,
              "slope of bounded at \(drag) (GSL)"))
        } catch {
          checks.append(TimingProofs.oracleFailed(error, "the slope of bounded at \(drag)"))
        }
      }
      return .all(checks)
    }
  }

  // MARK: - tilt.imageSwapThresholds

  static let imageSwapFact =
    "Product card: productImageName is \"top\" when translation.y < −60, else \"back\" when "
    + "|translation.x| > 70, else \"front\": strict comparisons, the top checked first."

  /// `tilt.imageSwapThresholds` for the side a drag translation shows.
  ///
  /// The oracle states the seed's strict comparisons as closed intervals on the neighbouring
  /// doubles (`y ≤ (−60).nextDown`, `|x| ≥ 70.nextUp`), so `≤` for `<` is caught at the ulp.
  /// Cases: x and y in −150…150 every 5 points with ±70, ±60 and 0 to the ulp (±10³⁰⁰ and
  /// non-finite on the edges). Headline margin: minus the distance to the nearest threshold in
  /// points (0 when a case sits on one).
  static func imageSwapThresholds(
    side: @escaping @Sendable (_ translation: SIMD2<Double>) -> ProductImageSide
  ) -> any Proof {
    let x = CardThresholdDomain(
      -150...150, step: 5, thresholds: [-70, 70, 0], far: [1e300, -1e300])
    let y = CardThresholdDomain(
      -150...150, step: 5, thresholds: [-60, 60, 0], far: [1e300, -1e300])
    let topBelow = (-60.0).nextDown
    let backAbove = 70.0.nextUp
    return PropertyProof(
      id: "tilt.imageSwapThresholds", title: "The product photo swaps exactly past −60 and ±70",
      fact: imageSwapFact, domain: ProductDomain2(x, y),
      strategy: .sequence([
        .grid, .random(count: 4000),
        .edgeBiased(count: 4000, edgeShare: 0.5, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("exactly on a threshold", atLeast: 0.005) {
          (value: (Double, Double)) -> Bool in value.1 == -60 || abs(value.0) == 70
        },
        CoverageRequirement("top and back both hold", atLeast: 0.05) {
          (value: (Double, Double)) -> Bool in value.1 < -60 && abs(value.0) > 70
        },
      ]
    ) { (x: Double, y: Double) -> PropertyOutcome in
      let top = y <= topBelow
      let back = x >= backAbove || x <= -backAbove
      let expected: ProductImageSide = top ? .top : (back ? .back : .front)
      let shown = side(SIMD2(x, y))
      let dy = y.isNaN ? Double.infinity : abs(y + 60)
      let dx = x.isNaN ? Double.infinity : abs(abs(x) - 70)
      let room = min(dx, dy)
      guard shown == expected else {
        return .fail(
          "(\(x), \(y)) shows \(shown), the seed's rule shows \(expected)",
          margin: max(room, .leastNonzeroMagnitude))
      }
      return .pass(margin: -room, "points from the nearest threshold (−60 up, ±70 sideways)")
    }
  }
}
