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
    "missingFunction glwo MissingFunction.swift:7:23 error",
    "missingFunction wavee MissingFunction.swift:12:63 error",
    "unregisteredFunction stripes Shaders.metal:25:24 error",
    "unresolvedCallSite - UnresolvedCallSite.swift:12:67 warning",
    "unresolvedCallSite - UnresolvedCallSite.swift:15:78 warning",
    "unresolvedCallSite - UnresolvedCallSite.swift:18:30 warning",
    "usageMismatch blur UsageMismatch.swift:12:48 error",
    "usageMismatch wave UsageMismatch.swift:8:14 error",
  ]

  let model: SwiftShaderModel
  let diagnostics: [RegistryDiagnostic]

  init() {
    model = SwiftShaderReader().read(paths: [Self.folder])
    let scan = MetalSourceScanner().scan(paths: [Self.folder])
    diagnostics = RegistryChecker.check(nil, swift: model, against: scan)
  }

  static func row(_ diagnostic: RegistryDiagnostic) -> String {
    let file = (diagnostic.file ?? "-").split(separator: "/").last.map(String.init) ?? "-"
    let place = diagnostic.position.map { "\($0.line):\($0.column)" } ?? "-"
    return
      "\(diagnostic.kind) \(diagnostic.function ?? "-") \(file):\(place) \(diagnostic.severity)"
  }

  @Test func reportsExactlyTheSeededMistakes() {
    let actual = diagnostics.map(Self.row).sorted()
    #expect(actual == Self.expected)
    #expect(Set(Self.expected).subtracting(actual).sorted() == [], "expected but not reported")
    #expect(Set(actual).subtracting(Self.expected).sorted() == [], "reported but not expected")
  }

  @Test func everySwiftMistakeIsReportedInASwiftFile() {
    for diagnostic in diagnostics where diagnostic.kind != .unregisteredFunction {
      #expect(diagnostic.file?.hasSuffix(".swift") == true, "\(diagnostic)")
    }
  }

  @Test func theDecoysAndTheFactoryGiveNothing() {
    let quiet = diagnostics.filter {
      $0.file?.hasSuffix("/Decoys.swift") == true || $0.file?.hasSuffix("/Effects.swift") == true
    }
    #expect(quiet.map(\.description) == [])
  }

  @Test func theDefaultValueMessageSaysWhyTheDefaultDoesNotHelp() throws {
    let wind = try #require(diagnostics.first { $0.function == "wind" })
    #expect(wind.message.contains("float windSize = 0.2"))
    #expect(wind.message.contains("SwiftUI binds each parameter from the call"))
  }

  @Test func theMissingNamesSuggestTheNearestDeclaredOne() {
    let messages = diagnostics.filter { $0.kind == .missingFunction }.map(\.message).sorted()
    #expect(messages.count == 2)
    #expect(
      messages.allSatisfy {
        $0.hasSuffix("did you mean 'glow'?") || $0.hasSuffix("did you mean 'wave'?")
      })
  }

  @Test func theReadmeTableListsTheSameDiagnostics() throws {
    let rows = try RepositoryFixtures.readmeDiagnosticRows(Self.folder + "/README.md")
    #expect(rows.sorted() == Self.expected)
  }
}
