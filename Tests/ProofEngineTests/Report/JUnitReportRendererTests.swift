import EffectProofBase
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@Suite struct JUnitReportRendererTests {
  static let report = ProofReport(
    generator: "effectproof 9.9.9",
    results: [
      ProofResult(
        id: "registry.sourcesParse", fact: "Every source parses.", cases: 7, durationSeconds: 0.5),
      ProofResult(
        id: "curl.monotone", fact: "The curl is monotone.", cases: 3,
        findings: [
          ProofFinding(
            kind: DiagnosticID(domain: "unlisted", name: "notMonotone"), message: "dips at 0.4",
            file: "CardCurl.metal",
            line: 12, column: 3
          ),
          ProofFinding(
            kind: DiagnosticID(domain: "unlisted", name: "notMonotone"), message: "dips at 0.7"),
          ProofFinding(
            severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "note"),
            message: "coarse grid",
            file: "CardCurl.metal",
            line: 4),
        ], durationSeconds: 0.25),
      ProofResult(
        id: "registry.warmupsResolve", fact: "Warm-ups resolve.", cases: 0,
        findings: [
          ProofFinding(severity: .warning, kind: .skipped, message: "no registry in the config")
        ],
        wasSkipped: true),
      ProofResult(
        id: "curl.shadow", fact: "The shadow stays inside.", cases: 4, durationSeconds: 0.0004),
      ProofResult(id: "standalone", fact: "An id without a dot.", cases: 1),
    ])

  func root(_ report: ProofReport = report) throws -> XMLTree.Element {
    try XMLTree.parse(JUnitReportRenderer.render(report))
  }

  @Test func rootCountsEveryProof() throws {
    let root = try root()
    #expect(root.name == "testsuites")
    #expect(root["name"] == "effectproof 9.9.9")
    #expect(root["tests"] == "5")
    #expect(root["failures"] == "1")
    #expect(root["skipped"] == "1")
    #expect(root["time"] == "0.750")
  }

  @Test func suitesAreGroupedByIdPrefixInFirstSeenOrder() throws {
    let root = try root()
    #expect(root.children.map(\.name) == ["testsuite", "testsuite", "testsuite"])
    let suites = root.elements("testsuite")
    #expect(suites.map { $0["name"] } == ["registry", "curl", "standalone"])
    #expect(suites.map { $0["tests"] } == ["2", "2", "1"])
    #expect(suites.map { $0["failures"] } == ["0", "1", "0"])
    #expect(suites.map { $0["skipped"] } == ["1", "0", "0"])
    #expect(suites.map { $0["errors"] } == ["0", "0", "0"])
    #expect(suites.map { $0["time"] } == ["0.500", "0.250", "0.000"])
    let names = suites.map { $0.elements("testcase").map { $0["name"] } }
    #expect(
      names == [
        ["registry.sourcesParse", "registry.warmupsResolve"], ["curl.monotone", "curl.shadow"],
        ["standalone"],
      ])
    let classnames = suites.map { $0.elements("testcase").map { $0["classname"] } }
    #expect(classnames == [["registry", "registry"], ["curl", "curl"], ["standalone"]])
  }

  @Test func failuresSkipsAndWarnings() throws {
    let cases = try root().elements("testsuite").flatMap { $0.elements("testcase") }
    let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0["name"] ?? "", $0) })

    let passing = try #require(byName["registry.sourcesParse"])
    #expect(passing.children.isEmpty)
    #expect(passing["time"] == "0.500")

    let failing = try #require(byName["curl.monotone"])
    #expect(failing.children.map(\.name) == ["failure", "system-out"])
    let failures = failing.elements("failure")
    #expect(failures.map { $0["type"] } == ["notMonotone"])
    #expect(failures.map { $0["message"] } == ["CardCurl.metal:12:3: dips at 0.4 (and 1 more)"])
    #expect(
      failures.map(\.text) == [
        "The curl is monotone.\nCardCurl.metal:12:3: dips at 0.4\ndips at 0.7"
      ])
    #expect(
      failing.elements("system-out").map(\.text) == ["warning: CardCurl.metal:4: coarse grid"])

    let skipped = try #require(byName["registry.warmupsResolve"])
    #expect(skipped.elements("skipped").map { $0["message"] } == ["no registry in the config"])
    #expect(skipped.elements("failure").isEmpty)

    #expect(byName["curl.shadow"]?["time"] == "0.000")
  }

  @Test func hostileTextIsEscapedAndTheDocumentParses() throws {
    let hostile = "a<b & \"c\" 'd' ]]> \u{1}e\u{8}\u{FFFE}"
    let report = ProofReport(
      generator: "gen <&> \"x\"",
      results: [
        ProofResult(
          id: "evil<&>.\"id\"", fact: "fact \(hostile)", cases: 1,
          findings: [
            ProofFinding(
              kind: DiagnosticID(domain: "unlisted", name: "kind<&\"'>"),
              message: "message \(hostile)",
              file: "file\(hostile).metal",
              line: 1),
            ProofFinding(
              severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "w"),
              message: "warn \(hostile)"),
          ]),
        ProofResult(
          id: "skip.me", fact: "F.", cases: 0,
          findings: [ProofFinding(severity: .warning, kind: .skipped, message: "skip \(hostile)")],
          wasSkipped: true),
      ])
    let xml = JUnitReportRenderer.render(report)
    #expect(!xml.contains("\u{1}"))
    #expect(!xml.contains("]]>"))
    let root = try XMLTree.parse(xml)
    let cleaned = "a<b & \"c\" 'd' ]]> \u{FFFD}e\u{FFFD}\u{FFFD}"
    #expect(root["name"] == "gen <&> \"x\"")
    let suites = root.elements("testsuite")
    #expect(suites.map { $0["name"] } == ["evil<&>", "skip"])
    let evil = try #require(suites.first?.elements("testcase").first)
    #expect(evil["name"] == "evil<&>.\"id\"")
    let failure = try #require(evil.elements("failure").first)
    #expect(failure["type"] == "kind<&\"'>")
    #expect(failure["message"] == "file\(cleaned).metal:1: message \(cleaned)")
    #expect(failure.text == "fact \(cleaned)\nfile\(cleaned).metal:1: message \(cleaned)")
    #expect(evil.elements("system-out").map { $0.text } == ["warning: warn \(cleaned)"])
    let skip = try #require(suites.last?.elements("testcase").first)
    #expect(skip.elements("skipped").map { $0["message"] } == ["skip \(cleaned)"])
  }

  @Test(arguments: [
    "<a b=\"&\"/>", "<a>\u{1}</a>", "<a>]]></a>", "<a><b></a>", "<a>", "",
  ])
  func theStrictReaderRejectsWhatTheRendererMustAvoid(broken: String) {
    #expect(XMLTree.read(broken) == nil)
  }

  @Test func theStrictReaderAcceptsEscapedText() throws {
    let root = try XMLTree.parse("<a b=\"&amp;&lt;&quot;\">x &gt; ]]&gt; <c/>y</a>")
    #expect(root["b"] == "&<\"")
    #expect(root.text == "x > ]]> y")
    #expect(root.children.map(\.name) == ["c"])
  }

  @Test func theDocumentHasADeclarationAndBalancedSuites() {
    let xml = JUnitReportRenderer.render(Self.report)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
    #expect(xml.hasSuffix("</testsuites>\n"))
    #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 3)
    #expect(xml.components(separatedBy: "</testsuite>").count - 1 == 3)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 5)
    #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
    #expect(xml.components(separatedBy: "<skipped ").count - 1 == 1)
  }

  @Test func theJUnitFormatIsTheJUnitRenderer() {
    #expect(ReportFormat.junit.render(Self.report) == JUnitReportRenderer.render(Self.report))
  }

  @Test func anEmptyReportIsAnEmptySuiteList() {
    let xml = JUnitReportRenderer.render(ProofReport())
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="effectproof" tests="0" failures="0" skipped="0" time="0.000">
        </testsuites>

        """)
  }

  @Test func nonFiniteAndNegativeTimesRenderAsZero() {
    let report = ProofReport(results: [
      ProofResult(id: "a.nan", fact: "F.", cases: 1, durationSeconds: .nan),
      ProofResult(id: "a.negative", fact: "F.", cases: 1, durationSeconds: -2),
      ProofResult(id: "a.long", fact: "F.", cases: 1, durationSeconds: 12.3456),
    ])
    let xml = JUnitReportRenderer.render(report)
    #expect(xml.contains("name=\"a.nan\" time=\"0.000\""))
    #expect(xml.contains("name=\"a.negative\" time=\"0.000\""))
    #expect(xml.contains("name=\"a.long\" time=\"12.346\""))
  }

  /// The renderer documents `<skipped/>` for every skipped proof, but a skipped result with no
  /// findings renders as a bare, passing `<testcase/>` while its suite counts it as skipped.
  @Test func aSkippedProofWithoutFindingsIsStillMarkedSkipped() {
    let report = ProofReport(results: [
      ProofResult(id: "a.b", fact: "F.", cases: 0, wasSkipped: true)
    ])
    let xml = JUnitReportRenderer.render(report)
    #expect(xml.contains("skipped=\"1\""))
    #expect(xml.contains("<skipped"))
  }
}
