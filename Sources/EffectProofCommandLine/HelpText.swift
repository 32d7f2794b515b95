import EffectProof
import Foundation
import ProofEngine

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
        shaders                Metal source files and folders (relative to the config); selects
                               the registry.* proofs
        swift                  the app's Swift files and folders: call sites, modifiers and
                               warm-ups checked at their lines; a modifier's static
                               maxSampleOffset is the promise shaderProofs proves
        registry               the warm-up registry, inline ({"warmups": [{"name", "usage",
                               "arguments"}]}) or a file path; also selects the registry.*
                               proofs (sources: shaders, else the Shaders folder)
        expectedFunctionCount  how many stitchable functions the sources declare (likewise)
        maxFileBytes           the largest Metal source read, in bytes (8388608)
        shaderProofs           the app's own shaders proven on their compiled source, one entry
                               per shader (docs/shader-proofs.md); proofs
                               shader.<entry>.compiles, .finite, .samplePromise, .layerFits,
                               .reads and one per invariant. An entry's keys:
          function             the [[ stitchable ]] function (default: the entry's key)
          usage                colorEffect, distortionEffect, layerEffect or shapeStyle
                               (default: the one the signature fits)
          viewSize             [width, height] in points; or viewSizes, a list of them
          scale                pixels per point, or a list of them (2)
          arguments            a domain per Metal parameter: a value, {"range": [lower,
                               upper]}, {"values": [...]}, "viewSize" (a float2) or
                               "boundingRect" (a float4); an array parameter takes
                               {"count": domain, "values": domain}
          maxSampleOffset      [x, y]: points, or formulas such as "2 * abs(offset.x)"
          invariants           onlyAddsLight, preservesAlpha, {"identityAt": {parameter:
                               value}}, {"continuousIn": {"argument", "step", "maxChange"}}
          images               PNG files the shader is run on, besides the built-in layer
          geometry             a geometric promise proof's id to show beside it
          review               effectproof init's guesses still to review, one string each
                               ("viewSize: guessed …"); check warns once per entry while any is
                               left (guessesToReview), and never fails for it
          note                 a string for people (init says where the Swift's promise is);
                               check reads past it
          runTimeLimit         seconds (0.1 to 86400, default 10) a run of about 4 million
                               pixel-samples may take, more for more work; a run still
                               advancing then is too slow, never a pass (--run-time-limit
                               overrides it)
          site                 "File.swift:line": the one distortion or layer effect of the
                               function the entry proves; without it, every site no other
                               entry names (docs/shader-proofs.md, "One proof per site")
          maxSampleOffset      also {"measured": [x, y]}: a supremum effectproof init measured
                               on the compiled source, proven like [x, y] but reported as
                               measured, not proven, until you write it as [x, y]

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
