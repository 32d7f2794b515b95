import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// clang runs bounded: a time limit that kills its whole process group, standard input
/// `/dev/null`, and a crash reported with its signal at the file (issue 34, section 3).
@Suite struct MetalCompilerLimitTests {
  /// 2³⁰ expansions of `x`: clang is still expanding after minutes.
  static let macroBomb =
    (1...30).map { "#define A\($0) A\($0 - 1) A\($0 - 1)" }.joined(separator: "\n")
    + "\n#define A0 x\nint A30;\n"

  @Test(.timeLimit(.minutes(1))) func aMacroBombStopsAtTheTimeLimit() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Shaders/Bomb.metal", Self.macroBomb)
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder, timeLimit: 2)
    let started = Date()
    let result = try compiler.compile(file: file)
    let seconds = Date().timeIntervalSince(started)
    #expect(result.status == .failed)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.file == file)
    #expect(
      errors.first?.message.hasPrefix("clang did not finish within 2 s compiling \(file);") == true,
      "\(errors.map(\.message))")
    // The prelude may be precompiled first (under its own limit); the bomb stops at 2 s.
    #expect(seconds < 20, "took \(seconds) s")
  }

  /// 10 000 nested parentheses overflow clang's parser stack: SIGSEGV, with no output at all.
  @Test func aClangCrashIsReportedWithItsSignalAtTheFile() throws {
    let folder = try TemporaryFolder()
    let depth = 10_000
    let file = try folder.write(
      "Shaders/Nest.metal",
      "float nest() { return " + String(repeating: "(", count: depth) + "1"
        + String(repeating: ")", count: depth) + "; }\n")
    let result = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    #expect(result.status == .failed)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.file == file)
    #expect(
      errors.first?.message.hasPrefix("clang crashed (SIGSEGV, signal 11) compiling \(file);")
        == true, "\(errors.map(\.message))")
  }

  /// The driver's own report of a frontend crash it caught is read as a crash too.
  @Test func aCrashTheDriverCaughtIsACrash() {
    #expect(
      MetalCompiler.frontendCrashSignal(
        in:
          "clang++: error: clang frontend command failed with exit code 139 (use -v to see invocation)\n"
      ) == 11)
    #expect(
      MetalCompiler.frontendCrashSignal(
        in: "clang++: error: clang frontend command failed due to signal 6 (use -v …)") == 6)
    #expect(MetalCompiler.frontendCrashSignal(in: "a.metal:1:2: error: expected ';'") == nil)
  }

  /// A child's standard input is /dev/null, whatever the tool's is.
  @Test func aToolReadsStandardInputFromDevNull() throws {
    let outcome = try CompilerProcess.run(
      "/bin/sh", ["-c", "readlink /proc/self/fd/0; cat"], timeLimit: 10)
    #expect(outcome.succeeded)
    #expect(outcome.output == "/dev/null\n")
  }

  /// At the limit the whole process group goes: a grandchild holding the output open is killed
  /// with the tool, and the run ends at the limit, not when the grandchild would.
  @Test func theTimeLimitKillsTheWholeProcessGroup() throws {
    let folder = try TemporaryFolder()
    let pidFile = folder.url("grandchild.pid")
    let started = Date()
    let outcome = try CompilerProcess.run(
      "/bin/sh", ["-c", "sleep 300 & echo $! > '\(pidFile)'; sleep 300"], timeLimit: 1)
    let seconds = Date().timeIntervalSince(started)
    #expect(outcome.end == .timedOut)
    #expect(seconds < 10, "took \(seconds) s")
    let text = try String(contentsOfFile: pidFile, encoding: .utf8)
    let grandchild = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // Killed: gone, or a zombie until init reaps it.
    var alive = true
    for _ in 0..<100 where alive {
      let state = (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8)) ?? ""
      alive = !state.isEmpty && !state.contains(") Z ")
      if alive { Thread.sleep(forTimeInterval: 0.05) }
    }
    #expect(!alive, "sleep \(grandchild) outlived the limit")
  }

  /// A tool printing without end is stopped at the limit with its first 4 MiB kept.
  @Test func endlessOutputIsCutAndStopped() throws {
    let outcome = try CompilerProcess.run("/bin/sh", ["-c", "yes error"], timeLimit: 1)
    #expect(outcome.end == .timedOut)
    #expect(outcome.output.utf8.count < CompilerProcess.maximumOutputBytes + 100)
    #expect(outcome.output.hasSuffix("[output cut at \(CompilerProcess.maximumOutputBytes) bytes]"))
  }

  @Test func aSignalEndIsReadFromTheWaitStatus() {
    #expect(CompilerProcess.end(of: 0) == .exited(0))
    #expect(CompilerProcess.end(of: 1 << 8) == .exited(1))
    #expect(CompilerProcess.end(of: 11) == .signalled(11))
    #expect(CompilerProcess.end(of: 11 | 0x80) == .signalled(11))
  }

  @Test func theTimeLimitComesFromTheEnvironmentAndIsChecked() throws {
    #expect(try MetalCompiler.timeLimit(given: nil, environment: [:]) == 120)
    #expect(
      try MetalCompiler.timeLimit(
        given: nil, environment: [MetalCompiler.timeLimitVariable: " 2.5 "]) == 2.5)
    #expect(try MetalCompiler.timeLimit(given: 30, environment: [:]) == 30)
    for bad in ["", "abc", "0", "-1", "0.5", "nan", "inf", "86401", "1e9"] {
      #expect(
        throws: MetalCompileError.timeLimit(value: bad, source: "EFFECTPROOF_CLANG_TIME_LIMIT")
      ) {
        try MetalCompiler.timeLimit(given: nil, environment: ["EFFECTPROOF_CLANG_TIME_LIMIT": bad])
      }
    }
    for bad in [Double.nan, .infinity, -.infinity, 0, -1, 0.5, 86_401] {
      #expect(throws: MetalCompileError.self) { try MetalCompiler.timeLimit(given: bad) }
    }
  }
}
