import EffectKernels
import EffectProofTestSupport
import Testing

/// `HolographicFoilKernel` against an independent float64 transcription of
/// `HolographicCardFoil` (oracle_colour_kernels.py in this folder, run with
/// `python3 Tests/EffectKernelsTests/Kernels/oracle_colour_kernels.py`; its printed numbers
/// are the literals below), plus the screen blend's properties and bad input.
@Suite struct HolographicFoilKernelTests {
  // Tolerance: the oracle computes in float64 and does not round to half; the port rounds
  // the output to half (spacing 2⁻¹¹ ≈ 4.9e-4 just below 1, so ≤ 2.5e-4 error) and computes the
  // rest in Float with glibc's cosf/expf (errors ~1e-6). 2e-3 covers that with room for one
  // or two half ulps, and is still far below any visible change of the foil.
  static let tolerance: Float = 2e-3

  /// (position, premultiplied colour, size, tilt, intensity) → oracle output.
  static let oracle:
    [(SIMD2<Float>, SIMD4<Float>, SIMD2<Float>, SIMD2<Float>, Float, SIMD4<Float>)] = [
      (
        [10.5, 20.5], [0.5, 0.25, 0.125, 1], [200, 300], [0, 0], 1,
        [0.574694, 0.251715, 0.229559, 1]
      ),
      (
        [100.5, 150.5], [0.25, 0.125, 0.0625, 0.5], [200, 300], [0.3, -0.2], 0.8,
        [0.336002, 0.128086, 0.174696, 0.5]
      ),
      (
        [0.5, 0.5], [0.8125, 0.8125, 0.8125, 1], [200, 300], [-1, 1], 1,
        [0.832174, 0.833740, 0.812509, 1]
      ),
      ([199.5, 299.5], [0, 0, 0, 1], [200, 300], [1, 1], 1, [0.020301, 0.050785, 0.137206, 1]),
      (
        [3.5, 2.5], [0.5, 0.5, 0.5, 1], [0, 0], [0.5, 0.5], 0.5, [0.530257, 0.521852, 0.500857, 1]
      ),
      (
        [-7.5, -12.5], [0.375, 0.25, 0.5, 0.75], [200, 300], [0.1, 0.2], 1,
        [0.424552, 0.250561, 0.528325, 0.75]
      ),
      (
        [52.5, 77.5], [0.1875, 0.3125, 0.4375, 1], [200, 300], [-0.4, 0.25], 1,
        [0.228956, 0.375863, 0.597631, 1]
      ),
      ([60.5, 40.5], [0.5, 0.25, 0.125, 1], [200, 300], [0.2, 0.1], 0, [0.5, 0.25, 0.125, 1]),
      // A bright glitter speck (sparkle 0.75 in the oracle), opaque and translucent.
      (
        [21.5, 46.5], [0.25, 0.25, 0.25, 1], [200, 300], [0, 0], 1,
        [0.569721, 0.509043, 0.651579, 1]
      ),
      (
        [21.5, 46.5], [0.125, 0.0625, 0.1875, 0.25], [200, 300], [0, 0], 1,
        [0.178287, 0.127261, 0.220965, 0.25]
      ),
    ]

