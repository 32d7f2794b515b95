/// A CPU port of `SwiftUI::Layer::sample(p)`: an affine map from the shader's position (points)
/// to texture coordinates (texels), clamped to the layer's subregion, then a bilinear filter.
///
/// Conventions: texel i covers [i, i + 1) and its centre is i + 0.5, so a texture coordinate
/// exactly on a centre returns that texel unfiltered. With the map `t = map.apply(p)` and the
/// subregion [x₀, x₁) × [y₀, y₁):
///
/// ```
/// tc = clamp(t, (x₀ + ½, y₀ + ½), (x₁ − ½, y₁ − ½))     // clamp to the edge texels' centres
/// u  = tc − ½,   i = ⌊u⌋,   f = u − i
/// sample = (1−fx)(1−fy)·T[i] + fx(1−fy)·T[i+(1,0)] + (1−fx)fy·T[i+(0,1)] + fx·fy·T[i+(1,1)]
/// ```
///
/// Out-of-range samples therefore repeat the edge; they never come back clear. Colours are
/// premultiplied, and the filter blends premultiplied channels, so a clear texel contributes
/// no colour.
///
/// Edge cases: an empty subregion (zero-size image, or a region outside the image) samples
/// `.clear`. A coordinate of +∞ clamps to the far edge and −∞ to the near edge; a NaN
/// coordinate (a NaN position, or ∞·0 inside the map) is taken as the near edge (x₀ + ½ or
/// y₀ + ½) on that axis. A NaN or infinite texel anywhere in the 2×2 footprint makes the
/// sample's channel NaN or infinite, even at weight 0 (it is not hidden). Sampling never traps.
public struct LayerSampler: Sendable, Hashable {
  /// The texture.
  public var image: RasterImage
  /// The map from shader position (points) to texture coordinates (texels).
  public var map: AffineMap2D
  /// The layer's subregion of `image`, already intersected with the image.
  public private(set) var subregion: TexelRegion

  /// A sampler over `subregion` of `image` (the whole image by default), reached through `map`
  /// (the identity by default, i.e. one point per texel).
  ///
  /// The subregion is intersected with the image; if nothing is left, every sample is `.clear`.
  public init(image: RasterImage, map: AffineMap2D = .identity, subregion: TexelRegion? = nil) {
    self.image = image
    self.map = map
    let whole = TexelRegion(x: 0, y: 0, width: image.width, height: image.height)
    self.subregion = (subregion ?? whole).intersection(whole)
  }

  /// The texture coordinate `map.apply(position)` clamped to the subregion's edge texel
  /// centres, as described on the type (NaN → near edge). For an empty subregion, returns the
  /// unclamped coordinate.
  @inline(__always)
  public func clampedTextureCoordinate(_ position: SIMD2<Double>) -> SIMD2<Double> {
    let t = map.apply(position)
    guard !subregion.isEmpty else { return t }
    let low = SIMD2(Double(subregion.x), Double(subregion.y)) + 0.5
    let high =
      SIMD2(
        Double(subregion.x) + Double(subregion.width),
        Double(subregion.y) + Double(subregion.height)) - 0.5
    return SIMD2(
      Self.clamp(t.x, low.x, high.x),
      Self.clamp(t.y, low.y, high.y))
  }

  /// The bilinear, edge-clamped, premultiplied sample at a shader position (points); see the
  /// type's documentation for the formula and edge cases.
  @inline(__always)
  public func sample(_ position: SIMD2<Double>) -> PremultipliedColor {
    guard !subregion.isEmpty else { return .clear }
    let u = clampedTextureCoordinate(position) - 0.5
    let base = u.rounded(.down)
    let f = u - base
    let i0 = Int(base.x)
    let j0 = Int(base.y)
    // Neighbours past the last centre carry weight 0; clamp them so they stay inside.
    let i1 = min(i0 + 1, subregion.x + subregion.width - 1)
    let j1 = min(j0 + 1, subregion.y + subregion.height - 1)
    let fx = Float(f.x)
    let fy = Float(f.y)
    // The clamp keeps i0…i1 and j0…j1 inside the subregion, which lies inside the image, so
    // the four reads need no bounds checks.
    let width = image.width
    return image.pixels.withUnsafeBufferPointer { texels in
      let t00 = texels[j0 &* width &+ i0].simd
      let t10 = texels[j0 &* width &+ i1].simd
      let t01 = texels[j1 &* width &+ i0].simd
      let t11 = texels[j1 &* width &+ i1].simd
      let top = t00 * (1 - fx) + t10 * fx
      let bottom = t01 * (1 - fx) + t11 * fx
      return PremultipliedColor(simd: top * (1 - fy) + bottom * fy)
    }
  }

  // MARK: - Clamping

  /// `min(max(v, low), high)` with NaN taken as `low`.
  @inline(__always)
  private static func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double {
    guard !v.isNaN else { return low }
    return Swift.min(Swift.max(v, low), high)
  }
}
