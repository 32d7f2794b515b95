// ProjectedQuad and projectedQuad(size:) over every hostile Double, against the documented
// results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.ProjectedQuad")
struct ProjectedQuadBadInputTests {
  /// The eight numbers of `init(topLeft:topRight:bottomRight:bottomLeft:)`.
  enum Slot: String, CaseIterable, Sendable {
    case topLeftX, topLeftY, topRightX, topRightY, bottomRightX, bottomRightY, bottomLeftX,
      bottomLeftY
  }

  /// Stored as given and listed in order by `corners`; `bounds` is `nil` for a non-finite corner
  /// and otherwise the box around the four corners.
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func cornersAndBounds(slot: Slot, input: HostileDouble) throws {
    var numbers = [0.0, 0, 10, 0, 10, 20, 0, 20]
    let index = Slot.allCases.firstIndex(of: slot) ?? 0
    numbers[index] = input.value
    let quad = ProjectedQuad(
      topLeft: [numbers[0], numbers[1]], topRight: [numbers[2], numbers[3]],
      bottomRight: [numbers[4], numbers[5]], bottomLeft: [numbers[6], numbers[7]])
    let flat = quad.corners.flatMap { [$0.x, $0.y] }
    for (got, given) in zip(flat, numbers) {
      #expect(given.isNaN ? got.isNaN : (got == given && got.sign == given.sign))
    }
    guard !input.isNonFinite else {
      #expect(quad.bounds == nil)
      return
    }
    let bounds = try #require(quad.bounds)
    let xs = stride(from: 0, to: 8, by: 2).map { numbers[$0] }.sorted()
    let ys = stride(from: 1, to: 8, by: 2).map { numbers[$0] }.sorted()
    #expect(bounds.origin == SIMD2(xs[0], ys[0]))
    #expect(bounds.size == SIMD2(xs[3] - xs[0], ys[3] - ys[0]))
  }

  /// `projectedQuad(size:)`: `nil` for a negative or non-finite size component. Under the
  /// identity every other size gives the corners themselves; under a 30° yaw the quad is `nil`
  /// (a corner behind the camera) or four finite corners, and `projectedBounds` agrees.
  @Test(arguments: [true, false], HostileDouble.allCases)
  func projectingACard(widthIsHostile: Bool, input: HostileDouble) throws {
    let size = widthIsHostile ? SIMD2(input.value, 444) : SIMD2(302, input.value)
    let yaw = PerspectiveTransform.rotation3D(degrees: 30, axis: [0, 1, 0], size: [302, 444])
    let unusable = input.isNonFinite || input.value < 0
    for transform in [PerspectiveTransform.identity, yaw] {
      let quad = transform.projectedQuad(size: size)
      #expect(transform.projectedBounds(size: size) == quad?.bounds)
      if unusable {
        #expect(quad == nil)
        continue
      }
      if transform == .identity {
        let found = try #require(quad)
        #expect(found.corners == [[0, 0], [size.x, 0], [size.x, size.y], [0, size.y]])
      } else if let quad {
        #expect(quad.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite })
      } else {
        // Only a card far larger than the one the yaw was built for reaches behind the camera.
        #expect(input == .hugePositive)
      }
    }
  }
}
