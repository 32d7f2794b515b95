import EffectProofBase
import Foundation
import GSL
import MetalCPU
import ProofEngine
import ShaderRegistry

/// One proof about an app's own shader, on its compiled source (docs/shader-proofs.md):
/// `shader.<entry>.compiles`, `.finite`, `.samplePromise`, `.layerFits`, `.reads`, or an
/// invariant.
///
/// Not shardable: every shader proof runs whole in shard 1 (`isShardable` is false), since an
/// entry's proofs share one sweep and a promise's supremum does not add up over shards.
///
/// Every case is a run of the compiled function over every pixel centre of a view, so a case is
/// evidence, not a certificate: the report says how many argument sets, views and scales were
/// sampled. A `samplePromise` the sweep holds is then certified where the abstract run can
/// follow the function (``ShaderCertification``; docs/shader-proofs.md, "Certificates"), and
/// its details say which it is. A run proof's evidence is `counterexample`, `certified` (a
/// samplePromise its certificate covers) or `sampled` (``ShaderEvaluation``'s
/// `certifiedEvidence`); under `"certify": "required"` (``certify``) a sampled run proof fails.
public struct ShaderProof: Proof {
  /// What the proof checks.
  public enum Check: Hashable, Sendable {
    /// The CPU compile.
    case compiles
    /// No NaN or infinity, valid premultiplied colour, no crash or hang.
    case finite
    /// Every sample within the promise on each axis.
    case samplePromise
    /// The layer a distortion or layer effect is drawn into, view plus margins times scale,
    /// within the largest texture the renderer creates (``LayerTextureFit``); no run.
    case layerFits
    /// No read past an array argument or a fixed-size array.
    case reads
    /// An invariant named in the entry.
    case invariant(ShaderInvariant)

    /// Whether the check runs the compiled function over cases (`finite`, `samplePromise`,
    /// `reads`, an invariant): the proofs with evidence, under the ``CertifyPolicy``.
    /// `compiles` and `layerFits` run nothing.
    public var isRun: Bool {
      switch self {
      case .compiles, .layerFits: false
      case .finite, .samplePromise, .reads, .invariant: true
      }
    }

    var name: String {
      switch self {
      case .compiles: "compiles"
      case .finite: "finite"
      case .samplePromise: "samplePromise"
      case .layerFits: "layerFits"
      case .reads: "reads"
      case .invariant(let invariant): invariant.name
      }
    }
  }

  /// The check.
  public let check: Check
  let sweep: ShaderSweep
  let promises: ShaderPromiseSource
  /// What a `sampled` result of a run proof means: `warn` passes it, `required` fails it.
  public var certify: CertifyPolicy = .warn

  /// `shader.<entry>.<check>`.
  public var id: String { Self.id(entry: sweep.entry.key, check: check) }

  /// The id of `check` for the entry `key`: `shader.ripple.samplePromise`.
  public static func id(entry key: String, check: Check) -> String {
    "shader.\(key).\(check.name)"
  }
  /// `function: check`.
  public var title: String { "\(sweep.entry.function): \(check.name)" }
  /// What the check holds the shader to, in one sentence.
  public var fact: String {
    let entry = sweep.entry
    switch check {
    case .compiles:
      return "\(entry.function) compiles for the CPU with clang, errors at the user's lines"
    case .finite:
      return
        "\(entry.function) gives finite, valid premultiplied colour (each channel within 0…alpha and alpha within 0…1, to half an 8-bit code value) everywhere in its domain"
    case .samplePromise:
      return
        "every sample of \(entry.function) lies within its maxSampleOffset on each axis, everywhere in its domain"
    case .layerFits:
      return
        "the layer \(entry.function) is drawn into, (view + 2 × maxSampleOffset) × scale per axis, is at most \(ShaderFacts.number(LayerTextureFit.largestTexture)) px on each side, the largest texture the GPU creates (warns past \(ShaderFacts.number(LayerTextureFit.riskFrom)) px)"
    case .reads:
      return
        "\(entry.function) reads no array argument past its count and no fixed-size array past its bounds"
    case .invariant(let invariant):
      switch invariant {
      case .onlyAddsLight:
        return "\(entry.function) only adds light: no channel of any pixel gets darker"
      case .preservesAlpha: return "\(entry.function) keeps every pixel's alpha"
      case .identityAt(let fixed):
        let names = fixed.keys.sorted().map { "\($0) = \(ShaderFacts.vector(fixed[$0] ?? []))" }
        return "\(entry.function) leaves the image unchanged at \(names.joined(separator: ", "))"
      case .continuousIn(let argument, let step, let change):
        return
          "a step of \(ShaderFacts.number(step)) in \(argument) changes no channel of \(entry.function)'s output by more than \(ShaderFacts.number(change))"
      }
    }
  }

  // MARK: - Running

