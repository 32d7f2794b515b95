import EffectProof
import EffectProofBase
import Foundation
import LocatedJSON
import ShaderProofs
import ShaderRegistry

/// The docs' key tables of `effectproof.json`, printed from the sections' declarations:
/// `effectproof help config SECTION --markdown`. `Tools/docs/update_option_tables.py` writes
/// each under its `<!-- effectproof help config SECTION --markdown -->` marker, and
/// ConfigSchemaTests holds the docs equal to them.
enum ConfigTables {
  /// Every section with a table, by the name the marker gives: `config` (the top level),
  /// `shaderProofs` (an entry), `invariants`, `arguments` (an argument's domain), `registry`
  /// (a warm-up registry, its file's or the config's), then each effect's key, in the
  /// catalogue's order.
  static var sections: [(name: String, keys: [ConfigKey])] {
    [
      ("config", EffectProofConfig.schema.keys),
      (
        "shaderProofs",
        ShaderProofConfig.entrySchema.keys + [ShaderProofConfig.measuredSampleOffsetKey]
      ),
      ("invariants", ShaderProofConfig.invariantSchema.keys),
      ("arguments", ShaderProofConfig.domainSchema.keys + [ShaderProofConfig.countKey]),
      ("registry", WarmupRegistry.schema.keys),
    ] + EffectCatalogue.entries.map { ($0.key, $0.schema.keys) }
  }

  /// `help config SECTION --markdown`: the section's table, or a usage error naming the
  /// sections.
  static func run(section: String) -> ToolRun {
    guard let found = sections.first(where: { $0.name == section }) else {
      let names = sections.map(\.name)
      var message =
        "no config section named \(UsageMessage.quoted(section)) (sections: \(names.joined(separator: ", ")))"
      if let near = NearestName.suggestion(for: section, among: names) {
        message += "; did you mean '\(near)'?"
      }
      return .usage(message)
    }
    return ToolRun(exitCode: ToolRun.success, standardOutput: table(found.keys))
  }

  /// The keys as a Markdown table, a key's fields after it as `key.field`: name, JSON type,
  /// default, allowed values and help on one line, `|` escaped.
  static func table(_ keys: [ConfigKey]) -> String {
    var text = "| key | type | default | allowed | meaning |\n|---|---|---|---|---|\n"
    func rows(_ keys: [ConfigKey], prefix: String) {
      for key in keys {
        let help = key.help.isEmpty ? "see the key above" : key.oneLineHelp
        let cells = [
          "`\(prefix + key.name)`", key.type,
          key.defaultValue ?? (key.isRequired ? "required" : "none"),
          key.range ?? "any", help,
        ].map { $0.replacingOccurrences(of: "|", with: "\\|") }
        text += "| " + cells.joined(separator: " | ") + " |\n"
        rows(key.fields, prefix: prefix + key.name + ".")
      }
    }
    rows(keys, prefix: "")
    return keys.isEmpty ? text + "| (none) | | | | `{}` selects the effect |\n" : text
  }
}
