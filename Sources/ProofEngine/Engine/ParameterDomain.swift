/// A proof domain over a ``ProofParameters`` struct: one interval per ``NamedParameter``, so a
/// property receives `wave.time` and `wave.amplitude` by name instead of a tuple's positions.
///
/// ```swift
/// PropertyProof(
///   id: "myapp.waveWithinAmplitude", fact: "…",
///   parameters: [.init(\Wave.y, 0...400), .init(\.time, 0...2, grid: .step(0.25))]
/// ) { wave in .expect(abs(offset(wave)), atMost: 8) }
/// ```
///
/// It behaves as the product of the parameters' ``IntervalDomain``s, in the listed order: the
/// grid is the Cartesian product (the last parameter varies fastest), a unit-cube point gives
/// one coordinate per parameter, each parameter is edge-biased on its own, and shrinking tries
/// one parameter at a time, the first first, never leaving its interval.
///
/// A list that cannot be swept — a name used twice, a stored `Double` of `Root` that no
/// parameter sets, a key path whose name cannot be found, a NaN, infinite or inverted bound, or
/// a width that overflows — is ``problem``; a ``PropertyProof`` over it runs no case and fails
/// with a `strategy` finding that names the parameter. Meanwhile the bad interval is `0...0`, so
/// nothing traps.
public struct ParameterDomain<Root: ProofParameters>: ProofDomain {
  /// Where each value goes.
  let layout: ParameterLayout<Root>
  /// One interval per parameter, in order (`0...0` for one whose bounds are invalid).
  public let intervals: [IntervalDomain<Double>]

  /// The domain of `parameters`, in their order.
  public init(_ parameters: [NamedParameter<Root>]) {
    layout = ParameterLayout(parameters)
    intervals = parameters.map { parameter in
      let valid =
        parameter.lower.isFinite && parameter.upper.isFinite && parameter.lower <= parameter.upper
      return valid
        ? IntervalDomain(parameter.lower...parameter.upper, grid: parameter.grid)
        : IntervalDomain(0.0...0.0, grid: .points(1))
    }
  }

  /// The parameters' names, in order (`time`, `offset.x`).
  public var names: [String] { layout.names }

  /// `parameter 'name': reason` for the first problem with the list, or `nil`.
  public var problem: String? {
    layout.problem.map { "parameter '\($0.name)': \($0.reason)" }
  }

  /// The parameters' values in `root`, in order.
  public func values(of root: Root) -> [Double] {
    layout.parameters.map { root[keyPath: $0.keyPath] }
  }

  // MARK: - ProofDomain

  /// One coordinate per parameter.
  public var dimension: Int { intervals.count }

  /// Each parameter from its own coordinate (a missing coordinate counts as 0).
  public func value(atUnit unit: ArraySlice<Double>) -> Root {
    layout.value(
      intervals.indices.map { slot in
        let index = unit.startIndex + slot
        return intervals[slot].value(atUnit: index < unit.endIndex ? unit[index...index] : [])
      })
  }

  /// The product of the parameters' grid sizes, capped at `Int.max`.
  public var gridCount: Int { GridIndex.product(intervals.map(\.gridCount)) }

  /// Mixed-radix decomposition of `index`, the last parameter varying fastest.
  public func gridValue(at index: Int) -> Root {
    let digits = GridIndex.digits(of: index, radices: intervals.map(\.gridCount))
    return layout.value(zip(intervals, digits).map { $0.gridValue(at: $1) })
  }

  /// Every parameter an edge value.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Root {
    layout.value(
      intervals.map { $0.edgeValue(using: random, includeNonFinite: includeNonFinite) })
  }

  /// Each parameter edge-biased on its own.
  public func edgeBiasedValue(
    using random: CaseRandom, edgeShare: Double, includeNonFinite: Bool
  ) -> Root {
    layout.value(
      intervals.map {
        $0.edgeBiasedValue(using: random, edgeShare: edgeShare, includeNonFinite: includeNonFinite)
      })
  }

  /// Every parameter inside its interval.
  public func contains(_ value: Root) -> Bool {
    zip(intervals, values(of: value)).allSatisfy { $0.contains($1) }
  }

  /// One parameter shrunk at a time, the first parameter first.
  public func shrinkCandidates(for value: Root) -> [Root] {
    let current = values(of: value)
    var candidates: [Root] = []
    for slot in intervals.indices {
      for candidate in intervals[slot].shrinkCandidates(for: current[slot]) {
        var values = current
        values[slot] = candidate
        candidates.append(layout.value(values))
      }
    }
    return candidates
  }

  /// `(time = 0.5, amplitude = 8.0)`.
  public func describe(_ value: Root) -> String {
    let parts = zip(names, values(of: value)).map { "\($0) = \($1)" }
    return "(" + parts.joined(separator: ", ") + ")"
  }
}
