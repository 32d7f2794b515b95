import EffectKernels
import EffectMath
import ProofEngine

extension PictureBook {
  /// The foil card's size in points: 200 wide at the config's aspect ratio (width ÷ height).
  var foilCardSize: SIMD2<Double> {
    let aspect = cards.aspectRatio
    return SIMD2(200, 200 / (aspect.isFinite && aspect > 0.2 && aspect < 5 ? aspect : 0.68))
  }

  /// The tilts of the foil sheet in grid order: x across −1, 0, 1, then y down −1, 0, 1.
  public static let foilTilts: [SIMD2<Double>] = [-1.0, 0, 1].flatMap { y in
    [-1.0, 0, 1].map { x in SIMD2(x, y) }
  }

  /// The card art under the foil: a blue-to-violet gradient, a gold sun, a white diamond and a
  /// white frame, with rounded (transparent) corners.
  public func foilCardArt() -> RasterImage {
    let size = SIMD2<Float>(foilCardSize)
    let s = Float(scale)
    return Paint.image(size: foilCardSize, scale: scale, jobs: jobs) { p in
      let uv = p / size
      var color = Paint.mix(Paint.rgb(0.10, 0.13, 0.38), Paint.rgb(0.40, 0.12, 0.42), uv.y)
      let sun = Paint.disc(p, center: size * SIMD2(0.5, 0.36), radius: 0.24 * size.x)
      color = Paint.over(
        Paint.fade(Paint.rgb(0.96, 0.74, 0.22), Paint.coverage(sun, scale: s)), color)
      let gem = Paint.diamond(p, center: size * SIMD2(0.5, 0.72), half: size * SIMD2(0.16, 0.09))
      color = Paint.over(
        Paint.fade(Paint.rgb(0.92, 0.94, 0.98), Paint.coverage(gem, scale: s)), color)
      let half = size / 2
      let frame = abs(Paint.roundedRect(p, center: half, half: half - 9, radius: 8)) - 1.5
      color = Paint.over(Paint.fade(.white, Paint.coverage(frame, scale: s)), color)
      let card = Paint.roundedRect(p, center: half, half: half, radius: 12)
      return Paint.fade(color, Paint.coverage(card, scale: s))
    }
  }

  /// The foil tiles at ``foilTilts``, each over a checkerboard.
  public func foilTiles() -> [RasterImage] {
    let art = foilCardArt()
    let size = SIMD2<Float>(foilCardSize)
    return Self.foilTilts.map { tilt in
      let kernel = HolographicFoilKernel(size: size, tilt: SIMD2<Float>(tilt), intensity: 1)
      return KernelRenderer.render(kernel, over: art, scale: scale, jobs: jobs)
        .compositedOverCheckerboard(cell: max(2, Int(8 * scale)))
    }
  }

  /// The foil sheet: ``foilTiles()`` in three columns.
  public func foilSheet() -> RasterImage { ContactSheet(columns: 3).compose(foilTiles()) }
}
