import Foundation
import Testing

/// The test-honesty check (docs/writing-a-proof.md, "Honest tests"): first on planted
/// examples, so it is shown to catch what it claims to, then on the whole `Tests/` tree, which
/// must have no finding.
@Suite struct TestHonestyTests {
  static func rules(_ source: String) -> [HonestyFinding.Rule] {
    TestHonestyChecker.check(source: source, path: "fixture.swift").map(\.rule)
  }

  // MARK: - withKnownIssue

  @Test func anUntrackedKnownIssueIsFlagged() {
    let source = """
      @Test func hides() {
        withKnownIssue {
          #expect(compute() == 3)
        }
      }
      """
    let findings = TestHonestyChecker.check(source: source, path: "fixture.swift")
    #expect(findings.map(\.rule) == [.untrackedKnownIssue])
    #expect(findings.first?.line == 2)
    #expect(
      findings.first?.description
        == "fixture.swift:2: \(findings[0].rule.rawValue): withKnownIssue {")
  }

  @Test func aCommentWithoutABugReferenceIsNotATrackingComment() {
    let source = """
      // This fails sometimes; we know.
      withKnownIssue { #expect(compute() == 3) }
      """
    #expect(Self.rules(source) == [.untrackedKnownIssue])
  }

  @Test func aCommentNamingThePlatformBugIsATrackingComment() {
    for reference in [
      "https://github.com/swiftlang/swift-corelibs-foundation/issues/4791",
      "swiftlang/swift-testing#812", "rdar://123456", "FB13579246", "SR-15123",
    ] {
      let source = """
        // Tracks \(reference): Foundation's Process leaks a pipe on Linux.
        // Remove when that is fixed.
        withKnownIssue(isIntermittent: true) { #expect(compute() == 3) }
        """
      #expect(Self.rules(source).isEmpty, "\(reference)")
    }
    // The comment must be just above: a blank line breaks the block.
    let detached = """
      // Tracks swiftlang/swift-testing#812.

      withKnownIssue { #expect(compute() == 3) }
      """
    #expect(Self.rules(detached) == [.untrackedKnownIssue])
  }

  @Test func aKnownIssueInsideAStringOrACommentIsNotCode() {
    let source = #"""
      let fixture = "withKnownIssue { }"
      // withKnownIssue is banned without a tracking comment.
      let multiline = """
        withKnownIssue {
        }
        """
      """#
    #expect(Self.rules(source).isEmpty)
  }

  // MARK: - Literal comparisons

  @Test func comparisonsOfTwoLiteralsAreFlagged() {
    let flagged = [
      "#expect(abs(0.16 * 131 * (Double.pi / 2 - 1) - 11.963891009621) < 1e-9)",
      "#expect(abs(exp(-0.7 * .pi / 0.51.squareRoot()) - 0.046) < 0.0005)",
      "#expect(2 + 2 == 4)",
      "#expect(\"a\" != \"b\", \"strings\")",
      "#expect(0x1p-53 <= 1)",
      "#expect(1 > 0)",
      "#expect(true)",
      "#expect(curl.cases == 3 && 4 >= 2)",
      "#expect(!(1 == 2))",
      "try #require(3 == 3)",
      "XCTAssertEqual(1.5, 1.5)",
      "XCTAssertLessThan(Double.pi, 4, \"pi\")",
      "XCTAssertTrue(10 > 9)",
      "XCTAssert(\"x\" == \"x\")",
    ]
    for line in flagged {
      #expect(Self.rules(line) == [.literalComparison], "\(line)")
    }
  }

  @Test func aLocalBoundToLiteralArithmeticIsALiteral() {
    let source = """
      let raw = 2 * 132 * sin(0.35 / 4)
      #expect(abs(raw - 23.07) < 0.01)
      """
    #expect(Self.rules(source) == [.literalComparison])
    // Bound once to a literal and once to a real value: not a literal.
    let rebound = """
      let raw = 2 * 132 * sin(0.35 / 4)
      let raw = WheelBlur.chord(radius: 132)
      #expect(abs(raw - 23.07) < 0.01)
      """
    #expect(Self.rules(rebound).isEmpty)
  }

  @Test func comparisonsThatCallTheCodeAreNotFlagged() {
    let fine = [
      "#expect(CardCurl.maxSampleOffset(height: 131) == SIMD2(0, 12))",
      "#expect(abs(curl.radius * (Double.pi / 2 - 1) - 11.963891009621) < 1e-9)",
      "#expect(result.cases == 200)",
      "#expect(x < 2)",
      "#expect(SIMD2<Double>(1, 2) == point)",
      "#expect(\"\\(value)\" == \"3\")",
      "#expect(Self.limit == 4)",
      "XCTAssertEqual(result.status, .passed)",
      "XCTAssertTrue(result.failureSummary.contains(\"case #3\"))",
      "#expect(throws: Never.self) { try requireProof(SampleProofs.holds) }",
    ]
    for line in fine {
      #expect(Self.rules(line).isEmpty, "\(line)")
    }
  }

  @Test func aMultilineExpectationIsReadWhole() {
    let source = """
      #expect(
        abs(2 * 132 * sin(0.0875) - 23.07)
          < 0.01, "chord")
      """
    let findings = TestHonestyChecker.check(source: source, path: "fixture.swift")
    #expect(findings.map(\.rule) == [.literalComparison])
    #expect(findings.first?.line == 1)
  }

  // MARK: - Skips

  @Test func aSkipWithoutAReasonIsFlagged() {
    #expect(Self.rules("@Test(.enabled(if: Tool.isInstalled)) func a() {}") == [.silentSkip])
    #expect(Self.rules("@Test(.disabled()) func a() {}") == [.silentSkip])
    #expect(Self.rules("throw XCTSkip()") == [.silentSkip])
    #expect(Self.rules("try XCTSkipIf(isRoot)") == [.silentSkip])
    #expect(Self.rules("@Test(.enabled(if: Tool.isInstalled, \"no tool\")) func a() {}").isEmpty)
    #expect(Self.rules("@Test(.disabled(\"needs a GPU\")) func a() {}").isEmpty)
    #expect(Self.rules("throw XCTSkip(\"pngcheck is not installed\")").isEmpty)
    #expect(Self.rules("try XCTSkipUnless(hasTool, \"no tool\")").isEmpty)
  }

  // MARK: - The tree

  /// The repository's `Tests/` folder, found from this file's location.
  static let testsFolder: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return url.path
  }()

  @Test func theTestsTreeIsHonest() throws {
    let root = URL(fileURLWithPath: Self.testsFolder).deletingLastPathComponent().path
    let (files, findings) = try TestHonestyChecker.check(folder: Self.testsFolder, root: root)
    // Every test target's sources are read, this file among them.
    #expect(files > 100, "read only \(files) files under \(Self.testsFolder)")
    #expect(
      findings.isEmpty,
      "\(findings.count) findings:\n\(findings.map(\.description).joined(separator: "\n"))")
  }
}
