import EffectProof
import EffectProofTestSupport
import LocatedJSON
import ShaderProofs
import ShaderRegistry
import Testing

@testable import EffectProofCommandLine

/// The keys of a registry (file or inline) and of an argument's domain object are declared
/// (`WarmupRegistry.schema`, `ShaderProofConfig.domainSchema` …): the readers accept those keys
/// only, an unknown one names them and the nearest, and `help config registry` and `help config
/// arguments` print them. Expected texts are written by hand.
@Suite struct DeclaredRegistryAndDomainKeysTests {
  static func domain(_ strength: String) -> String {
    "{\"shaderProofs\": {\"probe\": {\"viewSize\": [10, 10], \"arguments\": {\"strength\": \(strength)}}}}"
  }

  @Test func anUnknownKeyNamesTheDeclaredKeysAndTheNearest() throws {
    let folder = try ConfigSchemaTests.appFolder()
    let rows: [(String, String)] = [
      (
        #"{"registry": {"warmupz": []}}"#,
        #"$.registry.warmupz: unknown key "warmupz"; allowed keys: warmups (did you mean "warmups"?)"#
      ),
      (
        #"{"registry": {"warmups": [{"name": "probe", "usage": "layerEffect", "arguments": [], "argument": 1}]}}"#,
        #"$.registry.warmups[0].argument: unknown key "argument"; allowed keys: name, usage, arguments (did you mean "arguments"?)"#
      ),
      (#"{"registry": {}}"#, #"$.registry: missing required key "warmups""#),
      (
        #"{"registry": {"warmups": [{"name": "probe", "arguments": []}]}}"#,
        #"$.registry.warmups[0]: missing required key "usage""#
      ),
      (
        Self.domain(#"{"rnage": [0, 1]}"#),
        #"$.shaderProofs.probe.arguments.strength.rnage: unknown key "rnage"; allowed keys: range, values (did you mean "range"?)"#
      ),
      (
        Self.domain(#"{"values": []}"#),
        "$.shaderProofs.probe.arguments.strength.values: expected at least one value"
      ),
    ]
    for (json, expected) in rows {
      let error = try ConfigSchemaTests.loadError(json, in: folder)
      #expect(error?.hasSuffix(": " + expected) == true, "\(json)\n got: \(error ?? "none")")
    }
  }

  @Test func aRegistryFileReadsThroughTheSameDeclaration() throws {
    let folder = try ConfigSchemaTests.appFolder()
    try folder.write(
      "registry.json",
      #"{"warmups": [{"name": "probe", "usage": "layerEffect", "arguments": ["float"], "swift": 1}]}"#
    )
    let error = try ConfigSchemaTests.loadError(#"{"registry": "registry.json"}"#, in: folder)
    #expect(
      error?.hasSuffix(
        #"registry.json:1:80: $.warmups[0].swift: unknown key "swift"; allowed keys: name, usage, arguments"#
      )
        == true, "\(error ?? "none")")
  }

  @Test func helpPrintsTheRegistryAndDomainKeys() {
    let registry = EffectProofTool.run(["help", "config", "registry"])
    #expect(registry.exitCode == 0)
    #expect(
      registry.standardOutput.contains(
        "| `warmups.usage` | string | required | colorEffect, distortionEffect, layerEffect, shapeStyle | how SwiftUI applies it |"
      ))
    #expect(
      registry.standardOutput.contains(
        "| `warmups.arguments` | array of strings | required | each one of float, float2, float3, float4, floatArray, color, colorArray, image, data, boundingRect |"
      ))
    let arguments = EffectProofTool.run(["help", "config", "arguments"])
    #expect(arguments.exitCode == 0)
    let names = arguments.standardOutput.split(separator: "\n").dropFirst(2).map {
      $0.split(separator: "`")[1]
    }
    #expect(names == ["range", "values", "count"])
  }

  @Test func everyDeclaredExampleIsAccepted() throws {
    let folder = try ConfigSchemaTests.appFolder()
    let warmup = WarmupRegistry.warmupSchema.keys.map { "\"\($0.name)\": \($0.example)" }
    let json = "{\"registry\": {\"warmups\": [{\(warmup.joined(separator: ", "))}]}}"
    #expect(try ConfigSchemaTests.loadError(json, in: folder) == nil, "\(json)")
    #expect(
      try ConfigSchemaTests.loadError(
        Self.domain("{\"range\": \(ShaderProofConfig.rangeKey.example)}"), in: folder) == nil)
    #expect(
      try ConfigSchemaTests.loadError(
        Self.domain("{\"values\": \(ShaderProofConfig.valuesKey.example)}"), in: folder) == nil)
  }
}
