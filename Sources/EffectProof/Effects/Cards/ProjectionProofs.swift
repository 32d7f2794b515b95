import EffectMath
import ProofEngine

/// The `projection.*` proofs: `PerspectiveTransform` mirrors in right-to-left layouts as
/// `rotation3DEffect` does, the seeds' tilted cards stay inside their padding, and the cards'
/// two stacked rotations equal one concatenated transform.
public enum ProjectionProofs {
  /// The proofs, with the cards' sizes, padding, perspective and max angles from `cards`.
  public static func proofs(for cards: CardsConfig) -> [any Proof] {
    [mirror(), padding(cards), stacking(cards)]
  }

  /// Points of a card in unit coordinates, with the card's size.
  static let size = SIMD2<Double>(302, 444.12)

  /// `projection.rightToLeftMirror`: for every rotation and point, the right-to-left image is
  /// the left-to-right image of the mirrored point, mirrored back (F·M·F); for a pure yaw that
  /// is the left-to-right yaw by the opposite angle, and a pitch is unchanged.
  static func mirror(
    rotation:
      @escaping @Sendable (Double, SIMD3<Double>, WritingDirection) -> PerspectiveTransform =
      { angle, axis, direction in
        PerspectiveTransform.rotation3D(
          radians: angle, axis: axis, perspective: 0.6, size: size, direction: direction)
      }
  ) -> PropertyProof<
    ProductDomain3<
      IntervalDomain<Double>, FiniteSetDomain<Int>,
      ProductDomain2<IntervalDomain<Double>, IntervalDomain<Double>>
    >
  > {
    let axes: [SIMD3<Double>] = [[0, 1, 0], [1, 0, 0], [0, 0, 1], [1, 1, 0], [1, -2, 3]]
    let axisIndices = FiniteSetDomain(Array(axes.indices), orElse: 0)
    return PropertyProof(
      id: "projection.rightToLeftMirror",
      title: "A right-to-left rotation is the mirrored left-to-right one",
      fact:
        """
        rotation3DEffect mirrors about x = w/2 in a right-to-left layout (F·M·F): a yaw \
        reverses, a pitch does not.
        """,
      domain: ProductDomain3(
        IntervalDomain(-Double.pi...Double.pi, grid: .points(25)), axisIndices,
        ProductDomain2(
          IntervalDomain(0.0...1.0, grid: .points(5)), IntervalDomain(0.0...1.0, grid: .points(5)))),
      strategy: .sequence([.grid, .sobol(count: 2000)])
    ) { angle, axisIndex, unit in
      let axis = axes[axisIndex]
      let point = SIMD2(unit.0 * size.x, unit.1 * size.y)
      let ltr = rotation(angle, axis, .leftToRight)
      let rtl = rotation(angle, axis, .rightToLeft)
      guard let mirrored = ltr.applyIfVisible(to: SIMD2(size.x - point.x, point.y)) else {
        return .discard
      }
      let expected = SIMD2(size.x - mirrored.x, mirrored.y)
      guard let actual = rtl.applyIfVisible(to: point) else {
        return .fail("right-to-left image missing where the mirrored left-to-right one exists")
      }
      var outcomes = [distance(actual, expected, tolerance: 1e-9)]
      if axis == [0, 1, 0] {
        let opposite = rotation(-angle, axis, .leftToRight)
        if let reversed = opposite.applyIfVisible(to: point) {
          outcomes.append(distance(actual, reversed, tolerance: 1e-9))
        }
      }
      if axis == [1, 0, 0], let same = ltr.applyIfVisible(to: point) {
        outcomes.append(distance(actual, same, tolerance: 1e-9))
      }
      return .all(outcomes)
    }
  }

