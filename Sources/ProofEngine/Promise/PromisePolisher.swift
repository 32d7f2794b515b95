import GSL

/// Step 2 of a promise proof: drives one sweep point to the local supremum of one axis's
/// score with GSL's minimisers: the offset for a constant promise, the offset less the case's
/// own promise for one that depends on the arguments (``PromiseProbe``), written `offsetₐ`
/// below.
///
/// One round:
///
/// ```
/// Nelder–Mead (nmsimplex2) minimises   −offsetₐ(z(clamp(u))) + λ·Σ dist(uᵢ, [0, 1])
///   over unit coordinates u, λ = 1 + |best so far|, from the best point, 4 times with
///   simplex steps of spacing, spacing/100, spacing/10⁴, spacing/10⁶;
/// Brent maximises                       offsetₐ(z* + t·eᵢ)   over t ∈ [−h, h] ∩ box
///   for each free coordinate i, twice, with h shrinking by 10⁻³ per search from the sweep
///   spacing down to a few ulps of zᵢ.
/// ```
///
/// Rounds repeat (at most 8) while they improve the offset by more than 10⁻¹² relative.
///
/// Brent never probes closer than `√ε·|t|` to its best point, so searching the *shift* `t`
/// around the current best, not the coordinate itself, lets it resolve a supremum that sits on
/// a jump (the curl's edge) to the last ulps. A supremum on a *curved* jump (the wheel's rim,
/// where the blur stops) is harder: no straight line search can follow the rim, and the
/// simplex restarts close in on it linearly, to about 10⁻⁷ relative.
///
/// A GSL error inside the polish (no bracket because the offset is flat along a coordinate,
/// no convergence, a maximum on the box's edge) ends that one search only: every case it
/// evaluated has already been scored by the probe.
struct PromisePolisher {
  /// The box searched.
  let space: PromiseSearchSpace
  /// The per-axis score at a point of the box; nil for a failing case.
  let offset: ([Double]) -> SIMD2<Double>?
  /// The value a failing case gets, below every real score.
  let failingValue: Double
  /// The sweep's spacing in unit coordinates: the first simplex step and Brent half-width.
  let spacing: Double

  /// A polisher over a promise proof's probe (its box and its scored evaluations).
  init(probe: PromiseProbe, spacing: Double) {
    self.init(space: probe.space, spacing: spacing, failingValue: probe.failingScore) {
      probe.score(at: $0)
    }
  }

  /// A polisher over any box and evaluation; a failing case scores `failingValue`.
  init(
    space: PromiseSearchSpace, spacing: Double, failingValue: Double = -1,
    offset: @escaping ([Double]) -> SIMD2<Double>?
  ) {
    self.space = space
    self.offset = offset
    self.failingValue = failingValue
    self.spacing = spacing
  }

  /// Simplex restarts per round.
  private static let simplexRestarts = 4
  /// Each simplex restart's step is this fraction of the previous one.
  private static let simplexShrink = 1e-2
  /// Passes of Brent over all free coordinates per round.
  private static let brentCycles = 2
  /// Each Brent search's bracket is this fraction of the previous one.
  private static let bracketShrink = 1e-3
  /// The most rounds of simplex restarts and Brent passes.
  private static let maximumRounds = 8
  /// A round that improves the offset by no more than this (relative) ends the polish.
  private static let progressThreshold = 1e-12

  /// The best case of one polish run on one axis.
  private final class RunBest {
    var point: [Double]
    var value: Double
    init(point: [Double], value: Double) {
      self.point = point
      self.value = value
    }
  }

  /// Polishes `seed` for axis `lane` (0 = x, 1 = y); results land in the probe.
  func polish(lane: Int, from seed: [Double]) {
    guard !space.free.isEmpty else { return }
    let run = RunBest(point: seed, value: offset(seed)?[lane] ?? failingValue)
    /// The score on this axis at a point inside the box; `failingValue` for a failing case.
    func evaluate(_ point: [Double]) -> Double {
      guard let offset = offset(point) else { return failingValue }
      let value = offset[lane]
      if value > run.value {
        run.point = point
        run.value = value
      }
      return value
    }

    for _ in 0..<Self.maximumRounds {
      let before = run.value
      simplexRestarts(run, evaluate)
      coordinateSearches(run, evaluate)
      if run.value - before <= Self.progressThreshold * max(1, abs(run.value)) { break }
    }
  }

  // MARK: - Nelder–Mead

  /// Nelder–Mead restarts from the run's best point with shrinking simplices.
  private func simplexRestarts(_ run: RunBest, _ evaluate: ([Double]) -> Double) {
    var step = spacing
    for _ in 0..<Self.simplexRestarts {
      let start = space.units(of: run.point)
      // Step towards the inside of the unit cube so the first simplex lies in the box.
      let steps = start.map { $0 > 0.5 ? -step : step }
      let penalty = 1 + abs(run.value)
      _ = try? SimplexMinimizer.minimize(
        from: start, stepSizes: steps, sizeTolerance: step * 1e-6, maxIterations: 2_000
      ) { units in
        let (point, excess) = space.point(units: units)
        return -evaluate(point) + penalty * excess
      }
      step *= Self.simplexShrink
    }
  }

  // MARK: - Brent along coordinates

  /// Brent maximisation along each free coordinate in brackets shrinking around the best.
  private func coordinateSearches(_ run: RunBest, _ evaluate: ([Double]) -> Double) {
    for _ in 0..<Self.brentCycles {
      for index in space.free {
        var halfWidth = spacing * space.width(index)
        while true {
          let centre = run.point
          let lower = max(space.lower[index] - centre[index], -halfWidth)
          let upper = min(space.upper[index] - centre[index], halfWidth)
          if upper > lower {
            _ = try? Minimization.maximum(
              between: lower, and: upper, absoluteTolerance: halfWidth * 1e-10,
              maxIterations: 100
            ) { shift in
              var point = centre
              point[index] = min(
                max(centre[index] + shift, space.lower[index]), space.upper[index])
              return evaluate(point)
            }
          }
          let resolution = 4 * max(abs(run.point[index]), space.width(index)).ulp
          if halfWidth <= resolution { break }
          halfWidth = max(halfWidth * Self.bracketShrink, resolution)
        }
      }
    }
  }
}
