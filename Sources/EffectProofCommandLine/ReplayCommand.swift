import Foundation
import ProofEngine

/// The `effectproof check` command lines the reports print to run something again: one proof
/// (under its failure), the failed proofs, or the whole run (in the summary).
///
/// ```
/// effectproof check --config ci/effectproof.json --only curl.samplePromise --seed 0x5EED…
/// ```
///
/// The seed replays every case; a density other than the default is named, and so is a shard
/// for the whole run's line (a proof's failure replays in a whole run too). A path with a space
/// or another character the shell reads is single-quoted.
enum ReplayCommand {
  /// `effectproof check --config FILE [--only P]... --seed SEED [--density D] [--shard i/n]`,
  /// starting with `program` (a gate's own executable, or `effectproof`).
  static func check(
    program: String = "effectproof", config: String, only: [String], seed: ProofSeed,
    density: ProofDensity, shard: ProofShard = .whole
  ) -> String {
    var line = "\(quoted(program)) check --config \(quoted(config))"
    for prefix in only { line += " --only \(quoted(prefix))" }
    line += " --seed \(seed)"
    if density != .default { line += " --density \(density.rawValue)" }
    if !shard.isWhole { line += " --shard \(shard)" }
    return line
  }

  /// The command that reruns the run `options` describe.
  static func run(_ options: CheckCommand.Options, config: String) -> String {
    check(
      program: options.programName, config: config, only: options.prefixes, seed: options.seed,
      density: options.density, shard: options.shard)
  }

  /// The command that reruns only the failed proofs of `report`, or `nil` when none failed.
  static func failures(
    of report: ProofReport, _ options: CheckCommand.Options, config: String
  ) -> String? {
    let failed = report.results.filter { $0.status == .failed }.map(\.id)
    guard !failed.isEmpty else { return nil }
    return check(
      program: options.programName, config: config, only: failed, seed: options.seed,
      density: options.density)
  }

  /// The command that reruns the failed proofs of a merged report, from their own replay lines
  /// (the same config, seed and density, each with its `--only`); `nil` when none failed, or
  /// when their lines differ in more than their `--only` (shards of different configs).
  static func failures(in report: ProofReport) -> String? {
    let failed = report.results.filter { $0.status == .failed }
    var base: String?
    for result in failed {
      guard let replay = result.replay else { return nil }
      let without = replay.replacingOccurrences(of: " --only \(quoted(result.id))", with: "")
      if let base, base != without { return nil }
      base = without
    }
    guard let base, let seed = base.range(of: " --seed ") else { return nil }
    let only = failed.map { " --only \(quoted($0.id))" }.joined()
    return String(base[..<seed.lowerBound]) + only + String(base[seed.lowerBound...])
  }

  /// The command that reruns the whole run of a merged report, from a proof's replay line
  /// without its `--only`; `nil` when no proof has one.
  static func run(in report: ProofReport) -> String? {
    guard let result = report.results.first(where: { $0.replay != nil }), let replay = result.replay
    else { return nil }
    return replay.replacingOccurrences(of: " --only \(quoted(result.id))", with: "")
  }

  /// `argument` as the shell reads it: itself when it holds only letters, digits and
  /// `/ . _ - + , : @ =`, else in single quotes (a quote inside written `'\''`).
  static func quoted(_ argument: String) -> String {
    let plain = argument.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || "/._-+,:@=".unicodeScalars.contains($0)
    }
    if plain && !argument.isEmpty { return argument }
    return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
