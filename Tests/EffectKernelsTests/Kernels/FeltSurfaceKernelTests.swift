import EffectKernels
import EffectProofTestSupport
import Testing

/// `FeltSurfaceKernel` against an independent float64 transcription of `feltSurface` and its
/// `namespace felt` helpers (oracle_colour_kernels.py in this folder, run with
/// `python3 Tests/EffectKernelsTests/Kernels/oracle_colour_kernels.py`; its printed numbers are
/// the literals below), plus the grain variants, alpha, and bad input.
@Suite struct FeltSurfaceKernelTests {
  // Tolerance: the port rounds to half at each `half3` step (mix, two multiplies, the grain
  // add, the alpha multiply), each a relative error ≤ 2⁻¹² ≈ 2.4e-4, and the oracle rounds
  // nowhere. Five such steps stay below 1.5e-3 relative, so 2e-3 absolute for outputs ≤ 1 and
  // 2e-3 × value (about 2e-5) for the near-black cloth, where an absolute 2e-3 would not test
  // anything.
  static let tolerance: Float = 2e-3
  static let green = PremultipliedColor(red: 0.125, green: 0.375, blue: 0.25, alpha: 1)
  static let dark = PremultipliedColor(red: 0.03125, green: 0.0625, blue: 0.046875, alpha: 1)
  static let ink = PremultipliedColor(red: 0.0078125, green: 0.0078125, blue: 0.0078125, alpha: 1)
  static let table: SIMD4<Float> = [0, 0, 390, 844]

  /// (position, colour, kernel) → oracle output, tolerance.
  static let oracle: [(SIMD2<Float>, SIMD4<Float>, FeltSurfaceKernel, SIMD4<Float>, Float)] = [
    (
      [0.5, 0.5], [1, 1, 1, 1], felt(table, green, dark, 0.3), [0.114145, 0.354380, 0.217487, 1],
      tolerance
    ),
    (
      [70.5, 33.5], [1, 1, 1, 1], felt(table, green, dark, 0.3), [0.142825, 0.388619, 0.247620, 1],
      tolerance
    ),
    (
      [195.5, 422.5], [0.5, 0.5, 0.5, 0.5], felt(table, green, dark, 0.3),
      [0.048732, 0.131329, 0.087637, 0.5], tolerance
    ),
    (
      [389.5, 843.5], [1, 1, 1, 1], felt(table, green, dark, 0.3),
      [0.027340, 0.055515, 0.041423, 1], tolerance
    ),
    (
      [35.5, 60.5], [1, 1, 1, 1], felt([10, 20, 100, 50], green, dark, 0.5),
      [0.064952, 0.191754, 0.123623, 1], tolerance
    ),
    // Zero bounds count as 1 × 1.
    (
      [3.5, 4.5], [1, 1, 1, 1], felt([0, 0, 0, 0], green, dark, 0.3),
      [0.035182, 0.057057, 0.046119, 1], tolerance
    ),
    (
      [120.5, 300.5], [1, 1, 1, 1], felt(table, ink, ink, 0.3), [0.001891, 0.001700, 0.001396, 1],
      2e-5
    ),
    (
      [120.5, 300.5], [1, 1, 1, 1], felt(table, green, dark, 0.3, .multiplied(fraction: 0.045)),
      [0.106988, 0.306779, 0.197610, 1], tolerance
    ),
    (
      [120.5, 300.5], [1, 1, 1, 1], felt(table, green, dark, 0.3, FeltGrain.none),
      [0.107980, 0.309624, 0.199443, 1], tolerance
    ),
    (
      [120.5, 300.5], [1, 1, 1, 1], felt(table, ink, ink, 0.3, .multiplied(fraction: 0.045)),
      [0.007943, 0.007754, 0.007453, 1], 2e-5
    ),
    (
      [120.5, 300.5], [1, 1, 1, 1], felt(table, ink, ink, 0.3, FeltGrain.none),
      [0.008017, 0.007826, 0.007522, 1], 2e-5
    ),
  ]

  static func felt(
    _ bounds: SIMD4<Float>, _ felt: PremultipliedColor, _ shadow: PremultipliedColor,
    _ shade: Float,
    _ grain: FeltGrain = .additive
  ) -> FeltSurfaceKernel {
    FeltSurfaceKernel(bounds: bounds, felt: felt, shadow: shadow, shade: shade, grain: grain)
  }

