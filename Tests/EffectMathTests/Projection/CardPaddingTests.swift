// Proof that the seeds' tilted cards stay inside their horizontal padding.

import EffectMath
import Testing

/// The seeds' cards: `.padding(.horizontal, 44)`, `.aspectRatio(0.68, contentMode: .fit)`,
/// pitch about x then yaw about y, each with perspective 0.6; the tilt card leans at most
/// 14°, the holographic card 16°. On a screen `s` points wide the card is `s − 88` wide
/// and `(s − 88) / 0.68` tall, and it may spill into its padding but no further:
/// every projected corner must satisfy `−44 ≤ x ≤ w + 44`.
///
/// Found while proving: the worst overhang is **not** at ±max on both axes. At full pitch
/// the yaw that pushes a corner furthest out is about 12.7° (tilt) or 12.9° (holographic):
/// past it, the cosine shrinks the card faster than the perspective enlarges the near
/// edge. So the proof searches the whole square of angles, not only its corners.
@Suite("projection.cardPadding")
struct CardPaddingTests {
  private static let padding = 44.0
  private static let aspect = 0.68
  private static let perspective = 0.6
  private static let cards: [(name: String, maxAngle: Double)] = [
    ("tilt", 14), ("holographic", 16),
  ]

  /// `projection.cardPadding`: the four corners stay within the padding (1) at ±max pitch
  /// and ±max yaw at once and (2) everywhere in the square [−max, max]², found by a
  /// 41 × 41 sweep refined three times around its worst cell; in both layout directions.
  /// Every corner used is checked against the oracle. Prints the worst margins.
  @Test(arguments: [390.0, 430, 320, 375, 393, 414, 440])
  func tiltedCornersStayInsideThePadding(screenWidth: Double) {
    let width = screenWidth - 2 * Self.padding
    let size = SIMD2(width, width / Self.aspect)
    var sweep = ProjectionSweep("projection.cardPadding.oracle(\(screenWidth))")
    for card in Self.cards {
      for direction in WritingDirection.allCases {
        var atExtremes = Double.infinity
        for pitch in [-card.maxAngle, card.maxAngle] {
          for yaw in [-card.maxAngle, card.maxAngle] {
            atExtremes = min(
              atExtremes,
              margin(size: size, pitch: pitch, yaw: yaw, direction: direction, sweep: &sweep))
          }
        }
        let worst = worstMargin(
          size: size, maxAngle: card.maxAngle, direction: direction, sweep: &sweep)
        let growth = verticalGrowth(size: size, maxAngle: card.maxAngle, direction: direction)
        if direction == .leftToRight {
          print(
            "[projection.cardPadding] screen \(screenWidth) pt, \(card.name) card "
              + "\(width) × \(rounded(size.y)) pt, max \(card.maxAngle)°: margin at ±max "
              + "\(rounded(atExtremes)) pt; worst \(rounded(worst.margin)) pt at pitch "
              + "\(rounded(worst.pitch))° yaw \(rounded(worst.yaw))° (of \(Self.padding) pt); "
              + "vertical growth at ±max \(rounded(growth)) pt")
        }
        #expect(atExtremes > 0, "\(card.name) \(screenWidth) \(direction) overhangs at ±max")
        #expect(worst.margin > 0, "\(card.name) \(screenWidth) \(direction): \(worst)")
        #expect(worst.margin <= atExtremes, "the search must find at least the extremes")
      }
    }
    sweep.finish(atLeast: 10_000)
  }

  /// The measured worst margins for the two screens the issue names, pinned to 0.01 pt so
  /// a change in the math shows up here (values from the search above).
  @Test func pinnedMargins() {
    var sweep = ProjectionSweep("projection.cardPadding.pinned")
    let pinned: [(screen: Double, maxAngle: Double, extremes: Double, worst: Double)] = [
      (390, 14, 28.1404, 28.0955), (390, 16, 26.4318, 26.1599),
      (430, 14, 26.0398, 25.9890), (430, 16, 24.1049, 23.7970),
    ]
    for entry in pinned {
      let width = entry.screen - 88
      let size = SIMD2(width, width / 0.68)
      var extremes = Double.infinity
      for pitch in [-entry.maxAngle, entry.maxAngle] {
        for yaw in [-entry.maxAngle, entry.maxAngle] {
          let value = margin(
            size: size, pitch: pitch, yaw: yaw, direction: .leftToRight, sweep: &sweep)
          extremes = min(extremes, value)
        }
      }
      let worst = worstMargin(
        size: size, maxAngle: entry.maxAngle, direction: .leftToRight, sweep: &sweep)
      #expect(abs(extremes - entry.extremes) < 0.01, "\(entry): at ±max \(extremes)")
      #expect(abs(worst.margin - entry.worst) < 0.01, "\(entry): worst \(worst.margin)")
    }
    sweep.finish(atLeast: 1_000)
  }

