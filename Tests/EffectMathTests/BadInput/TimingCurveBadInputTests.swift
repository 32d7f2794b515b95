// TimingCurve (Bézier construction, value, velocity, inverse) over every hostile Double in every
// numeric parameter, SIMD components included, against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.TimingCurve")
struct TimingCurveBadInputTests {
  /// The four control-point coordinates of `bezier(startControlPoint:endControlPoint:)`.
  enum Coordinate: String, CaseIterable, Sendable {
    case startX, startY, endX, endY
  }

  /// Every public curve, plus the seed wheel's and the inverse of the circular ease-in-out.
  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
    .circularEaseInOut, TimingCurve.circularEaseInOut.inverse,
    .bezier(startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1]),
    .bezier(startControlPoint: [0.2, -0.6], endControlPoint: [0.8, 1.7]),
  ]

  static let probes: [Double] = [0.01, 0.1, 0.37, 0.5, 0.9, 0.999]

  /// The documented evaluation: x is clamped to [0, 1], y limited to ±1e300.
  static func evaluated(_ value: Double, isX: Bool) -> Double {
    isX ? min(max(value, 0), 1) : min(max(value, -1e300), 1e300)
  }

  /// `bezier` with one hostile coordinate (the others from the seed wheel's curve): a NaN
  /// coordinate or an infinite y gives `linear`; anything else is stored as given and
  /// evaluated exactly like the curve with x clamped to [0, 1] and y limited to ±1e300, with
  /// finite values and never a NaN velocity.
  @Test(arguments: HostileDouble.allCases, Coordinate.allCases)
  func bezierConstruction(input: HostileDouble, coordinate: Coordinate) {
    let x = input.value
    var start = SIMD2(0.3, 0.48)
    var end = SIMD2(0.7, 1.0)
    switch coordinate {
    case .startX: start.x = x
    case .startY: start.y = x
    case .endX: end.x = x
    case .endY: end.y = x
    }
    let curve = TimingCurve.bezier(startControlPoint: start, endControlPoint: end)
    let isX = coordinate == .startX || coordinate == .endX
    if x.isNaN || (!isX && x.isInfinite) {
      #expect(curve == .linear && curve.controlPoints == nil)
      return
    }
    let stored = curve.controlPoints
    #expect(stored?.start == start && stored?.end == end)
    var cleanStart = start
    var cleanEnd = end
    switch coordinate {
    case .startX: cleanStart.x = Self.evaluated(x, isX: true)
    case .startY: cleanStart.y = Self.evaluated(x, isX: false)
    case .endX: cleanEnd.x = Self.evaluated(x, isX: true)
    case .endY: cleanEnd.y = Self.evaluated(x, isX: false)
    }
    let clean = TimingCurve.bezier(startControlPoint: cleanStart, endControlPoint: cleanEnd)
    for p in [0.0, 1.0] + Self.probes {
      let value = curve.value(at: p)
      let velocity = curve.velocity(at: p)
      #expect(value == clean.value(at: p) && value.isFinite, "value at \(p)")
      #expect(velocity == clean.velocity(at: p) && !velocity.isNaN, "velocity at \(p)")
    }
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    let inverse = curve.inverse
    for p in Self.probes {
      #expect(inverse.value(at: p).isFinite && !inverse.velocity(at: p).isNaN)
    }
  }

  /// `value(at:)` and `velocity(at:)` at a hostile progress, for every curve: NaN and
  /// everything ≤ 0 evaluate at 0 (value 0), +∞ and huge at 1 (value 1); a subnormal
  /// progress gives a value within 1e-150 of 0 and a velocity that is not NaN.
  @Test(arguments: HostileDouble.allCases)
  func hostileProgress(input: HostileDouble) {
    for (index, curve) in Self.curves.enumerated() {
      let value = curve.value(at: input.value)
      let velocity = curve.velocity(at: input.value)
      switch input {
      case .plusInfinity, .hugePositive:
        #expect(value == 1 && velocity == curve.velocity(at: 1), "curve \(index)")
      case .plusSubnormal:
        #expect(abs(value) <= 1e-150 && !velocity.isNaN, "curve \(index)")
      default:
        #expect(value == 0 && velocity == curve.velocity(at: 0), "curve \(index)")
      }
    }
  }
}
