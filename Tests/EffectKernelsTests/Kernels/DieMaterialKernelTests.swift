import EffectKernels
import Testing

/// `DieMaterialKernel` against an independent float64 transcription of `dieMaterial`
/// (oracle_colour_kernels.py in this folder, run with
/// `python3 Tests/EffectKernelsTests/Kernels/oracle_colour_kernels.py`; its printed numbers are
/// the literals below), plus pips, coverage and bad input.
@Suite struct DieMaterialKernelTests {
  // Tolerance: the oracle rounds nowhere; the port rounds `half(coverage)`, the face + edge
  // light, each pip's mix and the alpha multiply to half, each ≤ 2.4e-4 relative (half a
  // spacing of 2⁻¹¹). 2e-3 absolute covers a handful of those for outputs in [0, 1].
  static let tolerance: Float = 2e-3
  static let face = PremultipliedColor(red: 0.9375, green: 0.9375, blue: 0.875, alpha: 1)
  static let ink = PremultipliedColor(red: 0.0625, green: 0.0625, blue: 0.0625, alpha: 1)
  static let three: [Float] = [0.25, 0.25, 0.5, 0.5, 0.75, 0.75]
  static let bounds: SIMD4<Float> = [10, 10, 60, 60]

  static func die(
    _ pips: [Float], _ pipValues: Int, corner: Float = 0.18, pipRadius: Float = 0.09,
    bounds: SIMD4<Float> = bounds, pip: PremultipliedColor = ink,
    pipShading: PipShading = .additive
  ) -> DieMaterialKernel {
    DieMaterialKernel(
      bounds: bounds, face: face, pip: pip, pips: pips, pipValues: pipValues, corner: corner,
      pipRadius: pipRadius, pipShading: pipShading)
  }

  /// (position, colour alpha, kernel) → oracle output.
  static let oracle: [(SIMD2<Float>, Float, DieMaterialKernel, SIMD4<Float>)] = [
    ([40, 40], 1, die(three, 6), [0.0625, 0.0625, 0.0625, 1]),  // centre pip, dist 0
    ([28, 25], 1, die(three, 6), [0.068282, 0.068282, 0.068282, 1]),  // lit far wall
    ([22, 25], 1, die(three, 6), [0.045155, 0.045155, 0.045155, 1]),  // shaded lamp-side wall
    ([25.5, 55.5], 0.5, die(three, 6), [0.46875, 0.46875, 0.4375, 0.5]),  // bare face
    ([10.5, 40.5], 1, die(three, 6), [0.84375, 0.84375, 0.806999, 0.84375]),  // lit leading edge
    ([69.5, 40.5], 1, die(three, 6), [0.640757, 0.640757, 0.588023, 0.84375]),  // far edge
    ([12.5, 12.5], 1, die(three, 6), [0.002826, 0.002826, 0.002826, 0.002826]),  // corner fringe
    ([10.5, 10.5], 1, die(three, 6), [0, 0, 0, 0]),  // outside the rounded corner
    // pipValues 8 with 6 floats: the fourth pip reads (0, 0), on this square-cornered die.
    ([11.5, 11.5], 1, die(three, 8, corner: 0), [0.0625, 0.0625, 0.0625, 1]),
    // An odd count reads whole pairs only: three pips.
    ([55.5, 55.5], 1, die(three, 7), [0.0625, 0.0625, 0.0625, 1]),
    // Deep in the centre pip's wall (wall ≈ 0.65): far walls lit, the lamp-side wall shaded.
    ([44.2, 40], 1, die(three, 6), [0.101030, 0.101030, 0.101030, 1]),
    ([40, 44.2], 1, die(three, 6), [0.126717, 0.126717, 0.126717, 1]),
    ([40, 44.2], 1, die(three, 6, pipShading: .multiplied), [0.066514, 0.066514, 0.066514, 1]),
    ([40, 44.2], 1, die(three, 6, pip: purple), [0.564217, 0.314217, 0.814217, 1]),
    ([35.8, 40], 1, die(three, 6, pip: purple), [0.384409, 0.134409, 0.634409, 1]),
  ]
  static let purple = PremultipliedColor(red: 0.5, green: 0.25, blue: 0.75, alpha: 1)

