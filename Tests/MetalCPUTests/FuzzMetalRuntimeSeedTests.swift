import EffectProofTestSupport
import Foundation
import MetalCPU
import MetalRuntimeFuzzing
import Testing

/// FuzzMetalRuntime's seeds (`Fuzz/FuzzMetalRuntime/Seeds/`), run through the fuzz target's own
/// property in `make test`: each compiles and runs with a result or a typed finding, and between
/// them they reach every outcome (a result, an out-of-bounds read, a crash, an index out of
/// range, a hang, a source that does not compile at its line).
@Suite struct FuzzMetalRuntimeSeedTests {
  static let seeds: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/FuzzMetalRuntime/Seeds")

  static func seedFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasSuffix(".bin") }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// A name for an outcome, to check the seeds between them reach every kind.
  static func kind(_ outcome: FuzzShaderRun.Outcome?) -> String {
    switch outcome {
    case .finished: "finished"
    case .doesNotCompile: "doesNotCompile"
    case .finding(.crashed): "crashed"
    case .finding(.outOfBounds): "outOfBounds"
    case .finding(.indexOutOfRange): "indexOutOfRange"
    case .finding(.timedOut): "timedOut"
    case .finding, nil: "other"
    }
  }

  @Test func everySeedKeepsThePromiseAndTheyReachEveryOutcome() throws {
    // 2 s, not the fuzzer's 0.5 s: on a busy machine a child that starts slowly must not turn
    // a finishing seed into a hang.
    let run = try FuzzShaderRun(cacheFolder: SharedCompilerCache.folder, timeLimit: 2)
    let files = try Self.seedFiles()
    try #require(files.count >= 6, "the seeds are in \(Self.seeds.path)")
    var kinds: [String: String] = [:]
    for file in files {
      let shader = FuzzShader(bytes: [UInt8](try Data(contentsOf: file)))
      let (outcome, problems) = run.check(shader)
      #expect(problems.isEmpty, "\(file.lastPathComponent): \(problems)\n\(shader.source)")
      kinds[Self.kind(outcome)] = file.lastPathComponent
    }
    let expected = [
      "finished", "doesNotCompile", "crashed", "outOfBounds", "indexOutOfRange", "timedOut",
    ]
    #expect(Set(kinds.keys).isSuperset(of: expected), "\(kinds)")
  }

  /// The grammar is a function of the bytes: the same input gives the same program.
  @Test func theSameBytesGiveTheSameShader() throws {
    for file in try Self.seedFiles() {
      let bytes = [UInt8](try Data(contentsOf: file))
      #expect(FuzzShader(bytes: bytes).source == FuzzShader(bytes: bytes).source)
    }
    #expect(FuzzShader(bytes: []).source.contains("[[ stitchable ]] half4 fuzzed(float2 position"))
  }
}
