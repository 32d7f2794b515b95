import EffectProofBase
import Foundation
import GSL
import MetalCPU
import PNG
import ProofEngine
import ShaderRegistry

/// One entry's sweep: its compiled function run over every case of its domain, once per check
/// run, shared by the entry's proofs (docs/shader-proofs.md, "The search").
///
/// ```
/// compile (CompiledShaderLibrary, once per source)
///   → cases: BatchCases over ShaderCaseDomain (grid with every boundary, Sobol, edges; seeded)
///   → runs: one MetalSession (one child for every case), each run's rows shared among --jobs
///     threads in the child, audits only (no image crosses the socket)
///   → each proof reads the runs it needs; shrinking and the polish run more cases
/// ```
public final class ShaderSweep: Sendable {

  /// The entry, resolved against the app's sources.
  let resolved: ResolvedShaderEntry
  let library: CompiledShaderLibrary
  /// The outcome, made once by the first caller.
  private let madeOutcome = Locked<Outcome?>(nil)
  /// The setup, made once by the first caller.
  private let madeSetup = Locked<Result<Setup, DiagnosticsError>?>(nil)
  /// The sweep's input layers by id, each built once.
  private let layers = Locked<[Int: MetalRunImage]>([:])

  /// One case's run.
  struct Run: Sendable {
    var index: Int
    var value: [Double]
    var result: Result<MetalRunResult, MetalRunError>
  }

  /// What the sweep gave: the setup (or why there is none) and every case's run.
  struct Outcome: Sendable {
    var setup: Result<Setup, DiagnosticsError>
    var runs: [Run]
    /// Cases not run after the sweep stopped for runs the time limit stopped (hung or too slow).
    var skippedAfterHangs: Int
    var strategy: String
  }

  /// What every run needs: the compiled function, its usage and the case layout.
  struct Setup: Sendable {
    var compiled: CompiledShaderFunction
    var function: StitchableFunction
    var usage: ShaderUsage
    var layout: ShaderCaseLayout
    var images: [RGBA8Image]
    /// Threads each run's rows are shared among, in the child (`--jobs`).
    var jobs = 1
  }

  /// Runs stopped by the time limit (hung, or too slow for it) after which the sweep stops.
  static let hangLimit = 2
  /// The most samples per pixel a finished run of the sweep took: what the next runs' time
  /// limits scale with (``ShaderRunTimeLimit``). Set in case order during the sweep only, so
  /// that a seed gives every run the same limit.
  private let samplesPerPixel = Locked(0.0)

  init(resolved: ResolvedShaderEntry, library: CompiledShaderLibrary) {
    self.resolved = resolved
    self.library = library
  }

  /// The entry (its images resolved).
  public var entry: ShaderProofEntry { resolved.entry }

  /// The sweep's outcome, computed by the first caller with its settings; the others wait.
  func outcome(_ settings: RunSettings) -> Outcome {
    madeOutcome.withLock { outcome in
      if let outcome { return outcome }
      let made = sweep(settings)
      outcome = made
      return made
    }
  }

  /// The generation strategy: the grid, then Sobol points and edge-biased draws; the grid
  /// alone when nothing varies or only choices do (every case is then on the grid).
  static func strategy(_ domain: ShaderCaseDomain) -> GenerationStrategy {
    guard domain.axes.contains(where: { $0.choices == nil }) else { return .grid }
    return domain.dimension <= 40
      ? .sequence([.grid, .sobol(count: 48), .edgeBiased(count: 16, edgeShare: 0.5)])
      : .sequence([.grid, .random(count: 48), .edgeBiased(count: 16, edgeShare: 0.5)])
  }

  // MARK: - Setup

  /// The setup, made once (the `compiles` proof needs only this, not the sweep).
  func setup(jobs: Int) -> Result<Setup, DiagnosticsError> {
    madeSetup.withLock { madeSetup in
      if let made = madeSetup { return made }
      var made = makeSetup()
      if case .success(var setup) = made {
        setup.jobs = max(1, jobs)
        made = .success(setup)
      }
      madeSetup = made
      return made
    }
  }

