import EffectMath
import Foundation
import GSL
import ProofEngine

/// The `flip.*` proofs: which face the two-sided trading card shows while it turns, when the
/// swap happens in the flip animation, and that its shading has no jumps (`EffectMath/Flip`,
/// see `docs/cards.md`).
///
/// Each proof is built by an internal factory that takes the function under test as a
/// closure; the oracles are written out in the proof: exact remainders, the projection of
/// `rotation3DEffect` at the config's perspective, the ease-in-out Bézier solved with GSL's
/// Brent root finder, and GSL's central differences.
public enum FlipProofs {
  /// The flip proofs for `cards`: the card size, `cards.flipPerspective` (0.6) and
  /// `cards.flipDurationSeconds` (0.5 s).
  public static func proofs(for cards: CardsConfig) -> [any Proof] {
    let shading = CardFlipShading()
    return [
      exactlyOneFace(perspective: cards.flipPerspective, card: CardProofGeometry(cards)) {
        degrees in
        FlipView(
          face: CardFlip.face(degrees: degrees), front: CardFlip.frontOpacity(degrees: degrees),
          back: CardFlip.backOpacity(degrees: degrees))
      },
      swapAtHalfway(duration: cards.flipDurationSeconds) { CardFlip.face(degrees: $0) },
      shadingContinuous(
        maxDarkening: shading.maxDarkening, glintPeak: shading.glintPeak,
        glintHalfWidth: shading.glintHalfWidth,
        brightness: { shading.brightness(degrees: $0) },
        glint: { shading.glint(degrees: $0, x: $1) }),
    ]
  }

  // MARK: - flip.exactlyOneFace

  static let exactlyOneFaceFact =
    "Two-sided trading card: the front and back opacities swap at the halfway point, 90°, so "
    + "exactly one face shows at every angle, and it is the face turned toward the viewer. "
    + "Checked on non-finite angles too: at least 0.005 % of the cases, more than the grid's "
    + "±∞ and NaN give alone (runs reach 0.014 % at low density, 0.04 % at the default)."

  /// `flip.exactlyOneFace` for the face and opacities at an angle in degrees, on a card of
  /// `card`'s size turned with `rotation3DEffect(…, perspective:)`.
  ///
  /// Two oracles: the exact IEEE remainder `r = remainder(θ, 360)` (front iff |r| < 90;
  /// non-finite angles read as 0), and the projected card: the signed area of each face's
  /// corners under the rotation about y with `d = perspective / max(w, h)`, over the
  /// unrotated area. The face shown may not be turned away by more than 10⁻¹² of the card.
  ///
  /// Cases: −1080…1080° every 1/32°, every swap angle 90 + 180k in range and 90 + 360 · 2⁴⁰,
  /// 270 + 360 · 2⁴⁰ and −90 − 360 · 2⁴⁵ with 4 ulps each side, ±∞ and NaN, uniform draws,
  /// and edges including ±10³⁰⁰, ±∞ and NaN. Headline margin: `−(shown face's area ratio) − 10⁻¹²`
  /// (the worst is edge-on, where the back shows at area ≈ 0). Coverage: at least 0.2 % of the
  /// cases within 10⁻⁹° of a swap, and at least ``nonFiniteFloor`` (0.005 %) non-finite, which
  /// the grid's ±∞ and NaN cannot meet alone.
  /// The share of `flip.exactlyOneFace`'s cases that must be non-finite, 0.005 %: above what
  /// the grid's three non-finite points can give alone, so a run whose edge-biased draws
  /// stopped reaching ±∞ and NaN fails its coverage.
  static let nonFiniteFloor = 0.00005

