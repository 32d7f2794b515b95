// ProjectedBounds over every hostile Double in every numeric parameter, against its documented
// results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.ProjectedBounds")
struct ProjectedBoundsBadInputTests {
  /// The four numbers of `init(origin:size:)`.
  enum Slot: String, CaseIterable, Sendable { case originX, originY, width, height }

  /// `init(origin:size:)` stores as given; the edges are plain sums: `minX = origin.x`,
  /// `maxX = origin.x + size.x` (NaN, ±∞ and overflow pass through; a huge value plus 10 rounds
  /// back to itself).
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func edgesOfStoredBounds(slot: Slot, input: HostileDouble) {
    var numbers = [1.0, 2, 10, 20]
    numbers[Slot.allCases.firstIndex(of: slot) ?? 0] = input.value
    let bounds = ProjectedBounds(
      origin: SIMD2(numbers[0], numbers[1]), size: SIMD2(numbers[2], numbers[3]))
    let partner: Double  // what the hostile value is added to in maxX or maxY
    switch slot {
    case .originX: partner = 10
    case .originY: partner = 20
    case .width: partner = 1
    case .height: partner = 2
    }
    let far = slot == .originX || slot == .width ? bounds.maxX : bounds.maxY
    let near = slot == .originX || slot == .width ? bounds.minX : bounds.minY
    switch input {
    case .nan, .signalingNaN: #expect(far.isNaN)
    case .plusInfinity: #expect(far == .infinity)
    case .minusInfinity: #expect(far == -.infinity)
    case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: #expect(far == partner)
    case .negative: #expect(far == partner - 1)
    case .hugePositive: #expect(far == .greatestFiniteMagnitude)
    case .hugeNegative: #expect(far == -.greatestFiniteMagnitude)
    }
    let origin =
      slot == .originX || slot == .originY ? input.value : numbers[slot == .width ? 0 : 1]
    #expect(input.isNaN && origin.isNaN ? near.isNaN : near == origin)
  }

  /// The four numbers of a point in `init(enclosing:)`.
  enum PointSlot: String, CaseIterable, Sendable { case firstX, firstY, lastX, lastY }

  /// `init(enclosing:)` of (0, 0), (10, 20), (5, 5) with one coordinate of the first or last
  /// point replaced: `nil` for a non-finite coordinate, else origin = the least coordinates and
  /// size = the greatest minus the least (finite, non-negative).
  @Test(arguments: PointSlot.allCases, HostileDouble.allCases)
  func enclosing(slot: PointSlot, input: HostileDouble) throws {
    var points: [SIMD2<Double>] = [[0, 0], [10, 20], [5, 5]]
    switch slot {
    case .firstX: points[0].x = input.value
    case .firstY: points[0].y = input.value
    case .lastX: points[2].x = input.value
    case .lastY: points[2].y = input.value
    }
    let bounds = ProjectedBounds(enclosing: points)
    guard !input.isNonFinite else {
      #expect(bounds == nil)
      return
    }
    let found = try #require(bounds)
    let xs = points.map(\.x).sorted()
    let ys = points.map(\.y).sorted()
    #expect(found.origin == SIMD2(xs[0], ys[0]))
    #expect(found.size == SIMD2(xs[2] - xs[0], ys[2] - ys[0]))
    #expect(
      found.size.x >= 0 && found.size.y >= 0 && found.size.x.isFinite && found.size.y.isFinite)
  }

  /// No points, or an extent that overflows (the largest finite values of both signs), is `nil`.
  @Test func emptyAndOverflowingExtents() {
    #expect(ProjectedBounds(enclosing: []) == nil)
    let huge = Double.greatestFiniteMagnitude
    #expect(ProjectedBounds(enclosing: [[-huge, 0], [huge, 0]]) == nil)
    #expect(ProjectedBounds(enclosing: [[0, -huge], [0, huge]]) == nil)
  }
}
