// GSL oracles for the gyroscope filter: the continuous filter it samples, its settling count,
// and its time constant.

import EffectMath
import EffectProofTestSupport
import GSL
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@Suite struct GyroscopeTiltOracleTests {
  @Test func samplesMatchTheContinuousFilterIntegratedByGSL() throws {
    // dy/dt = (x − y) / τc with τc = −Δt / ln(1 − α): integrated by GSL's rk8pd driver and
    // read at every 1/60 s, it must equal the filter's output for a held input.
    let seed = tiltFlipSeed("samplesMatchTheContinuousFilterIntegratedByGSL", fallback: 0x0DE)
    var random = SplitMix64(seed: seed)
    var cases: [(alpha: Double, start: Double, target: Double)] = [(0.1, 0, 15), (0.1, -15, 15)]
    for _ in 0..<20 {
      cases.append(
        (random.uniform(0.02...0.9), random.uniform(-15...15), random.uniform(-15...15)))
    }
    for (index, item) in cases.enumerated() {
      // Move the filter off level toward `start` for a few samples; wherever that leaves it
      // is the initial value y0 of the continuous problem.
      var smoothing = GyroscopeTilt(smoothingFactor: item.alpha)
      for _ in 0..<(index % 7) {
        smoothing.next(sample: GyroscopeSample(rollDegrees: item.start, pitchDegrees: 0))
      }
      let y0 = smoothing.smoothed.rollDegrees
      let tau = -(1.0 / 60) / log(1 - item.alpha)
      let times = (1...180).map { Double($0) / 60 }
      let solution = try ODESolver.solve(
        from: 0, initialState: [y0], at: times, absoluteTolerance: 1e-12, relativeTolerance: 1e-12
      ) { _, y in [(item.target - y[0]) / tau] }
      for (n, sample) in solution.enumerated() {
        let y = smoothing.next(sample: GyroscopeSample(rollDegrees: item.target, pitchDegrees: 0))
        let message = {
          Comment(
            rawValue: "seed \(seed) case \(index): α \(item.alpha), \(y0) → \(item.target), "
              + "n \(n + 1)")
        }
        tiltFlipCheck(abs(y.rollDegrees - sample.state[0]) <= 1e-9, message())
      }
      #expect(abs(smoothing.equivalentContinuousTimeConstantSeconds - tau) <= 1e-12 * tau)
    }
  }

  @Test func settlingCountIsTheCeilingOfGSLsRoot() throws {
    // Brent's method on f(n) = (1 − α)ⁿ − tolerance, a continuous n; the count is its ceiling.
    let seed = tiltFlipSeed("settlingCountIsTheCeilingOfGSLsRoot", fallback: 0x5E771E)
    var random = SplitMix64(seed: seed)
    var cases: [(Double, Double)] = [(0.1, 0.001), (0.1, 0.02), (0.1, 0.05)]
    for _ in 0..<200 {
      cases.append((random.uniform(0.005...0.995), exp(random.uniform(log(1e-8)...log(0.9)))))
    }
    for (index, (alpha, tolerance)) in cases.enumerated() {
      let root = try RootFinding.root(between: 0, and: 1e5) {
        pow(1 - alpha, $0) - tolerance
      }
      let message = {
        Comment(
          rawValue: "seed \(seed) case \(index): α \(alpha), tol \(tolerance), root \(root.root)")
      }
      // Skip roots that sit on an integer to within the solver's tolerance: either count fits.
      let distance = abs(root.root - root.root.rounded())
      guard distance > 1e-6 else { continue }
      let count = GyroscopeTilt(smoothingFactor: alpha).settlingSamples(tolerance: tolerance)
      tiltFlipCheck(count == Int(root.root.rounded(.up)), message())
    }
  }

  @Test func timeConstantIsGSLsRootOfTheSmoothingRelation() throws {
    // Solve Δt / (τ + Δt) = α for τ with Brent, independently of the closed form.
    for alpha in [0.1, 0.05, 0.3, 0.9] {
      let root = try RootFinding.root(between: 0, and: 10) { tau in
        (1.0 / 60) / (tau + 1.0 / 60) - alpha
      }
      let filter = GyroscopeTilt(smoothingFactor: alpha)
      #expect(abs(filter.timeConstantSeconds - root.root) <= 1e-10, "α \(alpha)")
      let rebuilt = GyroscopeTilt(timeConstantSeconds: root.root)
      #expect(abs(rebuilt.smoothingFactor - alpha) <= 1e-10, "α \(alpha)")
    }
  }
}