  /// Runs the check on the entry's shared sweep (the compile alone for `compiles`).
  public func run(_ settings: RunSettings) -> ProofResult {
    let started = Date()
    var result = checked(settings)
    if check == .compiles, let warning = sweep.entry.reviewWarning {
      result.findings.append(warning)
    }
    if check == .compiles, let warning = sweep.entry.imageWarning {
      result.findings.append(warning)
    }
    if check == .compiles {
      result.findings += promises.literalFindings
    }
    // One line per diagnostic: a compiler's or a child's message may hold several.
    for index in result.findings.indices {
      result.findings[index].message = Self.oneLine(result.findings[index].message)
    }
    if check.isRun {
      result = certify.judged(result, file: sweep.entry.file, line: sweep.entry.line)
    }
    result.details = result.details.map(Self.oneLine)
    if var example = result.counterexample {
      example.original.note = example.original.note.map(Self.oneLine)
      example.shrunk.note = example.shrunk.note.map(Self.oneLine)
      result.counterexample = example
    }
    // Set here, not in a `defer` inside `checked`: a defer runs after the returned copy is made.
    result.durationSeconds = Date().timeIntervalSince(started)
    return result
  }

  /// `text` on one line: each run of line breaks (and other control characters) becomes
  /// `"; "`, and leading and trailing breaks go.
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return text }
    var pieces: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      if scalar == "\t" {
        current.unicodeScalars.append(" ")
      } else if scalar.properties.generalCategory == .control
        || scalar == "\u{2028}" || scalar == "\u{2029}"
      {
        pieces.append(current)
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    pieces.append(current)
    return pieces.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(
      separator: "; ")
  }

  /// The check's result, without its duration.
  private func checked(_ settings: RunSettings) -> ProofResult {
    // `layerFits` is arithmetic on the config and the Swift: it neither compiles nor waits for
    // the sweep.
    if check == .layerFits {
      var result = ProofResult(id: id, title: title, fact: fact, cases: 0)
      ShaderLayerFits(entry: sweep.entry, promises: promises).evaluate(into: &result)
      return result
    }
    // `compiles` needs the compiled source only, not the sweep the other proofs share.
    let outcome =
      check == .compiles
      ? ShaderSweep.Outcome(
        setup: sweep.setup(jobs: settings.jobs), runs: [], skippedAfterHangs: 0, strategy: "")
      : sweep.outcome(settings)
    var result = ProofResult(
      id: id, title: title, fact: fact, cases: 0, strategy: outcome.strategy,
      seed: settings.seed, replay: settings.replayLine(id, settings.seed))
    let setup: ShaderSweep.Setup
    switch outcome.setup {
    case .success(let made): setup = made
    case .failure(let problem):
      // `compiles` reports clang's errors each at its line (or the summary when there are
      // none); the other proofs say they did not run, and why.
      var notRun = problem.summary
      notRun.message = "not run: \(notRun.message)"
      result.findings =
        check == .compiles
        ? (problem.details.isEmpty ? [problem.summary] : problem.details).map(ProofFinding.init)
        : [ProofFinding(notRun)]
      return result
    }
    if check == .compiles {
      result.cases = 1
      result.strategy = nil
      result.details = [
        "compiled \((setup.compiled.file as NSString).lastPathComponent) with clang; \(setup.function.name) runs as a \(setup.usage.rawValue)"
      ]
      return result
    }
    let evaluation = ShaderEvaluation(
      proof: self, setup: setup, outcome: outcome, settings: settings)
    evaluation.evaluate(into: &result)
    return result
  }

  /// The sampled-evidence line every run proof prints, for the runs it checked of `total`
  /// argument sets: "57 argument sets" when every one ran to the end, else "3 of 57 argument
  /// sets ran to the end", so the line never counts a run that gave nothing as evidence.
  func sampled(_ runs: [ShaderSweep.Run], of total: Int, strategy: String) -> String {
    let entry = sweep.entry
    let sizes = entry.viewSizes.map { "\(ShaderFacts.number($0.x))×\(ShaderFacts.number($0.y))" }
    let pixels = runs.reduce(0) { total, run in
      if case .success(let result) = run.result { return total + result.pixels }
      return total
    }
    let finished = runs.count(where: { if case .success = $0.result { true } else { false } })
    let sets =
      finished == total
      ? "\(total) argument sets" : "\(finished) of \(total) argument sets ran to the end"
    return
      "sampled: \(sets) (\(strategy)) over view \(sizes.joined(separator: ", ")) pt at scale \(entry.scales.map(ShaderFacts.number).joined(separator: ", ")), every pixel centre of each (\(pixels) pixels): evidence, not a certificate"
  }
}

/// The shader proofs a config's `shaderProofs` asks for, sharing one sweep per entry.
public enum ShaderEntryProofs {
  /// For each resolved entry: `compiles`, `finite`, `samplePromise` and `layerFits`
  /// (distortion and layer effects), `reads`, then its invariants, every one run from
  /// `library` (docs/shader-proofs.md), its run proofs under the `certify` policy.
  public static func proofs(
    for entries: [ResolvedShaderEntry], library: CompiledShaderLibrary,
    certify: CertifyPolicy = .warn
  ) -> [ShaderProof] {
    entries.flatMap { resolved -> [ShaderProof] in
      let sweep = ShaderSweep(resolved: resolved, library: library)
      var checks: [ShaderProof.Check] = [.compiles, .finite]
      if resolved.usage == .distortionEffect || resolved.usage == .layerEffect {
        checks += [.samplePromise, .layerFits]
      }
      checks.append(.reads)
      checks += resolved.entry.invariants.map { .invariant($0) }
      return checks.map {
        ShaderProof(check: $0, sweep: sweep, promises: resolved.promises, certify: certify)
      }
    }
  }
}
