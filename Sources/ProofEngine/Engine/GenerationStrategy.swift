/// How a proof's cases are generated. Every case follows from the run's seed and its index, so
/// a run can be replayed, split into shards and spread over jobs with the same result.
public enum GenerationStrategy: Hashable, Sendable {
  /// The domain's whole grid, endpoints included (the article's sweeps: peel 0…1 every 0.02).
  case grid
  /// `count` seeded pseudo-random draws (GSL's taus2, reseeded per case).
  case random(count: Int)
  /// The first `count` points of GSL's Sobol sequence, for dense coverage of several dimensions.
  case sobol(count: Int)
  /// The first `count` points of GSL's Halton sequence.
  case halton(count: Int)
  /// `count` draws, a share `edgeShare` of whose coordinates land on edge values (ends, ±0, ±1
  /// and their IEEE neighbours; subnormals, ±∞ and NaN too when `includeNonFinite`).
  case edgeBiased(count: Int, edgeShare: Double = 0.2, includeNonFinite: Bool = false)
  /// The strategies one after another, e.g. the grid then random draws.
  indirect case sequence([GenerationStrategy])

  /// The number of cases for a domain with `gridCount` points, with counts scaled by
  /// `density` (the grid is never scaled: its points are the sweep's definition).
  public func caseCount(gridCount: Int, density: ProofDensity) -> Int {
    switch self {
    case .grid: return gridCount
    case .random(let count), .sobol(let count), .halton(let count),
      .edgeBiased(let count, _, _):
      return density.scale(count)
    case .sequence(let parts):
      return parts.reduce(0) { total, part in
        let (sum, overflow) = total.addingReportingOverflow(
          part.caseCount(gridCount: gridCount, density: density))
        return overflow ? Int.max : sum
      }
    }
  }

  /// The strategies in order, flattened.
  var parts: [GenerationStrategy] {
    if case .sequence(let parts) = self { return parts.flatMap(\.parts) }
    return [self]
  }

  /// A short description for reports: `grid`, `sobol×4096`, `grid + random×1000`.
  public var summary: String {
    switch self {
    case .grid: "grid"
    case .random(let count): "random×\(count)"
    case .sobol(let count): "sobol×\(count)"
    case .halton(let count): "halton×\(count)"
    case .edgeBiased(let count, let share, let nonFinite):
      "edge-biased×\(count) (\(Int((share * 100).rounded()))% edges\(nonFinite ? ", non-finite" : ""))"
    case .sequence(let parts): parts.map(\.summary).joined(separator: " + ")
    }
  }
}

/// How many cases a run makes, relative to each proof's default.
public enum ProofDensity: String, Hashable, Sendable, CaseIterable, Codable {
  /// A quarter of the cases: quick local runs.
  case low
  /// The proof's own counts.
  case `default`
  /// Four times the cases: nightly runs.
  case high

  /// The factor applied to counts.
  public var factor: Double {
    switch self {
    case .low: 0.25
    case .default: 1
    case .high: 4
    }
  }

  /// `count` scaled, at least 1 when `count` is positive.
  public func scale(_ count: Int) -> Int {
    guard count > 0 else { return 0 }
    let scaled = (Double(count) * factor).rounded()
    return scaled >= Double(Int.max) ? Int.max : max(1, Int(scaled))
  }
}
