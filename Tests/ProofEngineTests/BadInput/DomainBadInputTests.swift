// The proof domains (interval, angle, integer range, finite set, unit vectors, products) over
// hostile bounds, grid steps, grid sizes, indices and unit coordinates: the documented
// replacement or clamp, and never a trap or an unbounded grid.

import EffectProofTestSupport
import ProofEngine
import Testing

@Suite("badInput.Domains")
struct DomainBadInputTests {
  /// The hostile values that can be a closed range's lower bound below 1. A NaN or inverted
  /// bound cannot reach the domain: `ClosedRange` traps in the caller (even with
  /// `uncheckedBounds` in a debug build), so the domain's own replacement of such bounds by
  /// `0...0` only guards release builds.
  static let lowerBounds = HostileDouble.allCases.filter { $0.value <= 1 }
  static let upperBounds = HostileDouble.allCases.filter { 0 <= $0.value }

  /// A closed interval whose lower bound is hostile (upper 1): −∞ makes the interval
  /// non-finite, which becomes `0...0` (one grid point); the finite ones are kept, with 11
  /// grid points, all inside.
  @Test(arguments: lowerBounds)
  func hostileLowerBound(input: HostileDouble) {
    let domain = IntervalDomain(input.value...1.0, grid: .points(11))
    let replaced = input.isNonFinite
    if replaced {
      #expect(domain.lower == 0 && domain.upper == 0 && domain.gridCount == 1)
      #expect(domain.gridValue(at: 0) == 0 && domain.value(atUnit: [0.7]) == 0)
    } else {
      #expect(domain.lower == input.value && domain.upper == 1 && domain.gridCount == 11)
      for k in 0..<11 {
        let v = domain.gridValue(at: k)
        #expect(v.isFinite && domain.contains(v))
      }
      #expect(domain.gridValue(at: 10) == 1)
    }
  }

  /// The upper bound hostile (lower 0): +∞ becomes `0...0`; −0 is kept (`0...−0`, zero width,
  /// one point); a subnormal or huge upper keeps 11 points.
  @Test(arguments: upperBounds)
  func hostileUpperBound(input: HostileDouble) {
    let domain = IntervalDomain(0.0...input.value)
    switch input {
    case .plusZero, .minusZero:
      #expect(domain.gridCount == 1 && domain.gridValue(at: 5) == 0)
    case .plusSubnormal, .hugePositive:
      #expect(domain.upper == input.value && domain.gridCount == 11)
      #expect(domain.gridValue(at: 10) == input.value && domain.contains(domain.gridValue(at: 5)))
    default:
      #expect(domain.lower == 0 && domain.upper == 0 && domain.gridCount == 1)
    }
    // Half-open: an empty or non-finite range is the single point 0...0 too.
    let open = IntervalDomain(0.0..<input.value)
    if input == .plusSubnormal || input == .hugePositive {
      #expect(open.gridCount == 10 && !open.contains(input.value))
    } else {
      #expect(open.gridCount == 1 && open.contains(0) && open.gridValue(at: 3) == 0)
    }
  }

  /// A hostile grid step on `0...1`: NaN, ±∞, zeros and negatives give one point (the lower
  /// end); a subnormal step would need 10³²³ points and is cut to 10 000 000 (generated on
  /// demand, never stored); the largest step gives the two ends.
  @Test(arguments: HostileDouble.allCases)
  func hostileStep(input: HostileDouble) {
    let domain = IntervalDomain(0.0...1.0, grid: .step(input.value))
    switch input {
    case .plusSubnormal:
      #expect(domain.gridCount == 10_000_000)
      #expect(domain.gridValue(at: 1) == input.value && domain.gridValue(at: .max) == 1)
    case .hugePositive:
      #expect(domain.gridCount == 2 && domain.gridValue(at: 0) == 0 && domain.gridValue(at: 1) == 1)
    default:
      #expect(domain.gridCount == 1 && domain.gridValue(at: 0) == 0)
    }
  }

  /// A hostile grid size: 0 and negatives give one point, `Int.max` is cut to 10 000 000;
  /// hostile indices clamp to the first and last points.
  @Test(arguments: HostileInt.allCases)
  func hostileGridSize(input: HostileInt) {
    let domain = IntervalDomain(0.0...1.0, grid: .points(input.value))
    #expect(domain.gridCount == (input == .max ? 10_000_000 : 1))
    let eleven = IntervalDomain(0.0...1.0, grid: .points(11))
    let index = eleven.gridValue(at: input.value)
    #expect(index == (input == .max ? 1 : 0))
    let angles = AngleDomain(gridPoints: input.value)
    #expect(angles.gridCount == (input == .max ? 10_000_000 : 1))
    #expect(angles.gridValue(at: input.value) >= 0 && angles.gridValue(at: input.value) < 2 * .pi)
  }

