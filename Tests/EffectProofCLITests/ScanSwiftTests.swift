import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// `effectproof scan` over Swift and Metal together: the call-site lines and summary, the JSON
/// `callSites` and `uses`, `--emit-registry`, and exit codes.
@Suite struct ScanSwiftTests {
  static let tableReady = RepositoryFixtures.path("TableReady")
  static let brokenSwift = RepositoryFixtures.path("Broken/Swift")

  @Test func theWholeTableReadyFolderPassesWithNoRegistry() throws {
    let run = tool("scan", Self.tableReady)
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    #expect(run.standardError.isEmpty)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.last
        == "9 stitchable functions in 7 files; 9 call sites, 10 modifiers and 9 warm-ups in 13 Swift files; 0 errors, 0 warnings"
    )
    #expect(
      lines.contains(
        "\(Self.tableReady)/App/TableShaders.swift:71:23: wheelArcBlur(float2, float, float, float, float, float)  layerEffect at 2 sites; warmed up"
      ))
  }

  @Test func theBrokenSwiftExitsOneWithSwiftLocations() throws {
    let run = tool("scan", Self.brokenSwift)
    #expect(run.exitCode == 1)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "\(Self.brokenSwift)/ArgumentTypeMismatch.swift:8:44: error: [argumentTypeMismatch] argument 1 is .float (float), but 'blur' takes 'float2 direction' there (parameter 3, \(Self.brokenSwift)/Shaders.metal:17)"
      ))
    #expect(lines.last?.hasSuffix("; 15 errors, 7 warnings") == true)
    #expect(
      lines.contains(
        "\(Self.brokenSwift)/UnregisteredFunction.swift:7:9: error: [unregisteredFunction] 'stripes' (\(Self.brokenSwift)/Shaders.metal:25) is not among the app's warm-ups here, so it compiles on first use; it is used at \(Self.brokenSwift)/Decoys.swift:40:21 (a shape style)"
      ))
  }

  @Test func jsonListsCallSitesAndUses() throws {
    let run = tool("scan", Self.tableReady, "--format", "json")
    #expect(run.exitCode == 0)
    let root = try jsonObject(run.standardOutput)
    let sites = try #require(root["callSites"] as? [[String: Any]])
    #expect(sites.count == 9)
    let felt = try #require(sites.first { $0["function"] as? String == "feltSurface" })
    #expect(felt["file"] as? String == "\(Self.tableReady)/App/TableShaders.swift")
    #expect(felt["line"] as? Int == 16)
    #expect(felt["column"] as? Int == 23)
    #expect(felt["arguments"] as? [String] == ["boundingRect", "color", "color", "float"])
    #expect(felt["resolved"] as? Bool == true)
    #expect(felt["usages"] as? [String] == ["colorEffect"])
    let uses = try #require(root["uses"] as? [[String: Any]])
    #expect(uses.count == 19)
    let dice = try #require(
      uses.first {
        ($0["maxSampleOffset"] as? [String: Any])?["expression"] as? String
          == "DieThrow.maxSampleOffset"
      })
    #expect(dice["kind"] as? String == "modifier")
    #expect(dice["usage"] as? String == "layerEffect")
    let offset = try #require(dice["maxSampleOffset"] as? [String: Any])
    #expect(offset["width"] as? Double == 10)
    #expect(offset["height"] as? Double == 10)
    let indices = try #require(dice["callSites"] as? [Int])
    #expect(indices.map { sites[$0]["function"] as? String } == ["linearMotionBlur"])
  }

  @Test func anUnresolvedCallSiteIsNullInJSON() throws {
    let run = tool("scan", Self.brokenSwift, "--format", "json")
    let root = try jsonObject(run.standardOutput)
    let sites = try #require(root["callSites"] as? [[String: Any]])
    let dynamic = try #require(
      sites.first {
        $0["function"] is NSNull
          && ($0["file"] as? String)?.hasSuffix("/UnresolvedCallSite.swift") == true
      })
    #expect(dynamic["resolved"] as? Bool == false)
    #expect(dynamic["line"] as? Int == 12)
    #expect(dynamic["column"] as? Int == 67)
    let runtime = try #require(sites.first { $0["arguments"] is NSNull })
    #expect(runtime["function"] as? String == "glow")
    #expect(runtime["resolved"] as? Bool == false)
  }

  @Test func aMetalOnlyScanHasNoSwiftKeys() throws {
    let run = tool("scan", RepositoryFixtures.path("TableReady/Shaders"), "--format", "json")
    let root = try jsonObject(run.standardOutput)
    #expect(root["callSites"] == nil)
    #expect(root["uses"] == nil)
  }

  @Test func emitRegistryPrintsTheHandWrittenRegistry() throws {
    let run = tool("scan", "--emit-registry", Self.tableReady + "/App")
    #expect(run.exitCode == 0)
    let emitted = try jsonObject(run.standardOutput)
    let handWritten = try jsonObject(
      try String(contentsOfFile: Self.tableReady + "/registry.json", encoding: .utf8))
    #expect(NSDictionary(dictionary: emitted).isEqual(to: handWritten))
    #expect(run.standardOutput.split(separator: "\n").count == 11)
  }

  @Test func emitRegistryWithoutSwiftIsAUsageError() {
    #expect(
      expectUsageError(tool("scan", "--emit-registry", Self.tableReady + "/Shaders"))
        == "--emit-registry needs Swift sources: no *.swift file under \(Self.tableReady)/Shaders")
  }

  @Test func aSwiftFileNamedDirectlyIsReadAsSwift() throws {
    let folder = try TemporaryFolder()
    let swift = try folder.write(
      "Views.swift",
      "import SwiftUI\nlet s = ShaderLibrary.glow(.float(1))\n")
    let metal = try folder.write(
      "Glow.metal",
      "[[ stitchable ]] half4 glow(float2 position, half4 color, float r, half4 tint) { return color; }\n"
    )
    let run = tool("scan", swift, metal)
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput.contains(
        "\(swift):2:9: error: [argumentCountMismatch] this call passes 1 argument, but 'glow' takes 2"
      ))
  }

  @Test func aRegistryThatDisagreesWithTheSwiftIsReportedAtTheRegistry() throws {
    let folder = try TemporaryFolder()
    let registry = folder.url("registry.json")
    try writeTableReadyRegistry(to: registry) { warmups in
      warmups[0]["arguments"] = ["boundingRect", "color", "color", "float2"]
    }
    let run = tool("scan", Self.tableReady, "--registry", registry)
    #expect(run.exitCode == 1)
    let errors = run.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
    // Once against the Metal (as before Swift was read), once against the Swift.
    #expect(errors.count == 2, "\(errors)")
    #expect(
      errors.contains {
        $0.hasPrefix("\(Self.tableReady)/Shaders/Felt.metal:")
          && $0.contains("[argumentTypeMismatch] argument 4 is registered as float2")
      })
    #expect(
      errors.contains {
        $0.hasPrefix("\(registry):")
          && $0.contains(
            "[argumentTypeMismatch] the registry lists argument 4 of 'feltSurface' as float2, but the Swift passes .float (\(Self.tableReady)/App/TableShaders+Warmups.swift:12:"
          )
      })
  }
}