  @Test func matchesTheFloat64Oracle() {
    for (position, alpha, kernel, expected) in Self.oracle {
      let colour = PremultipliedColor(red: alpha, green: alpha, blue: alpha, alpha: alpha)
      let out = kernel.color(at: position, color: colour)
      let error = out.simd - expected
      #expect(
        error.x.magnitude <= Self.tolerance && error.y.magnitude <= Self.tolerance
          && error.z.magnitude <= Self.tolerance && error.w.magnitude <= Self.tolerance,
        "\(position) \(kernel.pipValues): \(out.simd) vs oracle \(expected)")
    }
  }

  @Test func aBlankDieIsTheFaceWithoutPips() {
    let image = RasterImage(width: 80, height: 80, fill: .white)
    let blank = KernelRenderer.render(Self.die([], 0), over: image)
    // Whatever the array holds, a count of 1 or less (or negative) draws nothing.
    for kernel in [
      Self.die(Self.three, 0), Self.die(Self.three, 1), Self.die(Self.three, -4), Self.die([], -1),
    ] {
      #expect(KernelRenderer.render(kernel, over: image) == blank)
    }
    // The middle of a blank face is the face colour (no edge light reaches it).
    #expect(Self.die([], 0).color(at: [40, 40], color: .white) == Self.face)
  }

  @Test func everyPipCentreIsInk() {
    let layouts: [[Float]] = [
      [0.5, 0.5],
      [0.28, 0.28, 0.72, 0.72],
      [0.28, 0.28, 0.5, 0.5, 0.72, 0.72],
      [0.28, 0.28, 0.72, 0.28, 0.28, 0.72, 0.72, 0.72],
      [0.28, 0.28, 0.72, 0.28, 0.5, 0.5, 0.28, 0.72, 0.72, 0.72],
      [0.28, 0.28, 0.72, 0.28, 0.28, 0.5, 0.72, 0.5, 0.28, 0.72, 0.72, 0.72],
    ]
    for pips in layouts {
      let kernel = Self.die(pips, pips.count)
      for i in stride(from: 0, to: pips.count, by: 2) {
        let centre = SIMD2(Self.bounds.x, Self.bounds.y) + SIMD2(pips[i], pips[i + 1]) * 60
        let out = kernel.color(at: centre, color: .white)
        #expect(out.alpha == 1)
        #expect(abs(out.red - Self.ink.red) <= 1e-3 && abs(out.blue - Self.ink.blue) <= 1e-3)
        #expect(out.red < Self.face.red)
      }
    }
  }

  @Test func nothingIsDrawnOutsideTheRoundedSquare() {
    let kernel = Self.die(Self.three, 6)
    // Outside the bounds (by more than one point of antialiasing), and in the cut corners.
    let outside: [SIMD2<Float>] = [
      [8, 40], [72, 40], [40, 8], [40, 72], [-100, -100], [1e6, 40],
      [10.5, 10.5], [69.5, 10.5], [10.5, 69.5], [69.5, 69.5], [11.5, 11.5],
    ]
    for position in outside {
      #expect(kernel.color(at: position, color: .white) == .clear)
    }
    // A square die covers its corners.
    #expect(Self.die(Self.three, 6, corner: 0).color(at: [10.5, 10.5], color: .white).alpha > 0.5)
  }

  @Test func multipliedShadingBarelyTonesNearBlackInk() {
    // The far wall of the first pip, lit: the additive tone lifts the ink visibly, the
    // multiplied one by a fraction of a code value.
    let position = SIMD2<Float>(28, 25)
    let plain = Self.ink.red
    let additive = Self.die(Self.three, 6).color(at: position, color: .white).red
    let multiplied = Self.die(Self.three, 6, pipShading: .multiplied).color(
      at: position, color: .white
    ).red
    #expect((additive - plain) * 255 > 1)
    #expect(abs(multiplied - plain) * 255 < 0.75)
  }

  @Test func aHugePipCountEndsAndReadsZerosPastTheArray() {
    for position: SIMD2<Float> in [[11.5, 11.5], [40, 40], [28, 25]] {
      let huge = Self.die(Self.three, .max, corner: 0).color(at: position, color: .white)
      let many = Self.die(Self.three, 1000, corner: 0).color(at: position, color: .white)
      #expect(huge == many)
    }
    // The pips past the array all sit at (0, 0): one of them equals a thousand.
    let far = SIMD2<Float>(40.5, 20.5)
    #expect(
      Self.die(Self.three, .max).color(at: far, color: .white)
        == Self.die(Self.three, 6).color(at: far, color: .white))
  }

  @Test func badInputNeverTraps() {
    let values: [Float] = [.nan, .infinity, -.infinity, 0, -1, 1e30, -1e30]
    for v in values {
      let kernels = [
        Self.die(Self.three, 6, bounds: [v, v, v, v]),
        Self.die(Self.three, 6, bounds: [0, 0, v, -v]),
        Self.die(Self.three, 6, corner: v),
        Self.die(Self.three, 6, pipRadius: v),
        Self.die([v, v, 0.5, v], 4),
        Self.die([v], .max),
        Self.die(Self.three, .min, corner: v, pipRadius: v),
      ]
      for kernel in kernels {
        for position: SIMD2<Float> in [[v, v], [v, 40], [40.5, 40.5], [25, 25]] {
          let out = kernel.color(at: position, color: .white)
          // Coverage never exceeds the input's alpha (NaN only where a NaN was evaluated).
          #expect(out.alpha.isNaN || (out.alpha >= 0 && out.alpha <= 1))
        }
      }
    }
    // Zero, negative and NaN sides count as 1; a NaN corner counts as 0.
    let unit = Self.die(Self.three, 6, bounds: [0, 0, 1, 1])
    for side: SIMD2<Float> in [[0, 0], [-3, -3], [.nan, .nan]] {
      let kernel = Self.die(Self.three, 6, bounds: [0, 0, side.x, side.y])
      #expect(
        kernel.color(at: [0.5, 0.5], color: .white) == unit.color(at: [0.5, 0.5], color: .white))
    }
    #expect(
      Self.die(Self.three, 6, corner: .nan).color(at: [10.5, 10.5], color: .white)
        == Self.die(Self.three, 6, corner: 0).color(at: [10.5, 10.5], color: .white))
  }

  @Test func renderingIsTheSameWithOneOrTwoJobs() {
    let image = RasterImage(
      width: 40, height: 33, fill: PremultipliedColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    let kernel = Self.die(Self.three, 6, bounds: [2, 1, 16, 15])
    let one = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 1)
    let two = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 2)
    #expect(one == two)
    #expect(one.pixels.allSatisfy { $0.isFinite })
    #expect(one.pixels.contains { $0.alpha == 0 } && one.pixels.contains { $0.alpha == 0.5 })
  }
}
