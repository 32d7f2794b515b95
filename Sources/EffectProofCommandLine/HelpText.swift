import EffectProof
import Foundation
import LocatedJSON
import ProofEngine
import ShaderProofs

/// The help texts that are not one command's: the main help, built from the commands'
/// declarations, and `help config`, built from the config's keys and the effect catalogue.
enum HelpText {
  /// `effectproof help`: every command's short usage and line, from its declaration.
  static var main: String { main(programName: "effectproof") }

  /// The main help of the tool called `programName`: `effectproof`, or an app's gate, which
  /// is the whole tool with the app's proofs added to check.
  static func main(programName: String) -> String {
    let commands = EffectProofTool.commands
    let width = (commands.map(\.name.count).max() ?? 0) + 2
    let gate =
      programName == "effectproof"
      ? ""
      : "\nThe app's own gate: effectproof \(EffectProofTool.version), its proofs added to check."
    var text = """
      \(programName): prove the math behind SwiftUI shader effects, and gate CI on it.\(gate)

      USAGE

      """
    for command in commands { text += "  \(command.shortUsage(programName))\n" }
    text += "  \(programName) help [COMMAND] [--markdown]\n  \(programName) --version\n\nCOMMANDS\n"
    for command in commands {
      text +=
        "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0)
        + command.summary + "\n"
    }
    return text + """

      EXIT STATUS
        0  everything held    1  a proof or check failed    2  usage or config error

      Run 'effectproof help COMMAND' or 'effectproof COMMAND --help' for a command's options
      ('effectproof help COMMAND --markdown' prints them as a Markdown table), and
      'effectproof help config' for the keys of effectproof.json.
      Docs: docs/ci-gate.md, docs/registry.md, docs/writing-a-proof.md, docs/metal-on-cpu.md.

      """
  }

  /// `effectproof help config`: the config's own keys, then each effect's section from its
  /// entry, so a new effect documents itself here.
  static var config: String {
    var text = """
      effectproof.json: what 'effectproof check' proves. Every key is optional; nothing runs
      that the config does not select, and a config that selects nothing is an error.

      THE CONFIG'S OWN KEYS

      """
    // The entry keys line up under the config's own help.
    let column = EffectProofConfig.schema.keys.map(\.name.count).max() ?? 0
    let lines =
      EffectProofConfig.schema.helpLines(indent: "  ")
      + ShaderProofConfig.entrySchema.helpLines(indent: "    ", column: column)
      + ConfigSchema("", keys: [ShaderProofConfig.measuredSampleOffsetKey], appendsDefaults: false)
      .helpLines(indent: "    ", column: column)

    text += lines.map { $0 + "\n" }.joined()
    text += """

      EFFECT SECTIONS
        Each section selects its effect's proofs, kernel proofs and pictures; {} uses the
        seed's values. Run 'effectproof check --list' to see what a config selects.


      """
    for entry in EffectCatalogue.entries {
      text += "  \"\(entry.key)\": \(entry.summary)\n"
      text += "    proofs: \(entry.prefixes.map { $0 + "*" }.joined(separator: " "))\n"
      for line in entry.help.split(separator: "\n") {
        text += "    \(line)\n"
      }
      text += "\n"
    }
    return text + "Docs: docs/ci-gate.md (config), docs/architecture.md (effects).\n"
  }
}
