import EffectProof
import EffectProofBase
import LocatedJSON

/// `check`'s usage errors about what a config selects, each one line of at most 120 columns
/// (``UsageMessage``).
enum CheckMessages {
  /// What a config that selects no proof is told: the keys that select, and where they are
  /// listed: `ci/effectproof.json selects no proofs; add "shaders" or a section such as
  /// "ripple": {} (help config)`, without the example when the path is long.
  static func nothingSelected(_ configPath: String) -> String {
    UsageMessage.firstFitting([
      "\(configPath) selects no proofs; add \"shaders\" or a section such as \"ripple\": {} (help config)",
      "\(configPath) selects no proofs; add \"shaders\" or an effect's section (help config)",
    ])
  }

  /// What `--only` prefixes that match no id are told: the nearest group or id, then the id
  /// groups (or the ids, when few), or else how to list them.
  ///
  /// `no proof id starts with 'curl.samplePromis' (did you mean 'curl.samplePromise'?); groups:
  /// registry., curl., kernel.; 'effectproof check --list' lists the 12 ids`.
  static func noMatch(_ prefixes: [String], ids: [String]) -> String {
    let asked = prefixes.map(UsageMessage.quoted).joined(separator: " or ")
    var groups: [String] = []
    for id in ids {
      let group = id.split(separator: ".").first.map { $0 + "." } ?? id
      if !groups.contains(group) { groups.append(group) }
    }
    let nearest = prefixes.lazy.compactMap {
      NearestName.suggestion(for: $0, among: groups + ids)
    }.first
    let start =
      "no proof id starts with \(asked)" + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
    let list = "'effectproof check --list' lists the \(ids.count) id\(ids.count == 1 ? "" : "s")"
    return UsageMessage.firstFitting([
      start + "; ids: " + ids.joined(separator: ", "),
      start + "; groups: " + groups.joined(separator: ", ") + "; " + list,
      start + "; " + list,
      "no id starts with \(asked)" + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
        + "; see check --list",
    ])
  }
}
