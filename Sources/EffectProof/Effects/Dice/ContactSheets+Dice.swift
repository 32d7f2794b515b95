import EffectKernels
import EffectMath
import Foundation
import ProofEngine

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