  private func makeSetup() -> Result<Setup, DiagnosticsError> {
    let compiled: CompiledShaderFunction
    switch library.function(named: entry.function) {
    case .success(let found): compiled = found
    case .failure(let error):
      guard case .doesNotCompile(let file, _, _) = error, let result = library.result(of: file)
      else {
        return .failure(
          .shaderSetup(
            error.description, function: entry.function, file: entry.file, line: entry.line))
      }
      // The summary sits at clang's first error; `compiles` reports each error at its line.
      let errors = result.diagnostics.filter { $0.severity == .error }
      var summary = Diagnostic.shaderSetup(
        error.description, function: entry.function, file: entry.file, line: entry.line)
      if let first = errors.first {
        // At clang's line, which the report prints before the message: the message names the
        // file and the first error once, and where the others are.
        let name = (file as NSString).lastPathComponent
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        summary.location = first.location
        summary.message =
          "\(name), which declares \(entry.function), does not compile: \(first.message)\(more); "
          + "\(ShaderProof.id(entry: entry.key, check: .compiles)) lists each error at its line"
      }
      return .failure(
        DiagnosticsError(
          summary, details: errors.map { .compileError($0, function: entry.function) }))
    }
    guard let function = compiled.compiled.functions.first(where: { $0.name == entry.function })
    else {
      return .failure(
        .shaderSetup(
          "clang finds no [[ stitchable ]] \(entry.function) in \(compiled.file)",
          function: entry.function, file: compiled.file))
    }
    guard let usage = resolved.requestedUsage ?? function.inferredUsage else {
      return .failure(
        .shaderSetup(
          "\(entry.function) fits no SwiftUI usage", function: entry.function, file: compiled.file))
    }
    if let problem = function.leadingProblem(for: usage) {
      return .failure(
        .shaderSetup(problem, function: entry.function, file: compiled.file, line: function.line))
    }
    var images: [RGBA8Image] = []
    for path in entry.images {
      do throws(PNGError) {
        images.append(try PNGDecoder.decode(contentsOfFile: path))
      } catch {
        return .failure(
          .shaderSetup(
            "cannot read the image \(path): \(error)", function: entry.function, file: path))
      }
    }
    let layout = ShaderCaseLayout(entry: entry, usesInput: usage != .shapeStyle)
    return .success(
      Setup(compiled: compiled, function: function, usage: usage, layout: layout, images: images))
  }

  // MARK: - Running cases

  /// The request for one case (the layer kept in the child by its id).
  func request(_ setup: Setup, _ value: [Double], returnsImage: Bool = false) -> MetalRunRequest {
    let concrete = setup.layout.concrete(value)
    var request = MetalRunRequest(
      function: entry.function, usage: setup.usage, width: concrete.viewSize.x,
      height: concrete.viewSize.y, scale: concrete.scale, arguments: concrete.arguments,
      jobs: setup.jobs, timeLimit: 1)
    request.timeLimit = ShaderRunTimeLimit.seconds(
      base: entry.runTimeLimit, pixels: (request.pixelWidth ?? 1) * (request.pixelHeight ?? 1),
      samplesPerPixel: samplesPerPixel.current)
    request.checksColours = true
    request.returnsImage = returnsImage
    if let width = request.pixelWidth, let height = request.pixelHeight {
      let id =
        (concrete.input * 1_000 + (entry.viewSizes.firstIndex(of: concrete.viewSize) ?? 0))
        * 1_000 + (entry.scales.firstIndex(of: concrete.scale) ?? 0)
      request.layerID = id
      // Built once per layer and shared: a child keeps it after the first request, so most
      // requests send only the id.
      request.input = layers.withLock { layers in
        if let layer = layers[id] { return layer }
        let made =
          concrete.input == 0 || setup.images.isEmpty
          ? ShaderProofLayer.builtIn(width: width, height: height)
          : ShaderProofLayer.image(setup.images[concrete.input - 1], width: width, height: height)
        layers[id] = made
        return made
      }
    }
    return request
  }

  /// Runs one case in `session`.
  func run(_ setup: Setup, _ value: [Double], in session: MetalSession, returnsImage: Bool = false)
    -> Result<MetalRunResult, MetalRunError>
  {
    run(setup, request(setup, value, returnsImage: returnsImage), in: session)
  }

  /// Runs one request (a case's, perhaps with an argument replaced) in `session`.
  ///
  /// A fault the child reports names the pixel of the first thread that faulted, which at more
  /// than one job depends on the schedule. So a run that faults on several threads is run
  /// again on one, whose rows run in order: the fault it reports is the first in row order,
  /// the same for any `--jobs` (docs/guarantees.md, "Concurrency model"). A hang is not run
  /// again (it would cost the time limit twice).
  func run(_ setup: Setup, _ request: MetalRunRequest, in session: MetalSession)
    -> Result<MetalRunResult, MetalRunError>
  {
    let first = attempt(setup, request, in: session)
    guard request.jobs > 1, case .failure(let error) = first, Self.isFault(error) else {
      return first
    }
    var single = request
    single.jobs = 1
    let again = attempt(setup, single, in: session)
    if case .failure(let fault) = again, Self.isFault(fault) { return again }
    return first
  }