  // MARK: - Search

  /// The smallest margin over pitch, yaw ∈ [−max, max]: a 41 × 41 grid, then three rounds
  /// of an 11 × 11 grid over the cells around the best point so far.
  private func worstMargin(
    size: SIMD2<Double>, maxAngle: Double, direction: WritingDirection,
    sweep: inout ProjectionSweep
  ) -> (margin: Double, pitch: Double, yaw: Double) {
    var best = (margin: Double.infinity, pitch: 0.0, yaw: 0.0)
    var centre = SIMD2(0.0, 0.0)
    var half = maxAngle
    var steps = 40
    for _ in 0..<4 {
      let step = 2 * half / Double(steps)
      for i in 0...steps {
        for j in 0...steps {
          let pitch = min(max(centre.x - half + step * Double(i), -maxAngle), maxAngle)
          let yaw = min(max(centre.y - half + step * Double(j), -maxAngle), maxAngle)
          let value = margin(
            size: size, pitch: pitch, yaw: yaw, direction: direction, sweep: &sweep)
          if value < best.margin { best = (value, pitch, yaw) }
        }
      }
      centre = SIMD2(best.pitch, best.yaw)
      half = step
      steps = 10
    }
    return best
  }

  /// The smallest horizontal margin of the four projected corners; `-∞` if one is lost.
  /// Every corner is checked against the oracle in `sweep`.
  private func margin(
    size: SIMD2<Double>, pitch: Double, yaw: Double, direction: WritingDirection,
    sweep: inout ProjectionSweep
  ) -> Double {
    let pitchTransform = PerspectiveTransform.rotation3D(
      degrees: pitch, axis: [1, 0, 0], perspective: Self.perspective, size: size,
      direction: direction)
    let yawTransform = PerspectiveTransform.rotation3D(
      degrees: yaw, axis: [0, 1, 0], perspective: Self.perspective, size: size,
      direction: direction)
    guard let quad = pitchTransform.concatenating(yawTransform).projectedQuad(size: size) else {
      Issue.record("lost a corner at pitch \(pitch) yaw \(yaw)")
      return -.infinity
    }
    var smallest = Double.infinity
    for (index, corner) in quad.corners.enumerated() {
      let expected = oracleCorner(index, size: size, pitch: pitch, yaw: yaw, direction: direction)
      sweep.check(
        projectionClose(corner, expected, tolerance: 1e-10),
        distance: projectionDistance(corner, expected),
        "corner \(index) at pitch \(pitch) yaw \(yaw): \(corner) vs oracle \(expected)")
      smallest = min(smallest, corner.x + Self.padding, size.x + Self.padding - corner.x)
    }
    return smallest
  }

  /// How far the corners reach above or below the card at ±max pitch and yaw.
  private func verticalGrowth(
    size: SIMD2<Double>, maxAngle: Double, direction: WritingDirection
  ) -> Double {
    var growth = 0.0
    for pitch in [-maxAngle, maxAngle] {
      for yaw in [-maxAngle, maxAngle] {
        for index in 0..<4 {
          let corner = oracleCorner(
            index, size: size, pitch: pitch, yaw: yaw, direction: direction)
          growth = max(growth, -corner.y, corner.y - size.y)
        }
      }
    }
    return growth
  }

  private func oracleCorner(
    _ index: Int, size: SIMD2<Double>, pitch: Double, yaw: Double, direction: WritingDirection
  ) -> SIMD2<Double> {
    let corner = [SIMD2(0, 0), SIMD2(size.x, 0), size, SIMD2(0, size.y)][index]
    let project: (SIMD2<Double>, Double, SIMD3<Double>) -> SIMD2<Double>? = { p, deg, axis in
      let radians = deg * .pi / 180
      return direction == .leftToRight
        ? ProjectionOracle.project(
          p, radians: radians, axis: axis, perspective: 0.6, size: size)
        : ProjectionOracle.projectRightToLeft(
          p, radians: radians, axis: axis, perspective: 0.6, size: size)
    }
    let pitched = project(corner, pitch, [1, 0, 0]) ?? SIMD2(.infinity, .infinity)
    return project(pitched, yaw, [0, 1, 0]) ?? SIMD2(.infinity, .infinity)
  }

  private func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
