import EffectKernels
import EffectProofTestSupport
import Testing

/// `CardFlipShadingKernel` against an independent float64 transcription of `cardFlipShading`
/// (oracle_colour_kernels.py in this folder, run with
/// `python3 Tests/EffectKernelsTests/Kernels/oracle_colour_kernels.py`; its printed numbers are
/// the literals below), plus the face-on/edge-on properties and bad input.
@Suite struct CardFlipShadingKernelTests {
  // Tolerance: the port rounds `half(brightness)`, `half(glint)`, the product and the sum to
  // half (each ≤ 2.4e-4 relative) and the oracle rounds nowhere; 2e-3 absolute covers that.
  static let tolerance: Float = 2e-3
  static let card: SIMD4<Float> = [0, 0, 100, 150]
  static let orange: SIMD4<Float> = [0.5, 0.25, 0.125, 1]

  /// (position, colour, bounds, degrees) → oracle output.
  static let oracle: [(SIMD2<Float>, SIMD4<Float>, SIMD4<Float>, Float, SIMD4<Float>)] = [
    ([50.5, 75.5], orange, card, 0, [0.5, 0.25, 0.125, 1]),
    ([50.5, 75.5], orange, card, 90, [0.275, 0.1375, 0.06875, 1]),
    ([50.5, 75.5], orange, card, 180, [0.5, 0.25, 0.125, 1]),
    ([30.5, 40.5], orange, card, 45, [0.437033, 0.219983, 0.111458, 1]),
    ([60.5, 90.5], [0.25, 0.125, 0.0625, 0.5], card, 120, [0.199933, 0.103058, 0.054621, 0.5]),
    ([0.5, 0.5], orange, card, 30, [0.594506, 0.359578, 0.242114, 1]),
    ([99.5, 149.5], [0.875, 0.875, 0.875, 1], card, 150, [0.946898, 0.946898, 0.946898, 1]),
    ([40.5, 60.5], orange, [20, 30, 50, 60], -60, [0.387501, 0.193751, 0.096876, 1]),
    ([5.5, 5.5], orange, [0, 0, 0, 0], 400, [0.447360, 0.223680, 0.111840, 1]),
  ]

  @Test func matchesTheFloat64Oracle() {
    for (position, colour, bounds, degrees, expected) in Self.oracle {
      let kernel = CardFlipShadingKernel(bounds: bounds, degrees: degrees)
      let out = kernel.color(at: position, color: PremultipliedColor(simd: colour))
      let error = out.simd - expected
      #expect(
        error.x.magnitude <= Self.tolerance && error.y.magnitude <= Self.tolerance
          && error.z.magnitude <= Self.tolerance && error.w.magnitude <= Self.tolerance,
        "\(position) \(degrees)°: \(out.simd) vs oracle \(expected)")
    }
  }

  @Test func faceOnLeavesTheColourAndEdgeOnDimsItTo55Percent() {
    var rng = SplitMix64(seed: 0xF1)
    for _ in 0..<1000 {
      let input = HolographicFoilKernelTests.randomColour(&rng)
      let position = SIMD2<Float>(
        Float.random(in: -10...110, using: &rng), Float.random(in: -10...160, using: &rng))
      for degrees: Float in [0, 180, -180, 360] {
        let out = CardFlipShadingKernel(bounds: Self.card, degrees: degrees).color(
          at: position, color: input)
        #expect(out == input, "\(degrees)° at \(position)")
      }
      let edgeOn = CardFlipShadingKernel(bounds: Self.card, degrees: 90).color(
        at: position, color: input)
      // 0.55 is half(0.55) = 0.5498; the glint at 90° is ~1e-7 (cos of a rounded π/2).
      #expect(abs(edgeOn.red - 0.55 * input.red) <= 1e-3)
      #expect(abs(edgeOn.blue - 0.55 * input.blue) <= 1e-3)
      #expect(edgeOn.alpha == input.alpha)
    }
  }

  @Test func outputNeverExceedsAlpha() {
    var rng = SplitMix64(seed: 0xA7)
    for _ in 0..<3000 {
      let input = HolographicFoilKernelTests.randomColour(&rng)
      let kernel = CardFlipShadingKernel(
        bounds: Self.card, degrees: Float.random(in: -720...720, using: &rng))
      let position = SIMD2<Float>(
        Float.random(in: -10...110, using: &rng), Float.random(in: -10...160, using: &rng))
      let out = kernel.color(at: position, color: input)
      #expect(out.red <= out.alpha && out.green <= out.alpha && out.blue <= out.alpha)
      #expect(out.alpha == input.alpha)
      #expect(out.isFinite)
    }
  }

  @Test func transparentPixelsAreUntouched() {
    let kernel = CardFlipShadingKernel(bounds: Self.card, degrees: 45)
    for colour in [
      PremultipliedColor.clear, PremultipliedColor(red: 0.5, green: 0, blue: 0.25, alpha: 0),
    ] {
      #expect(kernel.color(at: [20.5, 20.5], color: colour) == colour)
    }
  }

  @Test func badInputNeverTraps() {
    let colour = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.125, alpha: 0.75)
    // A non-finite angle gives a NaN `lit`, which the final min turns into alpha (documented).
    for degrees: Float in [.nan, .infinity, -.infinity] {
      let out = CardFlipShadingKernel(bounds: Self.card, degrees: degrees).color(
        at: [5, 5], color: colour)
      #expect(out == PremultipliedColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 0.75))
    }
    let values: [Float] = [.nan, .infinity, -.infinity, 0, -1, 1e30, -1e30]
    for v in values {
      for kernel in [
        CardFlipShadingKernel(bounds: [v, v, v, v], degrees: 45),
        CardFlipShadingKernel(bounds: [0, 0, v, -v], degrees: v),
        CardFlipShadingKernel(bounds: Self.card, degrees: v),
      ] {
        for position: SIMD2<Float> in [[v, v], [v, 3], [50.5, 50.5]] {
          let out = kernel.color(at: position, color: colour)
          #expect(out.alpha == 0.75)
          #expect(out.isFinite)
          #expect(out.red <= 0.75 && out.green <= 0.75 && out.blue <= 0.75)
        }
      }
    }
    // Zero, negative and NaN sides count as 1.
    let unit = CardFlipShadingKernel(bounds: [0, 0, 1, 1], degrees: 50)
    for side: SIMD2<Float> in [[0, 0], [-2, -9], [.nan, .nan]] {
      let kernel = CardFlipShadingKernel(bounds: [0, 0, side.x, side.y], degrees: 50)
      #expect(
        kernel.color(at: [0.25, 0.5], color: colour) == unit.color(at: [0.25, 0.5], color: colour))
    }
  }

  @Test func renderingIsTheSameWithOneOrTwoJobs() {
    var rng = SplitMix64(seed: 0x3C)
    var image = RasterImage(width: 27, height: 21)
    for y in 0..<21 {
      for x in 0..<27 {
        image.setPixel(x: x, y: y, to: HolographicFoilKernelTests.randomColour(&rng))
      }
    }
    let kernel = CardFlipShadingKernel(bounds: [0, 0, 13.5, 10.5], degrees: 63)
    let one = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 1)
    let two = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 2)
    #expect(one == two)
    #expect(one.pixels.allSatisfy { $0.isFinite })
  }
}
