import EffectProofBase
import Foundation
import ProofEngine
import Testing

@Suite struct HTMLReportRendererTests {
  static let hostileID = "registry.<script>alert(\"x&y\")</script>'"

  static let report = ProofReport(
    generator: "effectproof 9.9.9",
    results: [
      ProofResult(
        id: "registry.sourcesParse", fact: "Every source parses.", cases: 7, durationSeconds: 0.5),
      ProofResult(
        id: hostileID, fact: "Facts & <b>tags</b> stay text.", cases: 2,
        details: ["detail <img src=x onerror=alert(1)> & \"quoted\""]),
      ProofResult(
        id: "curl.samplePromise", fact: "The bend never samples further than r·(π/2 − 1).",
        cases: 2601, failingCases: 12,
        findings: [
          ProofFinding(kind: .counterexample, message: "case #17 fails"),
          ProofFinding(
            severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "loose"),
            message: "y is loose",
            file: "Curl.metal", line: 9),
        ],
        durationSeconds: 1.25, strategy: "grid + sobol×2048",
        worst: CaseRecord(index: 17, value: "(0.9, 180)", margin: -3.5),
        counterexample: Counterexample(
          original: CaseRecord(index: 17, value: "(0.9, 180)", margin: -3.5, note: "15.5 ≤ 12"),
          shrunk: CaseRecord(index: 17, value: "(0.75, 128)", margin: -0.25),
          shrinkSteps: 3, shrinkEvaluations: 42, shrinkStop: .minimal),
        seed: ProofSeed(0x5EED),
        replay: "effectproof check --only curl.samplePromise --seed 0x0000000000005EED"),
      ProofResult(
        id: "wheel.blur", fact: "The blur stays inside its promise.", cases: 3,
        findings: [
          ProofFinding(
            severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "loose"),
            message: "tightness 0.4")
        ],
        worst: CaseRecord(index: 2, value: "(1, 2)", margin: 0.5)),
      ProofResult(
        id: "registry.warmupsResolve", fact: "Warm-ups resolve.", cases: 0,
        findings: [
          ProofFinding(severity: .warning, kind: .skipped, message: "no registry in the config")
        ],
        wasSkipped: true),
    ])

  static let pngBytes: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 1, 2, 0xFF, 0xFE,
  ]

  static let figures = [
    ReportFigure(
      title: "Curl <margin> & \"sup\"", caption: "The margin over the peel.",
      content: .svg(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>
        """)),
    ReportFigure(title: "Frame 1", caption: "The first frame.", content: .png(pngBytes)),
  ]

  static var html: String {
    HTMLReportRenderer.render(report, figures: figures, title: "Run <1> & 'two'")
  }

  /// The substrings between `start` and the next `end`, in order.
  func pieces(of text: String, from start: String, to end: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let open = rest.range(of: start) {
      guard let close = rest[open.upperBound...].range(of: end) else { break }
      found.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return found
  }

  @Test func isOneSelfContainedPage() {
    let html = Self.html
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(html.contains("<style>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("http://") || html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(!html.contains("https://"))
  }

  @Test func escapesIDsDetailsFactsAndTitles() {
    let html = Self.html
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<img src=x"))
    #expect(!html.contains("<b>tags"))
    #expect(
      html.contains(
        "registry.&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;"))
    #expect(html.contains("detail &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;"))
    #expect(html.contains("Facts &amp; &lt;b&gt;tags&lt;/b&gt; stay text."))
    #expect(html.contains("<title>Run &lt;1&gt; &amp; &#39;two&#39;</title>"))
    #expect(html.contains("Curl &lt;margin&gt; &amp; &quot;sup&quot;"))
  }

  @Test func controlCharactersBecomeReplacementCharacters() {
    let report = ProofReport(results: [ProofResult(id: "a\u{1}b\u{7F}c", fact: "f", cases: 1)])
    let html = HTMLReportRenderer.render(report)
    #expect(html.contains("a\u{FFFD}b\u{FFFD}c"))
    #expect(!html.contains("\u{1}"))
  }

  @Test func oneRowPerProof() {
    let html = Self.html
    let body = pieces(of: html, from: "<tbody>", to: "</tbody>")
    #expect(body.count == 1)
    let rows = body.first.map { $0.components(separatedBy: "<tr").count - 1 } ?? 0
    #expect(rows == Self.report.results.count)
    #expect(
      html.components(separatedBy: "<tr class=\"proof ").count - 1 == Self.report.results.count)
    #expect(html.contains("<th scope=\"col\">Proof</th>"))
    #expect(html.contains("<tr class=\"proof failed\" id=\"proof-3\">"))
    #expect(html.contains("<tr class=\"proof warned\" id=\"proof-4\">"))
    #expect(html.contains("<tr class=\"proof skipped\" id=\"proof-5\">"))
  }

  @Test func statusesHaveTextAsWellAsColour() {
    let html = Self.html
    #expect(html.contains("<span class=\"badge passed\" title=\"passed\">✔ PASS</span>"))
    #expect(html.contains("<span class=\"badge failed\" title=\"failed\">✘ FAIL</span>"))
    #expect(html.contains("<span class=\"badge warned\" title=\"warned\">⚠ WARN</span>"))
    #expect(html.contains("<span class=\"badge skipped\" title=\"skipped\">○ SKIP</span>"))
  }

  @Test func summaryCountsSeedAndReplay() {
    let html = Self.html
    #expect(html.contains(Self.report.summaryLine))
    #expect(html.contains("<div><dt>Proofs</dt><dd>5</dd></div>"))
    #expect(html.contains("<div><dt>Passed</dt><dd>2</dd></div>"))
    #expect(html.contains("<div><dt>Failed</dt><dd>1</dd></div>"))
    #expect(html.contains("<div><dt>Warned</dt><dd>1</dd></div>"))
    #expect(html.contains("<div><dt>Skipped</dt><dd>1</dd></div>"))
    #expect(html.contains("<div><dt>Cases</dt><dd>2613</dd></div>"))
    #expect(html.contains("<div><dt>Duration</dt><dd>1.750 s</dd></div>"))
    #expect(html.contains("<dt>Seed</dt><dd><code>0x0000000000005EED</code></dd>"))
    #expect(
      html.contains(
        "<dt>Replay</dt><dd><code>effectproof check --only curl.samplePromise --seed 0x0000000000005EED</code></dd>"
      ))
    #expect(html.contains("<p class=\"verdict failed\">✘ Failed: 1 of 5 proofs failed</p>"))
  }

  @Test func aFailedProofShowsItsCounterexampleExpanded() throws {
    let row = try #require(
      pieces(of: Self.html, from: "<tr class=\"proof failed\"", to: "</tr>").first)
    let block = try #require(
      pieces(of: row, from: "<details class=\"counterexample\" open>", to: "</details>").first)
    #expect(
      block.contains(
        "<dt>Original</dt><dd>case #17 <code>(0.9, 180)</code>, margin <code>-3.5</code>"))
    #expect(block.contains("(15.5 ≤ 12)"))
    #expect(
      block.contains(
        "<dt>Shrunk</dt><dd>case #17 <code>(0.75, 128)</code>, margin <code>-0.25</code>"))
    #expect(
      block.contains("<dt>Shrinking</dt><dd>shrunk in 3 steps (minimal, 42 evaluations)</dd>"))
    #expect(block.contains("<dt>Failing cases</dt><dd>12 of 2601</dd>"))
    #expect(
      block.contains(
        "<pre><code>effectproof check --only curl.samplePromise --seed 0x0000000000005EED</code></pre>"
      ))
    // The structured counterexample replaces its one-line finding; other findings stay.
    #expect(!row.contains("case #17 fails"))
    #expect(row.contains("Curl.metal:9: loose: y is loose"))
    #expect(row.contains("margin <code>-3.5</code>"))
    // The failed row's headline says what failed before the fact.
    #expect(
      row.contains(
        "<p class=\"headline\"><strong>12 of 2601 cases fail; simplest (0.75, 128) (margin -0.25)</strong></p>"
      ))
  }

  @Test func warnedAndSkippedRowsShowTheirFindings() throws {
    let warned = try #require(
      pieces(of: Self.html, from: "<tr class=\"proof warned\"", to: "</tr>").first)
    #expect(
      warned.contains(
        "<li class=\"warning\"><span class=\"tag\">warning:</span> loose: tightness 0.4</li>"))
    #expect(warned.contains("margin <code>0.5</code>"))
    let skipped = try #require(
      pieces(of: Self.html, from: "<tr class=\"proof skipped\"", to: "</tr>").first)
    #expect(skipped.contains("no registry in the config"))
  }

  @Test func pngFigureIsABase64DataURIOfItsBytes() throws {
    let source = try #require(
      pieces(of: Self.html, from: "<img src=\"data:image/png;base64,", to: "\"").first)
    let decoded = try #require(Data(base64Encoded: source))
    #expect([UInt8](decoded) == Self.pngBytes)
    #expect(Self.html.contains("\" alt=\"Frame 1\">"))
    for count in 0..<8 {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
      let html = HTMLReportRenderer.render(
        ProofReport(), figures: [ReportFigure(title: "t", caption: "", content: .png(bytes))])
      let uri = try #require(pieces(of: html, from: "base64,", to: "\"").first)
      #expect(uri == Data(bytes).base64EncodedString())
    }
  }

  @Test func svgFigureIsInlinedWithoutItsXMLDeclaration() throws {
    let html = Self.html
    #expect(!html.contains("<?xml"))
    let figure = try #require(
      pieces(of: html, from: "<figure id=\"figure-1\"", to: "</figure>").first)
    #expect(figure.contains("\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\""))
    #expect(figure.contains("<figcaption>The margin over the peel.</figcaption>"))
    #expect(html.contains("<h2 id=\"pictures-heading\">Pictures</h2>"))
  }

  @Test func noFiguresNoPicturesSection() {
    #expect(!HTMLReportRenderer.render(Self.report).contains("Pictures"))
  }

  @Test func anEmptyReportStillRenders() {
    let html = HTMLReportRenderer.render(ProofReport())
    #expect(html.contains("No proofs ran."))
    #expect(html.contains("0 proofs: 0 passed"))
  }

  @Test func outputIsDeterministic() {
    #expect(Self.html == Self.html)
    #expect(
      HTMLReportRenderer.render(Self.report, figures: Self.figures)
        == HTMLReportRenderer.render(Self.report, figures: Self.figures))
  }
}
