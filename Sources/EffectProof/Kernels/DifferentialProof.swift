import EffectKernels
import Foundation
import MetalCPU
import ProofEngine
import ShaderProofs

/// A differential proof: a hand-written CPU port against the compiled `.metal` function it
/// copies, over the same layers and argument sets, pixel by pixel.
///
/// ```
/// for each case (an argument set over a layer):
///   compiled = MetalRunner.run(the function, the case's arguments, the layer)   child process
///   port     = the port rendered over the same layer (KernelRenderer)
///   every premultiplied channel of every pixel: |port − compiled| ≤ 1/255
/// ```
///
/// A distortion returns a position, and the runner reports the colour sampled there, so the
/// sampled colours are compared. The compiled function comes from the config's sources
/// (``CompiledShaderLibrary``), compiled once per run; with no sources, no clang++ or a source
/// that does not compile, every case fails with the reason. Cases run in parallel over the run's
/// jobs, each child on one thread.
///
/// With no argument set (or none with a pixel) nothing is compared, and the proof fails.
///
/// The margin of a case is 1/255 less its largest channel difference (room left: negative
/// fails); a failing case's finding
/// names the port, the function and its file, the worst pixel, both colours and the arguments.
public struct DifferentialProof: Proof {
  /// The proof id, e.g. `kernel.rippleMatchesMetal`.
  public let id: String
  /// A short title.
  public let title: String
  /// What is compared, and why.
  public let fact: String
  /// The Metal functions the cases run (one for every proof in the catalogue).
  public var functions: [String] {
    cases.map(\.port.function).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }
  /// Where the compiled functions come from.
  let shaders: CompiledShaderLibrary
  /// The argument sets.
  let cases: [DifferentialCase]

  /// A proof of `cases` against `shaders`.
  package init(
    id: String, title: String, fact: String, shaders: CompiledShaderLibrary,
    cases: [DifferentialCase]
  ) {
    self.id = id
    self.title = title
    self.fact = fact
    self.shaders = shaders
    self.cases = cases
  }

  /// The per-case time limit of the child process, in seconds: a 64 × 48 layer takes
  /// milliseconds, so only a hang reaches it.
  static let timeLimit = 60.0

  /// Runs every case and compares.
  public func run(_ settings: RunSettings) -> ProofResult {
    let started = Date()
    let outcomes = parallelMap(count: cases.count, jobs: settings.jobs) { index in
      compare(cases[index])
    }
    var findings: [ProofFinding] = []
    var worst: CaseRecord?
    for (index, outcome) in outcomes.enumerated() {
      if let failure = outcome.failure { findings.append(failure) }
      // The report's margin is room left (docs/ci-gate.md, "Margins"): the least is worst.
      let room = 0 - outcome.margin
      if worst == nil || room < (worst?.margin ?? .infinity) {
        worst = CaseRecord(
          index: index, value: cases[index].label, margin: room, note: outcome.line)
      }
    }
    let pixels = outcomes.reduce(0) { $0 + $1.pixels }
    if findings.isEmpty, pixels == 0 {
      // No argument set, or none with a pixel, compared nothing: never a pass.
      findings.append(
        ProofFinding(
          kind: .discarded,
          message:
            "nothing was compared: \(cases.count) argument sets, no pixel of the port beside the compiled function"
        ))
    }
    let elapsed = Date().timeIntervalSince(started)
    return ProofResult(
      id: id, title: title, fact: fact, cases: pixels,
      failingCases: outcomes.reduce(0) { $0 + $1.disagreeing }, findings: findings,
      durationSeconds: elapsed, checkingSeconds: elapsed,
      strategy: "\(cases.count) argument sets, every pixel", worst: worst, seed: settings.seed,
      details: outcomes.map(\.line), evidence: Self.evidence(outcomes))
  }

  /// The cases' evidence: a case where the port and the compiled function disagree is a
  /// `counterexample`; cases compared without a disagreement are `sampled` (these argument
  /// sets, not every one); a case that could not run (`compiledShader`) is no evidence.
  static func evidence(_ outcomes: [Outcome]) -> ProofEvidence? {
    if outcomes.contains(where: { $0.failure?.engineKind == .counterexample }) {
      return .counterexample
    }
    return outcomes.contains { $0.failure == nil && $0.pixels > 0 } ? .sampled : nil
  }

  /// What one case gave.
  struct Outcome: Sendable {
    /// Its line for the report.
    var line: String
    /// Its margin: the largest Δ − 1/255 (+∞ when it could not be compared).
    var margin: Double
    /// Pixels compared.
    var pixels: Int
    /// Pixels past the tolerance (all of them when the case could not run).
    var disagreeing: Int
    /// The finding when the case fails.
    var failure: ProofFinding?
  }

