import EffectProofBase
import EffectProofTestSupport
import Foundation
import LocatedJSON
import Testing

@Suite struct JSONParserTests {
  let parser = JSONParser()

  @Test func parsesScalarsArraysAndObjectsWithPositions() throws {
    let text = "{\n  \"name\": \"ripple\",\n  \"sizes\": [1, -2.5e2, true, null]\n}"
    let root = try parser.parse(text)
    guard case .object(let members) = root.value else {
      Issue.record("root is \(root.typeDescription)")
      return
    }
    #expect(members.map(\.key) == ["name", "sizes"])
    #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
    #expect(
      members[0].value == JSONNode(.string("ripple"), at: SourcePosition(line: 2, column: 11)))
    guard case .array(let sizes) = members[1].value.value else {
      Issue.record("sizes is \(members[1].value.typeDescription)")
      return
    }
    #expect(sizes.map(\.value) == [.number(1), .number(-250), .bool(true), .null])
    #expect(sizes[1].position == SourcePosition(line: 3, column: 16))
  }

  @Test func countsColumnsInScalarsAndHandlesCRLFAndByteOrderMark() throws {
    let text = "\u{FEFF}{\"θ·\": \r\n\t\"é\", \"b\":\r1}"
    let root = try parser.parse(text)
    guard case .object(let members) = root.value else {
      Issue.record("not an object")
      return
    }
    #expect(root.position == SourcePosition(line: 1, column: 1))
    #expect(members[0].value.position == SourcePosition(line: 2, column: 2))
    #expect(members[1].keyPosition == SourcePosition(line: 2, column: 7))
    #expect(members[1].value.position == SourcePosition(line: 3, column: 1))
  }

  @Test func resolvesEscapesAndSurrogatePairs() throws {
    let root = try parser.parse(#"["a\"b\\c\/\n\t\u00e9\ud83c\udfb2"]"#)
    #expect(
      root.value == .array([JSONNode(.string("a\"b\\c/\n\té🎲"), at: .init(line: 1, column: 2))]))
  }

  @Test(arguments: [
    ("", "1:1: expected a value, found end of text"),
    ("{\"a\": 1,}", "1:9: expected a key in double quotes, found '}'"),
    ("[1, 2", "1:6: expected ',' or ']' in the array that starts at 1:1, found end of text"),
    ("{\"a\" 1}", "1:6: expected ':' after the key, found '1'"),
    ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key \"a\" (first at 1:2)"),
    ("[01]", "1:2: leading zeros are not allowed"),
    ("[1e999]", "1:2: the number 1e999 is outside the range of a 64-bit float"),
    ("\"abc", "1:1: unterminated string"),
    ("[\"a\u{1}\"]", "1:4: control character 0x1 in a string; escape it"),
    ("[\"\\ud800\"]", "1:3: lone surrogate escape"),
    ("[\"\\x\"]", "1:3: unknown escape '\\x'"),
    ("// comment\n{}", "1:1: expected a value, found '/'"),
    ("{} {}", "1:4: unexpected '{' after the value"),
    ("[tru]", "1:2: expected 'true'"),
    ("[-]", "1:3: expected a digit, found ']'"),
    ("[1.]", "1:4: expected a digit, found ']'"),
  ])
  func rejectsMalformedTextWithPosition(text: String, expected: String) {
    #expect(throws: JSONError.self) { try parser.parse(text) }
    do {
      _ = try parser.parse(text)
    } catch {
      #expect(error.kind == .syntax)
      #expect(error.description == expected)
    }
  }

  @Test func rejectsInvalidUTF8AndNamesTheFile() {
    let bytes: [UInt8] = Array("{\"a\": \"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8)
    do {
      _ = try parser.parse(bytes, file: "bad.json")
      Issue.record("invalid UTF-8 was accepted")
    } catch {
      #expect(error.description == "bad.json:1:7: invalid UTF-8 in the string that starts here")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    do {
      _ = try parser.parse(text)
      Issue.record("100 000 levels were accepted")
    } catch {
      #expect(error.message == "nesting deeper than 256 levels")
      #expect(error.position == SourcePosition(line: 1, column: 257))
    }
  }

  /// Foundation's JSONSerialization is the oracle: random documents must parse to the same values.
  @Test func agreesWithFoundationOnRandomDocuments() throws {
    let seed = UInt64(ProcessInfo.processInfo.environment["JSON_SEED"] ?? "") ?? 0x5EED_0001
    var generator = SplitMix64(seed: seed)
    for index in 0..<300 {
      let document = randomValue(depth: 0, using: &generator)
      let data = try JSONSerialization.data(
        withJSONObject: ["doc": document], options: [.fragmentsAllowed])
      let ours = try parser.parse(Array(data))
      let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      let agrees = Self.same(ours, theirs)
      #expect(
        agrees,
        "document \(index) differs; replay with JSON_SEED=\(seed): \(String(decoding: data, as: UTF8.self))"
      )
    }
  }

  // MARK: - Helpers

  static func same(_ node: JSONNode, _ object: Any) -> Bool {
    switch node.value {
    case .null: return object is NSNull
    case .bool(let value):
      guard let number = object as? NSNumber else { return false }
      return number.boolValue == value
    case .number(let value):
      // Foundation's own number parsing can be off by an ulp; Swift's Double(String) rounds
      // correctly, so allow a relative 1e-15.
      guard let other = (object as? NSNumber)?.doubleValue else { return false }
      return abs(other - value) <= 1e-15 * max(1, abs(value))
    case .string(let value): return (object as? String) == value
    case .array(let elements):
      guard let array = object as? [Any], array.count == elements.count else { return false }
      return zip(elements, array).allSatisfy { same($0, $1) }
    case .object(let members):
      guard let dictionary = object as? [String: Any], dictionary.count == members.count else {
        return false
      }
      return members.allSatisfy { member in
        dictionary[member.key].map { same(member.value, $0) } ?? false
      }
    }
  }

  func randomValue(depth: Int, using generator: inout SplitMix64) -> Any {
    switch generator.next() % (depth > 3 ? 4 : 6) {
    case 0: return NSNull()
    case 1: return generator.next() % 2 == 0
    case 2: return Double(Int64(bitPattern: generator.next()) >> 20) / 1024
    case 3:
      let alphabet = Array("abcxyz \"\\/\n\tθé🎲·")
      let length = Int(generator.next() % 8)
      return String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    case 4:
      return (0..<Int(generator.next() % 5)).map { _ in
        randomValue(depth: depth + 1, using: &generator)
      }
    default:
      var object: [String: Any] = [:]
      for index in 0..<Int(generator.next() % 5) {
        object["k\(index)_\(generator.next() % 100)"] = randomValue(
          depth: depth + 1, using: &generator)
      }
      return object
    }
  }
}
