import EffectProof
import EffectProofTestSupport
import Foundation
import ShaderProofs
import Testing

@testable import EffectProofCommandLine

/// `effectproof help config` names every key the sections declare (``ConfigSchema``, read from
/// the declarations themselves). The probe below reads the keys the reader accepts off the
/// reader's own errors, by feeding it an unknown key at each object it reads and collecting the
/// allowed keys its error names, then going down into each of those keys (as an object and as
/// an array of objects); ConfigSchemaTests holds those keys equal to the declarations.
@Suite struct HelpConfigKeysTests {
  /// One step of a path into the config document.
  enum Step: Hashable {
    case key(String)
    case element
  }

  static let probe = "zzProbe"

  /// A valid config that reaches every nested reader: a shader with a float and an array
  /// parameter, so `shaderProofs` reads its domains and invariants.
  static var base: [String: Any] {
    [
      "shaders": ["Shaders"],
      "shaderProofs": [
        "probe": [
          "viewSize": [10, 10],
          "arguments": [
            "strength": ["range": [0, 1]],
            "weights": ["count": 2, "values": [0.5]],
          ],
          "invariants": ["preservesAlpha"],
        ]
      ],
    ]
  }

  /// The names of the test's own shader and its parameters: keys a config may use because the
  /// Metal declares them, not keys of the reader.
  static let shaderNames: Set<String> = ["probe", "strength", "weights", "weightCount"]

  /// `value` with `leaf` placed at `path`: merged into an object already there, else in place
  /// of whatever is there (an array step makes a one-element array).
  static func placing(_ leaf: [String: Any], at path: ArraySlice<Step>, in value: Any?) -> Any {
    guard let step = path.first else {
      var object = value as? [String: Any] ?? [:]
      object.merge(leaf) { _, new in new }
      return object
    }
    switch step {
    case .key(let key):
      var object = value as? [String: Any] ?? [:]
      object[key] = placing(leaf, at: path.dropFirst(), in: object[key])
      return object
    case .element:
      let first = (value as? [Any])?.first
      return [placing(leaf, at: path.dropFirst(), in: first)]
    }
  }

  /// What `document` holds at `path`, if anything.
  static func value(at path: [Step], in document: Any) -> Any? {
    var value: Any? = document
    for step in path {
      switch step {
      case .key(let key): value = (value as? [String: Any])?[key]
      case .element: value = (value as? [Any])?.first
      }
    }
    return value
  }

  /// The keys the reader allows in the object at `path`, or `nil` when the reader does not get
  /// there as an object (another error comes first, or none does).
  static func allowedKeys(at path: [Step], in folder: TemporaryFolder) throws -> [String]? {
    let document = placing([probe: 0], at: path[...], in: base)
    let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    let file = try folder.write("effectproof.json", String(decoding: data, as: UTF8.self))
    let message: String
    do throws(EffectProofConfigError) {
      _ = try EffectProofConfig.load(contentsOf: file)
      return nil
    } catch {
      message = error.description
    }
    let marker = "unknown key \"\(probe)\"; allowed keys: "
    guard let start = message.range(of: marker) else { return nil }
    var list = message[start.upperBound...]
    if let hint = list.range(of: " (did you mean") { list = list[..<hint.lowerBound] }
    return list.split(separator: ", ").map(String.init)
  }

  /// Every key the reader accepts, with the path where it was found.
  static func acceptedKeys() throws -> [String: String] {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Probe.metal",
      """
      [[ stitchable ]] half4 probe(float2 position, SwiftUI::Layer layer, float strength,
                                   device const float *weights, int weightCount) {
        return layer.sample(position);
      }

      """)
    var found: [String: String] = [:]
    var visited: Set<[Step]> = []
    var queue: [[Step]] = [[]]
    while let path = queue.popLast() {
      guard path.count <= 8, visited.insert(path).inserted else { continue }
      // Go down into the keys allowed here and the ones the base writes (the shader's own
      // entry, whose key is free).
      let keys = try allowedKeys(at: path, in: folder) ?? []
      let present = (value(at: path, in: base) as? [String: Any]).map { Array($0.keys) } ?? []
      for key in Set(keys + present) {
        if keys.contains(key), !shaderNames.contains(key), found[key] == nil {
          found[key] = path.map { step in
            switch step {
            case .key(let key): return key
            case .element: return "[]"
            }
          }.joined(separator: ".")
        }
        queue.append(path + [.key(key)])
        queue.append(path + [.key(key), .element])
      }
    }
    return found
  }

  @Test func theProbeFindsTheReadersKeys() throws {
    let keys = try Self.acceptedKeys()
    // The probe reaches the top level, the sections and their nested objects, the inline
    // registry's warm-ups, the shader entries, their domains and their invariants.
    let deep = [
      "range", "values", "count", "dampingRatio", "pointsPerDegree", "startControlPoint",
      "warmups", "name", "maxChange",
    ]
    for key in EffectProofConfig.keys + ShaderProofConfig.entryKeys
      + ShaderProofConfig.invariantNames
      + deep
    {
      #expect(keys[key] != nil, "\(key) not found by the probe")
    }
  }

  @Test func helpConfigNamesEveryDeclaredKey() throws {
    let help = HelpText.config
    let words = Set(
      help.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init))
    let missing = ConfigSchemaTests.declaredNames.subtracting(words)
    #expect(
      missing.isEmpty, "help config does not name: \(missing.sorted().joined(separator: ", "))")
  }
}
