import EffectProof
import EffectProofBase
import EffectProofTestSupport
import Foundation
import LocatedJSON
import ProofEngine
import ShaderRegistry
import Testing

@Suite struct RegistryProofsTests {
  static let ids = [
    "registry.sourcesParse", "registry.uniqueNames", "registry.warmupsResolve",
    "registry.everyFunctionWarmedUp",
    "registry.usage", "registry.arguments",
  ]

  // MARK: - TableReady

  /// The ids with the Swift proof, which runs when the config names Swift sources.
  static let swiftIds = [
    "registry.sourcesParse", "registry.uniqueNames", "registry.callSitesFollowed",
    "registry.buildMembership", "registry.availability",
    "registry.warmupsResolve", "registry.everyFunctionWarmedUp", "registry.usage",
    "registry.arguments",
  ]

  @Test func tableReadyPassesEveryProofFromItsSwift() throws {
    let config = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    #expect(config.registry == nil)
    let results = RegistryProofs.run(config.readingSwift)
    #expect(results.map(\.id) == Self.swiftIds + ["registry.functionCount"])
    // TableReady.xcodeproj builds App/ and Shaders/ (synchronized folders) at iOS 18.0, so
    // the two build proofs pass too.
    #expect(results.map(\.status) == Array(repeating: .passed, count: 10))
    #expect(results.allSatisfy { $0.findings.isEmpty })
    // 7 files; 9 functions + 9 warm-ups; 9 call sites + 10 modifiers + 9 warm-ups; 9 call
    // sites with a name; 9 call sites + 10 modifiers; 9 warm-ups; 9 functions (three times);
    // one count.
    #expect(results.map(\.cases) == [7, 18, 28, 9, 19, 9, 9, 9, 9, 1])
    #expect(results.allSatisfy { !$0.fact.isEmpty && $0.fact.hasSuffix(".") })
    #expect(results.allSatisfy { $0.durationSeconds >= 0 && $0.durationSeconds.isFinite })
  }

