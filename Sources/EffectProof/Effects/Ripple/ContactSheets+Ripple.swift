import EffectKernels
import EffectMath
import Foundation
import ProofEngine

extension PictureBook {
  /// The ripple tiles' size in points.
  static let rippleSize = SIMD2<Double>(360, 240)

  /// The times of the ripple sheet: the wave front at 0.15, 0.35, 0.6, 0.85, 1.1 and 1.5 times
  /// the tile's half diagonal.
  public var rippleTimes: [Double] {
    let style = ripple.style
    let reach = (Self.rippleSize / 2 * Self.rippleSize / 2).sum().squareRoot()
    return [0.15, 0.35, 0.6, 0.85, 1.1, 1.5].map { $0 * reach / style.effectiveSpeed }
  }

  /// The layer the ripple distorts: a dark teal cloth with a light grid and a few chips.
  public func ripplePattern() -> RasterImage {
    let s = Float(scale)
    let chips: [(SIMD2<Float>, PremultipliedColor)] = [
      (SIMD2(70, 60), Paint.rgb(0.85, 0.15, 0.15)), (SIMD2(290, 70), Paint.rgb(0.15, 0.35, 0.85)),
      (SIMD2(90, 185), Paint.rgb(0.95, 0.80, 0.20)), (SIMD2(280, 180), Paint.rgb(0.92, 0.92, 0.9)),
    ]
    return Paint.image(size: Self.rippleSize, scale: scale, jobs: jobs) { p in
      var color = Paint.rgb(0.06, 0.25, 0.27)
      let cell: Float = 20
      let q = p - cell / 2  // lines between the edges, so the clamped edge repeats cloth
      let gx = abs(q.x - cell * (q.x / cell).rounded())
      let gy = abs(q.y - cell * (q.y / cell).rounded())
      color = Paint.mix(
        color, Paint.rgb(0.55, 0.78, 0.75), Paint.coverage(min(gx, gy) - 0.6, scale: s))
      for (centre, chip) in chips {
        let ring = Paint.disc(p, center: centre, radius: 18)
        color = Paint.mix(color, chip, Paint.coverage(ring, scale: s))
        let inner = abs(Paint.disc(p, center: centre, radius: 11)) - 1.5
        color = Paint.mix(color, .white, Paint.coverage(inner, scale: s))
      }
      return color
    }
  }

  /// The ripple tiles at ``rippleTimes``, from the pattern's centre with the config's style.
  public func rippleTiles() -> [RasterImage] {
    let pattern = ripplePattern()
    let style = ripple.style
    let origin = SIMD2<Float>(Self.rippleSize / 2)
    return rippleTimes.map { time in
      let kernel = RippleKernel(
        origin: origin, time: Float(time), amplitude: Float(style.amplitude),
        frequency: Float(style.frequency), decay: Float(style.decay), speed: Float(style.speed))
      return KernelRenderer.render(kernel, over: pattern, scale: scale, jobs: jobs)
    }
  }

  /// The ripple sheet: ``rippleTiles()`` in three columns.
  public func rippleSheet() -> RasterImage {
    ContactSheet(columns: 3, background: Paint.rgb(0.5, 0.5, 0.5)).compose(rippleTiles())
  }
}
