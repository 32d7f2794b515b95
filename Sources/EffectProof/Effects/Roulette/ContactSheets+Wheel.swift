import EffectKernels
import EffectMath
import Foundation
import ProofEngine

extension PictureBook {
  /// The red numbers of a roulette wheel (the rest of 1…36 are black, zeros are green).
  static let redNumbers: Set<Int> = [
    1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
  ]

  /// The wheel's diameter in points: the config's (300 when it is not a sensible size).
  public var wheelDiameter: Double {
    let d = wheel.diameter
    return d.isFinite && d >= 60 && d <= 2000 ? d : 300
  }

  /// The wheel tiles' scale: at most 300 pixels across at scale 1.
  var wheelScale: Double { min(1, 300 / wheelDiameter) * scale }

  /// The spin the wheel sheet and the roulette plots draw: a landing on the wheel's 18th
  /// pocket from rest at 0°, with the config's turns, duration and curve.
  public var wheelSpin: RouletteWheelSpin {
    let wheel = wheel
    let pockets = wheel.wheelType.pockets
    return .landing(
      on: pockets[17 % pockets.count], currentAngle: 0, start: 0, turns: wheel.turns,
      duration: wheel.spinDuration, curve: wheel.curve)
  }

  /// The ball's flight during ``wheelSpin``.
  public var ballFlight: RouletteBallFlight {
    let pockets = wheel.wheelType.pockets
    return RouletteBallFlight(
      wheel: wheelSpin, pocket: pockets[17 % pockets.count], diameter: wheelDiameter)
  }

  /// The times of the wheel sheet, in seconds: 0, 0.7, 1.5, 2.3, 3.1 and 4 s of a 4 s spin
  /// (the last is the end, blur off), scaled to the config's duration.
  public var wheelTimes: [Double] {
    [0, 0.7, 1.5, 2.3, 3.1, 4.0].map { $0 / 4 * wheelSpin.duration }
  }

  /// The wheel painted at `rotation` degrees (clockwise): wood rim, pockets in red, black and
  /// green from the wheel type's layout with gold frets, a panelled cone and a gold turret.
  public func wheelImage(rotationDegrees rotation: Double) -> RasterImage {
    let wheel = wheel
    let d = Float(wheelDiameter)
    let centre = SIMD2<Float>(repeating: d / 2)
    let ringInner = Float(wheel.pocketRadius) - 0.07 * d
    let ringOuter = Float(wheel.pocketRadius) + 0.05 * d
    let hub = Float(wheel.hubRadius)
    let labels = wheel.wheelType.labels
    let count = Float(labels.count)
    let colors: [PremultipliedColor] = labels.map { label in
      guard let number = Int(label), number > 0 else { return Paint.rgb(0.05, 0.50, 0.22) }
      return Self.redNumbers.contains(number)
        ? Paint.rgb(0.78, 0.08, 0.10) : Paint.rgb(0.07, 0.07, 0.08)
    }
    let gold = Paint.rgb(0.86, 0.70, 0.32)
    let s = Float(wheelScale)
    let turn = Float(rotation.truncatingRemainder(dividingBy: 360))
    let spin = SIMD2<Float>(cos(turn * .pi / 180), sin(turn * .pi / 180))
    return Paint.image(size: SIMD2(repeating: wheelDiameter), scale: wheelScale, jobs: jobs) {
      p in
      let arm = p - centre
      let r = (arm * arm).sum().squareRoot()
      var screen = atan2(arm.x, -arm.y) * 180 / Float.pi - turn
      screen = screen - 360 * (screen / 360).rounded(.down)
      let slot = screen / 360 * count
      let index = Int(slot + 0.5) % labels.count
      let edge = abs(slot + 0.5 - (slot + 0.5).rounded()) * 2 * Float.pi * r / count
      var color: PremultipliedColor
      if r > ringOuter {
        color = Paint.rgb(0.42, 0.23, 0.10)
        color = Paint.mix(color, gold, Paint.coverage(abs(r - ringOuter - 1.5) - 1.5, scale: s))
      } else if r > ringInner {
        color = colors[index]
        let dot = Paint.disc(
          SIMD2(edge, r), center: SIMD2(Float.pi * r / count, ringOuter - 0.025 * d),
          radius: 0.012 * d)
        color = Paint.mix(color, Paint.rgb(0.95, 0.95, 0.92), Paint.coverage(dot, scale: s))
        color = Paint.mix(color, gold, Paint.coverage(edge - 0.8, scale: s))
      } else if r > hub {
        let panel = Int(screen / 22.5).isMultiple(of: 2)
        color = panel ? Paint.rgb(0.36, 0.19, 0.08) : Paint.rgb(0.27, 0.13, 0.05)
        color = Paint.mix(color, gold, Paint.coverage(abs(r - ringInner) - 1.2, scale: s))
      } else {
        let local = SIMD2(
          spin.x * arm.x + spin.y * arm.y, -spin.y * arm.x + spin.x * arm.y)
        let across = min(abs(local.x), abs(local.y))
        color = Paint.mix(Paint.rgb(0.55, 0.42, 0.20), gold, 0.6)
        let cross = Paint.coverage(across - 0.04 * d, scale: s) * (r < hub - 4 ? 1 : 0)
        color = Paint.mix(color, Paint.rgb(0.95, 0.85, 0.55), cross * 0.7)
      }
      return Paint.fade(color, Paint.coverage(r - d / 2, scale: s))
    }
  }

