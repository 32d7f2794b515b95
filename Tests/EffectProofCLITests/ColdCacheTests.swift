import EffectProofTestSupport
import Foundation
import Testing

/// The built `effectproof` with `$EFFECTPROOF_CACHE` set to an empty folder: the compile every
/// new user and every fresh CI runner meets. The precompiled prelude, the runtime object and one
/// program a source are built into it; a second run reuses them; and `run` works from the same
/// cold start. The in-process command tests share one warm cache, so only these compile cold.
@Suite(.serialized) struct ColdCacheTests {
  /// Runs the executable with `EFFECTPROOF_CACHE=cache`.
  func tool(_ cache: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let executable = try #require(
      BuiltBinaryTests.executable(), "the built effectproof executable was not found")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["EFFECTPROOF_CACHE"] = cache
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The cache's files by extension.
  func contents(_ folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }

  @Test func compileIntoAnEmptyCacheThenReuseIt() throws {
    let folder = try TemporaryFolder()
    let cache = folder.url("cache")
    let shaders = RepositoryFixtures.path("ExampleApp/Shaders")
    let sources = contents(shaders).filter { $0.hasSuffix(".metal") }
    try #require(sources.count >= 6)
    #expect(!FileManager.default.fileExists(atPath: cache), "the cache starts absent")
    let cold = try tool(cache, ["compile", shaders])
    #expect(cold.status == 0, "\(cold.output)")
    #expect(cold.output.contains("\(sources.count) compiled, 0 failed"), "\(cold.output)")
    let built = contents(cache)
    #expect(built.filter { $0.hasSuffix(".program") }.count == sources.count, "\(built)")
    #expect(built.filter { $0.hasSuffix(".functions.json") }.count == sources.count)
    #expect(built.contains { $0.hasSuffix(".pch") || $0.contains("prelude") }, "\(built)")
    #expect(!built.contains { $0.hasSuffix(".tmp") }, "no temporary file is left: \(built)")
    let dates = try built.sorted().map {
      try FileManager.default.attributesOfItem(atPath: cache + "/" + $0)[.modificationDate]
        as? Date
    }
    let warm = try tool(cache, ["compile", shaders])
    #expect(warm.status == 0)
    #expect(warm.output == cold.output, "the warm run reports what the cold one did")
    #expect(contents(cache).sorted() == built.sorted(), "the warm run builds nothing new")
    let after = try contents(cache).sorted().map {
      try FileManager.default.attributesOfItem(atPath: cache + "/" + $0)[.modificationDate]
        as? Date
    }
    #expect(after == dates, "the warm run rewrites nothing")
  }

  @Test func runFromAnEmptyCache() throws {
    let folder = try TemporaryFolder()
    let cache = folder.url("cache")
    let file = RepositoryFixtures.path("ExampleApp/Shaders/Wave.metal")
    let listed = try tool(cache, ["compile", file, "--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any])
    let function = try #require((json["functions"] as? [[String: Any]])?.first)
    let name = try #require(function["name"] as? String)
    let empty = folder.url("second")
    let count = (function["parameters"] as? [Any])?.count ?? 0
    let usage = function["usage"] as? String
    let leading = usage == "distortionEffect" || usage == "shapeStyle" ? 1 : 2
    let arguments = Array(repeating: #"{"float": 1}"#, count: max(count - leading, 0))
    let run = try tool(
      empty,
      [
        "run", file, "--function", name, "--size", "16x8", "--arguments",
        "[" + arguments.joined(separator: ", ") + "]",
      ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains(name), "\(run.output)")
    #expect(contents(empty).filter { $0.hasSuffix(".program") }.count == 1, "\(contents(empty))")
  }
}
