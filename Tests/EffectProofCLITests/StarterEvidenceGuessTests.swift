import EffectProofBase
import Foundation
import LocatedJSON
import ShaderRegistry
import SwiftCallSites
import Testing

@testable import EffectProofCommandLine

/// How `effectproof init` turns the app's evidence into domains and views (docs/init.md,
/// "Evidence" and "View sizes"), and how it keeps its summary lines whole. The expected
/// values are the evidence's own numbers, written out by hand.
@Suite struct StarterEvidenceGuessTests {
  static func at(_ line: Int) -> FileLocation {
    FileLocation(file: "/app/App/V.swift", position: SourcePosition(line: line, column: 1))
  }

  static func range(_ source: String, _ text: String, _ lower: Double, _ upper: Double, line: Int)
    -> EvidenceValueHint
  {
    EvidenceValueHint(
      source: source, text: text, lower: [lower], upper: [upper], location: at(line))
  }

  static func domain(
    _ name: String, _ kind: ShaderArgumentKind, _ hint: ArgumentValueHint,
    views: [SIMD2<Double>] = [SIMD2(300, 200)]
  ) -> StarterDomain {
    StarterDomainGuess.domain(
      name: name, kind: kind, hint: hint, kinds: [kind], view: views[0], views: views,
      place: { "V.swift:\($0.positionOrStart.line)" })
  }

  @Test func aSliderBoundsTheDomainAndIsNamed() {
    // The name alone gives 0 to 20; the Slider's 0...12 and the start value 6 are the domain.
    let hint = ArgumentValueHint(
      literals: [LiteralValueHint(numbers: [6], location: Self.at(6))],
      ranges: [Self.range("Slider", "0...12", 0, 12, line: 28)])
    let domain = Self.domain("amplitude", .float, hint)
    #expect(domain.json.compact == "{\"range\": [0, 12]}")
    #expect(
      domain.review
        == "arguments.amplitude: from the app's code (6 at V.swift:6; Slider at V.swift:28: 0...12): check it covers every value the app passes at run time"
    )
  }

  @Test func evidenceWidensAGuessWhenSomethingUnknownReachesItToo() {
    // A time ≤ 0 and a value the reader cannot follow: the name's session of an hour, 0 to
    // 3600, widened to −3600.
    let hint = ArgumentValueHint(
      others: [Self.at(9)], ranges: [Self.range("timeIntervalSinceNow", "≤ 0", -3600, 0, line: 4)])
    let domain = Self.domain("time", .float, hint)
    #expect(domain.json.compact == "{\"range\": [-3600, 3600]}")
    #expect(domain.review?.contains("widened to the app's code") == true, "\(domain.review ?? "")")
    #expect(domain.review?.contains("timeIntervalSinceNow at V.swift:4: ≤ 0") == true)
  }

  @Test func aSideOfTheViewTakesEveryViewsSide() {
    let hint = ArgumentValueHint(viewSides: [ViewSideHint(axis: 0, location: Self.at(14))])
    let views = [SIMD2<Double>(375, 300), SIMD2(430, 300), SIMD2(393, 300)]
    #expect(
      Self.domain("width", .float, hint, views: views).json.compact == "{\"range\": [375, 430]}")
    let one = Self.domain("width", .float, hint, views: [SIMD2(320, 180)])
    #expect(one.json.compact == "320")
    #expect(one.review?.contains("the view's width at V.swift:14") == true)
  }

  @Test func anArrayOfKnownLengthHasThatCountExactly() {
    let nine = EvidenceValueHint(
      source: "an array literal", text: "9 elements", lower: [9], upper: [9], location: Self.at(17))
    let domain = Self.domain("palette", .colorArray, ArgumentValueHint(counts: [nine]))
    #expect(
      domain.json.compact
        == "{\"count\": 9, \"values\": {\"range\": [[0, 0, 0, 0], [1, 1, 1, 1]]}}")
    // With a value the reader cannot follow as well, the count is a range again.
    let open = Self.domain(
      "palette", .colorArray, ArgumentValueHint(others: [Self.at(3)], counts: [nine]))
    #expect(open.json.compact.hasPrefix("{\"count\": {\"range\": [0, 16]}"))
  }

  static func views(_ arguments: [(String, ShaderArgumentKind, ArgumentValueHint)])
    -> StarterEntry
  {
    StarterViewGuess(function: "f", place: { "V.swift:\($0.positionOrStart.line)" }).entry(
      key: "f", usage: .colorEffect, frames: [], uses: [],
      arguments: arguments.map { (name: $0.0, kind: $0.1, hint: $0.2) })
  }

  @Test func aViewThatReadsItsSizeTakesThePhonesWidthsAtBothScales() {
    let entry = Self.views([
      ("size", .float2, ArgumentValueHint(viewSizes: [Self.at(11)]))
    ])
    #expect(
      entry.views.value.compact == "[[375, 300], [393, 300], [430, 300]]"
        && entry.views.key == "viewSizes")
    #expect(entry.scales == [2, 3])
    #expect(entry.json.compact.contains("\"scale\": [2, 3]"))
    #expect(entry.review.first?.contains("V.swift:11") == true, "\(entry.review)")
  }

  @Test func aSizeArgumentsLiteralIsTheView() {
    let entry = Self.views([
      (
        "size", .float2,
        ArgumentValueHint(literals: [LiteralValueHint(numbers: [224, 314], location: Self.at(33))])
      )
    ])
    #expect(entry.views.key == "viewSize" && entry.views.value.compact == "[224, 314]")
    #expect(entry.scales == nil)
    // Not a size by name: the default view.
    let other = Self.views([
      (
        "centre", .float2,
        ArgumentValueHint(literals: [LiteralValueHint(numbers: [224, 314], location: Self.at(33))])
      )
    ])
    #expect(other.views.value.compact == "[300, 300]")
  }

  @Test func aLongSummaryLineIsWrappedWholeNeverCut() {
    let reason = (1...40).map { "word\($0)" }.joined(separator: " ")
    let line = "  no entry for shader: \(reason)"
    let lines = StarterConfig.wrapped(line)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 120 }, "\(lines)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      ") }, "\(lines)")
    #expect(!lines.joined().contains("…"))
    let words = lines.flatMap { $0.split(separator: " ") }
    #expect(words == line.split(separator: " "))
    #expect(StarterConfig.wrapped("  short") == ["  short"])
  }
}
