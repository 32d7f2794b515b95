// Proofs that a right-to-left layout mirrors rotation3D: a yaw reverses, a pitch does not.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("projection.rightToLeft")
struct RightToLeftMirrorTests {
  private static let axes: [SIMD3<Double>] = [
    [1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0], [1, -2, 3],
  ]
  private static let sizes: [SIMD2<Double>] = [[302, 302 / 0.68], [200, 300], [400, 120]]
  private static let anchors: [SIMD2<Double>] = [[0.5, 0.5], [0.2, 0.7], [1, 0]]

  /// `projection.rtlMirror`: for every point, `applyRTL(p) = mirror(applyLTR(mirror(p)))`,
  /// with the right side computed by the oracle (explicit point mirrors around the closed
  /// form), over angles −720°…720° every 2°, five axes, three sizes, three anchors and a
  /// grid of points inside and outside the card.
  @Test func rightToLeftIsTheMirroredLeftToRight() {
    var sweep = ProjectionSweep("projection.rtlMirror")
    for degrees in stride(from: -720.0, through: 720, by: 2) {
      for axis in Self.axes {
        for size in Self.sizes {
          for anchor in Self.anchors {
            let rtl = PerspectiveTransform.rotation3D(
              degrees: degrees, axis: axis, anchor: anchor, perspective: 0.6, size: size,
              direction: .rightToLeft)
            for point in grid(size) {
              let expected = ProjectionOracle.projectRightToLeft(
                point, radians: degrees * .pi / 180, axis: axis, anchor: anchor,
                perspective: 0.6, size: size)
              let actual = rtl.applyIfVisible(to: point)
              let context = "\(degrees)° axis \(axis) size \(size) anchor \(anchor) p \(point)"
              guard let expected, let actual else {
                sweep.check(expected == nil && actual == nil, "visibility differs: \(context)")
                continue
              }
              sweep.check(
                projectionClose(actual, expected, tolerance: 1e-10),
                distance: projectionDistance(actual, expected),
                "\(actual) vs oracle \(expected): \(context)")
            }
          }
        }
      }
    }
    sweep.finish(atLeast: 1_500_000)
  }

  /// A yaw reverses in right-to-left about a centred anchor: RTL(θ) = LTR(−θ), as matrices
  /// and on points, for −720°…720° every 0.25°.
  @Test func yawReversesInRightToLeft() {
    var sweep = ProjectionSweep("projection.rtlYawReverses")
    for degrees in stride(from: -720.0, through: 720, by: 0.25) {
      for size in Self.sizes {
        let rtl = PerspectiveTransform.rotation3D(
          degrees: degrees, axis: [0, 1, 0], perspective: 0.6, size: size,
          direction: .rightToLeft)
        let reversed = PerspectiveTransform.rotation3D(
          degrees: -degrees, axis: [0, 1, 0], perspective: 0.6, size: size)
        for point in grid(size) {
          let a = rtl.apply(to: point)
          let b = reversed.apply(to: point)
          sweep.check(
            projectionClose(a, b, tolerance: 1e-10), distance: projectionDistance(a, b),
            "\(degrees)° \(size) \(point): \(a) vs \(b)")
        }
        // Not a tautology: unless the card is edge-on or flat, the unreversed yaw differs.
        let same = PerspectiveTransform.rotation3D(
          degrees: degrees, axis: [0, 1, 0], perspective: 0.6, size: size)
        let sine = abs(sinOfDegrees(degrees))
        if sine > 0.05 && abs(sine - 1) > 0.05 {
          let gap = projectionDistance(same.apply(to: .zero), rtl.apply(to: .zero))
          sweep.check(gap > 0.1, "RTL equals the unreversed yaw at \(degrees)°: \(gap)")
        }
      }
    }
    sweep.finish(atLeast: 50_000)
  }

