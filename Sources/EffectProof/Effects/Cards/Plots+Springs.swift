import EffectMath
import ProofEngine

extension PictureBook {
  /// The config's springs: the holographic card, the tilt card and the product view, each
  /// with its parameters as the config gives them.
  public var configSprings: [(name: String, parameters: String, spring: DampedSpring)] {
    let cards = cards
    return [
      ("holographic", cards.holographic.spring), ("tilt", cards.tilt.spring),
      ("product", cards.productSpring),
    ].map { name, spec in
      switch spec {
      case .durationBounce(let duration, let bounce):
        return (
          name,
          "duration \(duration.formatted(digits: 2)), bounce \(bounce.formatted(digits: 2))",
          DampedSpring(duration: duration, bounce: bounce)
        )
      case .responseDamping(let response, let ratio):
        return (
          name,
          "response \(response.formatted(digits: 2)), damping \(ratio.formatted(digits: 2))",
          DampedSpring(response: response, dampingRatio: ratio)
        )
      }
    }
  }

  /// The config's springs moving from 0 to 1 from rest.
  func springPlot() -> BookPicture {
    let times = (0...300).map { Double($0) / 200 }
    let springs = configSprings
    let series = springs.enumerated().map { index, item in
      SVGPlotSeries(
        name: item.name, points: times.map { SIMD2($0, item.spring.value(target: 1, time: $0)) },
        dashed: index == 2)
    }
    let list = springs.map { "\($0.name) (\($0.parameters))" }.joined(separator: ", ")
    let plot = SVGPlot(
      title: "Spring responses", xAxis: SVGPlotAxis(label: "time", unit: "s"),
      yAxis: SVGPlotAxis(label: "value"), series: series,
      referenceLines: [SVGPlotReferenceLine(y: 1, label: "target")])
    return svg(
      "springs.svg",
      "DampedSpring.value(target: 1, time:) from rest for the config's card springs: \(list).",
      plot)
  }
}
