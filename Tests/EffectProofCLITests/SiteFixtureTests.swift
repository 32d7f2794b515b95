import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// Issue 35's fixture apps, each run through `check`: the correct app passes, and its broken
/// twin fails with the right proof id at the right Swift line (Fixtures/*/Broken/README.md).
@Suite struct SiteFixtureTests {
  func lines(_ run: ToolRun) -> [String] {
    run.standardOutput.split(separator: "\n").map(String.init)
  }

  /// The detail lines under the `FAIL <id> ` line, or `nil` when `id` did not fail.
  func failure(_ id: String, in run: ToolRun) -> [String]? {
    let lines = lines(run)
    guard let fail = lines.firstIndex(where: { $0.hasPrefix("FAIL \(id) ") }) else { return nil }
    return Array(lines[(fail + 1)...].prefix { $0.hasPrefix("     ") })
  }

  func check(_ config: String, _ extra: String...) -> ToolRun {
    tool(["check", "--config", Fixtures.path(config)] + extra)
  }

  func tool(_ arguments: [String]) -> ToolRun { EffectProofTool.run(arguments) }

  // MARK: - Two sites, two promises

  /// The mini player's wave (amplitude 3, promise 3 pt) and the artwork's (8, 8 pt) are one
  /// entry each, naming its site: each is proven with its own arguments, and the app passes.
  @Test func twoSitesEachProvenWithTheirOwnArgumentsPass() {
    let run = check("TwoSitesApp/effectproof.json", "--only", "shader.")
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    let passed = lines(run).filter { $0.hasPrefix("PASS shader.wave-") }
    #expect(passed.count == 2, "\(lines(run))")
  }

