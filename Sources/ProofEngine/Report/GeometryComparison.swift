import EffectProofBase

/// A sample promise proven twice, side by side: once on the compiled source (a pixel sweep of
/// the real shader) and once from the geometry (a certified proof on the effect's math). A
/// result that names its geometric twin (``ProofResult/comparesWith``) gets one of these from
/// ``ProofReport/compareGeometries(isCompleteRun:)``.
///
/// The two agree on an axis when
///
/// ```
/// compiled promise == geometry promise                       (the same number is proven)
/// compiled supremum ≤ geometry bound + 2⁻¹⁰ pt               (the geometry covers the shader)
/// geometry bound    = its certified bound, else its witness (the supremum it found)
/// ```
///
/// 2⁻¹⁰ pt is float32 rounding of coordinates up to 2048 pt, with room to spare (an ulp of a
/// float below 2048 is at most 2⁻¹² pt). A compiled supremum below the geometry's witness is
/// expected and is not a disagreement: SwiftUI runs a shader at pixel centres only, and the
/// sweep tries a finite set of argument sets, while the witness is a supremum over every
/// position and argument. The note says which case holds and by how much.
public struct GeometryComparison: Hashable, Sendable, Codable {
  /// One axis of the comparison.
  public struct Axis: Hashable, Sendable, Codable {
    /// `x` or `y`.
    public var axis: PromiseAxis
    /// The promise the compiled source is held to, in points.
    public var promise: Double
    /// The promise the geometry proves, in points.
    public var geometryPromise: Double
    /// The largest offset the geometry found, in points.
    public var geometryWitness: Double
    /// The geometry's certified bound, in points, when it has one.
    public var geometryBound: Double?
    /// The largest offset the compiled source sampled, in points.
    public var compiledSupremum: Double
    /// `compiledSupremum − geometryWitness`, in points.
    public var difference: Double
    /// Whether the two agree on this axis (see the type).
    public var agrees: Bool
    /// One sentence: why they agree or not, and what the difference means.
    public var note: String
  }

  /// The geometric proof's id, e.g. `wheel.blurPromise`.
  public var geometry: String
  /// The width axis.
  public var x: Axis
  /// The height axis.
  public var y: Axis

  /// Whether both axes agree.
  public var agrees: Bool { x.agrees && y.agrees }

  /// How far the compiled source may sample beyond the geometry's bound and still agree, in
  /// points (see the type).
  public static let tolerance = 1.0 / 1024

  /// Compares the compiled source's promise report with the geometry's.
  public init(compiled: PromiseReport, geometry: PromiseReport, geometryID: String) {
    self.geometry = geometryID
    x = Self.axis(compiled.x, geometry.x)
    y = Self.axis(compiled.y, geometry.y)
  }

  static func axis(_ compiled: PromiseAxisResult, _ geometry: PromiseAxisResult) -> Axis {
    let tolerance = Self.tolerance
    let bound = geometry.certifiedBound ?? geometry.supremum
    let samePromise =
      abs(compiled.promise - geometry.promise) <= 1e-9 * max(1, abs(geometry.promise))
    let covered = compiled.supremum <= bound + tolerance
    let difference = compiled.supremum - geometry.supremum
    let note: String
    if !samePromise {
      note =
        "the promises differ: the compiled source is held to \(PromiseReport.number(compiled.promise)) pt, the geometry proves \(PromiseReport.number(geometry.promise)) pt"
    } else if !compiled.supremum.isFinite || !covered {
      note =
        "the compiled source samples \(PromiseReport.number(compiled.supremum)) pt away, past the geometry's \(geometry.certifiedBound == nil ? "witness" : "certified bound") \(PromiseReport.number(bound)) pt: the geometry does not describe the shader as compiled, or the config's domain is wider than the geometry's"
    } else if difference < -tolerance {
      note =
        "\(PromiseReport.number(-difference)) pt below the geometry's witness: SwiftUI runs the shader at pixel centres only and the sweep tries a finite set of arguments, while the witness is a supremum over every position and argument"
    } else if difference > tolerance {
      note =
        "\(PromiseReport.number(difference)) pt above the geometry's witness, within its bound \(PromiseReport.number(bound)) pt: the config's domain reaches argument sets the geometry's own domain does not"
    } else {
      note = "equal to the geometry's witness within 2⁻¹⁰ pt"
    }
    return Axis(
      axis: compiled.axis, promise: compiled.promise, geometryPromise: geometry.promise,
      geometryWitness: geometry.supremum, geometryBound: geometry.certifiedBound,
      compiledSupremum: compiled.supremum, difference: difference,
      agrees: samePromise && covered && compiled.supremum.isFinite, note: note)
  }
}

extension ProofReport {
  /// The kinds of finding ``compareGeometries(isCompleteRun:)`` writes; it replaces its own
  /// findings each time, so a merged report is compared afresh.
  static let geometryFindingKinds: Set<DiagnosticID> = [
    EngineFindingKind.geometryDisagrees.id, EngineFindingKind.geometryNotRun.id,
  ]

  /// Gives each result that names a geometric twin (``ProofResult/comparesWith``) its
  /// ``GeometryComparison``, and a failure when the two disagree.
  ///
  /// When the twin is not in the report: a failure if `isCompleteRun` (the name is wrong, or
  /// the twin has no promise report), else a warning, since `--only` or `--shard` may have
  /// left it out (`merge` compares again).
  public mutating func compareGeometries(isCompleteRun: Bool) {
    let byID = Dictionary(
      results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for index in results.indices {
      guard let twin = results[index].comparesWith else { continue }
      results[index].findings.removeAll { Self.geometryFindingKinds.contains($0.id) }
      results[index].geometry = nil
      guard let compiled = results[index].promise else { continue }
      guard let geometry = byID[twin]?.promise else {
        let why =
          byID[twin] == nil
          ? "\(twin) is not in this report" : "\(twin) has no promise report to compare"
        results[index].findings.append(
          ProofFinding(
            severity: isCompleteRun ? .error : .warning,
            kind: .geometryNotRun,
            message: isCompleteRun
              ? "\(why): the config's \"geometry\" must name a promise proof of this run"
              : "\(why) (left out by --only or --shard): the two are compared when both run, or after merge"
          ))
        continue
      }
      let comparison = GeometryComparison(
        compiled: compiled, geometry: geometry, geometryID: twin)
      results[index].geometry = comparison
      for axis in [comparison.x, comparison.y] where !axis.agrees {
        results[index].findings.append(
          ProofFinding(
            kind: .geometryDisagrees,
            message: "disagrees with \(twin) on \(axis.axis.rawValue): \(axis.note)"))
      }
    }
  }
}
