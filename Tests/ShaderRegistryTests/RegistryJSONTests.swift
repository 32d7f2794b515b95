import Foundation
import ShaderRegistry
import Testing

/// Loading `registry.json`: a good file loads with the origin of each warm-up; every malformed
/// one throws the right ``RegistryLoadError`` naming file, line, column and JSON path.
@Suite struct RegistryJSONTests {
  /// Writes `json` to a temporary `registry.json`, loads it, and returns the result and path.
  func load(_ json: String) throws -> (Result<WarmupRegistry, RegistryLoadError>, String) {
    try withTemporaryDirectory { directory in
      let path = directory + "/registry.json"
      write(Array(json.utf8), to: path)
      do throws(RegistryLoadError) {
        return (.success(try WarmupRegistry.load(contentsOf: path)), path)
      } catch {
        return (.failure(error), path)
      }
    }
  }

  /// Loads `json`, which must fail as invalid; returns the error's description and the file path.
  func invalid(
    _ json: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (description: String, path: String) {
    let (result, path) = try load(json)
    switch result {
    case .success(let registry):
      Issue.record("loaded \(registry.warmups.count) warm-ups", sourceLocation: sourceLocation)
      return ("", path)
    case .failure(let error):
      guard case .invalid(let jsonError) = error else {
        Issue.record("expected .invalid, got \(error)", sourceLocation: sourceLocation)
        return ("", path)
      }
      #expect(jsonError.file == path, sourceLocation: sourceLocation)
      #expect(error.description == jsonError.description, sourceLocation: sourceLocation)
      return (error.description, path)
    }
  }

  /// A registry whose second warm-up is `entry`, on line 4 from column 5.
  static func withEntry(_ entry: String) -> String {
    """
    {
      "warmups": [
        {"name": "ok", "usage": "colorEffect", "arguments": []},
        \(entry)
      ]
    }
    """
  }

  /// The 1-based column (in Unicode scalars) of `needle` in line 4 of ``withEntry(_:)``.
  static func column(of needle: String, in entry: String) -> Int {
    guard let range = entry.range(of: needle) else { return 0 }
    return 5 + entry.unicodeScalars[..<range.lowerBound].count
  }

  // MARK: - Good

  @Test func aGoodRegistryLoadsWithOrigins() throws {
    let json = """
      {
        "warmups": [
          {"name": "feltSurface", "usage": "colorEffect",
           "arguments": ["boundingRect", "color", "color", "float"]},
          {"usage": "layerEffect", "name": "ripple", "arguments": ["float2", "float", "float", "float", "float", "float"]},
          {"name": "dieMaterial", "usage": "colorEffect", "arguments": ["boundingRect", "color", "color", "floatArray", "float", "float"]},
          {"name": "warp", "usage": "distortionEffect", "arguments": []},
          {"name": "fill", "usage": "shapeStyle", "arguments": ["colorArray", "data", "image", "float3", "float4"]}
        ]
      }
      """
    let (result, path) = try load(json)
    let registry = try result.get()
    #expect(
      registry.warmups.map(\.name) == ["feltSurface", "ripple", "dieMaterial", "warp", "fill"])
    #expect(
      registry.warmups.map(\.usage) == [
        .colorEffect, .layerEffect, .colorEffect, .distortionEffect, .shapeStyle,
      ])
    #expect(registry.warmups[0].arguments == [.boundingRect, .color, .color, .float])
    #expect(registry.warmups[4].arguments == [.colorArray, .data, .image, .float3, .float4])
    #expect(registry.warmups.map { $0.origin?.file } == Array(repeating: path, count: 5))
    #expect(
      registry.warmups.map { $0.origin.map { "\($0.position) \($0.path)" } } == [
        "3:14 $.warmups[0]", "5:38 $.warmups[1]", "6:14 $.warmups[2]", "7:14 $.warmups[3]",
        "8:14 $.warmups[4]",
      ])
  }

  @Test func anEmptyRegistryLoads() throws {
    let (result, _) = try load(#"{"warmups": []}"#)
    #expect(try result.get().warmups == [])
  }

  @Test func aByteOrderMarkAndCRLFAreAccepted() throws {
    let json =
      "\u{FEFF}{\r\n  \"warmups\": [\r\n    {\"name\": \"a\", \"usage\": \"colorEffect\", \"arguments\": []}\r\n  ]\r\n}\r\n"
    let (result, _) = try load(json)
    let registry = try result.get()
    #expect(registry.warmups.map { $0.origin?.position.description } == ["3:14"])
  }

  // MARK: - Wrong types

  @Test func warmupsMustBeAnArray() throws {
    let (description, path) = try invalid(#"{"warmups": {}}"#)
    #expect(description == "\(path):1:13: $.warmups: expected an array, found an object")
  }

  @Test func theRootMustBeAnObject() throws {
    let (description, path) = try invalid("[]")
    #expect(description == "\(path):1:1: $: expected an object, found an array")
  }

  @Test func aWarmupMustBeAnObject() throws {
    let (description, path) = try invalid(Self.withEntry(#""ripple""#))
    #expect(description == "\(path):4:5: $.warmups[1]: expected an object, found a string")
  }

  @Test func theNameMustBeAString() throws {
    let entry = #"{"name": 7, "usage": "colorEffect", "arguments": []}"#
    let (description, path) = try invalid(Self.withEntry(entry))
    let column = Self.column(of: "7", in: entry)
    #expect(
      description == "\(path):4:\(column): $.warmups[1].name: expected a string, found a number")
  }

  @Test func argumentsMustBeAnArrayOfStrings() throws {
    let notArray = #"{"name": "a", "usage": "colorEffect", "arguments": "float"}"#
    let (first, path) = try invalid(Self.withEntry(notArray))
    #expect(
      first
        == "\(path):4:\(Self.column(of: #""float""#, in: notArray)): $.warmups[1].arguments: expected an array, found a string"
    )
    let notString = #"{"name": "a", "usage": "colorEffect", "arguments": ["float", true]}"#
    let (second, secondPath) = try invalid(Self.withEntry(notString))
    #expect(
      second
        == "\(secondPath):4:\(Self.column(of: "true", in: notString)): $.warmups[1].arguments[1]: expected a string, found a boolean"
    )
  }

  @Test func theUsageMustBeAString() throws {
    let entry = #"{"name": "a", "usage": null, "arguments": []}"#
    let (description, path) = try invalid(Self.withEntry(entry))
    #expect(
      description
        == "\(path):4:\(Self.column(of: "null", in: entry)): $.warmups[1].usage: expected a string, found null"
    )
  }

  // MARK: - Unknown keys and values

  @Test func anUnknownTopLevelKeySuggestsWarmups() throws {
    let (description, path) = try invalid("{\n  \"warmup\": []\n}")
    #expect(
      description
        == "\(path):2:3: $.warmup: unknown key \"warmup\"; allowed keys: warmups (did you mean \"warmups\"?)"
    )
  }

  @Test func anUnknownWarmupKeySuggestsTheNearest() throws {
    let entry = #"{"name": "a", "usage": "colorEffect", "argumnets": []}"#
    let (description, path) = try invalid(Self.withEntry(entry))
    #expect(
      description
        == "\(path):4:\(Self.column(of: #""argumnets""#, in: entry)): $.warmups[1].argumnets: unknown key \"argumnets\"; allowed keys: name, usage, arguments (did you mean \"arguments\"?)"
    )
  }

  @Test func anUnrelatedUnknownKeyHasNoSuggestion() throws {
    let entry = #"{"name": "a", "usage": "colorEffect", "arguments": [], "comment": "x"}"#
    let (description, _) = try invalid(Self.withEntry(entry))
    #expect(description.hasSuffix("unknown key \"comment\"; allowed keys: name, usage, arguments"))
    #expect(description.contains("$.warmups[1].comment"))
  }

  @Test func anUnknownUsageSuggestsColorEffect() throws {
    let entry = #"{"name": "a", "usage": "colourEffect", "arguments": []}"#
    let (description, path) = try invalid(Self.withEntry(entry))
    #expect(
      description
        == "\(path):4:\(Self.column(of: #""colourEffect""#, in: entry)): $.warmups[1].usage: expected one of colorEffect, distortionEffect, layerEffect, shapeStyle, found \"colourEffect\" (did you mean \"colorEffect\"?)"
    )
  }

  @Test func anUnknownArgumentKindSuggestsTheNearest() throws {
    let entry = #"{"name": "a", "usage": "colorEffect", "arguments": ["float", "colour"]}"#
    let (description, path) = try invalid(Self.withEntry(entry))
    #expect(
      description
        == "\(path):4:\(Self.column(of: #""colour""#, in: entry)): $.warmups[1].arguments[1]: expected one of float, float2, float3, float4, floatArray, color, colorArray, image, data, boundingRect, found \"colour\" (did you mean \"color\"?)"
    )
  }

  @Test func anUnrelatedArgumentKindHasNoSuggestion() throws {
    let entry = #"{"name": "a", "usage": "colorEffect", "arguments": ["matrix"]}"#
    let (description, _) = try invalid(Self.withEntry(entry))
    #expect(description.hasSuffix("found \"matrix\""))
    #expect(description.contains("$.warmups[1].arguments[0]"))
  }

  // MARK: - Missing and empty

  @Test func missingArgumentsPointsAtTheWarmup() throws {
    let entry = #"{"name": "a", "usage": "colorEffect"}"#
    let (description, path) = try invalid(Self.withEntry(entry))
    #expect(description == "\(path):4:5: $.warmups[1]: missing required key \"arguments\"")
  }

  @Test func missingWarmupsPointsAtTheRoot() throws {
    let (description, path) = try invalid("\n  {}")
    #expect(description == "\(path):2:3: $: missing required key \"warmups\"")
  }

  @Test func anEmptyNameIsAnError() throws {
    let entry = #"{"name": "", "usage": "colorEffect", "arguments": []}"#
    let (description, path) = try invalid(Self.withEntry(entry))
    #expect(
      description
        == "\(path):4:\(Self.column(of: #""""#, in: entry)): $.warmups[1].name: a warm-up name must not be empty"
    )
  }

  // MARK: - Not JSON, not a file

  @Test func malformedJSONIsASyntaxErrorWithoutAPath() throws {
    let (result, path) = try load("{\n  \"warmups\": [\n    {\"name\": \"a\",}\n  ]\n}")
    guard case .failure(.invalid(let error)) = result else {
      Issue.record("expected a syntax error, got \(result)")
      return
    }
    #expect(error.kind == .syntax)
    #expect(error.path == nil)
    #expect(error.file == path)
    #expect(error.position.description == "3:18")
    #expect(error.description == "\(path):3:18: expected a key in double quotes, found '}'")
  }

  @Test func truncatedJSONPointsAtTheEnd() throws {
    let (description, path) = try invalid(#"{"warmups": ["#)
    #expect(description == "\(path):1:14: expected a value, found end of text")
  }

  @Test func schemaErrorsHaveKindSchema() throws {
    let (result, _) = try load(#"{"warmups": 3}"#)
    guard case .failure(.invalid(let error)) = result else {
      Issue.record("expected a schema error, got \(result)")
      return
    }
    #expect(error.kind == .schema)
    #expect(error.path?.description == "$.warmups")
  }

  @Test func aMissingFileIsUnreadable() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/absent.json"
      let error = #expect(throws: RegistryLoadError.self) {
        try WarmupRegistry.load(contentsOf: path)
      }
      #expect(error == .unreadable(file: path, reason: "no such file"))
      #expect(error?.description == "\(path): cannot read the registry: no such file")
    }
  }

  @Test func aFolderIsNotReadable() throws {
    try withTemporaryDirectory { directory in
      let error = #expect(throws: RegistryLoadError.self) {
        try WarmupRegistry.load(contentsOf: directory)
      }
      #expect(error == .unreadable(file: directory, reason: "not readable"))
    }
  }

  @Test func aRegistryFromJSONChecksLikeOneFromSwift() throws {
    let json = #"{"warmups": [{"name": "f", "usage": "colorEffect", "arguments": ["float"]}]}"#
    let (result, path) = try load(json)
    let registry = try result.get()
    let source = scan("[[ stitchable ]] half4 f(float2 p, half4 c, float2 v) {}")
    let diagnostics = RegistryChecker.check(registry, against: source)
    #expect(
      diagnostics.map { "\($0.id.name) \($0.fileName) \($0.place)" } == [
        "argumentTypeMismatch test.metal 1:45"
      ])
    let missing = RegistryChecker.check(registry, against: scan(""))
    #expect(
      missing.map { "\($0.id.name) \($0.file ?? "-") \($0.place)" } == [
        "missingFunction \(path) 1:23"
      ]
    )
  }
}
