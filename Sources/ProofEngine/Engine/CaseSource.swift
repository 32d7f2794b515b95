import GSL

/// Produces case `index` of a run from the strategy, the seed and the index alone.
///
/// Grid cases are computed from the index; pseudo-random and edge-biased cases reseed a
/// generator per case; Sobol and Halton points are generated once per run (GSL's sequences are
/// sequential) and indexed.
struct CaseSource<Domain: ProofDomain>: Sendable {
  let domain: Domain
  let id: String
  let seed: ProofSeed
  let parts: [CasePart]
  let total: Int
  let idHash: UInt64

  /// Builds the source; a quasi-random sequence the domain's dimension does not fit (Sobol
  /// takes at most 40) throws GSL's error.
  init(
    domain: Domain, strategy: GenerationStrategy, id: String, seed: ProofSeed,
    density: ProofDensity
  ) throws(GSLError) {
    self.domain = domain
    self.id = id
    self.seed = seed
    idHash = ProofSeed.hash(id)
    var parts: [CasePart] = []
    for part in strategy.parts {
      let count = part.caseCount(gridCount: domain.gridCount, density: density)
      switch part {
      case .grid: parts.append(.grid(count: count))
      case .random: parts.append(.random(count: count))
      case .sobol: parts.append(try Self.quasi(.sobol, count: count, dimension: domain.dimension))
      case .halton:
        parts.append(try Self.quasi(.halton, count: count, dimension: domain.dimension))
      case .edgeBiased(_, let share, let nonFinite):
        parts.append(.edgeBiased(count: count, share: share, nonFinite: nonFinite))
      case .sequence: break
      }
    }
    self.parts = parts
    total = parts.reduce(0) { total, part in
      let (sum, overflow) = total.addingReportingOverflow(part.count)
      return overflow ? Int.max : sum
    }
  }

  private static func quasi(
    _ kind: QuasiRandomKind, count: Int, dimension: Int
  ) throws(GSLError) -> CasePart {
    guard count > 0 else { return .quasi(points: [], count: 0) }
    let sequence = try QuasiRandomSequence(kind, dimension: max(1, dimension))
    var points: [Double] = []
    points.reserveCapacity(count * max(1, dimension))
    for _ in 0..<count { points += try sequence.next() }
    return .quasi(points: points, count: count)
  }

  /// Cases `indices[range]`, appended to `values` (cleared first): one call per batch keeps
  /// the generic bookkeeping out of the per-case path.
  func values(
    _ indices: [Int], _ range: Range<Int>, random: CaseRandom, into values: inout [Domain.Value]
  ) {
    values.removeAll(keepingCapacity: true)
    for position in range { values.append(value(at: indices[position], random: random)) }
  }

  /// Case `index` (0 ≤ index < total).
  func value(at index: Int, random: CaseRandom) -> Domain.Value {
    var local = index
    for part in parts {
      if local < part.count {
        return value(of: part, at: local, globalIndex: index, random: random)
      }
      local -= part.count
    }
    return domain.gridValue(at: 0)
  }

  private func value(
    of part: CasePart, at local: Int, globalIndex: Int, random: CaseRandom
  ) -> Domain.Value {
    switch part {
    case .grid:
      return domain.gridValue(at: local)
    case .random:
      random.start(caseSeed: seed.caseSeed(proofHash: idHash, index: globalIndex))
      return domain.value(atUnit: random.unitPoint(dimension: domain.dimension)[...])
    case .quasi(let points, _):
      let width = max(1, domain.dimension)
      return domain.value(atUnit: points[(local * width)..<(local * width + width)])
    case .edgeBiased(_, let share, let nonFinite):
      random.start(caseSeed: seed.caseSeed(proofHash: idHash, index: globalIndex))
      return domain.edgeBiasedValue(using: random, edgeShare: share, includeNonFinite: nonFinite)
    }
  }
}

/// One strategy segment of a run; not nested in the generic `CaseSource`, so using it costs no
/// generic metadata lookups.
enum CasePart: Sendable {
  case grid(count: Int)
  case random(count: Int)
  case quasi(points: [Double], count: Int)
  case edgeBiased(count: Int, share: Double, nonFinite: Bool)

  var count: Int {
    switch self {
    case .grid(let count), .random(let count), .quasi(_, let count),
      .edgeBiased(let count, _, _):
      count
    }
  }
}
