import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// Issue 35 §6's fixture apps, run through `check --only registry.`: the SwiftPM and Xcode
/// membership apps pass `registry.buildMembership` and `registry.availability`, and each broken
/// twin fails with the right proof id at the Swift line its README names.
@Suite struct BuildMembershipFixtureTests {
  /// The output's lines and a failure's detail lines, read as SiteFixtureTests reads them.
  let site = SiteFixtureTests()
  func lines(_ run: ToolRun) -> [String] { site.lines(run) }
  func failure(_ id: String, in run: ToolRun) -> [String]? { site.failure(id, in: run) }

  /// The `file:line` places the detail lines start with (`…/Sources/A.swift:14:32: …`).
  func places(_ details: [String]) -> [String] {
    details.compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("Fixtures/") || trimmed.hasPrefix("/") else { return nil }
      let parts = trimmed.split(separator: ":")
      guard parts.count > 2 else { return nil }
      return "\((parts[0] as Substring).split(separator: "/").last ?? ""):\(parts[1])"
    }
  }

  func check(_ config: String, _ extra: String...) -> ToolRun {
    EffectProofTool.run(["check", "--config", Fixtures.path(config)] + extra)
  }

  // MARK: - SwiftPM

  @Test func theMembershipPackagePasses() {
    let run = check("MembershipApp/effectproof.json", "--only", "registry.")
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    #expect(
      lines(run).contains { $0.hasPrefix("PASS registry.buildMembership ") },
      "\(run.standardOutput)")
    #expect(
      lines(run).contains { $0.hasPrefix("PASS registry.availability ") }, "\(run.standardOutput)")
  }

  /// Glow.metal moved into the Effects target: GlowKit's `GlowShaders.glow(…)` fails at its
  /// line (GlowingTitle.swift:15), naming where glow is declared and which target needs it.
  @Test func aFunctionInTheOtherTargetFailsAtTheCallsLine() throws {
    let run = check("MembershipApp/Broken/effectproof.json", "--only", "registry.buildMembership")
    #expect(run.exitCode == 1)
    let below = try #require(failure("registry.buildMembership", in: run), "\(run.standardOutput)")
    #expect(places(below) == ["GlowingTitle.swift:15"], "\(below)")
    let text = below.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(text.contains("Sources/Effects/Shaders/Glow.metal (built by 'Effects')"), "\(text)")
    #expect(text.contains("move the file under the folder of target 'GlowKit'"), "\(text)")
  }

  /// At iOS 16, TintBadge's unguarded shader fails at its line (11: the library and the
  /// modifier), while TintCard's, inside `if #available(iOS 17, macOS 14, *)` (line 24), and
  /// GlowingTitle's, in an `@available(iOS 17, macOS 14, *)` struct, do not.
  @Test func anUnguardedSiteBelowTheDeploymentTargetFailsAtItsLine() throws {
    let run = check("MembershipApp/Broken/effectproof.json", "--only", "registry.availability")
    #expect(run.exitCode == 1)
    let below = try #require(failure("registry.availability", in: run), "\(run.standardOutput)")
    #expect(places(below) == ["TintBadge.swift:11", "TintBadge.swift:11"], "\(below)")
    let text = below.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(
      text.contains("ShaderLibrary needs iOS 17.0, but the deployment target is iOS 16.0"),
      "\(text)")
    #expect(text.contains(".colorEffect needs iOS 17.0"), "\(text)")
  }

  // MARK: - Nothing to read

  /// A Swift folder with no build file above it warns; it never passes in silence.
  @Test func noBuildFileAboveTheSwiftWarns() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "App/V.swift", "let v = Text(\"x\").colorEffect(ShaderLibrary.glow(.float(1)))\n")
    _ = try folder.write(
      "Shaders/Glow.metal",
      "[[ stitchable ]] half4 glow(float2 position, half4 color, float s) { return color; }\n")
    let config = try folder.write(
      "effectproof.json", #"{"shaders": ["Shaders"], "swift": ["App"]}"#)
    let run = EffectProofTool.run(["check", "--config", config, "--only", "registry."])
    let output = lines(run)
    if folderHasNoBuildFileAbove(folder.path) {
      #expect(
        output.contains { $0.hasPrefix("WARN registry.buildMembership ") }, "\(run.standardOutput)")
      #expect(
        output.contains { $0.hasPrefix("WARN registry.availability ") }, "\(run.standardOutput)")
      let text = output.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      #expect(text.contains("no Package.swift or .xcodeproj above"), "\(text)")
      #expect(text.contains("availability rests on nothing"), "\(text)")
    }
  }

  private func folderHasNoBuildFileAbove(_ path: String) -> Bool {
    var folder = URL(fileURLWithPath: path)
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return false
      }
      folder.deleteLastPathComponent()
    }
    return true
  }
}

