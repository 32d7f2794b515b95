import EffectProofBase
import EffectProofTestSupport
import Foundation
import ShaderRegistry
import SwiftCallSites
import Testing

/// `Fixtures/Broken/Swift` read and checked as `effectproof scan` does: every seeded mistake
/// appears exactly once at its Swift file, line and column, the decoys give nothing, and the
/// folder's README lists the same table.
@Suite struct BrokenSwiftFixtureTests {
  static let folder = RepositoryFixtures.path("Broken/Swift")

  /// `kind function file:line:column severity`, one per expected diagnostic.
  static let expected = [
    "argumentCountMismatch wave ArgumentCountMismatch.swift:8:17 error",
    "argumentCountMismatch wind DefaultValue.swift:8:26 error",
    "argumentTypeMismatch blur ArgumentTypeMismatch.swift:8:44 error",
    "argumentTypeMismatch blur WrapperArgumentType.swift:7:52 error",
    "missingFunction glwo MissingFunction.swift:7:23 error",
    "missingFunction strpes WrapperMissingFunction.swift:7:34 error",
    "missingFunction wavee MissingFunction.swift:12:63 error",
    "unregisteredFunction stripes UnregisteredFunction.swift:7:9 error",
    "unresolvedCallSite - RuntimeLookup.swift:12:20 warning",
    "unresolvedCallSite - RuntimeLookup.swift:14:20 warning",
    "unresolvedCallSite - RuntimeLookup.swift:20:16 warning",
    "unresolvedCallSite - RuntimeLookup.swift:24:45 warning",
    "unresolvedCallSite - UnresolvedCallSite.swift:12:67 warning",
    "unresolvedCallSite - UnresolvedCallSite.swift:15:78 warning",
    "unresolvedCallSite - UnresolvedCallSite.swift:18:30 warning",
    "usageMismatch blur ShapeStyles.swift:11:18 error",
    "usageMismatch blur UsageMismatch.swift:12:48 error",
    "usageMismatch glow LocalWarmups.swift:9:56 error",
    "usageMismatch wave Fallbacks.swift:15:22 error",
    "usageMismatch wave ShapeStyles.swift:13:18 error",
    "usageMismatch wave ShapeStyles.swift:9:18 error",
    "usageMismatch wave UsageMismatch.swift:8:14 error",
  ]

  let model: SwiftShaderModel
  let diagnostics: [Diagnostic]

  init() {
    model = SwiftShaderReader().read(paths: [Self.folder])
    let scan = MetalSourceScanner().scan(paths: [Self.folder])
    diagnostics = RegistryChecker.check(nil, swift: model, against: scan)
  }

  static func row(_ diagnostic: Diagnostic) -> String {
    let file = (diagnostic.file ?? "-").split(separator: "/").last.map(String.init) ?? "-"
    let place = diagnostic.position.map { "\($0.line):\($0.column)" } ?? "-"
    return
      "\(diagnostic.id.name) \(diagnostic.subject ?? "-") \(file):\(place) \(diagnostic.severity)"
  }

  @Test func reportsExactlyTheSeededMistakes() {
    let actual = diagnostics.map(Self.row).sorted()
    #expect(actual == Self.expected)
    #expect(Set(Self.expected).subtracting(actual).sorted() == [], "expected but not reported")
    #expect(Set(actual).subtracting(Self.expected).sorted() == [], "reported but not expected")
  }

  @Test func everySwiftMistakeIsReportedInASwiftFile() {
    for diagnostic in diagnostics {
      #expect(diagnostic.file?.hasSuffix(".swift") == true, "\(diagnostic)")
    }
  }

  @Test func theDecoysTheFactoryAndTheWrappersGiveNothing() {
    let quiet = ["Decoys.swift", "Effects.swift", "PackageShaders.swift", "WrapperDecoys.swift"]
    let reported = diagnostics.filter { diagnostic in
      quiet.contains { diagnostic.file?.hasSuffix("/" + $0) == true }
    }
    #expect(reported.map(\.description) == [])
  }

  /// The missing warm-up stands at the list and names the fill that uses the shader and its
  /// Metal declaration.
  @Test func theMissingWarmupNamesItsUseAndItsDeclaration() throws {
    let stripes = try #require(diagnostics.first { $0.registryKind == .unregisteredFunction })
    #expect(
      stripes.message
        == "'stripes' (\(Self.folder)/Shaders.metal:25) is not among the app's warm-ups here, so it compiles on first use; it is used at \(Self.folder)/Decoys.swift:40:21 (a shape style)"
    )
  }

  /// Each call of a function looked up at run time says where it was looked up.
  @Test func aRuntimeLookupCalledLaterNamesTheLookup() {
    let messages = diagnostics.filter {
      $0.file?.hasSuffix("/RuntimeLookup.swift") == true && $0.position?.line == 12
    }.map(\.message)
    #expect(
      messages == [
        "the function name 'title.functionName' is chosen at run time, so the function and its signature are not known (looked up at \(Self.folder)/RuntimeLookup.swift:10:52)"
      ])
  }

  @Test func theDefaultValueMessageSaysWhyTheDefaultDoesNotHelp() throws {
    let wind = try #require(diagnostics.first { $0.subject == "wind" })
    #expect(wind.message.contains("float windSize = 0.2"))
    #expect(wind.message.contains("SwiftUI binds each parameter from the call"))
  }

  @Test func theMissingNamesSuggestTheNearestDeclaredOne() {
    let messages = diagnostics.filter { $0.registryKind == .missingFunction }.map(\.message)
      .sorted()
    #expect(messages.count == 3)
    #expect(
      messages.allSatisfy {
        $0.hasSuffix("did you mean 'glow'?") || $0.hasSuffix("did you mean 'wave'?")
          || $0.hasSuffix("did you mean 'stripes'?")
      })
  }

  @Test func theReadmeTableListsTheSameDiagnostics() throws {
    let rows = try RepositoryFixtures.readmeDiagnosticRows(Self.folder + "/README.md")
    #expect(rows.sorted() == Self.expected)
  }
}
