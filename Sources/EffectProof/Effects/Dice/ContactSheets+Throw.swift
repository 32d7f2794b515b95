import EffectKernels
import EffectMath
import Foundation
import ProofEngine

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