  @Test func matchesTheFloat64Oracle() {
    for (position, colour, size, tilt, intensity, expected) in Self.oracle {
      let kernel = HolographicFoilKernel(size: size, tilt: tilt, intensity: intensity)
      let out = kernel.color(at: position, color: PremultipliedColor(simd: colour))
      let error = out.simd - expected
      #expect(
        error.x.magnitude <= Self.tolerance && error.y.magnitude <= Self.tolerance
          && error.z.magnitude <= Self.tolerance && error.w.magnitude <= Self.tolerance,
        "\(position): \(out.simd) vs oracle \(expected)")
    }
  }

  @Test func cellHashMatchesTheOracleAndNeverTraps() {
    let oracle: [(SIMD2<Float>, Float)] = [
      ([0, 0], 0), ([17, 17], 0.3619287), ([-1, -3], 0.4576791), ([2.9, -2.9], 0.6842145),
      ([123456, 7], 0.2149691),
    ]
    for (cell, expected) in oracle {
      // The hash is exact integer arithmetic; only the final division rounds.
      #expect(abs(HolographicFoilKernel.cellHash(cell) - expected) <= 1e-6)
    }
    // NaN converts to 0; ±∞ and huge values saturate at the Int32 limits.
    #expect(
      HolographicFoilKernel.cellHash([.nan, .nan]) == HolographicFoilKernel.cellHash([0, 0]))
    #expect(
      HolographicFoilKernel.cellHash([.infinity, -.infinity])
        == HolographicFoilKernel.cellHash([3e9, -3e9]))
    for cell: SIMD2<Float> in [
      [1e30, -1e30], [-.infinity, .nan], [2_147_483_520, -2_147_483_648],
    ] {
      let h = HolographicFoilKernel.cellHash(cell)
      #expect(h >= 0 && h <= 1)
    }
  }

  @Test func foilOnlyAddsLightAndKeepsAlpha() {
    var rng = SplitMix64(seed: 0xF011)
    for _ in 0..<2000 {
      let input = Self.randomColour(&rng)
      let kernel = HolographicFoilKernel(
        size: [Float.random(in: 1...400, using: &rng), Float.random(in: 1...400, using: &rng)],
        tilt: [Float.random(in: -1...1, using: &rng), Float.random(in: -1...1, using: &rng)],
        intensity: Float.random(in: 0...1, using: &rng))
      let position = SIMD2<Float>(
        Float.random(in: -20...420, using: &rng), Float.random(in: -20...420, using: &rng))
      let out = kernel.color(at: position, color: input)
      // rgb/a·a can come back one Float ulp low before the half rounding; near 0 half is fine
      // enough (subnormals, 6e-8) to keep that, hence the 1e-7 slack.
      #expect(out.red >= input.red - 1e-7)
      #expect(out.green >= input.green - 1e-7)
      #expect(out.blue >= input.blue - 1e-7)
      #expect(out.alpha == input.alpha)
      #expect(out.red <= out.alpha && out.green <= out.alpha && out.blue <= out.alpha)
    }
  }

  @Test func intensityZeroIsTheIdentityUpToHalfRounding() {
    var rng = SplitMix64(seed: 0x1D)
    for _ in 0..<1000 {
      let input = Self.randomColour(&rng)
      let kernel = HolographicFoilKernel(size: [300, 200], tilt: [0.7, -0.3], intensity: 0)
      let position = SIMD2<Float>(
        Float.random(in: 0...300, using: &rng), Float.random(in: 0...200, using: &rng))
      let out = kernel.color(at: position, color: input)
      for (o, i) in zip(
        [out.red, out.green, out.blue, out.alpha],
        [input.red, input.green, input.blue, input.alpha])
      {
        #expect(abs(o - i) <= Float(ShaderHalf(i).ulp))
      }
    }
  }

  @Test func transparentPixelsAreUntouched() {
    let kernel = HolographicFoilKernel(size: [100, 100], tilt: [1, 1], intensity: 1)
    for colour in [
      PremultipliedColor.clear, PremultipliedColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0),
      PremultipliedColor(red: 0.25, green: 0, blue: 0, alpha: -0.5),
    ] {
      #expect(kernel.color(at: [50.5, 50.5], color: colour) == colour)
    }
  }

  @Test func badInputNeverTraps() {
    let colour = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.125, alpha: 1)
    // Zero, negative and NaN sizes count as 1 per axis.
    let unit = HolographicFoilKernel(size: [1, 1], tilt: [0.2, 0.1], intensity: 1)
    for size: SIMD2<Float> in [[0, 0], [-5, -1e9], [.nan, .nan], [0.5, -.infinity]] {
      let kernel = HolographicFoilKernel(size: size, tilt: [0.2, 0.1], intensity: 1)
      #expect(
        kernel.color(at: [3.5, 2.5], color: colour) == unit.color(at: [3.5, 2.5], color: colour))
    }
    let values: [Float] = [.nan, .infinity, -.infinity, 0, -1, 1e30, -1e30]
    for v in values {
      for kernel in [
        HolographicFoilKernel(size: [v, v], tilt: [v, -v], intensity: v),
        HolographicFoilKernel(size: [100, 100], tilt: [0, 0], intensity: v),
        HolographicFoilKernel(size: [100, 100], tilt: [v, 0], intensity: 1),
      ] {
        for position: SIMD2<Float> in [[v, v], [v, 5], [50.5, 50.5]] {
          let out = kernel.color(at: position, color: colour)
          #expect(out.alpha == 1)
        }
      }
    }
    // A NaN alpha gives NaN colour channels (documented), not a trap.
    let nanAlpha = PremultipliedColor(red: 0.5, green: 0.5, blue: 0.5, alpha: .nan)
    #expect(!unit.color(at: [1, 1], color: nanAlpha).isFinite)
  }

  /// Metal's `saturate` is `fmin(fmax(x, 0), 1)`: a NaN foil term is no foil, so a NaN intensity
  /// or tilt leaves the colour as it came in, as the compiled HolographicCardFoil does
  /// (`kernel.foilMatchesMetal` found the port keeping NaN).
  @Test func aNaNFoilTermIsNoFoil() {
    let colour = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.125, alpha: 1)
    let none = HolographicFoilKernel(size: [64, 48], tilt: [0.2, 0.1], intensity: 0)
    for kernel in [
      HolographicFoilKernel(size: [64, 48], tilt: [0.2, 0.1], intensity: .nan),
      HolographicFoilKernel(size: [64, 48], tilt: [.nan, 0.1], intensity: 1),
      HolographicFoilKernel(size: [64, 48], tilt: [1e38, 0], intensity: 1),
    ] {
      for position: SIMD2<Float> in [[3.5, 2.5], [40.5, 20.5], [.nan, 1]] {
        let out = kernel.color(at: position, color: colour)
        #expect(out.isFinite, "\(kernel) at \(position)")
        #expect(out == none.color(at: [3.5, 2.5], color: colour), "\(kernel) at \(position)")
      }
    }
  }

  @Test func renderingIsTheSameWithOneOrTwoJobs() {
    var rng = SplitMix64(seed: 0x2B)
    var image = RasterImage(width: 23, height: 17)
    for y in 0..<17 {
      for x in 0..<23 { image.setPixel(x: x, y: y, to: Self.randomColour(&rng)) }
    }
    let kernel = HolographicFoilKernel(size: [11.5, 8.5], tilt: [0.4, -0.6], intensity: 1)
    let one = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 1)
    let two = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 2)
    #expect(one == two)
    #expect(one.width == 23 && one.height == 17)
    #expect(one.pixels.allSatisfy { $0.isFinite })
  }

  /// A random premultiplied colour with straight channels in [0, 1] and alpha in (0, 1] (one in
  /// four opaque), rounded to half as the shader receives it.
  static func randomColour(_ rng: inout SplitMix64) -> PremultipliedColor {
    let alpha: Float =
      Int.random(in: 0..<4, using: &rng) == 0 ? 1 : Float.random(in: 0.01...1, using: &rng)
    let straight = PremultipliedColor(
      straightRed: Float.random(in: 0...1, using: &rng),
      green: Float.random(in: 0...1, using: &rng),
      blue: Float.random(in: 0...1, using: &rng), alpha: alpha)
    return PremultipliedColor(half4: straight.half4)
  }
}
