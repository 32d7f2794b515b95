import CReference
import EffectMath
import Foundation

/// Times `TimingCurve.value/velocity` and `DampedSpring.value/velocity` against the plain C
/// reference in Benchmarks/CReference (the same algorithms, step for step) on the same inputs,
/// and checks that both give the same numbers.
enum TimingBenchmark {
  /// Seconds for the fastest of three runs of each of `first` and `second`, which take turns
  /// so that a change in the machine's load falls on both.
  private static func fastest(
    _ first: () -> Double, _ second: () -> Double, sink: inout Double
  ) -> (Double, Double) {
    var best = (Double.infinity, Double.infinity)
    func time(_ body: () -> Double) -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      sink += body()
      return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
    }
    for _ in 0..<3 {
      best.0 = min(best.0, time(first))
      best.1 = min(best.1, time(second))
    }
    return best
  }

  /// The largest |a − b| over pairs where both are finite; a pair where only one is finite,
  /// or where infinities differ, counts as +∞.
  private static func maxDifference(_ a: [Double], _ b: [Double]) -> Double {
    var worst = 0.0
    for (x, y) in zip(a, b) {
      if x.isFinite && y.isFinite {
        worst = max(worst, abs(x - y))
      } else if x != y {
        return .infinity
      }
    }
    return worst
  }

  /// A splitmix64 stream in [0, 1), so the inputs are the same on every run and platform
  /// (also the timing benchmark's inputs in RegisteredBenchmarks.swift).
  struct Inputs {
    var state: UInt64
    mutating func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) * 0x1p-53
    }
  }

  static func run(evaluations: Int) -> String {
    let count = max(1, evaluations)
    var random = Inputs(state: 2026)
    // Control points: the presets, the seed's wheel curves, an overshoot and a clamped x.
    let points: [(SIMD2<Double>, SIMD2<Double>)] = [
      ([0.42, 0], [1, 1]), ([0, 0], [0.58, 1]), ([0.42, 0], [0.58, 1]),
      ([0.3, 0.48], [0.7, 1]), ([0.25, 0.4], [0.6, 1]), ([0.5, -0.4], [0.5, 1.4]),
      ([-0.5, 0.2], [1.7, 0.9]), ([0.1, 0.9], [0.2, 1]),
    ]
    let curves = points.map { TimingCurve.bezier(startControlPoint: $0.0, endControlPoint: $0.1) }
    let curveIndex = (0..<count).map { _ in Int(random.next() * Double(points.count)) }
    let progress = (0..<count).map { _ in random.next() }
    // Springs: the seed springs, critical, overdamped and a very bouncy one.
    let springs = [
      DampedSpring(duration: 0.5, bounce: 0.3), DampedSpring(duration: 0.4, bounce: 0.3),
      DampedSpring(response: 0.4, dampingRatio: 0.7), DampedSpring(duration: 0.5),
      DampedSpring(duration: 0.8, bounce: -0.5), DampedSpring(duration: 0.3, bounce: 0.9),
    ]
    let omegas = springs.map { 2 * Double.pi / $0.response }
    let zetas = springs.map(\.dampingRatio)
    let springIndex = (0..<count).map { _ in Int(random.next() * Double(springs.count)) }
    let times = (0..<count).map { _ in 2 * random.next() }
    let targets = (0..<count).map { _ in 200 * random.next() - 100 }
    let velocities = (0..<count).map { _ in 2000 * random.next() - 1000 }

    var sink = 0.0
    var rows: [(String, Double, Double, Double)] = []
    func measure(
      _ name: String, swift: (Int) -> Double, c: (Int) -> Double
    ) {
      let (swiftSeconds, cSeconds) = fastest(
        { (0..<count).reduce(0) { $0 + swift($1) } }, { (0..<count).reduce(0) { $0 + c($1) } },
        sink: &sink)
      let difference = maxDifference((0..<count).map(swift), (0..<count).map(c))
      rows.append((name, swiftSeconds, cSeconds, difference))
    }

    measure(
      "TimingCurve.value(at:)",
      swift: { curves[curveIndex[$0]].value(at: progress[$0]) },
      c: {
        let (start, end) = points[curveIndex[$0]]
        return creference_bezier_value(start.x, start.y, end.x, end.y, progress[$0])
      })
    measure(
      "TimingCurve.velocity(at:)",
      swift: { curves[curveIndex[$0]].velocity(at: progress[$0]) },
      c: {
        let (start, end) = points[curveIndex[$0]]
        return creference_bezier_velocity(start.x, start.y, end.x, end.y, progress[$0])
      })
    measure(
      "DampedSpring.value(target:…)",
      swift: {
        springs[springIndex[$0]].value(
          target: targets[$0], initialVelocity: velocities[$0], time: times[$0])
      },
      c: {
        creference_spring_value(
          omegas[springIndex[$0]], zetas[springIndex[$0]], targets[$0], velocities[$0],
          times[$0])
      })
    measure(
      "DampedSpring.velocity(target:…)",
      swift: {
        springs[springIndex[$0]].velocity(
          target: targets[$0], initialVelocity: velocities[$0], time: times[$0])
      },
      c: {
        creference_spring_velocity(
          omegas[springIndex[$0]], zetas[springIndex[$0]], targets[$0], velocities[$0],
          times[$0])
      })

    var lines = [
      "Timing curves and springs: Swift (EffectMath) vs C reference, \(count) evaluations, "
        + "fastest of 3",
      "",
      "function                            Swift eval/s       C eval/s   Swift÷C time   max |Δ|",
    ]
    var worst = 0.0
    for (name, swiftSeconds, cSeconds, difference) in rows {
      worst = max(worst, difference)
      lines.append(
        name.padding(toLength: 32, withPad: " ", startingAt: 0)
          + String(
            format: "%16.3e %14.3e %14.2f %9.1e", Double(count) / swiftSeconds,
            Double(count) / cSeconds, swiftSeconds / cSeconds, difference))
    }
    lines.append("")
    lines.append(
      String(format: "max |Swift − C| = %.3e: ", worst)
        + (worst <= 1e-9 ? "agree to 1e-9" : "DISAGREE beyond 1e-9"))
    lines.append("(checksum \(sink.isFinite ? "finite" : "not finite"))")
    return lines.joined(separator: "\n")
  }
}
