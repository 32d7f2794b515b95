import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import ShaderProofs
import Testing

/// The config's `"certify"` (issue 37): `warn` by default, `required` read, anything else a
/// clear error at `$.certify` with the file, line and column.
@Suite struct CertifyConfigTests {
  func load(_ json: String) throws -> EffectProofConfig {
    let folder = try TemporaryFolder()
    try folder.makeFolder("Shaders")
    return try EffectProofConfig.load(contentsOf: try folder.write("effectproof.json", json))
  }

  /// The error loading `json` (EffectProofConfigTests' loader), after the file's path.
  func loadError(_ json: String) throws -> String {
    let folder = try TemporaryFolder()
    let description = try EffectProofConfigTests().loadError(json, in: folder)
    let prefix = folder.url("effectproof.json") + ":"
    #expect(description.hasPrefix(prefix), "\(description)")
    return String(description.dropFirst(prefix.count))
  }

  @Test func warnIsTheDefaultAndRequiredIsRead() throws {
    #expect(try load("{\"shaders\": [\"Shaders\"]}").certify == .warn)
    #expect(try load("{\"shaders\": [\"Shaders\"], \"certify\": \"warn\"}").certify == .warn)
    #expect(
      try load("{\"shaders\": [\"Shaders\"], \"certify\": \"required\"}").certify == .required)
  }

  @Test(arguments: [
    ("{\"certify\": true}", "1:13: $.certify: expected a string, found a boolean"),
    ("{\"certify\": 1}", "1:13: $.certify: expected a string, found a number"),
    ("{\"certify\": [\"required\"]}", "1:13: $.certify: expected a string, found an array"),
    (
      "{\"certify\": \"requird\"}",
      "1:13: $.certify: expected one of warn, required, found \"requird\" (did you mean \"required\"?)"
    ),
    (
      "{\"certify\": \"always\"}",
      "1:13: $.certify: expected one of warn, required, found \"always\""
    ),
    ("{\"certify\": \"\"}", "1:13: $.certify: expected one of warn, required, found \"\""),
  ])
  func wrongTypesAndValues(json: String, expected: String) throws {
    #expect(try loadError(json) == expected)
  }

  @Test func aMisspeltKeySuggestsCertify() throws {
    let error = try loadError("{\"certfy\": \"required\"}")
    #expect(error.contains("$.certfy: unknown key \"certfy\""), "\(error)")
    #expect(error.contains("(did you mean \"certify\"?)"), "\(error)")
  }

  @Test func theKeyIsDeclaredOnceWithItsValues() {
    let key = EffectProofConfig.certifyKey
    #expect(EffectProofConfig.ownKeys.contains("certify"))
    #expect(key.defaultValue == "warn")
    #expect(key.range == "warn, required")
    #expect(CertifyPolicy.allCases.map(\.rawValue) == ["warn", "required"])
  }
}
