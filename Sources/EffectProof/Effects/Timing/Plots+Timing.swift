import EffectMath
import ProofEngine

extension PictureBook {
  /// The timing curve presets and the wheel's curve.
  func timingPlot() -> BookPicture {
    let curves: [(String, TimingCurve, Bool)] = [
      ("linear", .linear, false), ("easeIn", .easeIn, false), ("easeOut", .easeOut, false),
      ("easeInOut", .easeInOut, false), ("circularEaseIn", .circularEaseIn, true),
      ("circularEaseOut", .circularEaseOut, true), ("circularEaseInOut", .circularEaseInOut, true),
      ("wheel", wheel.curve, false),
    ]
    let progress = (0...200).map { Double($0) / 200 }
    let series = curves.map { name, curve, dashed in
      SVGPlotSeries(
        name: name, points: progress.map { SIMD2($0, curve.value(at: $0)) }, dashed: dashed)
    }
    let plot = SVGPlot(
      title: "Timing curves", xAxis: SVGPlotAxis(label: "progress"),
      yAxis: SVGPlotAxis(label: "value"), series: series, height: 520)
    return svg(
      "timing-curves.svg",
      "TimingCurve.value(at:) for the presets and the wheel's slowing curve from the config.",
      plot)
  }
}
