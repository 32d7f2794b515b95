import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// What a hostile shader's child may do is bounded, and each bound is a finding of the shader:
/// a fork that holds the socket does not hide an abort, printing is capped (the first and last
/// part kept, the cut counted), memory is limited, and the child sees none of the tool's
/// environment (docs/metal-on-cpu.md, "Safety").
@Suite struct MetalChildBoundsTests {
  static let source = """
    #include <metal_stdlib>
    using namespace metal;
    extern "C" int fork(void);
    extern "C" int printf(const char *, ...);
    // Forks at the first pixel, then aborts; the fork spins for ever, holding the socket.
    [[ stitchable ]] half4 forkAndAbort(float2 position, half4 color) {
        if (position.x < 1 && position.y < 1) {
            if (fork() == 0) {
                volatile int t = 0;
                for (;;) { t += 1; }
            }
            __builtin_abort();
        }
        return color;
    }
    // `lines` lines of exactly 100 bytes a pixel: "000…0<i>\\n".
    [[ stitchable ]] half4 chatty(float2 position, half4 color, float lines) {
        for (int i = 0; i < int(lines); i++) printf("%099d\\n", i);
        return color;
    }
    // Prints, then crashes at pixel (2, 1).
    [[ stitchable ]] half4 chattyCrash(float2 position, half4 color, float lines) {
        for (int i = 0; i < int(lines); i++) printf("%099d\\n", i);
        if (position.x > 2 && position.y > 1) { volatile float *nowhere = nullptr; *nowhere = 1; }
        return color;
    }
    // Leaks a mebibyte at every step, for ever.
    [[ stitchable ]] half4 hoard(float2 position, half4 color) {
        for (;;) {
            char *volatile block = new char[1 << 20];
            block[0] = 1;
        }
        return color;
    }
    [[ stitchable ]] half4 plain(float2 position, half4 color) {
        return color;
    }
    """

  static func compiled(in folder: TemporaryFolder) throws -> MetalCompileResult {
    let file = try folder.write("Bounds.metal", source + "\n// \(UUID().uuidString)\n")
    let compiled = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    _ = try #require(compiled.programPath, "\(compiled.diagnostics)")
    return compiled
  }