  @Test func matchesTheFloat64Oracle() {
    for (position, colour, kernel, expected, tolerance) in Self.oracle {
      let out = kernel.color(at: position, color: PremultipliedColor(simd: colour))
      let error = out.simd - expected
      #expect(
        error.x.magnitude <= tolerance && error.y.magnitude <= tolerance
          && error.z.magnitude <= tolerance && error.w.magnitude <= tolerance,
        "\(position) \(kernel.grain): \(out.simd) vs oracle \(expected)")
    }
  }

  @Test func fibersMatchTheOracleAndStayInRange() {
    let oracle: [(SIMD2<Float>, Float)] = [
      ([0, 0], -0.7489705), ([0.5, 0.5], -0.4406953), ([12.25, 7.75], -0.0645022),
      ([-3.5, 9], 0.0900307), ([250.5, 610.5], -0.0360538),
    ]
    for (p, expected) in oracle {
      // Float against float64: the lattice hashes are exact, the interpolation is not.
      #expect(abs(FeltSurfaceKernel.fibers(at: p) - expected) <= 1e-5)
    }
    var rng = SplitMix64(seed: 0xF1B)
    for _ in 0..<5000 {
      let p = SIMD2<Float>(
        Float.random(in: -1e6...1e6, using: &rng), Float.random(in: -1e6...1e6, using: &rng))
      let f = FeltSurfaceKernel.fibers(at: p)
      #expect(f >= -1 && f <= 1)
    }
    // Beyond Int32 the lattice saturates (and wraps stepping to a neighbour): no trap.
    for p: SIMD2<Float> in [[3e9, -3e9], [1e38, 1e38]] {
      let f = FeltSurfaceKernel.fibers(at: p)
      #expect(f >= -1 && f <= 1)
    }
    #expect(FeltSurfaceKernel.fibers(at: [.nan, 0]).isNaN)
    #expect(FeltSurfaceKernel.fibers(at: [.infinity, 0]).isNaN)
  }

  @Test func alphaIsTheInputAlphaAndTheOutputIsFinite() {
    var rng = SplitMix64(seed: 0xA1)
    for _ in 0..<2000 {
      let alpha = ShaderHalf(Float.random(in: 0...1, using: &rng))
      let colour = PremultipliedColor(red: 0.5, green: 0.25, blue: 0, alpha: Float(alpha))
      let kernel = Self.felt(
        [
          Float.random(in: -50...50, using: &rng), Float.random(in: -50...50, using: &rng), 390,
          844,
        ],
        Self.green, Self.dark, Float.random(in: 0...1, using: &rng))
      let position = SIMD2<Float>(
        Float.random(in: -100...500, using: &rng), Float.random(in: -100...900, using: &rng))
      let out = kernel.color(at: position, color: colour)
      #expect(out.alpha == Float(alpha))
      #expect(out.isFinite)
      #expect(out.red >= 0 && out.green >= 0 && out.blue >= 0)
    }
  }

  @Test func grainVariantsDifferOnlyInTheGrain() {
    var rng = SplitMix64(seed: 0x6A)
    for _ in 0..<500 {
      let position = SIMD2<Float>(
        Float.random(in: 0...390, using: &rng), Float.random(in: 0...844, using: &rng))
      let plain = Self.felt(Self.table, Self.green, Self.dark, 0.3, FeltGrain.none)
      let none = plain.color(at: position, color: .white)
      // Multiplying by 1 + 0·fibers is multiplying by exactly 1.
      var zero = plain
      zero.grain = .multiplied(fraction: 0)
      #expect(zero.color(at: position, color: .white) == none)
      // The shipped grain adds 0.03·fibers (up to half rounding of the sum).
      var additive = plain
      additive.grain = .additive
      let grain = 0.03 * FeltSurfaceKernel.fibers(at: position)
      let added = additive.color(at: position, color: .white)
      #expect(abs(added.green - (none.green + grain)) <= 5e-4)
    }
    // On near-black felt a 4.5 % multiplied grain is below a code value; the additive one is not.
    let position = SIMD2<Float>(120.5, 300.5)
    let grain = FeltSurfaceKernel.fibers(at: position - [0, 0])
    let none = Self.felt(Self.table, Self.ink, Self.ink, 0.3, FeltGrain.none).color(
      at: position, color: .white)
    let multiplied = Self.felt(Self.table, Self.ink, Self.ink, 0.3, .multiplied(fraction: 0.045))
      .color(at: position, color: .white)
    let additive = Self.felt(Self.table, Self.ink, Self.ink, 0.3).color(at: position, color: .white)
    #expect(abs(multiplied.red - none.red) * 255 < 0.5)
    #expect(abs(additive.red - none.red) * 255 > 1)
    #expect(grain != 0)
  }

  @Test func badInputNeverTrapsAndStaysFinite() {
    let values: [Float] = [.nan, .infinity, -.infinity, 0, -1, -1e30, 1e30]
    let colour = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 0.5)
    for v in values {
      let kernels = [
        Self.felt([v, v, v, v], Self.green, Self.dark, 0.3),
        Self.felt(Self.table, Self.green, Self.dark, v),
        Self.felt([0, 0, v, -v], Self.green, Self.dark, 0.3, .multiplied(fraction: v)),
        Self.felt(
          Self.table, PremultipliedColor(red: v, green: 0.5, blue: v, alpha: v), Self.dark, 0.3),
      ]
      for kernel in kernels {
        for position: SIMD2<Float> in [[v, v], [v, 10], [100.5, 200.5]] {
          let out = kernel.color(at: position, color: colour)
          #expect(out.alpha == 0.5)
          // NaN never comes out (the final max with 0 drops it); overflow to +∞ may.
          #expect(!out.red.isNaN && !out.green.isNaN && !out.blue.isNaN)
        }
      }
    }
    // Zero, negative and NaN extents count as 1.
    let unit = Self.felt([2, 3, 1, 1], Self.green, Self.dark, 0.3)
    for extent: SIMD2<Float> in [[0, 0], [-4, -4], [.nan, .nan]] {
      let kernel = Self.felt([2, 3, extent.x, extent.y], Self.green, Self.dark, 0.3)
      #expect(
        kernel.color(at: [4.5, 5.5], color: .white) == unit.color(at: [4.5, 5.5], color: .white))
    }
  }

  @Test func renderingIsTheSameWithOneOrTwoJobs() {
    let image = RasterImage(
      width: 31, height: 19, fill: PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 0.75))
    let kernel = Self.felt([1, 2, 14, 8], Self.green, Self.dark, 0.4)
    let one = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 1)
    let two = KernelRenderer.render(kernel, over: image, scale: 2, jobs: 2)
    #expect(one == two)
    #expect(one.pixels.allSatisfy { $0.isFinite && $0.alpha == 0.75 })
  }
}
