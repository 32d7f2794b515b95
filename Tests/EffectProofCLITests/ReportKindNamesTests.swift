import EffectProofBase
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// Reports write a finding's kind by its name alone; `merge` reads them back. Every name the
/// reports write today reads back to its id, and a report written by hand the way the tool
/// has always written it reads back to the same findings.
@Suite struct ReportKindNamesTests {
  /// Every id of docs/diagnostics.md, copied by hand.
  static let ids = [
    "proof.counterexample", "proof.coverage", "proof.discarded", "proof.strategy",
    "proof.timeLimit", "proof.promiseInput", "proof.promise", "proof.undecidedPromise",
    "proof.closedForm", "proof.loosePromise", "proof.sample", "proof.sampleOutsidePromise",
    "proof.nonFiniteSample", "proof.skipped", "proof.functionCount", "proof.geometryDisagrees",
    "proof.geometryNotRun",
    "registry.missingFunction", "registry.unregisteredFunction", "registry.usageMismatch",
    "registry.argumentCountMismatch", "registry.argumentTypeMismatch", "registry.missingCount",
    "registry.duplicateFunction", "registry.unresolvedCallSite", "registry.parseError",
    "registry.buildMembership", "registry.availability",
    "clang.message", "clang.compilerStopped", "clang.unreadableSource", "clang.rewriteFailed",
    "clang.linkFailed", "clang.signatureDisagreement", "clang.functionNotFound",
    "shader.shaderSetup", "shader.compileError", "shader.appImage", "shader.colourExcess",
    "shader.emptyArray", "shader.noViewSize", "shader.layerTooLarge", "shader.layerAtRisk",
    "shader.layerNotASize", "shader.unknownSite", "shader.unappliedCallSite",
    "shader.promiseDiffers", "shader.noPromise", "shader.guessesToReview", "shader.noSamples",
    "shader.literalOutsideDomain", "shader.tooSlow", "shader.notFinished", "shader.runFailed",
    "shader.notCertified",
    "kernel.compiledShader",
  ]

  /// A one-proof report whose one finding has `kind`, as `check --format json` writes it.
  static func report(kind: String) -> String {
    """
    {
      "generator" : "effectproof",
      "proofs" : [
        {
          "cases" : 1,
          "fact" : "A fact.",
          "findings" : [
            {
              "column" : null,
              "file" : null,
              "kind" : "\(kind)",
              "line" : null,
              "message" : "found",
              "severity" : "failure"
            }
          ],
          "id" : "a.proof",
          "status" : "failed"
        }
      ],
      "succeeded" : false
    }
    """
  }

  @Test(arguments: ids)
  func everyNameAReportWritesReadsBackToItsID(id: String) throws {
    let expected = try #require(DiagnosticID(id))
    let report = try JSONReportRenderer.parse(
      Data(Self.report(kind: expected.name).utf8), names: DiagnosticCatalogue.names)
    let finding = try #require(report.results.first?.findings.first)
    #expect(finding.id == expected)
    #expect(JSONReportRenderer.render(report).contains("\"kind\" : \"\(expected.name)\""))
  }

  @Test func theHandListIsEveryIDTheCatalogueHas() {
    #expect(Set(DiagnosticCatalogue.rows.map(\.id.description)) == Set(Self.ids))
  }

  /// A report as the tool wrote it before findings carried ids: a registry error at a line, a
  /// shader warning at a file alone, an engine counterexample, a clang error with no column.
  static let written = """
    {
      "generator" : "effectproof 0.9.0",
      "proofs" : [
        {
          "cases" : 12,
          "fact" : "Arguments match.",
          "findings" : [
            {
              "column" : 5,
              "file" : "Shaders/Dice.metal",
              "kind" : "missingCount",
              "line" : 30,
              "message" : "'device const float *pips' has no count",
              "severity" : "failure"
            },
            {
              "column" : null,
              "file" : "App/Felt.swift",
              "kind" : "promiseDiffers",
              "line" : null,
              "message" : "the config's maxSampleOffset differs",
              "severity" : "warning"
            },
            {
              "column" : null,
              "file" : null,
              "kind" : "counterexample",
              "line" : null,
              "message" : "fails at (0.5, 2)",
              "severity" : "failure"
            },
            {
              "column" : null,
              "file" : "Shaders/Broken.metal",
              "kind" : "compileError",
              "line" : 4,
              "message" : "use of undeclared identifier 'q'",
              "severity" : "failure"
            },
            {
              "column" : null,
              "file" : null,
              "kind" : "compiledShader",
              "line" : null,
              "message" : "no function 'curl'",
              "severity" : "note"
            }
          ],
          "id" : "registry.arguments",
          "status" : "failed"
        }
      ],
      "succeeded" : false
    }
    """

  @Test func aReportWrittenBeforeIDsReadsBackToTheSameFindings() throws {
    let report = try JSONReportRenderer.parse(
      Data(Self.written.utf8), names: DiagnosticCatalogue.names)
    let findings = try #require(report.results.first?.findings)
    let expected = [
      Diagnostic(
        DiagnosticID(domain: "registry", name: "missingCount"), severity: .error,
        message: "'device const float *pips' has no count",
        location: FileLocation(file: "Shaders/Dice.metal", line: 30, column: 5)),
      Diagnostic(
        DiagnosticID(domain: "shader", name: "promiseDiffers"), severity: .warning,
        message: "the config's maxSampleOffset differs",
        location: FileLocation(file: "App/Felt.swift")),
      Diagnostic(
        DiagnosticID(domain: "proof", name: "counterexample"), severity: .error,
        message: "fails at (0.5, 2)"),
      Diagnostic(
        DiagnosticID(domain: "shader", name: "compileError"), severity: .error,
        message: "use of undeclared identifier 'q'",
        location: FileLocation(file: "Shaders/Broken.metal", line: 4)),
      Diagnostic(
        DiagnosticID(domain: "kernel", name: "compiledShader"), severity: .note,
        message: "no function 'curl'"),
    ]
    #expect(findings.map(\.diagnostic) == expected)
    #expect(report.results.first?.status == .failed)
    #expect(report.generator == "effectproof 0.9.0")
  }
}
