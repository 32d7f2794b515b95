import EffectMath
import Foundation
import ProofEngine

// Shared by the `tilt.*` and `flip.*` proofs: a domain with thresholds on it, the card's size
// from the config, the tilt types as a finite set, and outcome helpers.

/// A line of values with thresholds on it, for properties that change at given points.
///
/// - Draws (random, Sobol, Halton) are uniform on `range`.
/// - The grid sweeps `range` in steps of `step`, ends included, and then lists every threshold
///   with its `ulps` nearest neighbours on each side (a threshold may lie outside `range`),
///   and ±∞ and NaN when `nonFiniteOnGrid` is set (so every run, at any density, has them).
/// - Edges are the thresholds and their neighbours, the ends of `range` and the `far` values
///   (huge finite ones); with non-finite edges also ±∞, NaN and ±leastNonzeroMagnitude.
/// - Shrinking is the interval's, inside `range`; values outside it are reported as they are.
struct CardThresholdDomain: ProofDomain {
  let interval: IntervalDomain<Double>
  let critical: [Double]
  let edges: [Double]
  let nonFiniteEdges: [Double]

  init(
    _ range: ClosedRange<Double>, step: Double, thresholds: [Double], ulps: Int = 3,
    far: [Double] = [], nonFiniteOnGrid: Bool = false
  ) {
    interval = IntervalDomain(range, grid: .step(step))
    var values: [Double] = []
    for threshold in thresholds {
      values.append(threshold)
      var below = threshold
      var above = threshold
      for _ in 0..<max(0, ulps) {
        below = below.nextDown
        above = above.nextUp
        values += [below, above]
      }
    }
    edges = values + far + [range.lowerBound, range.upperBound]
    critical = nonFiniteOnGrid ? values + [.infinity, -.infinity, .nan] : values
    nonFiniteEdges =
      edges + [.infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
  }

  var dimension: Int { 1 }
  var gridCount: Int { interval.gridCount + critical.count }

  func value(atUnit unit: ArraySlice<Double>) -> Double { interval.value(atUnit: unit) }

  func gridValue(at index: Int) -> Double {
    let sweep = interval.gridCount
    guard index >= sweep, !critical.isEmpty else { return interval.gridValue(at: index) }
    return critical[min(index - sweep, critical.count - 1)]
  }

  func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Double {
    let pool = includeNonFinite ? nonFiniteEdges : edges
    return pool[random.index(below: pool.count)]
  }

  func contains(_ value: Double) -> Bool {
    interval.contains(value) || edges.contains(value)
  }

  func shrinkCandidates(for value: Double) -> [Double] {
    interval.shrinkCandidates(for: value)
  }
}

/// The tilt types, for domains that range over all of them.
enum TiltKind: String, Sendable, CaseIterable, CustomStringConvertible {
  /// `DragTilt`, the holographic card.
  case drag
  /// `TouchTilt`, the tilt card.
  case touch
  /// `LinearDragTilt`'s seed mapping, the product card.
  case linear
  /// `LinearDragTilt`'s bounded variant.
  case bounded
  /// `GyroscopeTilt`, the trading card.
  case gyroscope

  var description: String { rawValue }
}

/// The seeds' card as the config sizes it: the first screen width less the padding on both
/// sides (302 points by default), and that width over the aspect ratio (444.1 points).
struct CardProofGeometry: Sendable, Hashable {
  let width: Double
  let height: Double

  init(_ cards: CardsConfig) {
    let screen = cards.screenWidths.first ?? 390
    width = max(1, screen - 2 * cards.horizontalPadding)
    height = width / cards.aspectRatio
  }

  var size: SIMD2<Double> { SIMD2(width, height) }
}

/// How the proofs turn a case's raw coordinates into each tilt type's input. Shared by the
/// real closures and the oracles, so both read the same input; it is not code under test.
enum TiltCaseInput {
  /// A raw pair in about −1.5…1.5 as a touch's unit point, about −0.25…1.25: `(a + 1) / 2`.
  static func touchUnit(_ raw: SIMD2<Double>) -> SIMD2<Double> { (raw + 1) / 2 }
  /// A raw pair as a drag translation in points for the product card: 300 points per unit.
  static func productDrag(_ raw: SIMD2<Double>) -> SIMD2<Double> { raw * 300 }
  /// A raw pair as a gyroscope reading in degrees: 20 degrees per unit.
  static func gyroscopeSample(_ raw: SIMD2<Double>) -> GyroscopeSample {
    GyroscopeSample(rollDegrees: raw.x * 20, pitchDegrees: raw.y * 20)
  }
  /// How many times a reading is fed to the gyroscope filter before its rotation is read.
  static let gyroscopeFeeds = 3
}

/// Outcome helpers: oracle agreement passes without a margin, so a proof's reported worst
/// margin is the one of its headline bound; a disagreement fails with the distance as margin.
enum CardProofCheck {
  /// Passes (no margin) when `condition` holds, else fails with `note` and margin 1.
  static func require(_ condition: Bool, _ note: @autoclosure () -> String) -> PropertyOutcome {
    condition ? .pass : .fail(note(), margin: 1)
  }

  /// Passes (no margin) when `|actual − expected| ≤ tolerance`, else fails with the distance
  /// past the tolerance as margin (+∞ for NaN).
  static func agree(
    _ actual: Double, _ expected: Double, within tolerance: Double,
    _ what: @autoclosure () -> String
  ) -> PropertyOutcome {
    let distance = actual == expected ? 0 : abs(actual - expected)
    if distance <= tolerance { return .pass }
    let margin = distance.isNaN ? Double.infinity : distance - tolerance
    return .fail("\(what()): \(actual), expected \(expected) ± \(tolerance)", margin: margin)
  }

  /// A value clamped to [lower, upper], written out for the oracles (NaN stays NaN).
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    if value < lower { return lower }
    if value > upper { return upper }
    return value
  }

  /// A finite set of choices; the list must not be empty.
  static func choices<Element: Sendable & Equatable>(
    _ first: Element, _ rest: [Element]
  ) -> FiniteSetDomain<Element> {
    guard let domain = FiniteSetDomain([first] + rest) else {
      preconditionFailure("a choice list with a first element is never empty")
    }
    return domain
  }
}