  /// The wheel tiles at ``wheelTimes``: the wheel at the spin's rotation, arc-blurred by
  /// `WheelBlur.angle` at the spin's speed outside the hub, the ball (blurred by its own angle)
  /// on top, over the table.
  public func wheelTiles() -> [RasterImage] {
    let wheel = wheel
    let d = wheelDiameter
    let centre = SIMD2<Float>(repeating: Float(d / 2))
    let flight = ballFlight
    let ballRadius = Float(flight.ballDiameter / 2)
    let s = Float(wheelScale)
    return wheelTimes.map { time in
      let angle = WheelBlur.angle(
        degreesPerSecond: wheelSpin.degreesPerSecond(at: time), outerRadius: wheel.pocketRadius,
        shutter: wheel.shutter)
      let blur = WheelArcBlurKernel(
        center: centre, angle: Float(angle), innerRadius: Float(wheel.hubRadius),
        outerRadius: Float(d / 2), sampleSpacing: Float(WheelBlur.sampleSpacing),
        maxSamples: Float(WheelBlur.maxSamples))
      let spun = KernelRenderer.render(
        blur, over: wheelImage(rotationDegrees: wheelSpin.rotation(at: time)), scale: wheelScale,
        jobs: jobs)
      let at = SIMD2<Float>(flight.screenPosition(at: time, center: SIMD2(d / 2, d / 2)))
      let ball = Paint.image(size: SIMD2(d, d), scale: wheelScale, jobs: jobs) { p in
        Paint.fade(
          Paint.rgb(0.97, 0.97, 0.97),
          Paint.coverage(Paint.disc(p, center: at, radius: ballRadius), scale: s))
      }
      let ballBlur = WheelArcBlurKernel(
        center: centre, angle: Float(flight.blurAngle(at: time)), innerRadius: 0,
        outerRadius: Float(d), sampleSpacing: Float(WheelBlur.sampleSpacing),
        maxSamples: Float(WheelBlur.maxSamples))
      let movingBall = KernelRenderer.render(ballBlur, over: ball, scale: wheelScale, jobs: jobs)
      return Paint.over(movingBall.composited(over: spun), color: Paint.table)
    }
  }

  /// The wheel sheet: ``wheelTiles()`` in three columns on the table colour.
  public func wheelSheet() -> RasterImage {
    ContactSheet(columns: 3, background: Paint.table).compose(wheelTiles())
  }
}