  static var runner: MetalRunner {
    get throws { MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder)) }
  }

  /// The run's error, or nil when it finished.
  static func failure(
    _ runner: MetalRunner, _ compiled: MetalCompileResult, _ request: MetalRunRequest
  ) -> MetalRunError? {
    do {
      _ = try runner.run(compiled: compiled, request: request)
      return nil
    } catch {
      return error
    }
  }

  /// The child aborts while its fork spins with the socket open: an abort at its pixel, found
  /// when the child exits, and the fork is gone with the child's group. Before, the run waited
  /// for the socket to close and reported a hang at the time limit.
  @Test func aShaderThatForksAndAbortsIsACrash() throws {
    let folder = try TemporaryFolder()
    let compiled = try Self.compiled(in: folder)
    let start = Date()
    let error = try #require(
      Self.failure(
        try Self.runner, compiled,
        MetalRunRequest(function: "forkAndAbort", width: 4, height: 4, jobs: 1, timeLimit: 10)))
    guard case .crashed(let function, let signal, let pixel, _) = error else {
      Issue.record("expected a crash, got \(error)")
      return
    }
    #expect(function == "forkAndAbort" && signal == SIGABRT && pixel == SIMD2(0, 0))
    #expect(Date().timeIntervalSince(start) < 5)
    let program = try #require(compiled.programPath)
    #expect(ChildProcessScan.survivors(of: program, within: 5).isEmpty)
  }

  /// 100 lines of 100 bytes at each of 16 × 8 pixels: 1 280 000 bytes, of which a 4096-byte
  /// limit keeps the first and the last 2048 and counts the rest, and the run says so. Before,
  /// every byte went to a file (243 MB for a 10 × 10 view at 10 KB a pixel).
  @Test func printingIsCappedAndTheCutIsCounted() throws {
    let folder = try TemporaryFolder()
    let compiled = try Self.compiled(in: folder)
    var runner = try Self.runner
    runner.limits.outputBytes = 4096
    let result = try runner.run(
      compiled: compiled,
      request: MetalRunRequest(
        function: "chatty", width: 16, height: 8, arguments: [.float(100)], jobs: 1,
        timeLimit: 20))
    let output = result.output
    #expect(output.bytes == 1_280_000)
    #expect(output.bytesCut == 1_280_000 - 4096)
    let line = { (i: Int) in String(repeating: "0", count: 99 - String(i).count) + "\(i)\n" }
    #expect(output.text.hasPrefix(line(0) + line(1)))
    #expect(output.text.hasSuffix(line(98) + line(99)))
    #expect(output.text.contains("\n[… 1275904 bytes cut …]\n"))
    #expect(output.text.utf8.count == 4096 + "\n[… 1275904 bytes cut …]\n".utf8.count)
    #expect(
      output.finding
        == "printed 1280000 bytes, over the 4096-byte output limit (1275904 bytes cut between its first and last part)"
    )
  }

  /// Output under the limit is kept whole, and is no finding.
  @Test func outputUnderTheLimitIsKeptWhole() throws {
    let folder = try TemporaryFolder()
    let compiled = try Self.compiled(in: folder)
    let result = try Self.runner.run(
      compiled: compiled,
      request: MetalRunRequest(
        function: "chatty", width: 2, height: 1, arguments: [.float(3)], jobs: 1, timeLimit: 20))
    #expect(result.output.bytes == 600 && result.output.bytesCut == 0)
    #expect(result.output.text.utf8.count == 600 && result.output.finding == nil)
  }

  /// A shader that prints past the limit and then crashes is still a crash at its pixel: the
  /// runtime's reports never share the capped stream.
  @Test func aCrashAfterMuchOutputKeepsItsPixel() throws {
    let folder = try TemporaryFolder()
    let compiled = try Self.compiled(in: folder)
    var runner = try Self.runner
    runner.limits.outputBytes = 1024
    let error = try #require(
      Self.failure(
        runner, compiled,
        MetalRunRequest(
          function: "chattyCrash", width: 8, height: 4, arguments: [.float(200)], jobs: 1,
          timeLimit: 20)))
    guard case .crashed(_, let signal, let pixel, _) = error else {
      Issue.record("expected a crash, got \(error)")
      return
    }
    #expect(signal == SIGSEGV && pixel == SIMD2(2, 1))
  }

  /// A `new` loop under a 256 MiB limit: "ran out of its 256 MiB memory limit at pixel (0, 0)",
  /// within seconds. Before, the loop grew until something outside stopped it (here: the time
  /// limit, a hang).
  @Test func aRunPastTheMemoryLimitSaysSo() throws {
    let folder = try TemporaryFolder()
    let compiled = try Self.compiled(in: folder)
    var runner = try Self.runner
    runner.limits.memoryBytes = 256 << 20
    let start = Date()
    let error = try #require(
      Self.failure(
        runner, compiled,
        MetalRunRequest(function: "hoard", width: 4, height: 4, jobs: 1, timeLimit: 5)))
    guard case .outOfMemory(let function, let limit, let pixel, _) = error else {
      Issue.record("expected out of memory, got \(error)")
      return
    }
    #expect(function == "hoard" && limit == 256 << 20 && pixel == SIMD2(0, 0))
    #expect(error.isFinding)
    #expect(
      error.description.hasPrefix("hoard ran out of its 256 MiB memory limit at pixel (0, 0)"))
    #expect(Date().timeIntervalSince(start) < 5)
  }

  /// Limits that are not sizes are refused when the session is made, never passed on.
  @Test func unusableLimitsAreRefused() {
    for limits in [
      MetalChildLimits(outputBytes: -1), MetalChildLimits(outputBytes: 0),
      MetalChildLimits(memoryBytes: 0), MetalChildLimits(memoryBytes: -5),
      MetalChildLimits(memoryBytes: 1000),
    ] {
      #expect(throws: MetalRunError.self) {
        try MetalSession(program: "/nonexistent", limits: limits)
      }
    }
  }

  /// The child's whole environment is `PATH=/usr/bin:/bin` and `LANG=C`: none of this test
  /// process's variables (in CI, `$GITHUB_TOKEN` among them) reaches it, and its memory limit
  /// is the default 4 GiB (`/proc/<pid>/limits`). Before, the child inherited the whole
  /// environment and had no limit.
  @Test func theChildSeesAMinimalEnvironmentAndTheDefaultMemoryLimit() throws {
    let folder = try TemporaryFolder()
    let compiled = try Self.compiled(in: folder)
    let session = try MetalSession(program: try #require(compiled.programPath))
    _ = try Self.runner.run(
      compiled: compiled,
      request: MetalRunRequest(function: "plain", width: 2, height: 2, jobs: 1, timeLimit: 20),
      in: session)
    // Between requests the child waits for the next one.
    let pid = try #require(session.childProcessID)
    let environment = try #require(ChildProcessScan.environment(of: pid))
    #expect(environment == ["PATH=/usr/bin:/bin", "LANG=C"])
    let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
    let data = limits.split(separator: "\n").first { $0.hasPrefix("Max data size") }
    #expect(
      data?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first
        == "4294967296")
  }
}

/// The program built from the user's source runs its global initialisers at `--describe`, at
/// compile time: with the child's minimal environment, never the tool's secrets.
@Suite struct DescribeEnvironmentTests {
  @Test func describeRunsWithoutTheToolsEnvironment() throws {
    let name = "EFFECTPROOF_SECRET_PROBE_\(UUID().uuidString.prefix(8))"
    setenv(name, "token", 1)
    defer { unsetenv(name) }
    let folder = try TemporaryFolder()
    // The initialiser aborts when it can see the variable: compile time would then fail.
    let file = try folder.write(
      "Probe.metal",
      """
      extern "C" char *getenv(const char *);
      extern "C" void abort(void);
      static int probe = getenv("\(name)") ? (abort(), 0) : 1;
      [[ stitchable ]] half4 plain(float2 position, half4 color) { return color; }
      """)
    let compiled = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    #expect(compiled.programPath != nil, "\(compiled.diagnostics)")
  }
}