  /// The broken mini player promises 2 pt and waves 3: its entry fails at its
  /// `maxSampleOffset:` line, and the artwork's entry, whose 8 pt promise holds, does not.
  @Test func theBrokenSiteFailsAtItsOwnLine() throws {
    let run = check("TwoSitesApp/Broken/effectproof.json", "--only", "shader.")
    #expect(run.exitCode == 1)
    let below = try #require(
      failure("shader.wave-mini.samplePromise", in: run), "\(run.standardOutput)")
    let first = try #require(below.first)
    #expect(first.contains("/Broken/App/MiniPlayerView.swift:22:"), "\(below)")
    #expect(failure("shader.wave-artwork.samplePromise", in: run) == nil, "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("FAIL shader.wave-artwork"), "\(run.standardOutput)")
  }

  /// A `site` that names no modifier applying the function fails the promise with the key's
  /// JSON path; one that is not `File.swift:line` is refused when the config is read.
  @Test func aSiteThatIsNoModifierIsRejectedAtItsJSONPath() throws {
    let folder = try TemporaryFolder()
    let shaders = Fixtures.path("TwoSitesApp/Shaders")
    let app = Fixtures.path("TwoSitesApp/App")
    func config(site: String) -> String {
      """
      {"shaders": ["\(shaders)"], "swift": ["\(app)"],
       "shaderProofs": {"mini": {"function": "wave", "site": "\(site)", "viewSize": [48, 48],
         "arguments": {"amplitude": {"values": [3]}, "wavelength": {"values": [12]},
                       "phase": {"range": [0, 6.2832]}}}}}
      """
    }
    let unknown = try folder.write("unknown.json", config(site: "MiniPlayerView.swift:30"))
    let run = tool(["check", "--config", unknown, "--only", "shader.mini.samplePromise"])
    #expect(run.exitCode == 1)
    let below = try #require(failure("shader.mini.samplePromise", in: run), "\(run.standardOutput)")
    let text = below.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(text.contains("$.shaderProofs.mini.site: MiniPlayerView.swift:30 is no"), "\(text)")
    #expect(text.contains("ArtworkView.swift:14, MiniPlayerView.swift:16"), "\(text)")
    let malformed = try folder.write("malformed.json", config(site: "MiniPlayerView:16"))
    let message = expectUsageError(tool(["check", "--config", malformed]))
    #expect(message.contains("$.shaderProofs.mini.site"), "\(message)")
    #expect(message.contains("such as \"PlayerView.swift:41\""), "\(message)")
  }

  /// `init` on the two-site app writes one entry per site (their promises differ), each naming
  /// its function and site, and `check` proves each site's promise with it.
  @Test func initWritesAnEntryPerSite() throws {
    let folder = try TemporaryFolder()
    for name in ["App", "Shaders"] {
      try FileManager.default.copyItem(
        atPath: Fixtures.path("TwoSitesApp/\(name)"), toPath: folder.url(name))
    }
    let initialised = tool(["init", folder.path])
    #expect(initialised.exitCode == 0, "\(initialised.standardError)")
    let text = try String(contentsOfFile: folder.url("effectproof.json"), encoding: .utf8)
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let entries = try #require(config["shaderProofs"] as? [String: [String: Any]])
    #expect(Set(entries.keys) == ["wave-MiniPlayerView-16", "wave-ArtworkView-14"], "\(text)")
    #expect(entries["wave-MiniPlayerView-16"]?["site"] as? String == "MiniPlayerView.swift:16")
    #expect(entries["wave-ArtworkView-14"]?["site"] as? String == "ArtworkView.swift:14")
    #expect(entries.values.allSatisfy { $0["function"] as? String == "wave" }, "\(text)")
    let checked = tool([
      "check", "--config", folder.url("effectproof.json"), "--only", "shader.", "--density", "low",
    ])
    #expect(
      !checked.standardOutput.contains("FAIL shader.wave"),
      "\(text)\n\(checked.standardOutput)")
  }

  // MARK: - registry.callSitesFollowed

  /// A Swift folder whose only site the reader cannot follow: the proof names that site, and
  /// does not say the Swift holds no call site.
  @Test func callSitesFollowedNamesTheSitesItCouldNotFollow() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Tint.metal",
      "[[ stitchable ]] half4 tint(float2 position, half4 color, float amount) { return color; }\n")
    try folder.write(
      "App/Picker.swift",
      """
      import SwiftUI
      struct Picker: View {
          let effect: Shader
          var body: some View {
              Color.red.colorEffect(effect)
          }
      }
      """)
    let file = try folder.write(
      "effectproof.json", #"{"shaders": ["Shaders"], "swift": ["App"]}"#)
    let run = tool(["check", "--config", file, "--only", "registry.callSitesFollowed"])
    let output = run.standardOutput.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(!output.contains("holds no shader call site"), "\(output)")
    #expect(output.contains("could not follow 1 (Picker.swift:5)"), "\(output)")
  }

  // MARK: - Custom library accessors

  @Test func libraryAccessorAppPasses() {
    let run = check("LibraryAccessorApp/effectproof.json")
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    #expect(!run.standardOutput.contains("unresolvedCallSite"), "\(run.standardOutput)")
  }

  /// `Lib.default.tint(.color(.purple))` passes one argument of two: `registry.arguments` fails
  /// at the call, through the accessor.
  @Test func aWrongCountThroughTheAccessorFailsAtItsLine() throws {
    let run = check("LibraryAccessorApp/Broken/effectproof.json", "--only", "registry.")
    #expect(run.exitCode == 1)
    let below = try #require(failure("registry.arguments", in: run), "\(run.standardOutput)")
    let text = below.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(text.contains("/Broken/App/StickerView.swift:9:26"), "\(text)")
    #expect(text.contains("this call passes 1 argument, but 'tint' takes 2"), "\(text)")
  }

  // MARK: - A table of builders

  /// The gallery's table of builders is applied with a 10 pt promise: the Swift's promise is
  /// the one proven, and the builders' 4 and 10 pt ripples keep it.
  @Test func builderTableAppPassesWithTheSwiftsPromise() {
    let run = check("BuilderTableApp/effectproof.json", "--only", "shader.", "--verbose")
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    let text = unwrapped(run.standardOutput)
    #expect(
      text.contains(
        "the Swift at EffectGallery.swift:26 (maxSampleOffset: CGSize(width: 10, height: 10))"),
      "\(text)")
  }

  /// The broken gallery's "Ripple" moves 15 pt: the 10 pt promise the modifier applies it with
  /// fails at the modifier's `maxSampleOffset:` line (before: the table was not followed, so
  /// the promise was not the Swift's and 15 pt was proven against itself).
  @Test func theBrokenTableFailsAtTheModifiersPromise() throws {
    let run = check("BuilderTableApp/Broken/effectproof.json", "--only", "shader.")
    #expect(run.exitCode == 1)
    let below = try #require(
      failure("shader.ripple.samplePromise", in: run), "\(run.standardOutput)")
    let first = try #require(below.first)
    #expect(first.contains("/Broken/App/EffectGallery.swift:27:"), "\(below)")
  }
}
