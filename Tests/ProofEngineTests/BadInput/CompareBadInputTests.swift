// ULPDistance and Compare.values over hostile values and hostile tolerances, against the
// documented rules (NaN has no place on the line, ±0 are one point, tolerances are checked
// first and an invalid one fails the comparison, never traps).

import EffectProofTestSupport
import ProofEngine
import Testing

@Suite("badInput.Compare")
struct CompareBadInputTests {
  /// `ULPDistance.between`: NaN on either side is nil; a value is 0 from itself; ±0 are the
  /// same point; one step up is 1 (−∞ to −huge and +huge to +∞ included); symmetric.
  @Test(arguments: HostileDouble.allCases)
  func ulpDistances(input: HostileDouble) {
    let x = input.value
    for other in HostileDouble.allCases {
      let forward = ULPDistance.between(x, other.value)
      #expect(forward == ULPDistance.between(other.value, x))
      #expect((forward == nil) == (input.isNaN || other.isNaN))
    }
    if input.isNaN {
      #expect(ULPDistance.between(x, 1.0) == nil && ULPDistance.orderedIndex(of: x) == nil)
      return
    }
    #expect(ULPDistance.between(x, x) == 0)
    if x != .infinity { #expect(ULPDistance.between(x, x.nextUp) == 1) }
    if x == 0 { #expect(ULPDistance.between(x, -x) == 0) }
    if input == .plusSubnormal { #expect(ULPDistance.between(x, -x) == 2) }
    // The two infinities are the farthest apart: 2·(index of +∞) = 0xFFE0_0000_0000_0000.
    #expect(ULPDistance.between(-Double.infinity, .infinity) == 0xFFE0_0000_0000_0000)
    #expect(ULPDistance.between(x, .infinity)! <= 0xFFE0_0000_0000_0000)
  }

  /// `Compare.values(x, x)`: NaN fails with `notANumber`; every other value, ±∞ included,
  /// equals itself. Against 1: NaN → `notANumber`, ±∞ → `infinityMismatch`, the rest fail a
  /// distance rule (`relative`, as the default absolute tolerance is 0), and −∞/+∞ distances
  /// are +∞ with a finite ULP count.
  @Test(arguments: HostileDouble.allCases)
  func valuesAgainstThemselvesAndOne(input: HostileDouble) {
    let x = input.value
    let same = Compare.values(x, x)
    #expect(same.failure == (input.isNaN ? .notANumber : nil))
    let one = Compare.values(x, 1.0)
    switch input {
    case .nan, .signalingNaN:
      #expect(one.failure == .notANumber && one.absoluteDistance.isNaN && one.ulpDistance == nil)
    case .plusInfinity, .minusInfinity:
      #expect(one.failure == .infinityMismatch && one.absoluteDistance == .infinity)
      #expect(one.relativeDistance == .infinity && one.ulpDistance != nil)
    default:
      #expect(one.failure == .relative && one.absoluteDistance.isFinite)
      #expect(one.relativeDistance.isFinite && one.relativeDistance > 0)
    }
    // The largest values of opposite signs: |a − b| overflows, the relative distance is 2.
    let wide = Compare.values(Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude)
    #expect(wide.absoluteDistance == .infinity && wide.relativeDistance == 2)
  }

  /// A hostile absolute tolerance on two equal values: NaN, ±∞ and negatives (−0 excepted)
  /// fail with `invalidTolerance` before the values are looked at; ±0, a subnormal and the
  /// largest value are valid.
  @Test(arguments: HostileDouble.allCases)
  func hostileAbsoluteTolerance(input: HostileDouble) {
    let valid = input.value.isFinite && input.value >= 0
    let result = Compare.values(2.0, 2.0, absoluteTolerance: input.value)
    #expect(result.failure == (valid ? nil : .invalidTolerance))
    #expect(Compare.isApproximatelyEqual(2.0, 2.0, absoluteTolerance: input.value) == valid)
    let nan = Compare.values(Double.nan, 2.0, absoluteTolerance: input.value)
    #expect(nan.failure == (valid ? .notANumber : .invalidTolerance))
  }

  /// A hostile relative tolerance: only 0 ≤ r < 1 is valid (±0 and a subnormal here); NaN,
  /// ±∞, negatives and the largest value are `invalidTolerance`, also in `Float`.
  @Test(arguments: HostileDouble.allCases)
  func hostileRelativeTolerance(input: HostileDouble) {
    let r = input.value
    let valid = r.isFinite && r >= 0 && r < 1
    #expect(
      Compare.values(2.0, 2.0, relativeTolerance: r).failure == (valid ? nil : .invalidTolerance))
    let f = Float(r)
    let validFloat = f.isFinite && f >= 0 && f < 1
    #expect(
      Compare.values(Float(2), Float(2), relativeTolerance: f).failure
        == (validFloat ? nil : .invalidTolerance))
  }
}
