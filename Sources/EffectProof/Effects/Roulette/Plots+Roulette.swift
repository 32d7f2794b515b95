import EffectMath
import ProofEngine

// MARK: - Roulette plots

extension PictureBook {
  /// The frames of ``ballFlight`` at 60 per second, half a second past the end.
  public func rouletteFrames() -> [RouletteFrame] {
    RouletteTimeSeries.frames(of: ballFlight, pocketRadius: wheel.pocketRadius)
  }

  /// The wheel's speed over the spin, with the blur's off threshold as a reference line.
  func wheelSpeedPlot() -> BookPicture {
    let frames = rouletteFrames()
    let threshold = WheelBlur.offThresholdDegreesPerSecond(
      outerRadius: wheel.pocketRadius, shutter: wheel.shutter)
    let off = frames.first { $0.seconds > 0.1 && $0.wheelBlurRadians == 0 }?.seconds
    let plot = SVGPlot(
      title: "Wheel speed over a spin", xAxis: SVGPlotAxis(label: "time", unit: "s"),
      yAxis: SVGPlotAxis(label: "wheel speed", unit: "°/s"),
      series: [
        SVGPlotSeries(
          name: "wheel speed", points: frames.map { SIMD2($0.seconds, $0.wheelDegreesPerSecond) })
      ],
      referenceLines: [
        SVGPlotReferenceLine(
          y: threshold, label: "blur off below \(threshold.formatted(digits: 1)) °/s")
      ],
      markers: off.map { [SVGPlotMarker(x: $0, label: "blur off")] } ?? [])
    return svg(
      "wheel-speed.svg",
      "RouletteWheelSpin.degreesPerSecond over a landing spin; the dashed line is "
        + "WheelBlur.offThresholdDegreesPerSecond at the pocket ring.", plot)
  }

  /// The wheel's blur angle over the spin, with the cap as a reference line.
  func wheelBlurPlot() -> BookPicture {
    let frames = rouletteFrames()
    let plot = SVGPlot(
      title: "Wheel blur angle over a spin", xAxis: SVGPlotAxis(label: "time", unit: "s"),
      yAxis: SVGPlotAxis(label: "blur angle", unit: "rad"),
      series: [
        SVGPlotSeries(
          name: "wheel blur", points: frames.map { SIMD2($0.seconds, $0.wheelBlurRadians) }),
        SVGPlotSeries(
          name: "ball blur", points: frames.map { SIMD2($0.seconds, $0.ballBlurRadians) },
          dashed: true),
      ],
      referenceLines: [
        SVGPlotReferenceLine(y: WheelBlur.maxAngle, label: "cap \(WheelBlur.maxAngle) rad")
      ])
    return svg(
      "wheel-blur.svg",
      "WheelBlur.angle at the wheel's speed (1/60 s shutter) and the ball's blur angle "
        + "(1/120 s); 0 means the blur is off.", plot)
  }

  /// The ball's screen angle over the spin, the drop marked.
  func ballAnglePlot() -> BookPicture {
    let frames = rouletteFrames()
    let plot = SVGPlot(
      title: "Ball and wheel angle over a spin", xAxis: SVGPlotAxis(label: "time", unit: "s"),
      yAxis: SVGPlotAxis(label: "angle", unit: "°"),
      series: [
        SVGPlotSeries(
          name: "ball",
          points: zip(frames.map(\.seconds), Self.unwrapped(frames.map(\.ballDegrees)))
            .map { SIMD2($0, $1) }),
        SVGPlotSeries(
          name: "wheel", points: frames.map { SIMD2($0.seconds, $0.wheelDegrees) }, dashed: true),
      ],
      markers: ballMarkers())
    return svg(
      "ball-angle.svg",
      "RouletteBallFlight.angle (unwrapped: after the drop the flight reports the wheel's angle "
        + "plus the pocket's, equal modulo 360) against the wheel's rotation; the ball runs "
        + "against the wheel, drops at 70 % of the spin and then rides it.", plot)
  }

  /// The ball's distance from the centre over the spin, the drop marked.
  func ballRadiusPlot() -> BookPicture {
    let frames = rouletteFrames()
    let flight = ballFlight
    let plot = SVGPlot(
      title: "Ball radius over a spin", xAxis: SVGPlotAxis(label: "time", unit: "s"),
      yAxis: SVGPlotAxis(label: "radius", unit: "pt"),
      series: [
        SVGPlotSeries(name: "ball radius", points: frames.map { SIMD2($0.seconds, $0.ballRadius) })
      ],
      referenceLines: [
        SVGPlotReferenceLine(y: flight.trackRadius, label: "track"),
        SVGPlotReferenceLine(y: flight.seatRadius, label: "seat"),
      ],
      markers: ballMarkers())
    return svg(
      "ball-radius.svg",
      "RouletteBallFlight.radius: on the track until the drop at 70 %, two bounces, seated by "
        + "83.5 %.", plot)
  }

  /// The drop moment, in seconds since the spin's start (the seat follows 0.54 s later, too
  /// close for a second label).
  func ballMarkers() -> [SVGPlotMarker] {
    let flight = ballFlight
    return [SVGPlotMarker(x: flight.dropTime - flight.wheel.start, label: "drop (70 %)")]
  }

  /// `angles` with whole turns added so that neighbours differ by at most 180°: a continuous
  /// curve where the values only agree modulo 360.
  static func unwrapped(_ angles: [Double]) -> [Double] {
    var result: [Double] = []
    var shift = 0.0
    for angle in angles {
      if let last = result.last, angle.isFinite {
        let step = angle + shift - last
        shift -= 360 * (step / 360).rounded()
      }
      result.append(angle + shift)
    }
    return result
  }
}
