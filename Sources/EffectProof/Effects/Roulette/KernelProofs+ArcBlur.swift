import EffectKernels
import EffectMath
import ProofEngine

/// The arc blur on pixels: what it leaves alone, and how solid the ball's streak comes out.
extension KernelProofs {
  /// A `side × side` layer of 8 pt checks in two opaque colours, so any change to a pixel shows.
  static func checkedLayer(side: Int) -> LayerSampler {
    var image = RasterImage(width: side, height: side)
    let light = PremultipliedColor(red: 0.9, green: 0.75, blue: 0.25, alpha: 1)
    let dark = PremultipliedColor(red: 0.125, green: 0.25, blue: 0.5, alpha: 1)
    for y in 0..<side {
      for x in 0..<side { image.setPixel(x: x, y: y, to: (x / 8 + y / 8) % 2 == 0 ? light : dark) }
    }
    return LayerSampler(image: image)
  }

  /// `kernel.arcBlurPassThrough`: outside the pocket ring, on the hub and with the blur off,
  /// the wheel blur returns exactly the layer's own sample.
  static func arcBlurPassThrough(_ wheel: WheelConfig) -> some Proof {
    let radius = wheel.pocketRadius.isFinite && wheel.pocketRadius > 0 ? wheel.pocketRadius : 1
    let hub = wheel.hubRadius
    let side = Int((2 * radius).rounded(.up)) + 16
    let layer = checkedLayer(side: side)
    let center = SIMD2(Float(side) / 2, Float(side) / 2)
    return PropertyProof(
      id: "kernel.arcBlurPassThrough",
      title: "The wheel blur leaves the outside, the hub and a still wheel untouched",
      fact:
        """
        Layer::sample clamps to the edge, so pixels outside the pocket ring would smear the \
        frame's edge in: the shader passes those, the hub and a still wheel (angle ≤ 0) \
        straight through (article 002). Checked on the CPU port over a checked layer \(side) pt \
        square, pocket radius \(FactText.number(radius)) pt, hub \(FactText.number(hub)) pt, \
        angles −0.05 … 0.35 rad: wherever radius < hub, radius > pocket radius or angle ≤ 0 the \
        output equals layer.sample(position) bit for bit; inside the ring with the blur on, the \
        output is a convex average (alpha stays 1 on the opaque layer).
        """,
      domain: ProductDomain3(
        IntervalDomain(0.0...Double(side), grid: .points(97)),
        IntervalDomain(0.0...Double(side), grid: .points(97)),
        IntervalDomain(-0.05...WheelBlur.maxAngle, grid: .points(9))),
      strategy: .sequence([.grid, .random(count: 20_000)])
    ) { value in
      let (x, y, angle) = value
      let kernel = WheelArcBlurKernel(
        center: center, angle: Float(angle), innerRadius: Float(hub),
        outerRadius: Float(radius), sampleSpacing: Float(WheelBlur.sampleSpacing),
        maxSamples: Float(WheelBlur.maxSamples))
      let position = SIMD2(Float(x), Float(y))
      var reader = layer
      let out = kernel.color(at: position, layer: &reader)
      let arm = position - center
      let r = (arm.x * arm.x + arm.y * arm.y).squareRoot()
      if angle <= 0 || r < Float(hub) || r > Float(radius) {
        let own = layer.sample(position)
        return out == own ? .pass : .fail("pixel (\(x), \(y)), angle \(angle): \(out) ≠ \(own)")
      }
      return .expect(abs(Double(out.alpha) - 1), atMost: 1e-3, "alpha \(out.alpha) inside the ring")
    }
  }

  /// The wheel the article measured the ball's streak on: 360 pt, so the ball is 18 pt.
  static let streakWheelDiameter = 360.0

