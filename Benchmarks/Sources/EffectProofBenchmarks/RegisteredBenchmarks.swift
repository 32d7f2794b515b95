import BenchmarkHarness
import EffectMath
import Foundation

/// The benchmarks the harness runs (`EffectProofBenchmarks --list`). Inputs are built lazily
/// in `static let`s, so listing costs nothing and the first warm-up iteration pays set-up.
enum RegisteredBenchmarks {
  /// Every registered benchmark, in run order.
  static let all: [Benchmark] = [timingCurveValue]

  /// Evaluations of `TimingCurve.value(at:)` per iteration.
  static let timingEvaluations = 1_000

  /// `timing/TimingCurve.value`: 1 000 evaluations over eight curves (the presets, the seed's
  /// wheel curves, an overshoot and a clamped x) at splitmix64 progress values.
  static let timingCurveValue = Benchmark(
    name: "TimingCurve.value", suite: "timing", unit: .evaluations,
    itemsPerIteration: Double(timingEvaluations)
  ) {
    let inputs = TimingInputs.shared
    var sum = 0.0
    for index in 0..<inputs.progress.count {
      sum += inputs.curves[inputs.curveIndex[index]].value(at: inputs.progress[index])
    }
    BlackHole.consume(sum)
  }
}

/// Curves and progress values for the timing benchmarks, built on first use.
private struct TimingInputs: Sendable {
  static let shared = TimingInputs(count: RegisteredBenchmarks.timingEvaluations)

  let curves: [TimingCurve]
  let curveIndex: [Int]
  let progress: [Double]

  init(count: Int) {
    var stream = TimingBenchmark.Inputs(state: 2026)
    func next() -> Double { stream.next() }
    let points: [(SIMD2<Double>, SIMD2<Double>)] = [
      ([0.42, 0], [1, 1]), ([0, 0], [0.58, 1]), ([0.42, 0], [0.58, 1]),
      ([0.3, 0.48], [0.7, 1]), ([0.25, 0.4], [0.6, 1]), ([0.5, -0.4], [0.5, 1.4]),
      ([-0.5, 0.2], [1.7, 0.9]), ([0.1, 0.9], [0.2, 1]),
    ]
    curves = points.map { TimingCurve.bezier(startControlPoint: $0.0, endControlPoint: $0.1) }
    curveIndex = (0..<count).map { _ in Int(next() * Double(points.count)) }
    progress = (0..<count).map { _ in next() }
  }
}
