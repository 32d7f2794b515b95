import EffectProofTestSupport
import Foundation
import Testing

/// `check --config a`: a one-character relative config path used to trap in
/// `NSString.deletingLastPathComponent` while resolving the config's folder. The built binary
/// runs in a temporary folder holding the config `a`, its shader and its registry.
@Suite struct OneCharacterConfigPathTests {
  @Test("check --config a --list runs in the config's folder without trapping")
  func aOneCharacterConfigPathIsResolved() throws {
    guard let executable = BuiltBinaryTests.executable() else {
      Issue.record("the effectproof executable was not found next to the test bundle")
      return
    }
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "One.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 one(float2 position, half4 color) { return color; }
      """)
    _ = try folder.write("a", #"{"shaders": ["One.metal"], "expectedFunctionCount": 1}"#)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["check", "--config", "a", "--list"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let complaint = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "stopped by a signal: \(complaint)")
    #expect(process.terminationStatus == 0, "\(complaint)")
    #expect(printed.contains("registry."), "\(printed)")
  }
}
