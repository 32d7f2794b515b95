import LocatedJSON
import Testing

@Suite struct JSONReaderTests {
  let text = """
    {
      "warmups": [
        {"name": "ripple", "usage": "layerEffect", "arguments": ["float2", 3]},
        {"name": "felt", "usag": "colorEffect"}
      ],
      "count": 2.5
    }
    """

  func root() throws -> JSONReader { JSONReader(root: try JSONParser().parse(text)) }

  @Test func readsTypedValuesAlongPaths() throws {
    let object = try root().object(allowedKeys: ["warmups", "count"])
    let warmups = try object.required("warmups").array()
    #expect(warmups.count == 2)
    let first = try warmups[0].object(allowedKeys: ["name", "usage", "arguments"])
    #expect(try first.required("name").string() == "ripple")
    #expect(first.optional("missing") == nil)
    #expect(try object.required("count").double() == 2.5)
    #expect(
      try first.required("arguments").array()[0].path.description == "$.warmups[0].arguments[0]")
  }

  @Test func wrongTypeNamesPathAndPosition() throws {
    let arguments = try root().object(allowedKeys: ["warmups", "count"]).required("warmups")
      .array()[0].object(allowedKeys: ["name", "usage", "arguments"]).required("arguments").array()
    #expect(throws: JSONError.self) { try arguments[1].string() }
    do {
      _ = try arguments[1].string()
    } catch {
      #expect(
        error.description == "3:72: $.warmups[0].arguments[1]: expected a string, found a number")
    }
  }

  @Test func unknownKeySuggestsTheNearestAllowedKey() throws {
    let second = try root().object(allowedKeys: ["warmups", "count"]).required("warmups").array()[1]
    do {
      _ = try second.object(allowedKeys: ["name", "usage", "arguments"])
      Issue.record("unknown key accepted")
    } catch {
      #expect(
        error.description
          == "4:22: $.warmups[1].usag: unknown key \"usag\"; allowed keys: name, usage, arguments (did you mean \"usage\"?)"
      )
    }
  }

  @Test func missingKeyFractionalIntAndOneOf() throws {
    let object = try root().object(allowedKeys: ["warmups", "count"])
    #expect(throws: JSONError.self) { try object.required("nope") }
    do { _ = try object.required("count").int() } catch {
      #expect(error.message == "expected an integer, found 2.5")
    }
    let usage = try object.required("warmups").array()[0].object(
      allowedKeys: ["name", "usage", "arguments"]
    ).required("name")
    do { _ = try usage.oneOf(["rippe", "felt"]) } catch {
      #expect(
        error.message == "expected one of rippe, felt, found \"ripple\" (did you mean \"rippe\"?)")
    }
  }

  @Test func pathQuotesKeysThatAreNotIdentifiers() {
    let path = JSONPath.root.appending(key: "a b").appending(index: 3).appending(key: "x\"y")
      .appending(key: "ok_1")
    #expect(path.description == #"$["a b"][3]["x\"y"].ok_1"#)
  }
}
