import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

@Suite struct ScanCommandTests {
  static let shaders = Fixtures.tableReadyShaders

  // MARK: - Text

  @Test func listsTheNineFunctionsOfTableReady() throws {
    let run = tool("scan", Self.shaders)
    #expect(run.exitCode == 0)
    #expect(run.standardError.isEmpty)
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    try #require(lines.count == 11)
    #expect(lines.last == "")
    #expect(lines[9] == "9 stitchable functions in 7 files; 0 errors, 0 warnings")
    let names = lines.prefix(9).compactMap {
      $0.split(separator: " ").dropFirst().first.map(String.init)
    }
    #expect(
      names == [
        "cardCurlBend", "cardCurlShade", "cardCurlShadow", "cardFlipShading", "dieMaterial",
        "feltSurface",
        "linearMotionBlur", "ripple", "wheelArcBlur",
      ])
    #expect(
      lines.contains(
        "\(Self.shaders)/Ripple.metal:10: ripple  layerEffect(float2, float, float, float, float, float)"
      ))
    #expect(
      lines.contains(
        "\(Self.shaders)/Dice.metal:24: dieMaterial  colorEffect(float4, color, color, floatArray, float, float)"
      ))
    #expect(
      lines.contains(
        "\(Self.shaders)/CardCurl.metal:119: cardCurlBend  distortionEffect(float, float, float)"))
  }

  @Test func aSingleFileIsScannedWhateverItsName() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "shader.txt", "[[ stitchable ]] half4 solo(float2 position, half4 color) { return color; }\n")
    let run = tool("scan", file)
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput
        == "\(file):1: solo  colorEffect()\n1 stitchable function in 1 file; 0 errors, 0 warnings\n"
    )
  }

  /// A signature with a macro from a header the scanner does not follow is a warning and the
  /// function is unread: the scan passes, with no false usage error.
  @Test func aMacroTheScannerCannotExpandIsAWarning() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Grade.metal",
      """
      #include "Args.h"
      [[ stitchable ]] half4 grade(COLOR_EFFECT_ARGS, float amount) { return color; }

      """)
    let run = tool("scan", file)
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        \(file):2: grade  unread()
        \(file):2:30: warning: [parseError] grade's signature uses COLOR_EFFECT_ARGS, which the scanner cannot expand (a macro from another file?); its parameters are read as written, and its usage and arguments are not checked
        1 stitchable function in 1 file; 0 errors, 1 warning

        """)
  }

  // MARK: - JSON

  @Test func jsonHasTheDocumentedKeys() throws {
    let run = tool("scan", Self.shaders, "--format", "json")
    #expect(run.exitCode == 0)
    #expect(run.standardError.isEmpty)
    let root = try jsonObject(run.standardOutput)
    #expect(Set(root.keys) == ["functions", "diagnostics"])
    #expect((root["diagnostics"] as? [Any])?.isEmpty == true)
    let functions = try #require(root["functions"] as? [[String: Any]])
    #expect(functions.count == 9)
    for function in functions {
      #expect(
        Set(["name", "file", "line", "usage", "returns", "parameters"]).isSubset(of: function.keys))
      let parameters = try #require(function["parameters"] as? [[String: Any]])
      for parameter in parameters { #expect(Set(parameter.keys) == ["type", "name"]) }
    }
    let dice = try #require(functions.first { $0["name"] as? String == "dieMaterial" })
    #expect(dice["file"] as? String == "\(Self.shaders)/Dice.metal")
    #expect(dice["line"] as? Int == 24)
    #expect(dice["usage"] as? String == "colorEffect")
    #expect(dice["returns"] as? String == "half4")
    let parameters = try #require(dice["parameters"] as? [[String: String]])
    #expect(parameters.contains(["type": "device const float *", "name": "pips"]))
    #expect(parameters.first == ["type": "float2", "name": "position"])
    let ripple = try #require(functions.first { $0["name"] as? String == "ripple" })
    #expect(ripple["usage"] as? String == "layerEffect")
    #expect(ripple["line"] as? Int == 10)
    let bend = try #require(functions.first { $0["name"] as? String == "cardCurlBend" })
    #expect(bend["returns"] as? String == "float2")
    #expect(bend["usage"] as? String == "distortionEffect")
  }

  // MARK: - With a registry

  @Test func aRegistryWithOneProblemFailsWithItsDiagnostic() throws {
    let folder = try TemporaryFolder()
    let registry = folder.url("registry.json")
    try writeTableReadyRegistry(to: registry) { warmups in
      for index in warmups.indices where warmups[index]["name"] as? String == "ripple" {
        warmups[index]["usage"] = "colorEffect"
      }
    }
    let run = tool("scan", Self.shaders, "--registry", registry)
    #expect(run.exitCode == 1)
    #expect(run.standardError.isEmpty)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 11)
    #expect(
      lines.contains(
        "\(Self.shaders)/Ripple.metal:10:22: error: [usageMismatch] registered as colorEffect, but parameter 2 is 'SwiftUI::Layer layer' where colorEffect expects half4; the signature is a layerEffect"
      ))
    #expect(lines.last == "9 stitchable functions in 7 files; 1 error, 0 warnings")
  }

  @Test func aRegistryProblemInJSON() throws {
    let folder = try TemporaryFolder()
    let registry = folder.url("registry.json")
    try writeTableReadyRegistry(to: registry) { warmups in
      for index in warmups.indices where warmups[index]["name"] as? String == "ripple" {
        warmups[index]["usage"] = "colorEffect"
      }
    }
    let run = tool("scan", "--format=json", "--registry=\(registry)", Self.shaders)
    #expect(run.exitCode == 1)
    let root = try jsonObject(run.standardOutput)
    let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
    try #require(diagnostics.count == 1)
    let diagnostic = diagnostics[0]
    #expect(
      Set(["severity", "kind", "function", "file", "line", "message"]).isSubset(of: diagnostic.keys)
    )
    #expect(diagnostic["severity"] as? String == "error")
    #expect(diagnostic["kind"] as? String == "usageMismatch")
    #expect(diagnostic["function"] as? String == "ripple")
    #expect(diagnostic["file"] as? String == "\(Self.shaders)/Ripple.metal")
    #expect(diagnostic["line"] as? Int == 10)
    #expect((diagnostic["message"] as? String)?.hasPrefix("registered as colorEffect") == true)
  }

  @Test func theTableReadyRegistryIsClean() throws {
    let folder = try TemporaryFolder()
    let registry = folder.url("registry.json")
    try writeTableReadyRegistry(to: registry) { _ in }
    let run = tool("scan", Self.shaders, "--registry", registry)
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput.hasSuffix("9 stitchable functions in 7 files; 0 errors, 0 warnings\n"))
  }

  @Test func aMisspeltWarmupIsLocatedInTheRegistryFile() throws {
    let folder = try TemporaryFolder()
    let registry = try folder.write(
      "registry.json",
      """
      {"warmups": [
        {"name": "soloo", "usage": "colorEffect", "arguments": []}
      ]}
      """)
    let source = try folder.write(
      "Solo.metal", "[[ stitchable ]] half4 solo(float2 p, half4 c) { return c; }\n")
    let run = tool("scan", source, "--registry", registry, "--format", "json")
    #expect(run.exitCode == 1)
    let diagnostics = try #require(
      try jsonObject(run.standardOutput)["diagnostics"] as? [[String: Any]])
    let missing = try #require(diagnostics.first { $0["kind"] as? String == "missingFunction" })
    #expect(missing["file"] as? String == registry)
    #expect(missing["line"] as? Int == 2)
    #expect(missing["function"] as? String == "soloo")
    let unregistered = try #require(
      diagnostics.first { $0["kind"] as? String == "unregisteredFunction" })
    #expect(unregistered["file"] as? String == source)
  }

  @Test func aSmallMaxFileBytesReportsTheFilesAsErrors() {
    let run = tool("scan", "\(Self.shaders)/Ripple.metal", "--max-file-bytes", "16")
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("error: [parseError]"))
    #expect(run.standardOutput.hasSuffix("0 stitchable functions in 1 file; 1 error, 0 warnings\n"))
  }

  @Test func overlappingPathsDoNotReportAFunctionAsItsOwnDuplicate() {
    let run = tool("scan", Self.shaders, "\(Self.shaders)/Ripple.metal")
    #expect(run.exitCode == 0)
    #expect(!run.standardOutput.contains("[duplicateFunction]"))
  }

  // MARK: - Usage errors

  @Test func noPath() {
    #expect(expectUsageError(tool("scan")) == "scan needs at least one PATH")
    #expect(expectUsageError(tool("scan", "--format", "json")) == "scan needs at least one PATH")
  }

  @Test func aMissingPath() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url("Nope.metal")
    #expect(
      expectUsageError(tool("scan", Self.shaders, missing)) == "\(missing): no such file or folder")
  }

  @Test func aMissingRegistryFile() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url("registry.json")
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--registry", missing))
        == "\(missing): cannot read the registry: no such file")
  }

  @Test func aMalformedRegistry() throws {
    let folder = try TemporaryFolder()
    let registry = try folder.write("registry.json", "{\"warmups\": [")
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--registry", registry))
        == "\(registry):1:14: expected a value, found end of text")
  }

  @Test func aRegistryWithAWrongShape() throws {
    let folder = try TemporaryFolder()
    let registry = try folder.write("registry.json", "{\"warmups\": [{\"name\": \"ripple\"}]}")
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--registry", registry))
        == "\(registry):1:14: $.warmups[0]: missing required key \"usage\"")
  }

  @Test(arguments: ["xml", "junit", "TEXT", ""])
  func aBadFormat(format: String) {
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--format", format))
        == "--format must be one of text, json, not '\(format)'")
  }

  @Test(arguments: ["0", "-1", "abc", "1.5", " 8", "99999999999999999999999"])
  func aBadMaxFileBytes(value: String) {
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--max-file-bytes", value))
        == "--max-file-bytes must be a positive whole number of bytes, not '\(value)'")
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--max-file-bytes=\(value)"))
        == "--max-file-bytes must be a positive whole number of bytes, not '\(value)'")
  }

  @Test func anUnknownOption() {
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--registy", "r.json"))
        == "unknown option '--registy' (did you mean --registry?); see --help for the options"
    )
  }

  @Test func aMissingOptionValue() {
    #expect(
      expectUsageError(tool("scan", Self.shaders, "--registry")) == "--registry needs a value")
  }

  @Test func helpWinsOverMissingPaths() {
    for flag in ["--help", "-h"] {
      let run = tool("scan", flag)
      #expect(run == ToolRun(exitCode: 0, standardOutput: ScanCommand.declaration.help))
    }
  }
}