  /// A hostile unit coordinate (generators only make [0, 1), but the entry point is public):
  /// NaN, −∞, zeros, negatives and −huge give the lower end, +∞ and +huge the largest value
  /// inside; a subnormal `u` adds less than an ulp, so it gives the lower end too. Every
  /// domain's value stays inside it.
  @Test(arguments: HostileDouble.allCases)
  func hostileUnitCoordinate(input: HostileDouble) {
    let u = input.value
    let interval = IntervalDomain(-2.0...3.0)
    let high = input == .plusInfinity || input == .hugePositive
    let value = interval.value(atUnit: [u])
    #expect(value == (high ? 3 : -2))
    let angle = AngleDomain().value(atUnit: [u])
    #expect(AngleDomain().contains(angle))
    let integers = IntegerRangeDomain(-5...5).value(atUnit: [u])
    #expect((-5...5).contains(integers))
    let set = FiniteSetDomain(["a", "b", "c"], orElse: "z")
    #expect(set.value(atUnit: [u]) == (high ? "c" : "a"))
    #expect(UnitVector2Domain().contains(UnitVector2Domain().value(atUnit: [u])))
    #expect(UnitVector3Domain().contains(UnitVector3Domain().value(atUnit: [u, u])))
    let pair = ProductDomain2(interval, set).value(atUnit: [u, u])
    #expect(pair.0 == value && pair.1 == set.value(atUnit: [u]))
  }

  /// Short unit points (fewer coordinates than the dimension) do not trap: a missing
  /// coordinate counts as 0.
  @Test func shortUnitPointsCountAsZero() {
    #expect(UnitVector3Domain().value(atUnit: []) == SIMD3(0, 0, -1))
    #expect(
      UnitVector3Domain().value(atUnit: [1.0 / 4]) == SIMD3(0, 0, -0.5)
        + SIMD3(0.75.squareRoot(), 0, 0))
    let pair = ProductDomain2(IntervalDomain(2.0...4.0), IntervalDomain(-1.0...1.0)).value(atUnit: [
      0.5
    ])
    #expect(pair == (3, -1))
    let triple = ProductDomain3(
      IntegerRangeDomain(0...10), IntegerRangeDomain(5...6),
      FiniteSetDomain([true, false], orElse: true)
    ).value(atUnit: [])
    #expect(triple == (0, 5, true))
  }

  /// An interval as wide as `Double` allows: the width overflows, but draws and grid points
  /// are `(1 − t)·lower + t·upper`, finite and increasing, with 0 in the middle.
  @Test func theWidestIntervalStaysFinite() {
    let big = Double.greatestFiniteMagnitude
    let domain = IntervalDomain(-big...big, grid: .points(11))
    #expect(domain.gridCount == 11)
    let grid = (0..<11).map { domain.gridValue(at: $0) }
    #expect(grid.allSatisfy(\.isFinite) && grid == grid.sorted() && Set(grid).count == 11)
    #expect(grid[0] == -big && grid[5] == 0 && grid[10] == big)
    #expect(domain.value(atUnit: [0.5]) == 0)
    #expect(abs(domain.value(atUnit: [0.75]) - big / 2) <= big * 1e-15)
    #expect(domain.value(atUnit: [0]) == -big)
    let stepped = IntervalDomain(-big...big, grid: .step(1))
    #expect(stepped.gridCount == 10_000_000 && stepped.gridValue(at: 3) == -big + 3)
  }

  /// Integer ranges at the ends of `Int`: grids are cut to 10 000 000 points (no overflow),
  /// a hostile stride is at least 1, and shrinking `Int.min` or `Int.max` gives the anchor,
  /// the halfway point and the neighbour (distances counted without overflow).
  @Test(arguments: HostileInt.allCases)
  func integerRangesAtTheEnds(input: HostileInt) {
    for range in [Int.min...Int.max, 0...Int.max, Int.min...0, -1...Int.max] {
      let domain = IntegerRangeDomain(range, stride: input.value)
      #expect(domain.stride == max(1, input.value))
      #expect(domain.gridCount >= 2 && domain.gridCount <= 10_000_000)
      #expect(domain.gridValue(at: input.value) >= range.lowerBound)
      #expect(
        domain.gridValue(at: .max)
          == (domain.gridCount == 10_000_000 && domain.stride == 1
            ? range.lowerBound + 9_999_999 : range.upperBound))
      #expect(domain.edgeValues().allSatisfy(range.contains))
    }
    let whole = IntegerRangeDomain(Int.min...Int.max)
    #expect(whole.shrinkCandidates(for: .min) == [0, Int.min / 2, Int.min + 1])
    #expect(whole.shrinkCandidates(for: .max) == [0, Int.max / 2, Int.max - 1])
    let negative = IntegerRangeDomain(Int.min...(-1))
    #expect(
      negative.anchor == .min && negative.shrinkCandidates(for: -1) == [.min, Int.min / 2, -2])
  }

  /// An empty finite set is not a domain (`nil`), or is its fallback.
  @Test func emptySets() {
    #expect(FiniteSetDomain<Int>([]) == nil)
    let fallback = FiniteSetDomain<Int>([], orElse: 7)
    #expect(
      fallback.elements == [7] && fallback.gridCount == 1 && fallback.gridValue(at: .min) == 7)
  }

  /// A product of fine grids has more than `Int.max` points: its count saturates at
  /// `Int.max` and any index maps to a point (mixed radix, no overflow).
  @Test(arguments: HostileInt.allCases)
  func productsSaturate(input: HostileInt) {
    let fine = IntervalDomain(0.0...1.0, grid: .points(10_000_000))
    let product = ProductDomain3(fine, fine, fine)
    #expect(product.gridCount == .max)
    let point = product.gridValue(at: input.value)
    #expect(product.contains(point))
  }
}