  /// A crash or a memory fault: the faults whose pixel depends on the threads' schedule.
  static func isFault(_ error: MetalRunError) -> Bool {
    switch error {
    case .crashed, .outOfBounds, .indexOutOfRange: true
    default: false
    }
  }

  private func attempt(_ setup: Setup, _ request: MetalRunRequest, in session: MetalSession)
    -> Result<MetalRunResult, MetalRunError>
  {
    let runner = MetalRunner(compiler: setup.compiled.compiler)
    do throws(MetalRunError) {
      return .success(
        try runner.run(compiled: setup.compiled.compiled, request: request, in: session))
    } catch {
      return .failure(error)
    }
  }

  /// A session of its own, for shrinking and polishing (sequential runs after the sweep), or
  /// why there is none: each caller reports the error as what stopped its runs.
  func session(_ setup: Setup) -> Result<MetalSession, MetalRunError> {
    guard let program = setup.compiled.compiled.programPath else {
      return .failure(.runtime("the compiled program of \(entry.function) is missing"))
    }
    do throws(MetalRunError) {
      return .success(try MetalSession(program: program))
    } catch {
      return .failure(error)
    }
  }

  private func sweep(_ settings: RunSettings) -> Outcome {
    let made = setup(jobs: settings.jobs)
    guard case .success(let setup) = made else {
      return Outcome(setup: made, runs: [], skippedAfterHangs: 0, strategy: "")
    }
    let domain = setup.layout.domain
    let strategy = Self.strategy(domain)
    let generated: [(index: Int, value: [Double])]
    do throws(GSLError) {
      generated = try BatchCases.cases(
        of: domain, strategy: strategy, id: "shader.\(entry.key)", seed: settings.seed,
        density: settings.density, shard: .whole)
    } catch {
      return Outcome(
        setup: .failure(
          .shaderSetup("cannot generate the cases: \(error)", function: entry.function)), runs: [],
        skippedAfterHangs: 0, strategy: strategy.summary)
    }
    // Shader proofs are not shardable: they run whole in shard 1 (an entry's proofs share this
    // sweep, and a promise's supremum is one maximum, not a sum over shards).
    // A case the grid already made (an edge draw on a corner) is run once, at its first index.
    var seen: Set<[Double]> = []
    let cases = generated.filter { seen.insert($0.value).inserted }
    // One child runs every case in turn, each case's rows spread over the jobs inside it: the
    // check's own workers are busy with other proofs (a nested concurrentPerform runs serially).
    var runs: [Run] = []
    var hangs = 0
    // No child, no evidence: a setup problem every proof of the entry fails on, not a sweep
    // that quietly ran nothing.
    guard let program = setup.compiled.compiled.programPath else {
      return Outcome(
        setup: .failure(
          .shaderSetup(
            "the compiled program of \(entry.function) is missing", function: entry.function,
            file: setup.compiled.file)),
        runs: [], skippedAfterHangs: 0, strategy: strategy.summary)
    }
    let session: MetalSession
    do throws(MetalRunError) {
      session = try MetalSession(program: program)
    } catch {
      return Outcome(
        setup: .failure(
          .shaderSetup(
            "cannot start \(entry.function)'s child process: \(error.description)",
            function: entry.function, file: setup.compiled.file)),
        runs: [], skippedAfterHangs: 0, strategy: strategy.summary)
    }
    for (index, value) in cases {
      if hangs >= Self.hangLimit { break }
      let result = run(setup, value, in: session)
      switch result {
      case .failure(.timedOut), .failure(.tooSlow): hangs += 1
      case .success(let finished) where finished.pixels > 0:
        let perPixel = Double(finished.samples.count) / Double(finished.pixels)
        samplesPerPixel.withLock { $0 = max($0, perPixel) }
      default: break
      }
      runs.append(Run(index: index, value: value, result: result))
    }
    return Outcome(
      setup: .success(setup), runs: runs, skippedAfterHangs: cases.count - runs.count,
      strategy: strategy.summary)
  }
}
