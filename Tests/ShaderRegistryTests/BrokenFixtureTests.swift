import EffectProofBase
import EffectProofTestSupport
import Foundation
import ShaderRegistry
import Testing

/// The whole `Fixtures/Broken` folder checked against `Fixtures/Broken/registry.json`: every
/// seeded problem appears exactly once, with its kind, function, file, line and column, and
/// nothing else is reported. `Fixtures/Broken/README.md` lists the same table.
@Suite struct BrokenFixtureTests {
  static let folder = FixturePaths.path("Broken")
  static let registryPath = FixturePaths.path("Broken/registry.json")

  /// `kind function file:line:column severity`, one per expected diagnostic.
  static let expected = [
    "argumentCountMismatch fadeEdges ArgumentCountMismatch.metal:25:24 error",
    "argumentCountMismatch ripple ArgumentCountMismatch.metal:9:22 error",
    "argumentTypeMismatch doubleExposure ArgumentTypeMismatch.metal:16:92 error",
    "argumentTypeMismatch matrixTint ArgumentTypeMismatch.metal:11:65 error",
    "argumentTypeMismatch ripple ArgumentCountMismatch.metal:12:5 error",
    "argumentTypeMismatch tintedFelt ArgumentTypeMismatch.metal:6:80 error",
    "duplicateFunction chipShine DuplicateFunctionB.metal:7:24 error",
    "duplicateFunction chipShine registry.json:21:14 error",
    "missingCount diePips MissingCount.metal:10:5 error",
    "missingFunction feltSurfce registry.json:3:14 error",
    "parseError - Binary.metal:2:24 error",
    "parseError - InvalidUTF8.metal:1:59 warning",
    "parseError - UnterminatedComment.metal:9:1 error",
    "parseError unclosedParameters UnbalancedParentheses.metal:5:42 error",
    "unregisteredFunction feltSurface FeltSurface.metal:7:24 error",
    "unregisteredFunction orphanGlow UnregisteredFunction.metal:5:24 error",
    "usageMismatch rippleLayer UsageMismatch.metal:8:24 error",
    "usageMismatch waveWarp UsageMismatch.metal:14:25 error",
  ]

  /// The unclosed `(` of `unclosedParameters` reported a second time, without a function: a
  /// regression that must not come back.
  static let duplicateReport = "parseError - UnbalancedParentheses.metal:5:42 error"

  let scan: ScanResult
  let diagnostics: [Diagnostic]

  init() throws {
    scan = MetalSourceScanner().scan(paths: RepositoryFixtures.brokenMetalFiles)
    diagnostics = RegistryChecker.check(
      try WarmupRegistry.load(contentsOf: Self.registryPath), against: scan)
  }

  var full: [String] {
    diagnostics.map { "\($0.summary):\($0.position?.column ?? 0) \($0.severity)" }.sorted()
  }

  @Test func reportsExactlyTheSeededProblems() {
    let actual = full
    #expect(actual == Self.expected)
    let missing = Set(Self.expected).subtracting(actual).sorted()
    let unexpected = Set(actual).subtracting(Self.expected).sorted()
    #expect(missing == [], "expected but not reported")
    #expect(unexpected == [], "reported but not expected")
  }

  @Test func reportsExactlyTheSeededProblemsInTheBriefForm() {
    let brief = diagnostics.map(\.summary).filter {
      $0 != "parseError - UnbalancedParentheses.metal:5"
    }
    let expected = Self.expected.map { line in
      // Drop ":column severity" from "kind function file:line:column severity".
      let withoutSeverity = line.split(separator: " ").dropLast().joined(separator: " ")
      return String(
        withoutSeverity[..<(withoutSeverity.lastIndex(of: ":") ?? withoutSeverity.endIndex)])
    }
    #expect(brief.sorted() == expected.sorted())
  }

  @Test func unclosedParameterListIsReportedOnlyOnce() {
    let inFile = diagnostics.filter { $0.fileName == "UnbalancedParentheses.metal" }
    #expect(inFile.contains { $0.subject == "unclosedParameters" && $0.place == "5:42" })
    #expect(inFile.count == 1, "\(inFile.map(\.labelled))")
    #expect(!full.contains(Self.duplicateReport))
  }

  @Test func everyDiagnosticNamesItsFullPath() {
    for diagnostic in diagnostics {
      #expect(diagnostic.file == Self.folder + "/" + diagnostic.fileName, "\(diagnostic)")
    }
  }

  @Test func diagnosticsComeSortedByFileAndPosition() {
    let keys = diagnostics.map { ($0.file ?? "", $0.line ?? 0, $0.position?.column ?? 0) }
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func findsTheVisibleFunctionsAndNothingHidden() {
    let expected: [String: String] = [
      "ripple": "ArgumentCountMismatch.metal:9",
      "fadeEdges": "ArgumentCountMismatch.metal:25",
      "tintedFelt": "ArgumentTypeMismatch.metal:6",
      "matrixTint": "ArgumentTypeMismatch.metal:11",
      "doubleExposure": "ArgumentTypeMismatch.metal:16",
      "boundsOnly": "ArgumentTypeMismatch.metal:22",
      "crlfTint": "CRLFTabsBOM.metal:6",
      "crlfWarp": "CRLFTabsBOM.metal:12",
      "chipShine": "DuplicateFunctionA.metal:5",
      "feltSurface": "FeltSurface.metal:7",
      "elseBranchShade": "IfZero.metal:14",
      "latin1Shade": "InvalidUTF8.metal:5",
      "diePips": "MissingCount.metal:7",
      "literalSurvivor": "StringAndComment.metal:13",
      "afterUnclosed": "UnbalancedParentheses.metal:10",
      "orphanGlow": "UnregisteredFunction.metal:5",
      "beforeOpenComment": "UnterminatedComment.metal:5",
      "rippleLayer": "UsageMismatch.metal:8",
      "waveWarp": "UsageMismatch.metal:14",
    ]
    #expect(scan.summary == expected)
    #expect(scan.functions.count == expected.count)
  }

  @Test func scansEveryMetalFileInSortedOrder() {
    let names = scan.files.map { ($0 as NSString).lastPathComponent }
    #expect(
      names == [
        "ArgumentCountMismatch.metal", "ArgumentTypeMismatch.metal", "Binary.metal",
        "CRLFTabsBOM.metal", "DuplicateFunctionA.metal", "DuplicateFunctionB.metal",
        "FeltSurface.metal", "IfZero.metal", "InvalidUTF8.metal", "MissingCount.metal",
        "StringAndComment.metal", "UnbalancedParentheses.metal", "UnregisteredFunction.metal",
        "UnterminatedComment.metal", "UsageMismatch.metal",
      ])
  }

  @Test func theReadmeTableListsTheSameDiagnostics() throws {
    let rows = try RepositoryFixtures.readmeDiagnosticRows(FixturePaths.path("Broken/README.md"))
    #expect(rows.sorted() == Self.expected)
  }
}