  /// A pitch about a horizontally centred anchor is the same in both directions; about an
  /// off-centre anchor it is not (the mirror moves the anchor), by `(w − 2aₓ)(1 − 1/W)`.
  @Test func pitchIsUnchangedInRightToLeft() {
    var sweep = ProjectionSweep("projection.rtlPitchUnchanged")
    for degrees in stride(from: -720.0, through: 720, by: 0.25) {
      for size in Self.sizes {
        for anchorY in [0.5, 0.1, 1] {
          let rtl = PerspectiveTransform.rotation3D(
            degrees: degrees, axis: [1, 0, 0], anchor: [0.5, anchorY], perspective: 0.6,
            size: size, direction: .rightToLeft)
          let ltr = PerspectiveTransform.rotation3D(
            degrees: degrees, axis: [1, 0, 0], anchor: [0.5, anchorY], perspective: 0.6,
            size: size)
          for point in grid(size) {
            let a = rtl.apply(to: point)
            let b = ltr.apply(to: point)
            sweep.check(
              projectionClose(a, b, tolerance: 1e-10), distance: projectionDistance(a, b),
              "\(degrees)° \(size) anchor y \(anchorY) \(point): \(a) vs \(b)")
          }
        }
      }
    }
    sweep.finish(atLeast: 100_000)

    let size = SIMD2(200.0, 300.0)
    let offCentre = PerspectiveTransform.rotation3D(
      degrees: 30, axis: [1, 0, 0], anchor: [0.2, 0.5], size: size, direction: .rightToLeft)
    let plain = PerspectiveTransform.rotation3D(
      degrees: 30, axis: [1, 0, 0], anchor: [0.2, 0.5], size: size)
    // Top-left corner: r = (x − 40, −150·cos 30°, −150·sin 30°), W = 1 + 75/300 = 5/4,
    // so RTL − LTR = (w − 2aₓ)(1 − 1/W) = 120 · 0.2 = 24 points.
    let gap = offCentre.apply(to: .zero).x - plain.apply(to: .zero).x
    #expect(abs(gap - 24) <= 1e-9, "off-centre pitch gap \(gap)")
  }

  /// `projection.rtlAxis`: in general RTL(θ, (x, y, z), anchor) = LTR(θ, (x, −y, −z),
  /// (1 − anchor.x, anchor.y)): the mirror conjugates the rotation by a reflection.
  @Test func rightToLeftFlipsTheAxisInTheMirrorPlane() {
    var random = SplitMix64.seeded("projection.rtlAxis", fallback: 0x5EED_0002)
    var sweep = ProjectionSweep("projection.rtlAxis")
    for _ in 0..<5_000 {
      let degrees = Double.random(in: -400...400, using: &random)
      let axis = SIMD3(
        Double.random(in: -1...1, using: &random), .random(in: -1...1, using: &random),
        .random(in: -1...1, using: &random))
      let anchor = SIMD2(
        Double.random(in: 0...1, using: &random), .random(in: 0...1, using: &random))
      let anchorZ = Double.random(in: -50...50, using: &random)
      let size = SIMD2(
        Double.random(in: 10...600, using: &random), .random(in: 10...600, using: &random))
      let point = SIMD2(
        Double.random(in: 0...size.x, using: &random), .random(in: 0...size.y, using: &random))
      let rtl = PerspectiveTransform.rotation3D(
        degrees: degrees, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: 0.6,
        size: size, direction: .rightToLeft)
      let flipped = PerspectiveTransform.rotation3D(
        degrees: degrees, axis: axis * SIMD3(1, -1, -1), anchor: [1 - anchor.x, anchor.y],
        anchorZ: anchorZ, perspective: 0.6, size: size)
      let a = rtl.apply(to: point)
      let b = flipped.apply(to: point)
      sweep.check(
        projectionClose(a, b, tolerance: 1e-9), distance: projectionDistance(a, b),
        "\(degrees)° axis \(axis) anchor \(anchor) z \(anchorZ) size \(size) p \(point)")
    }
    sweep.finish(atLeast: 5_000)
  }

  /// The mirror matrix maps (x, y) to (w − x, y) and is its own inverse.
  @Test func mirrorIsAnInvolution() {
    for width in [0.0, 1, 302, 1e6] {
      let mirror = PerspectiveTransform.mirror(width: width)
      #expect(mirror.concatenating(mirror).isIdentity)
      #expect(mirror.apply(to: [3, 7]) == SIMD2(width - 3, 7))
    }
    #expect(PerspectiveTransform.mirror(width: .nan).isIdentity)
    #expect(PerspectiveTransform.mirror(width: -.infinity).isIdentity)
  }

  // MARK: - Helpers

  /// A 7 × 7 grid from −10% to 110% of the card.
  private func grid(_ size: SIMD2<Double>) -> [SIMD2<Double>] {
    var points: [SIMD2<Double>] = []
    for i in 0...6 {
      for j in 0...6 {
        points.append(SIMD2(-0.1 + 0.2 * Double(i), -0.1 + 0.2 * Double(j)) * size)
      }
    }
    return points
  }

  private func sinOfDegrees(_ degrees: Double) -> Double {
    let r = ProjectionOracle.rotate([1, 0, 0], radians: degrees * .pi / 180, axis: [0, 0, 1])
    return r.y
  }
}
