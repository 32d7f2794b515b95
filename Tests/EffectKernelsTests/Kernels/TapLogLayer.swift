import EffectKernels

/// A `LayerSampling` test double for the distortion, ripple and blur kernel tests: it records
/// every position a kernel samples, in order, and answers from `base`.
struct TapLogLayer<Base: LayerSampling>: LayerSampling {
  /// The sampler that produces the colours.
  var base: Base
  /// Every position sampled so far.
  var positions: [SIMD2<Float>] = []

  init(base: Base) { self.base = base }

  mutating func sample(_ position: SIMD2<Float>) -> PremultipliedColor {
    positions.append(position)
    return base.sample(position)
  }
}

/// A layer of one colour everywhere.
struct ConstantLayer: LayerSampling {
  var color: PremultipliedColor

  func sample(_ position: SIMD2<Float>) -> PremultipliedColor { color }
}

/// Shared fixtures for the curl, arc-blur, ripple and motion-blur tests.
enum MotionKernelFixtures {
  /// A 40 × 32 premultiplied image with distinct, smoothly varying, half-representable
  /// channels and a partly transparent band, so blurs and displacements change it.
  static let image: RasterImage = {
    var image = RasterImage(width: 40, height: 32)
    for y in 0..<32 {
      for x in 0..<40 {
        let alpha: Float = (y / 4) % 3 == 0 ? 0.5 : 1
        let color = PremultipliedColor(
          straightRed: Float(x) / 64, green: Float(y) / 32, blue: Float((x + y) % 8) / 8,
          alpha: alpha)
        _ = image.setPixel(x: x, y: y, to: color)
      }
    }
    return image
  }()

  /// The values every argument is tried with in the bad-input tests.
  static let hostile: [Float] = [
    .nan, .infinity, -.infinity, 0, -0.0, -1, -1e30, 1e30, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.5, 1, 3,
  ]

  /// Positions tried with every bad argument.
  static let hostilePositions: [SIMD2<Float>] = [
    SIMD2(10, 12), SIMD2(0, 0), SIMD2(.nan, 3), SIMD2(.infinity, -.infinity), SIMD2(-1e30, 1e30),
  ]

  /// Whether `a` and `b` are within `tolerance` on both axes.
  static func near(_ a: SIMD2<Float>, _ b: SIMD2<Double>, _ tolerance: Double) -> Bool {
    abs(Double(a.x) - b.x) <= tolerance && abs(Double(a.y) - b.y) <= tolerance
  }
}
