import EffectKernels
import ProofEngine

/// A `colorEffect` that ignores its input and paints a closure of the position: how the
/// pictures draw their own layers (card art, the wheel, patterns) through ``KernelRenderer``.
struct PaintKernel: ColorEffectKernel {
  /// The colour at a position in points.
  let paint: @Sendable (SIMD2<Float>) -> PremultipliedColor

  func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    paint(position)
  }
}

/// Small drawing helpers for the pictures: straight colours, coverage from signed distances,
/// and "over" compositing. All positions and distances are in points.
enum Paint {
  /// An opaque colour from sRGB-encoded components 0…1.
  static func rgb(_ r: Float, _ g: Float, _ b: Float) -> PremultipliedColor {
    PremultipliedColor(red: r, green: g, blue: b, alpha: 1)
  }

  /// The size in pixels of `points` at `scale` pixels per point (at least 1).
  static func pixels(_ points: Double, _ scale: Double) -> Int {
    max(1, Int((points * scale).rounded()))
  }

  /// An image of `size` points at `scale`, each pixel painted by `paint` at its centre.
  static func image(
    size: SIMD2<Double>, scale: Double, jobs: Int,
    _ paint: @escaping @Sendable (SIMD2<Float>) -> PremultipliedColor
  ) -> RasterImage {
    let blank = RasterImage(
      width: pixels(size.x, scale), height: pixels(size.y, scale), fill: .white)
    return KernelRenderer.render(PaintKernel(paint: paint), over: blank, scale: scale, jobs: jobs)
  }

  /// Coverage of a shape whose signed distance (negative inside) is `distance` points, with a
  /// one-pixel soft edge at `scale` pixels per point.
  static func coverage(_ distance: Float, scale: Float) -> Float {
    min(max(0.5 - distance * scale, 0), 1)
  }

  /// `top` over `bottom` (premultiplied).
  static func over(_ top: PremultipliedColor, _ bottom: PremultipliedColor) -> PremultipliedColor {
    PremultipliedColor(simd: top.simd + bottom.simd * (1 - top.alpha))
  }

  /// `color` with its coverage multiplied by `amount`.
  static func fade(_ color: PremultipliedColor, _ amount: Float) -> PremultipliedColor {
    PremultipliedColor(simd: color.simd * amount)
  }

  /// `a` mixed toward `b` by `t` (0 gives `a`).
  static func mix(_ a: PremultipliedColor, _ b: PremultipliedColor, _ t: Float)
    -> PremultipliedColor
  {
    PremultipliedColor(simd: a.simd + (b.simd - a.simd) * t)
  }

  /// Signed distance from `p` to a rounded rectangle centred at `center` with half size `half`
  /// and corner radius `radius`.
  static func roundedRect(
    _ p: SIMD2<Float>, center: SIMD2<Float>, half: SIMD2<Float>, radius: Float
  ) -> Float {
    let q = magnitude(p - center) - half + radius
    let outside = SIMD2(max(q.x, 0), max(q.y, 0))
    return (outside * outside).sum().squareRoot() + min(max(q.x, q.y), 0) - radius
  }

  /// `v` with each lane's absolute value.
  static func magnitude(_ v: SIMD2<Float>) -> SIMD2<Float> { SIMD2(abs(v.x), abs(v.y)) }

  /// Signed distance from `p` to a disc.
  static func disc(_ p: SIMD2<Float>, center: SIMD2<Float>, radius: Float) -> Float {
    let d = p - center
    return (d * d).sum().squareRoot() - radius
  }

  /// Signed distance (approximate, exact on the axes) from `p` to a diamond (a square turned
  /// 45°) with half diagonals `half`.
  static func diamond(_ p: SIMD2<Float>, center: SIMD2<Float>, half: SIMD2<Float>) -> Float {
    let q = magnitude(p - center) / half
    return (q.x + q.y - 1) * min(half.x, half.y) / 1.41421356
  }

  /// `image` composited over a flat opaque `color`.
  static func over(_ image: RasterImage, color: PremultipliedColor) -> RasterImage {
    image.composited(over: RasterImage(width: image.width, height: image.height, fill: color))
  }

  /// The table cloth the tiles sit on: a mid green.
  static let table = rgb(0.13, 0.36, 0.22)
}