  /// `projection.cornersInsidePadding`: at every pitch and yaw up to the card's max angle
  /// (stacked as the cards apply them, perspective from the config), every corner of the
  /// projected card stays inside the horizontal padding, on every configured screen width.
  static func padding(_ cards: CardsConfig) -> some Proof {
    let widths = FiniteSetDomain(cards.screenWidths, orElse: 390)
    let angles =
      FiniteSetDomain([cards.tilt.maxAngle, cards.holographic.maxAngle], orElse: 14)
    let padding = cards.horizontalPadding
    let perspective = cards.perspective
    let aspect = cards.aspectRatio
    return PropertyProof(
      id: "projection.cornersInsidePadding",
      title: "A tilted card stays inside its padding",
      fact:
        """
        The seeds' cards sit in \(padding) points of horizontal padding, aspect \(aspect), \
        perspective \(perspective), leaning up to \(cards.tilt.maxAngle)° and \
        \(cards.holographic.maxAngle)°.
        """,
      domain: ProductDomain3(
        widths, angles,
        ProductDomain2(
          IntervalDomain(-1.0...1.0, grid: .points(21)),
          IntervalDomain(-1.0...1.0, grid: .points(21)))),
      strategy: .sequence([.grid, .sobol(count: 2000)])
    ) { screen, maxAngle, lean in
      let width = screen - 2 * padding
      let size = SIMD2(width, width / aspect)
      let pitch = PerspectiveTransform.rotation3D(
        degrees: lean.0 * maxAngle, axis: [1, 0, 0], perspective: perspective, size: size)
      let yaw = PerspectiveTransform.rotation3D(
        degrees: lean.1 * maxAngle, axis: [0, 1, 0], perspective: perspective, size: size)
      guard let quad = pitch.concatenating(yaw).projectedQuad(size: size) else {
        return .fail("a corner went behind the camera")
      }
      let overhang = quad.corners.map { max(-$0.x, $0.x - width) }.max() ?? 0
      return .expect(
        overhang, atMost: padding,
        "screen \(screen), max \(maxAngle)°: a corner reaches \(overhang) points past the card")
    }
  }

  /// `projection.stackedEqualsConcatenated`: applying the pitch and then the yaw to a point
  /// gives the same image as the one concatenated transform.
  static func stacking(_ cards: CardsConfig) -> some Proof {
    let limit = max(cards.tilt.maxAngle, cards.holographic.maxAngle)
    let perspective = cards.perspective
    return PropertyProof(
      id: "projection.stackedEqualsConcatenated",
      title: "Two stacked rotations are one concatenated transform",
      fact:
        "The cards stack rotation3DEffect about x, then about y; the pair is one projective transform.",
      domain: ProductDomain3(
        IntervalDomain(-limit...limit, grid: .points(9)),
        IntervalDomain(-limit...limit, grid: .points(9)),
        ProductDomain2(
          IntervalDomain(0.0...1.0, grid: .points(5)), IntervalDomain(0.0...1.0, grid: .points(5)))),
      strategy: .sequence([.grid, .random(count: 2000)])
    ) { pitchDegrees, yawDegrees, unit in
      let point = SIMD2(unit.0 * size.x, unit.1 * size.y)
      let pitch = PerspectiveTransform.rotation3D(
        degrees: pitchDegrees, axis: [1, 0, 0], perspective: perspective, size: size)
      let yaw = PerspectiveTransform.rotation3D(
        degrees: yawDegrees, axis: [0, 1, 0], perspective: perspective, size: size)
      guard let first = pitch.applyIfVisible(to: point),
        let stacked = yaw.applyIfVisible(to: first),
        let once = pitch.concatenating(yaw).applyIfVisible(to: point)
      else { return .fail("a point went behind the camera at a card's lean") }
      return distance(stacked, once, tolerance: 1e-9)
    }
  }

  /// `|a − b| ≤ tolerance · max(1, |a|)`, as an outcome with its margin in points.
  static func distance(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, tolerance: Double
  ) -> PropertyOutcome {
    let gap = ((a - b) * (a - b)).sum().squareRoot()
    let scale = max(1, (a * a).sum().squareRoot())
    return .expect(gap, atMost: tolerance * scale, "images \(a) and \(b) are \(gap) apart")
  }
}