  @Test func swiftThatWasNotReadFailsRatherThanPasses() throws {
    let config = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    let results = RegistryProofs.run(config)
    #expect(results.filter { $0.status == .failed }.map(\.id) == ["registry.sourcesParse"])
    let finding = try #require(results.first?.findings.first)
    #expect(
      finding.message.hasPrefix("the config names Swift sources (swift), but they were not read"))
    #expect(!ProofReport(results: results).succeeded)
  }

  @Test func aDifferentPinnedCountFailsOnlyFunctionCount() throws {
    var config = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    config.expectedFunctionCount = 8
    let results = RegistryProofs.run(config.readingSwift)
    #expect(results.filter { $0.status == .failed }.map(\.id) == ["registry.functionCount"])
    let finding = try #require(results.last?.findings.first)
    #expect(finding.engineKind == .functionCount)
    #expect(finding.severity == .error)
    #expect(
      finding.message
        == "expected 8 stitchable functions, found 9: cardCurlBend, cardCurlShade, cardCurlShadow, cardFlipShading, dieMaterial, feltSurface, linearMotionBlur, ripple, wheelArcBlur"
    )
    #expect(finding.file == nil)
  }

  @Test func withoutAPinnedCountThereIsNoFunctionCountProof() throws {
    var config = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    config.expectedFunctionCount = nil
    #expect(RegistryProofs.run(config.readingSwift).map(\.id) == Self.swiftIds)
  }

  @Test func withoutARegistryOrSwiftTheRegistryProofsAreSkipped() throws {
    var config = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    config.registry = nil
    config.swiftPaths = []
    let results = RegistryProofs.run(config)
    let statuses = Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0.status) })
    #expect(statuses["registry.warmupsResolve"] == .skipped)
    #expect(statuses["registry.everyFunctionWarmedUp"] == .skipped)
    #expect(
      results.filter { $0.status == .passed }.map(\.id) == [
        "registry.sourcesParse", "registry.uniqueNames", "registry.usage", "registry.arguments",
        "registry.functionCount",
      ])
    let skipped = results.filter { $0.status == .skipped }
    for result in skipped {
      #expect(result.findings.map(\.id.name) == ["skipped"])
      #expect(result.findings.map(\.severity) == [.warning])
      #expect(
        result.findings.map(\.message) == ["no registry in the config, and no warm-up in its Swift"]
      )
    }
    #expect(results.map(\.cases) == [7, 9, 0, 9, 9, 9, 1])
    #expect(ProofReport(results: results).succeeded)
  }

  // MARK: - Seeded problems

  /// A folder with `alpha` in A.metal and `beta` in B.metal, both warmed up, plus `extra`
  /// sources and warm-ups; returns the proofs and the config file.
  func run(
    extraSources: [String: String] = [:], extraWarmups: [String] = [], betaWarmup: String? = nil,
    alphaSuffix: String = "", in folder: TemporaryFolder
  ) throws -> (results: [ProofResult], config: String) {
    try folder.write("Shaders/A.metal", MetalSnippets.colorEffect("alpha") + alphaSuffix)
    try folder.write("Shaders/B.metal", MetalSnippets.colorEffect("beta"))
    for (name, source) in extraSources { try folder.write("Shaders/\(name)", source) }
    let warmups =
      [
        MetalSnippets.colorEffectWarmup("alpha"),
        betaWarmup ?? MetalSnippets.colorEffectWarmup("beta"),
      ]
      + extraWarmups
    let file = try folder.write(
      "effectproof.json",
      "{\n\"registry\": {\"warmups\": [\n" + warmups.joined(separator: ",\n") + "\n]}\n}\n")
    return (RegistryProofs.run(try EffectProofConfig.load(contentsOf: file)), file)
  }

  func failed(_ results: [ProofResult]) -> [String] {
    results.filter { $0.status == .failed }.map(\.id)
  }

  @Test func theCleanSeedPasses() throws {
    let folder = try TemporaryFolder()
    let (results, _) = try run(in: folder)
    #expect(results.map(\.status) == Array(repeating: .passed, count: 6))
    #expect(results.map(\.cases) == [2, 4, 2, 2, 2, 2])
  }

  @Test func aMisspeltWarmupFailsWarmupsResolve() throws {
    let folder = try TemporaryFolder()
    // Line 1 "{", 2 "registry", 3 alpha, 4 beta, 5 the misspelt warm-up.
    let (results, config) = try run(
      extraWarmups: [MetalSnippets.colorEffectWarmup("alpah")], in: folder)
    #expect(failed(results) == ["registry.warmupsResolve"])
    let finding = try #require(results.first { $0.id == "registry.warmupsResolve" }?.findings.first)
    #expect(finding.id == RegistryDiagnosticKind.missingFunction.id)
    #expect(finding.file == config)
    #expect(finding.line == 5)
    #expect(finding.column == 10)
    #expect(
      finding.message
        == "no Metal source declares a [[ stitchable ]] function named 'alpah'; did you mean 'alpha'?"
    )
  }

  @Test func anUnregisteredFunctionFailsEveryFunctionWarmedUp() throws {
    let folder = try TemporaryFolder()
    let (results, _) = try run(
      extraSources: ["C.metal": MetalSnippets.colorEffect("gamma")], in: folder)
    #expect(failed(results) == ["registry.everyFunctionWarmedUp"])
    let findings = try #require(
      results.first { $0.id == "registry.everyFunctionWarmedUp" }?.findings)
    #expect(findings.map(\.id.name) == ["unregisteredFunction"])
    #expect(findings.map(\.file) == [folder.url("Shaders/C.metal")])
    #expect(findings.map(\.line) == [4])
    #expect(findings.map(\.column) == [24])
  }

  @Test func aWrongUsageFailsUsage() throws {
    let folder = try TemporaryFolder()
    let (results, _) = try run(
      betaWarmup:
        "{\"name\": \"beta\", \"usage\": \"distortionEffect\", \"arguments\": [\"float\"]}",
      in: folder)
    #expect(failed(results) == ["registry.usage"])
    let findings = try #require(results.first { $0.id == "registry.usage" }?.findings)
    #expect(findings.map(\.id.name) == ["usageMismatch"])
    #expect(findings.map(\.file) == [folder.url("Shaders/B.metal")])
    #expect(findings.map(\.line) == [4])
  }

  @Test func aMissingCountFailsArguments() throws {
    let folder = try TemporaryFolder()
    let source = """
      [[ stitchable ]] half4 delta(
          float2 position,
          half4 color,
          device const float *values,
          float scale
      ) {
          return color;
      }

      """
    let (results, _) = try run(
      extraSources: ["D.metal": source],
      extraWarmups: [
        "{\"name\": \"delta\", \"usage\": \"colorEffect\", \"arguments\": [\"floatArray\", \"float\"]}"
      ],
      in: folder)
    #expect(failed(results) == ["registry.arguments"])
    let findings = try #require(results.first { $0.id == "registry.arguments" }?.findings)
    #expect(findings.map(\.id.name) == ["missingCount"])
    #expect(findings.map(\.file) == [folder.url("Shaders/D.metal")])
    #expect(findings.map(\.line) == [4])
    #expect(findings.map(\.column) == [5])
  }

  @Test func aWrongArgumentListFailsArguments() throws {
    let folder = try TemporaryFolder()
    let (results, _) = try run(
      betaWarmup:
        "{\"name\": \"beta\", \"usage\": \"colorEffect\", \"arguments\": [\"float\", \"float\"]}",
      in: folder)
    #expect(failed(results) == ["registry.arguments"])
    let findings = try #require(results.first { $0.id == "registry.arguments" }?.findings)
    #expect(findings.map(\.id.name) == ["argumentCountMismatch"])
    #expect(findings.map(\.file) == [folder.url("Shaders/B.metal")])
  }

  @Test func aFunctionDeclaredInTwoFilesFailsUniqueNames() throws {
    let folder = try TemporaryFolder()
    let (results, _) = try run(
      extraSources: [
        "E1.metal": MetalSnippets.colorEffect("echo"),
        "E2.metal": MetalSnippets.colorEffect("echo"),
      ],
      extraWarmups: [MetalSnippets.colorEffectWarmup("echo")], in: folder)
    #expect(failed(results) == ["registry.uniqueNames"])
    let findings = try #require(results.first { $0.id == "registry.uniqueNames" }?.findings)
    #expect(findings.map(\.id.name) == ["duplicateFunction"])
    #expect(findings.map(\.file) == [folder.url("Shaders/E2.metal")])
    #expect(findings.map(\.line) == [4])
    #expect(findings.first?.message.contains(folder.url("Shaders/E1.metal") + ":4:24") == true)
  }

  @Test func aWarmupListedTwiceFailsUniqueNames() throws {
    let folder = try TemporaryFolder()
    let (results, config) = try run(
      extraWarmups: [MetalSnippets.colorEffectWarmup("beta")], in: folder)
    #expect(failed(results) == ["registry.uniqueNames"])
    let findings = try #require(results.first { $0.id == "registry.uniqueNames" }?.findings)
    #expect(findings.map(\.id.name) == ["duplicateFunction"])
    #expect(findings.map(\.file) == [config])
    #expect(findings.map(\.line) == [5])
  }

  @Test func anUnterminatedCommentFailsSourcesParse() throws {
    let folder = try TemporaryFolder()
    // The snippet is six lines long, so the comment opens on line 7, column 1.
    let (results, _) = try run(
      alphaSuffix: "/* never closed\n[[ stitchable ]] half4 hidden(float2 p) {}\n", in: folder)
    #expect(failed(results) == ["registry.sourcesParse"])
    let findings = try #require(results.first { $0.id == "registry.sourcesParse" }?.findings)
    #expect(findings.map(\.id.name) == ["parseError"])
    #expect(findings.map(\.file) == [folder.url("Shaders/A.metal")])
    #expect(findings.map(\.line) == [7])
    #expect(findings.map(\.column) == [1])
  }

  @Test func aFileListedTwiceIsNotADuplicateOfItself() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/A.metal", MetalSnippets.colorEffect("alpha"))
    let file = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\", \"Shaders/A.metal\"]}")
    let results = RegistryProofs.run(try EffectProofConfig.load(contentsOf: file))
    #expect(failed(results).isEmpty, "\(results.flatMap(\.findings).map(\.message))")
  }

  @Test func aSourceOverTheConfiguredSizeLimitFailsSourcesParse() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/A.metal", MetalSnippets.colorEffect("alpha"))
    let file = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \"maxFileBytes\": 10}")
    let results = RegistryProofs.run(try EffectProofConfig.load(contentsOf: file))
    // The one source was not read, so the proofs over its functions have nothing to check:
    // they fail too, never pass on nothing (docs/guarantees.md, "No vacuous pass").
    #expect(
      failed(results) == [
        "registry.sourcesParse", "registry.uniqueNames", "registry.usage", "registry.arguments",
      ])
    let findings = try #require(results.first?.findings)
    #expect(findings.map(\.id.name) == ["parseError"])
    #expect(findings.first?.message.contains("over the 10-byte limit") == true)
  }

  // MARK: - results(scan:…)

  /// One colour effect `f` in `F.metal`, and its warm-up: something for every proof to check.
  static let oneFunction = StitchableFunction(
    name: "f", file: "F.metal", position: SourcePosition(line: 1, column: 1),
    returnType: "half4",
    parameters: [
      MetalParameter(type: "float2", name: "position", kind: .float2, position: .start),
      MetalParameter(type: "half4", name: "color", kind: .half4, position: .start),
    ])
  static let oneWarmup = WarmupRegistry([Warmup(name: "f", usage: .colorEffect, arguments: [])])

  @Test func warningDiagnosticsBecomeWarningFindingsAndDoNotFail() {
    let scan = ScanResult(
      files: ["X.metal"], functions: [Self.oneFunction],
      diagnostics: [
        Diagnostic.registry(
          severity: .warning, kind: .parseError, file: "X.metal", message: "not UTF-8")
      ])
    let results = RegistryProofs.results(
      scan: scan, registry: Self.oneWarmup, diagnostics: scan.diagnostics, durationSeconds: 0.6)
    #expect(results.map(\.status) == [.warned] + Array(repeating: .passed, count: 5))
    #expect(results.first?.findings.map(\.severity) == [.warning])
    #expect(results.first?.findings.map(\.file) == ["X.metal"])
    #expect(results.first?.findings.map(\.line) == [nil])
    for result in results { #expect(abs(result.durationSeconds - 0.1) < 1e-12) }
  }

  @Test func nothingToReadFailsInsteadOfPassing() throws {
    let folder = try TemporaryFolder()
    _ = try folder.makeFolder("Shaders")
    _ = try folder.makeFolder("App")
    try folder.write("App/Notes.swift", "// no shader here\n")
    let file = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \"swift\": [\"App\"]}")
    let config = try EffectProofConfig.load(contentsOf: file)
    let read = AppSwiftSources(model: SwiftShaderModel(files: config.swiftPaths))
    let results = RegistryProofs.run(Workspace(config: config, swift: read))
    #expect(failed(results).contains("registry.sourcesParse"))
    #expect(failed(results).contains("registry.callSitesFollowed"))
    let message = results.first { $0.id == "registry.callSitesFollowed" }?.findings.first?.message
    #expect(message?.contains("nothing to check") == true, "\(message ?? "")")
  }

  @Test func eachDiagnosticKindFailsExactlyOneProof() {
    let owner: [RegistryDiagnosticKind: String] = [
      .parseError: "registry.sourcesParse", .duplicateFunction: "registry.uniqueNames",
      .missingFunction: "registry.warmupsResolve",
      .unregisteredFunction: "registry.everyFunctionWarmedUp",
      .usageMismatch: "registry.usage", .argumentCountMismatch: "registry.arguments",
      .argumentTypeMismatch: "registry.arguments", .missingCount: "registry.arguments",
      .unresolvedCallSite: "registry.callSitesFollowed",
      .buildMembership: "registry.buildMembership", .availability: "registry.availability",
    ]
    for kind in RegistryDiagnosticKind.allCases {
      let diagnostic = Diagnostic.registry(kind: kind, file: "F.metal", position: nil, message: "m")
      // One source with one function, its warm-up and one resolved call site, so that no
      // proof has nothing to check.
      let site = FileLocation(file: "A.swift", position: SourcePosition(line: 1, column: 1))
      let swift = SwiftShaderModel(
        files: ["A.swift"],
        callSites: [
          ShaderCallSite(function: "f", location: site, callLocation: site, arguments: [])
        ])
      let results = RegistryProofs.results(
        scan: ScanResult(files: ["F.metal"], functions: [Self.oneFunction]),
        registry: Self.oneWarmup, swift: swift,
        diagnostics: [diagnostic])
      #expect(failed(results) == [owner[kind] ?? "?"], "\(kind)")
      let failing = results.first { $0.status == .failed }
      #expect(failing?.findings.map(\.id.name) == [kind.rawValue])
    }
  }
}