/// `scan` given the app's Swift but not its shaders' folder: one error that says to add the
/// folder, in place of a `missingFunction` per call site and warm-up.
@Suite struct ScanWithoutMetalTests {
  static let app = RepositoryFixtures.path("TableReady/App")
  static let shaders = RepositoryFixtures.path("TableReady/Shaders")

  @Test func swiftWithoutMetalGivesOneHintFirst() throws {
    let run = tool("scan", Self.app)
    #expect(run.exitCode == 1)
    #expect(run.standardError.isEmpty)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let diagnostics = lines.filter { $0.contains("error: [") || $0.contains("warning: [") }
    #expect(
      diagnostics == [
        "error: [missingFunction] no .metal file under the scanned paths, so no function the Swift calls can be found (9 missingFunction errors left out); add the folder with your shaders, e.g. `effectproof scan \(Self.app) Shaders/`"
      ], "\(diagnostics)")
    // The call-site lines still name every function the Swift calls.
    #expect(lines.filter { $0.hasPrefix(Self.app + "/") }.count == 9)
    #expect(
      lines.last
        == "0 stitchable functions in 0 files; 9 call sites, 10 modifiers and 9 warm-ups in 13 Swift files; 1 error, 0 warnings"
    )
    let json = try jsonObject(tool("scan", Self.app, "--format", "json").standardOutput)
    let found = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(found.count == 1)
    #expect(found.first?["kind"] as? String == "missingFunction")
  }

  @Test func withTheShadersFolderThereIsNoHint() {
    let run = tool("scan", Self.app, Self.shaders)
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("no .metal file"))
  }

  @Test func aMisspeltCallWithMetalPresentIsStillReportedAtItsLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Glow.metal",
      "[[ stitchable ]] half4 glow(float2 position, half4 color) { return color; }\n")
    try folder.write(
      "App/View.swift",
      "import SwiftUI\nlet shader = ShaderLibrary.glwo()\n")
    let run = tool("scan", folder.path)
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("[missingFunction] no Metal source declares"))
    #expect(!run.standardOutput.contains("no .metal file"))
    // Without the Metal, the same call gets the hint and no missingFunction of its own.
    let swiftOnly = tool("scan", folder.url("App"))
    #expect(swiftOnly.standardOutput.contains("(1 missingFunction error left out)"))
    #expect(!swiftOnly.standardOutput.contains("no Metal source declares"))
  }
}
