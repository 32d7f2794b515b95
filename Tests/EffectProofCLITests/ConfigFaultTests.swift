import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// Faults around the config that ran the wrong thing or said the wrong thing (issue 34): a NUL
/// byte in a path, a shader source that cannot be read, a dangling `effectproof.json` link.
@Suite struct ConfigFaultTests {
  @Test(arguments: [
    (#"{"shaders": ["Shaders\u0000.metal"]}"#, "$.shaders[0]"),
    (#"{"swift": ["App\u0000"], "shaders": ["Shaders"]}"#, "$.swift[0]"),
    (#"{"shaders": ["Shaders"], "registry": "r\u0000.json"}"#, "$.registry"),
  ])
  func aNULInAConfigPathIsRefusedAtItsJSONPath(config: String, path: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Good.metal",
      "[[ stitchable ]] half4 good(float2 position, half4 color) { return color; }\n")
    _ = try folder.makeFolder("App")
    let file = try folder.write("effectproof.json", config)
    let message = expectUsageError(tool("check", "--config", file))
    #expect(message.contains(path), "\(message)")
    #expect(message.contains("a path must not contain a NUL character"), "\(message)")
  }

  /// As root every file is readable, so the unreadable source is a link to `/proc/self/mem`,
  /// whose `read` fails for anyone.
  @Test func anUnreadableShaderIsNamedNotCalledEmpty() throws {
    let folder = try TemporaryFolder()
    _ = try folder.makeFolder("Shaders")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("Shaders/Ripple.metal"), withDestinationPath: "/proc/self/mem")
    let file = try folder.write(
      "effectproof.json", #"{"shaders": ["Shaders"], "shaderProofs": {"ripple": {}}}"#)
    let message = expectUsageError(tool("check", "--config", file))
    #expect(!message.contains("they declare none"), "\(message)")
    #expect(
      message.contains(
        "no [[ stitchable ]] function named ripple in the shaders that could be read: \(folder.url("Shaders/Ripple.metal")): cannot read the file"
      ), "\(message)")
  }

  @Test func aDanglingConfigLinkStopsTheLookup() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Good.metal",
      "[[ stitchable ]] half4 good(float2 position, half4 color) { return color; }\n")
    // A good config above, which the lookup must not fall back to.
    try folder.write("effectproof.json", #"{"shaders": ["Shaders"]}"#)
    let sub = try folder.makeFolder("app")
    let link = folder.url("app/effectproof.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "gone.json")
    let run = EffectProofTool.run(["check", "--only", "registry."], currentFolder: sub)
    #expect(
      expectUsageError(run)
        == "\(link) is a symbolic link to 'gone.json', which leads to no file; fix it or pass --config FILE"
    )
    // A link that loops is dangling too.
    try FileManager.default.removeItem(atPath: link)
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "effectproof.json")
    #expect(
      expectUsageError(EffectProofTool.run(["check", "--only", "registry."], currentFolder: sub))
        .contains("is a symbolic link to 'effectproof.json', which leads to no file"))
  }
}