/// The Xcode twin: `project.pbxproj` read by hand-written rules, Compile Sources and a
/// synchronized folder with its exceptions.
@Suite struct XcodeMembershipFixtureTests {
  let support = BuildMembershipFixtureTests()

  @Test func theXcodeAppPasses() {
    let run = support.check("XcodeMembershipApp/effectproof.json", "--only", "registry.")
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    let lines = support.lines(run)
    #expect(lines.contains { $0.hasPrefix("PASS registry.buildMembership ") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("PASS registry.availability ") }, "\(lines)")
  }

  /// Ripple.metal left out of Compile Sources fails ContentView.swift:13; Sparkle.metal listed
  /// in the synchronized folder's membershipExceptions fails SparkleView.swift:7; grain, in
  /// Compile Sources by a SOURCE_ROOT path, passes at ContentView.swift:16.
  @Test func aMetalFileOutsideTheTargetFailsAtTheCallsLine() throws {
    let run = support.check(
      "XcodeMembershipApp/Broken/effectproof.json", "--only", "registry.buildMembership")
    #expect(run.exitCode == 1)
    let below = try #require(
      support.failure("registry.buildMembership", in: run), "\(run.standardOutput)")
    #expect(support.places(below) == ["ContentView.swift:13", "SparkleView.swift:7"], "\(below)")
    let text = below.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(
      text.contains("'ripple' is declared only in App/Shaders/Ripple.metal (built by no target)"),
      "\(text)")
    #expect(text.contains("add the file to the Compile Sources of target 'Ripples'"), "\(text)")
  }

  /// TableReady's own project makes the demo's two build proofs pass.
  @Test func tableReadysProjectBuildsItsShaders() {
    let run = support.check("TableReady/effectproof.json", "--only", "registry.")
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    let lines = support.lines(run)
    #expect(lines.contains { $0.hasPrefix("PASS registry.buildMembership ") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("PASS registry.availability ") }, "\(lines)")
  }

  /// A project whose Compile Sources list Ripple.metal at a path that holds no file (here the
  /// reference moved to `Old/Ripple.metal`, while the file is in App/Shaders) is not called a
  /// missing file: the reader's path may be the wrong one, so the site warns and never fails.
  @Test func aListedMetalFileTheReaderCannotFindWarnsInsteadOfFailing() throws {
    let folder = try TemporaryFolder()
    let source = Fixtures.path("XcodeMembershipApp")
    for item in ["App", "App.xcodeproj", "Effects", "effectproof.json"] {
      try FileManager.default.copyItem(
        atPath: "\(source)/\(item)", toPath: "\(folder.path)/\(item)")
    }
    let project = "\(folder.path)/App.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: project, encoding: .utf8)
    let moved = text.replacingOccurrences(
      of: "path = Ripple.metal;", with: "path = Old/Ripple.metal;")
    #expect(moved != text)
    try moved.write(toFile: project, atomically: true, encoding: .utf8)
    let run = EffectProofTool.run([
      "check", "--config", "\(folder.path)/effectproof.json", "--only", "registry.buildMembership",
    ])
    let lines = support.lines(run)
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    #expect(lines.contains { $0.hasPrefix("WARN registry.buildMembership ") }, "\(lines)")
    let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(joined.contains("could not find at its project path"), "\(joined)")
    #expect(joined.contains("ContentView.swift:13"), "\(joined)")
  }
}