  static func exactlyOneFace(
    perspective: Double, card: CardProofGeometry,
    view: @escaping @Sendable (_ degrees: Double) -> FlipView
  ) -> any Proof {
    let swaps = (-6...5).map { 90 + 180 * Double($0) }
    let huge = [90 + 360 * 0x1p40, 270 + 360 * 0x1p40, -90 - 360 * 0x1p45]
    let angles = CardThresholdDomain(
      -1080...1080, step: 1.0 / 32, thresholds: swaps + huge + [0, 180, -180, 360, -360], ulps: 4,
      far: [1e300, -1e300, .greatestFiniteMagnitude], nonFiniteOnGrid: true)
    let depth = perspective / max(card.width, card.height)
    return PropertyProof(
      id: "flip.exactlyOneFace", title: "Exactly one face shows, and it faces the viewer",
      fact: exactlyOneFaceFact, domain: angles,
      strategy: .sequence([
        .grid, .random(count: 8000),
        .edgeBiased(count: 4000, edgeShare: 0.6, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("within 10⁻⁹° of a swap", atLeast: 0.002) { degrees in
          abs(abs(remainder(degrees, 180)) - 90) < 1e-9
        },
        // 0.005 %: more than the grid's own ±∞ and NaN can give (3 of 69 304 grid points, at
        // most 0.0043 % of a run), so the edge-biased draws must add non-finite angles too.
        // Runs reach 0.014–0.018 % at low density and 0.04–0.05 % at the default.
        CoverageRequirement("non-finite", atLeast: nonFiniteFloor) { !$0.isFinite },
      ]
    ) { degrees in
      let shown = view(degrees)
      let frontExpected: Bool
      if degrees.isFinite {
        frontExpected = abs(remainder(degrees, 360)) < 90
      } else {
        frontExpected = true
      }
      var checks: [PropertyOutcome] = [
        CardProofCheck.require(
          (shown.front == 0 || shown.front == 1) && (shown.back == 0 || shown.back == 1)
            && shown.front + shown.back == 1,
          "opacities front \(shown.front), back \(shown.back): not exactly one face"),
        CardProofCheck.require(
          (shown.face == .front) == (shown.front == 1),
          "face \(shown.face) with front opacity \(shown.front)"),
        CardProofCheck.require(
          (shown.face == .front) == frontExpected,
          "shows \(shown.face); remainder(θ, 360) = \(remainder(degrees, 360)) shows "
            + (frontExpected ? "front" : "back")),
      ]
      if degrees.isFinite {
        let radians = remainder(degrees, 360) * (Double.pi / 180)
        let cosine = cos(radians)
        let sine = sin(radians)
        let ratio =
          shown.face == .front
          ? facingRatio(cosine: cosine, sine: sine, card: card, depth: depth)
          : facingRatio(cosine: -cosine, sine: -sine, card: card, depth: depth)
        checks.insert(
          .expect(ratio, atLeast: -1e-12, "area ratio of the face shown (> 0: toward the viewer)"),
          at: 0)
      }
      return .all(checks)
    }
  }

  /// The signed area of a face turned by an angle about y (given by its cosine and sine),
  /// projected with camera depth `d`, over the unrotated area: positive when the face turns
  /// toward the viewer. The back face is the front turned a further 180° (`−cos`, `−sin`).
  ///
  /// A corner `q = (x, y)` relative to the centre goes to `(x cos θ, y, −x sin θ)`, then
  /// `W = 1 + d x sin θ`, `x′ = x cos θ / W`, `y′ = y / W`; the shoelace formula gives the area.
  static func facingRatio(
    cosine: Double, sine: Double, card: CardProofGeometry, depth: Double
  ) -> Double {
    let w = card.width / 2
    let h = card.height / 2
    let corners = [SIMD2(-w, -h), SIMD2(w, -h), SIMD2(w, h), SIMD2(-w, h)].map { q in
      let scale = 1 + depth * q.x * sine
      return SIMD2(q.x * cosine / scale, q.y / scale)
    }
    var twiceArea = 0.0
    for index in corners.indices {
      let a = corners[index]
      let b = corners[(index + 1) % corners.count]
      twiceArea += a.x * b.y - b.x * a.y
    }
    return twiceArea / 2 / (card.width * card.height)
  }

  // MARK: - flip.swapAtHalfway

  static let swapAtHalfwayFact =
    "Two-sided trading card: the flip runs 0 → 180° over 0.5 s with easeInOut, and the "
    + "opacities swap at the halfway point; the curve is symmetric, so each face shows for "
    + "half the flip."

  /// `flip.swapAtHalfway` for the face at an angle, over a flip of `duration` seconds with
  /// SwiftUI's ease-in-out, cubic Bézier (0.42, 0, 0.58, 1), solved for its parameter with
  /// GSL's Brent root finder.
  ///
  /// Cases: both directions (to the back, 0 → 180; to the front, 180 → 0) × 121 frame times
  /// over the duration plus 2000 random ones. The start face shows before `duration / 2`,
  /// the end face after; within 10⁻⁹° of 90 either face passes. Headline margin: minus the
  /// time to the swap, in seconds.
  static func swapAtHalfway(
    duration: Double, face: @escaping @Sendable (_ degrees: Double) -> CardFace
  ) -> any Proof {
    let times = IntervalDomain(0...duration, grid: .points(121))
    let half = duration / 2
    return PropertyProof(
      id: "flip.swapAtHalfway", title: "The faces swap at the flip's halfway time",
      fact: swapAtHalfwayFact,
      domain: ProductDomain2(CardProofCheck.choices(true, [false]), times),
      strategy: .sequence([.grid, .random(count: 2000)]),
      coverage: [
        CoverageRequirement("the first half", atLeast: 0.3) { $0.1 < half },
        CoverageRequirement("the second half", atLeast: 0.3) { $0.1 > half },
      ]
    ) { toBack, seconds in
      let progress: Double
      do throws(GSLError) {
        progress = try easeInOut(seconds / duration)
      } catch {
        return TimingProofs.oracleFailed(error, "the ease-in-out curve at \(seconds) s")
      }
      let degrees = toBack ? 180 * progress : 180 * (1 - progress)
      guard abs(degrees - 90) > 1e-9 else { return .discard }
      let start: CardFace = toBack ? .front : .back
      let end: CardFace = toBack ? .back : .front
      let expected = seconds < half ? start : end
      let shown = face(degrees)
      let room = abs(seconds - half)
      guard shown == expected else {
        return .fail(
          "at \(seconds) s (\(degrees)°) shows \(shown), expected \(expected)",
          margin: max(room, .leastNonzeroMagnitude))
      }
      return .pass(margin: -room, "seconds from the swap at \(half) s")
    }
  }

  /// SwiftUI's `easeInOut`, the cubic Bézier with control points (0.42, 0) and (0.58, 1), at
  /// time fraction `s`: solve `x(u) = s` with GSL's Brent method, then return `y(u)`.
  /// Throws GSL's error if the solve fails.
  static func easeInOut(_ s: Double) throws(GSLError) -> Double {
    if s <= 0 { return 0 }
    if s >= 1 { return 1 }
    func x(_ u: Double) -> Double {
      let v = 1 - u
      return 3 * v * v * u * 0.42 + 3 * v * u * u * 0.58 + u * u * u
    }
    let u = try RootFinding.root(
      between: 0, and: 1, absoluteTolerance: 1e-15, relativeTolerance: 0, { x($0) - s }
    ).root
    return 3 * (1 - u) * u * u + u * u * u
  }
}

/// What the flip shows at one angle: the face and both opacities.
struct FlipView: Sendable, Hashable {
  var face: CardFace
  var front: Double
  var back: Double
}