  /// The peak alpha of an opaque ball, drawn on a clear layer on its track, under the CPU
  /// wheel blur at `shutter` and the ball's launch speed; and the analytic d / L.
  static func measuredStreakPeak(shutter: Double) -> (measured: Double, analytic: Double) {
    let diameter = streakWheelDiameter
    let reach = diameter / 2
    let track =
      (0.5 - RouletteBallFlight.rimWidthFraction
        + RouletteBallFlight.ballDiameterFraction / 2) * diameter
    let ball = RouletteBallFlight.ballDiameterFraction * diameter
    let angle = WheelBlur.angle(
      degreesPerSecond: RouletteBallFlight.launchDegreesPerSecond, outerRadius: reach,
      shutter: shutter)
    // The layer: a clear square around the wheel with the ball at 12 o'clock on its track,
    // edges antialiased by 4 × 4 supersampling.
    let side = Int(diameter)
    let centre = SIMD2(reach, reach)
    let ballCentre = centre - SIMD2(0, track)
    var image = RasterImage(width: side, height: side)
    let reachBox = Int(ball / 2) + 2
    for y in max(0, Int(ballCentre.y) - reachBox)...min(side - 1, Int(ballCentre.y) + reachBox) {
      for x in max(0, Int(ballCentre.x) - reachBox)...min(side - 1, Int(ballCentre.x) + reachBox) {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let p = SIMD2(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4)
            let d = p - ballCentre
            if (d.x * d.x + d.y * d.y).squareRoot() <= ball / 2 { covered += 1 }
          }
        }
        let a = Float(covered) / 16
        image.setPixel(x: x, y: y, to: PremultipliedColor(red: a, green: a, blue: a, alpha: a))
      }
    }
    let kernel = WheelArcBlurKernel(
      center: SIMD2(Float(reach), Float(reach)), angle: Float(angle), innerRadius: 0,
      outerRadius: Float(reach), sampleSpacing: Float(WheelBlur.sampleSpacing),
      maxSamples: Float(WheelBlur.maxSamples))
    let layer = LayerSampler(image: image)
    // Scan the band the streak can reach: the track ± the ball, across the arc ± the ball.
    let arc = angle * track
    var peak: Float = 0
    let x0 = max(0, Int(ballCentre.x - arc / 2 - ball))
    let x1 = min(side - 1, Int(ballCentre.x + arc / 2 + ball))
    let y0 = max(0, Int(ballCentre.y - ball))
    let y1 = min(side - 1, Int(ballCentre.y + ball))
    for y in y0...y1 {
      for x in x0...x1 {
        var reader = layer
        let out = kernel.color(
          at: SIMD2(Float(x) + 0.5, Float(y) + 0.5), layer: &reader)
        peak = max(peak, out.alpha)
      }
    }
    return (Double(peak), RouletteBallFlight.peakStreakOpacity(shutter: shutter))
  }

  /// `kernel.ballStreakOpacity`: the ball's streak, rendered by the CPU port, peaks near 0.37
  /// at 1/60 s and near 0.75 at 1/120 s.
  static func ballStreakOpacity() -> MeasuredTableProof {
    let article = [WheelBlur.shutter: 0.37, WheelBlur.ballShutter: 0.75]
    return MeasuredTableProof(
      id: "kernel.ballStreakOpacity",
      title: "The rendered ball streak peaks near 0.37 at 1/60 s and 0.75 at 1/120 s",
      fact:
        """
        At a 1/60 shutter the streak came out about a third opaque, an 18 pt dot averaged over \
        roughly 41 pt of arc; the ball's 1/120 shutter took the peak from about 0.37 to about \
        0.75 (article 002). Rendered on the CPU: an opaque 18 pt ball (antialiased) on its \
        track of a 360 pt wheel, blurred by the wheelArcBlur port at the launch speed 990 °/s, \
        peak alpha over every pixel of the streak. Checked within 0.06 of the article and of \
        the analytic d / L (the port's taps are discrete: at most 24 over the arc, so the peak \
        counts whole taps). Margin: the larger distance − 0.06.
        """,
      values: [WheelBlur.shutter, WheelBlur.ballShutter]
    ) { shutter in
      let (measured, analytic) = measuredStreakPeak(shutter: shutter)
      return MeasuredTableProof.Row(
        line:
          "shutter 1/\(FactText.number(1 / shutter)) s: rendered peak alpha \(FactText.number(measured, digits: 3)), analytic d / L \(FactText.number(analytic, digits: 3)), article \(FactText.number(article[shutter] ?? .nan))",
        outcome: .all([
          .expect(
            measured, equals: article[shutter] ?? .nan, within: 0.06,
            "peak alpha \(FactText.number(measured)) at 1/\(FactText.number(1 / shutter)) s against the article"
          ),
          .expect(
            measured, equals: analytic, within: 0.06,
            "peak alpha \(FactText.number(measured)) against d / L = \(FactText.number(analytic))"),
        ]))
    }
  }
}
