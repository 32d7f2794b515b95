import EffectProof
import EffectProofBase
import Foundation
import LocatedJSON
import ProofEngine

/// Runs the selected proofs with the command's seed, density, shard and jobs. Proofs run in
/// parallel (and each spreads its cases over the jobs); the report keeps catalogue order.
/// Proofs that do not split into shards run whole in shard 1 only.
struct CheckRunner {
  let options: CheckCommand.Options
  let progress: ProgressDisplay
  /// The digest of the config's bytes (``ContentDigest``), for the report's run identity.
  let configDigest: String

  func run(_ proofs: [any Proof]) -> ProofReport {
    let runnable = proofs.filter { $0.isShardable || options.shard.index == 1 }
    let display = progress
    let show: @Sendable (ProgressEvent) -> Void = { event in display.show(event) }
    let report = display.isEnabled ? show : nil
    let configPath = options.configPath ?? ConfigLookup.fileName
    let density = options.density
    let program = options.programName
    let replay: @Sendable (String, ProofSeed) -> String = { id, seed in
      ReplayCommand.check(
        program: program, config: configPath, only: [id], seed: seed, density: density)
    }
    let settings = RunSettings(
      seed: options.seed, density: options.density, shard: options.shard, jobs: options.jobs,
      progress: report, replayLine: replay)
    let parallel = options.jobs > 1 ? runnable.count : 1
    let results = parallelMap(count: runnable.count, jobs: parallel) { index in
      runnable[index].run(settings)
    }
    progress.finish()
    return ProofReport(
      generator: "effectproof \(EffectProofTool.version)", results: results, run: identity)
  }

  /// What identifies this run among others (`merge` checks it): the program and version, the
  /// config's digest, the seed, the density, the `--only` prefixes and the shard.
  var identity: ProofRunIdentity {
    let version = "effectproof \(EffectProofTool.version)"
    let tool =
      options.programName == "effectproof" ? version : "\(options.programName) (\(version))"
    return ProofRunIdentity(
      tool: tool, config: configDigest, seed: options.seed, density: options.density,
      only: options.prefixes, shard: options.shard)
  }
}
