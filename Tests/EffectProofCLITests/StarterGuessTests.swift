import EffectProofBase
import Foundation
import LocatedJSON
import ShaderRegistry
import SwiftCallSites
import Testing

@testable import EffectProofCommandLine

/// How `effectproof init` turns what the Swift passes into a domain, and how it rounds a
/// measured promise (docs/init.md, "How it guesses").
@Suite struct StarterGuessTests {
  static let here = FileLocation(
    file: "/app/App/V.swift", position: SourcePosition(line: 3, column: 5))

  static func literal(_ numbers: [Double], line: Int = 3) -> LiteralValueHint {
    LiteralValueHint(
      numbers: numbers,
      location: FileLocation(
        file: "/app/App/V.swift", position: SourcePosition(line: line, column: 1)))
  }

  static func domain(
    _ name: String, _ kind: ShaderArgumentKind, _ hint: ArgumentValueHint,
    kinds: Set<ShaderArgumentKind>? = nil
  ) -> StarterDomain {
    StarterDomainGuess.domain(
      name: name, kind: kind, hint: hint, kinds: kinds ?? [kind], view: SIMD2(300, 200),
      place: { "V.swift:\($0.positionOrStart.line)" })
  }

  @Test func onlyLiteralsGiveThoseValues() {
    let one = Self.domain("zoom", .float, ArgumentValueHint(literals: [Self.literal([2])]))
    #expect(one.json.compact == "2")
    let two = Self.domain(
      "zoom", .float, ArgumentValueHint(literals: [Self.literal([2]), Self.literal([1], line: 9)]))
    #expect(two.json.compact == "{\"values\": [1, 2]}")
    #expect(
      two.review?.hasPrefix(
        "arguments.zoom: only literals reach it (2 at V.swift:3, 1 at V.swift:9)") == true,
      "\(two.review ?? "")")
  }

  @Test func aRangeFromTheNameIsWidenedToEveryLiteral() {
    // A radius is guessed as half the view's smaller side, and widened to the 500 passed.
    let radius = Self.domain(
      "radius", .float, ArgumentValueHint(literals: [Self.literal([500])], others: [Self.here]))
    #expect(radius.json.compact == "{\"range\": [0, 500]}")
    #expect(radius.review?.contains("widened to the literals") == true)
    #expect(radius.review?.contains("not a literal at V.swift:3") == true)
    let plain = Self.domain("radius", .float, ArgumentValueHint(others: [Self.here]))
    #expect(plain.json.compact == "{\"range\": [0, 100]}")
    let unknown = Self.domain("k", .float, ArgumentValueHint())
    #expect(unknown.json.compact == "{\"range\": [0, 1]}")
    #expect(unknown.review?.contains("the Swift passes nothing init could follow") == true)
    let point = Self.domain(
      "center", .float2,
      ArgumentValueHint(literals: [Self.literal([-5, 400])], others: [Self.here]))
    #expect(point.json.compact == "{\"range\": [[-5, 0], [300, 400]]}")
  }

  @Test func aLiteralOfTheWrongWidthIsLeftOut() {
    // A `.float(1)` at a float2 (the registry's argumentTypeMismatch) gives no value.
    let point = Self.domain("center", .float2, ArgumentValueHint(literals: [Self.literal([1])]))
    #expect(point.json.compact == "{\"range\": [[0, 0], [300, 200]]}")
  }

  @Test func whatSwiftUIPassesIsNoGuess() {
    let rect = Self.domain("bounds", .float4, ArgumentValueHint(), kinds: [.boundingRect])
    #expect(rect.json.compact == "\"boundingRect\"")
    #expect(rect.review == nil)
    let size = Self.domain("size", .float2, ArgumentValueHint(viewSizes: [Self.here]))
    #expect(size.json.compact == "\"viewSize\"")
    #expect(size.review?.contains("the view's size") == true)
  }

  @Test func anArraysCountCoversEveryLiteralAndTheEmptyArray() {
    let levels = Self.domain(
      "levels", .floatArray,
      ArgumentValueHint(
        literals: [Self.literal(Array(repeating: 2, count: 20))], others: [Self.here]))
    #expect(
      levels.json.compact == "{\"count\": {\"range\": [0, 20]}, \"values\": {\"range\": [0, 2]}}")
    let fixed = Self.domain(
      "levels", .floatArray, ArgumentValueHint(literals: [Self.literal([0.5, 1, 0])]))
    #expect(fixed.json.compact == "{\"count\": 3, \"values\": {\"range\": [0, 1]}}")
  }

  @Test func aMeasuredPromiseIsRoundedUpNeverDown() {
    let cases: [(Double, Double)] = [
      (74.984375, 75), (112.47, 113), (7.31, 7.4), (0.312, 0.32), (8, 8), (0, 0), (10, 10),
      (0.0999, 0.1),
    ]
    for (value, expected) in cases {
      let rounded = StarterPromiseMeasure.roundedUp(value)
      #expect(rounded == expected, "\(value) → \(rounded)")
      #expect(rounded >= value)
    }
    #expect(StarterPromiseMeasure.roundedUp(-.infinity) == StarterPromiseMeasure.unreachable)
  }

  @Test func theConfigTextIsReadableJSON() throws {
    let json = StarterJSON.object([
      ("shaders", .array([.string("Sha\"ders")])),
      (
        "n",
        .object([("a", .numbers([0.5, 3])), ("b", .object([("measured", .numbers([1, 2]))]))])
      ),
      ("review", .array([.string("x"), .string("y\n")])),
    ])
    let text = json.document(expandedDepth: 4)
    #expect(
      text == """
        {
          "shaders": ["Sha\\"ders"],
          "n": {
            "a": [0.5, 3],
            "b": {"measured": [1, 2]}
          },
          "review": [
            "x",
            "y\\n"
          ]
        }

        """)
    _ = try jsonObject(text)
  }
}
