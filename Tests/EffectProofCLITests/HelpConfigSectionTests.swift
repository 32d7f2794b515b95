import Testing

@testable import EffectProofCommandLine

/// `effectproof help config SECTION` prints that section's keys, as a user would type it; the
/// `--markdown` form prints the same table.
@Suite struct HelpConfigSectionTests {
  @Test func oneSectionIsPrintedWithOrWithoutMarkdown() {
    let plain = tool("help", "config", "curl")
    let markdown = tool("help", "config", "curl", "--markdown")
    #expect(plain.exitCode == 0)
    #expect(plain.standardOutput.hasPrefix("| key | type | default | allowed | meaning |"))
    #expect(plain.standardOutput.contains("| `peelStep` | number | 0.02 |"))
    #expect(plain.standardOutput == markdown.standardOutput)
  }

  @Test func anUnknownSectionNamesTheSectionsAndTheNearest() {
    let run = tool("help", "config", "curll")
    #expect(run.exitCode == 2)
    #expect(run.standardError.contains("no config section named 'curll'"))
    #expect(run.standardError.contains("did you mean 'curl'?"))
  }
}
