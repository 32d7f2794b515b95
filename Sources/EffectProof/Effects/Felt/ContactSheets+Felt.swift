import EffectKernels
import EffectMath
import Foundation
import ProofEngine

/// A felt colour scheme: the cloth in the lamp's pool, the cloth away from it, and how much the
/// lower half darkens.
public struct FeltTheme: Sendable, Hashable {
  /// The theme's name, for captions.
  public var name: String
  /// The cloth colour in the lamp's pool (`felt`).
  public var felt: PremultipliedColor
  /// The cloth colour away from the lamp (`shadow`).
  public var shadow: PremultipliedColor
  /// The darkening of the lower half, 0…1 (`shade`).
  public var shade: Float

  /// A classic casino green.
  public static let classicGreen = FeltTheme(
    name: "Classic Green", felt: Paint.rgb(0.16, 0.52, 0.30), shadow: Paint.rgb(0.04, 0.20, 0.11),
    shade: 0.35)

  /// The near-black Midnight Neon cloth, whose mean luma the seed puts at 7–13 code values.
  public static let midnightNeon = FeltTheme(
    name: "Midnight Neon", felt: Paint.rgb(0.060, 0.055, 0.090),
    shadow: Paint.rgb(0.020, 0.018, 0.032), shade: 0.35)
}

extension PictureBook {
  /// The felt tiles' size in points.
  static let feltSize = SIMD2<Double>(480, 300)

  /// The themes of the felt sheet: light, then dark.
  public static let feltThemes: [FeltTheme] = [.classicGreen, .midnightNeon]

  /// The felt tiles, one per theme in ``feltThemes``.
  public func feltTiles() -> [RasterImage] {
    let size = Self.feltSize
    let blank = RasterImage(
      width: Paint.pixels(size.x, scale), height: Paint.pixels(size.y, scale), fill: .white)
    return Self.feltThemes.map { theme in
      let kernel = FeltSurfaceKernel(
        bounds: SIMD4(0, 0, Float(size.x), Float(size.y)), felt: theme.felt, shadow: theme.shadow,
        shade: theme.shade)
      return KernelRenderer.render(kernel, over: blank, scale: scale, jobs: jobs)
    }
  }

  /// The felt sheet: the two themes side by side on a mid-grey card.
  public func feltSheet() -> RasterImage {
    ContactSheet(columns: 2, gap: 12, margin: 12, background: Paint.rgb(0.5, 0.5, 0.5))
      .compose(feltTiles())
  }
}