  /// Runs one case on both sides.
  func compare(_ item: DifferentialCase) -> Outcome {
    let port = item.port
    let pixelCount = item.input.width * item.input.height
    func broken(_ reason: String) -> Outcome {
      let message = "\(port.kernel) vs \(port.function), \(item.label): \(reason)"
      return Outcome(
        line: message, margin: .infinity, pixels: pixelCount, disagreeing: pixelCount,
        failure: ProofFinding(
          kind: KernelFindingKind.compiledShader.id, message: message))
    }
    let function: CompiledShaderFunction
    switch shaders.function(named: port.function) {
    case .success(let found): function = found
    case .failure(let error): return broken(error.description)
    }
    guard let layer = item.input.metalRunImage else { return broken("the layer has no pixels") }
    let request = MetalRunRequest(
      function: port.function, usage: port.usage, width: Double(item.size.x),
      height: Double(item.size.y), scale: Double(item.scale), arguments: port.arguments,
      input: layer, jobs: 1, timeLimit: Self.timeLimit)
    let result: MetalRunResult
    do throws(MetalRunError) {
      result = try MetalRunner(compiler: function.compiler).run(
        compiled: function.compiled, request: request)
    } catch {
      return broken("the compiled \(port.function) (\(function.file)) did not run: \(error)")
    }
    let rendered = port.render(item.input, Double(item.scale), 1)
    let comparison = PixelComparison(port: rendered, compiled: result.image)
    let names = function.compiled.functions.first { $0.name == port.function }.map {
      Array($0.parameters.dropFirst(port.usage.leadingKinds.count).map(\.name))
    }
    let arguments = item.arguments(named: names ?? [])
    let positions = port.source.map {
      PositionComparison(source: $0, size: item.size, scale: item.scale, audit: result.samples)
    }
    return outcome(
      item, comparison, positions: positions, file: function.file, arguments: arguments)
  }

  /// The case's line, margin and finding from its comparisons: the colours first, then (for a
  /// distortion) the returned positions.
  func outcome(
    _ item: DifferentialCase, _ comparison: PixelComparison, positions: PositionComparison?,
    file: String, arguments: String
  ) -> Outcome {
    let port = item.port
    let line = Self.line(item, comparison, positions)
    let context = "\(port.function) (\(file)), \(item.label)"
    guard comparison.sizesAgree else {
      let message =
        "\(port.kernel) vs \(context): the port gave a \(item.input.width)×\(item.input.height) image and the compiled function another size"
      return Outcome(
        line: line, margin: .infinity, pixels: 0, disagreeing: 0,
        failure: ProofFinding(kind: .counterexample, message: message))
    }
    var margin = Double(comparison.largest) - Double(PixelComparison.oneCodeValue)
    var message: String?
    if comparison.disagreeing > 0 {
      let at = comparison.worstPixel.map { Self.place($0, scale: item.scale) } ?? "?"
      message =
        "\(port.kernel) disagrees with \(context): at \(at) the port gives \(Self.colour(comparison.worstPort)) and the compiled shader \(Self.colour(comparison.worstCompiled)), |Δ| = \(comparison.largest) (\(FactText.number(Double(comparison.largestInCodeValues), digits: 3)) code values) > 1/255; \(comparison.disagreeing) of \(comparison.pixels) pixels differ"
    }
    if let positions, !positions.agrees {
      margin = .infinity
      let note =
        "largest offsets port (\(positions.portOffset.x), \(positions.portOffset.y)) pt, compiled (\(positions.compiledOffset.x), \(positions.compiledOffset.y)) pt, |Δ| \(positions.offsetDifference) pt, at the compiled side's farthest sample |Δ| \(positions.worstDifference) pt, bound \(positions.bound) pt"
      message =
        message.map { "\($0); returned positions differ too: \(note)" }
        ?? "\(port.kernel) returns other positions than \(context): \(note)"
    }
    guard let message else {
      return Outcome(
        line: line, margin: margin, pixels: comparison.pixels, disagreeing: 0, failure: nil)
    }
    return Outcome(
      line: line, margin: margin, pixels: comparison.pixels,
      disagreeing: Swift.max(1, comparison.disagreeing),
      failure: ProofFinding(
        kind: .counterexample,
        message:
          "\(message); arguments \(arguments); layer \(item.size.x)×\(item.size.y) pt at scale \(item.scale)"
      ))
  }

  /// The case's line for the report.
  static func line(
    _ item: DifferentialCase, _ comparison: PixelComparison, _ positions: PositionComparison?
  ) -> String {
    var line = "\(item.label): \(comparison.pixels) pixels, "
    if comparison.largest == 0 {
      line += "identical"
    } else {
      line +=
        "largest |Δ| \(FactText.number(Double(comparison.largestInCodeValues), digits: 3)) code values"
        + (comparison.worstPixel.map { " at " + place($0, scale: item.scale) } ?? "")
        + ", \(comparison.disagreeing) past 1/255"
    }
    if let positions {
      line +=
        "; returned positions: largest offset (\(positions.compiledOffset.x), \(positions.compiledOffset.y)) pt, port − compiled ≤ \(Swift.max(positions.offsetDifference, positions.worstDifference)) pt (bound \(positions.bound))"
    }
    return line
  }

  /// `pixel (x, y) = point (px, py)`.
  static func place(_ pixel: SIMD2<Int>, scale: Int) -> String {
    let point = (SIMD2<Double>(Double(pixel.x), Double(pixel.y)) + 0.5) / Double(max(1, scale))
    return
      "pixel (\(pixel.x), \(pixel.y)) = point (\(FactText.number(point.x)), \(FactText.number(point.y)))"
  }

  /// `(r, g, b, a)` as Swift prints the floats.
  static func colour(_ value: SIMD4<Float>?) -> String {
    guard let value else { return "?" }
    return "(\(value.x), \(value.y), \(value.z), \(value.w))"
  }
}
