import EffectKernels
import EffectMath
import Foundation
import ProofEngine

// MARK: - Felt

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

// MARK: - Dice

extension PictureBook {
  /// The corner radius of the drawn dice, in unit space.
  public static let dieCorner: Float = 0.18

  /// The die's side in points: the config's die size (56 when it is not a sensible size).
  public var dieSize: Double {
    let size = dice.dieSize
    return size.isFinite && size >= 8 && size <= 400 ? size : DieThrow.defaultDieSize
  }

  /// The dice tiles' scale: 2 pixels per point times ``scale``, capped so a tile stays within
  /// about 140 pixels.
  var diceScale: Double { min(2, 140 / (dieSize * 1.4)) * scale }

  /// The `dieMaterial` kernel for `value` with the die at `origin` (points).
  func dieKernel(value: Int, origin: SIMD2<Double>) -> DieMaterialKernel {
    let pips = DiePips.packedPips(value: value)
    return DieMaterialKernel(
      bounds: SIMD4(Float(origin.x), Float(origin.y), Float(dieSize), Float(dieSize)),
      face: Paint.rgb(0.97, 0.96, 0.93), pip: Paint.rgb(0.05, 0.05, 0.06), pips: pips,
      pipValues: pips.count, corner: Self.dieCorner, pipRadius: Float(dice.pipRadius))
  }

  /// The padding around a die in a dice tile, in points.
  var diePadding: Double { 0.2 * dieSize }

  /// The dice tiles, values 0…6: each die on the table colour, ``diePadding`` around it.
  public func diceTiles() -> [RasterImage] {
    let side = dieSize + 2 * diePadding
    let blank = RasterImage(
      width: Paint.pixels(side, diceScale), height: Paint.pixels(side, diceScale), fill: .white)
    return DiePips.values.map { value in
      let kernel = dieKernel(value: value, origin: SIMD2(repeating: diePadding))
      let die = KernelRenderer.render(kernel, over: blank, scale: diceScale, jobs: jobs)
      return Paint.over(die, color: Paint.table)
    }
  }

  /// The centre of a dice tile's pip at unit position `unit`, in pixels.
  public func dicePipPixel(_ unit: SIMD2<Double>) -> SIMD2<Int> {
    let points = SIMD2(repeating: diePadding) + unit * dieSize
    return SIMD2(Int(points.x * diceScale), Int(points.y * diceScale))
  }

  /// The dice sheet: ``diceTiles()`` in one row.
  public func diceSheet() -> RasterImage {
    ContactSheet(columns: 7, background: Paint.table).compose(diceTiles())
  }
}

// MARK: - Thrown die

extension PictureBook {
  /// The throw the sheet draws: the config's die thrown from the right with a full turn.
  public var dieThrow: DieThrow { dice.dieThrow(directionRadians: 0, spinDegrees: 360) }

  /// The times of the throw sheet, in seconds: fractions 0, 0.06, … 0.9 of the throw.
  public var throwTimes: [Double] {
    [0, 0.06, 0.15, 0.25, 0.4, 0.55, 0.7, 0.9].map { $0 * dieThrow.duration }
  }

  /// The most taps of the die's motion blur.
  static let throwMaxSamples: Float = 16

  /// The thrown-die tiles at ``throwTimes``: the die (a five) rendered in its own frame,
  /// motion-blurred along the pose's streak, turned by the pose's angle and placed at its offset.
  public func throwTiles() -> [RasterImage] {
    let d = dieSize
    let s = diceScale / 2
    let margin = 0.3 * d
    let layerSide = d + 2 * margin
    let blank = RasterImage(
      width: Paint.pixels(layerSide, s), height: Paint.pixels(layerSide, s), fill: .white)
    let die = KernelRenderer.render(
      dieKernel(value: 5, origin: SIMD2(repeating: margin)), over: blank, scale: s, jobs: jobs)
    let pad = 0.4 * d
    let hop = DieThrow.hopHeightInDieSizes * d
    let tile = SIMD2(abs(dieThrow.start.x) + d + 2 * pad, d + hop + 2 * pad)
    let rest = SIMD2(pad + d / 2, pad + hop + d / 2)
    return throwTimes.map { time in
      let pose = dieThrow.pose(at: time)
      let streak = pose.streak()
      let blurred = KernelRenderer.render(
        LinearMotionBlurKernel(
          streak: SIMD2(Float(streak.x), Float(streak.y)), maxSamples: Self.throwMaxSamples),
        over: die, scale: s, jobs: jobs)
      let sampler = LayerSampler(image: blurred, map: .scale(SIMD2(s, s)))
      let centre = rest + pose.offset
      let radians = pose.degrees * Double.pi / 180
      let (c, n) = (cos(radians), sin(radians))
      let outline = Float(d / 2)
      let scaleF = Float(s)
      return Paint.image(size: tile, scale: s, jobs: jobs) { p in
        let w = SIMD2<Double>(p) - centre
        let local = SIMD2(c * w.x + n * w.y, -n * w.x + c * w.y) + layerSide / 2
        let mark = abs(
          Paint.roundedRect(
            p, center: SIMD2<Float>(rest), half: SIMD2(repeating: outline), radius: 4))
        let dash: Float = Int((p.x + p.y) / 4).isMultiple(of: 2) ? 0.5 : 0
        let outlineColor = Paint.fade(
          Paint.rgb(0.8, 0.9, 0.8), dash * Paint.coverage(mark - 0.6, scale: scaleF))
        return Paint.over(sampler.sample(local), Paint.over(outlineColor, Paint.table))
      }
    }
  }

  /// The throw sheet: ``throwTiles()`` in two columns.
  public func throwSheet() -> RasterImage {
    ContactSheet(columns: 2, background: Paint.rgb(0.08, 0.2, 0.12)).compose(throwTiles())
  }
}
