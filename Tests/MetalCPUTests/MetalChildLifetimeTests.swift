import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A shader's child never outlives the tool, and nothing it forks outlives its session: the
/// child runs in a process group of its own, watches a pipe whose only write end the tool
/// holds, and every end of a child kills its whole group (docs/metal-on-cpu.md, "Safety").
/// Each test's source carries a fresh UUID, so its program is its own and the scan of `/proc`
/// sees no other test's children.
@Suite struct MetalChildLifetimeTests {
  static let source = """
    #include <metal_stdlib>
    using namespace metal;
    extern "C" int fork(void);
    [[ stitchable ]] half4 spin(float2 position, half4 color, float at) {
        volatile float t = 0;
        while (position.x > at) { t += 1; }
        return color;
    }
    extern "C" int usleep(unsigned);
    extern "C" int kill(int, int);
    extern "C" int getppid(void);
    // Forks at the first pixel; the child answers; 300 ms later the fork kills the child and
    // spins for ever, holding the socket.
    [[ stitchable ]] half4 forkAndKill(float2 position, half4 color) {
        if (position.x < 1 && position.y < 1 && fork() == 0) {
            usleep(300000);
            kill(getppid(), 9);
            volatile int t = 0;
            for (;;) { t += 1; }
        }
        return color;
    }
    // Forks at the first pixel; the fork spins for ever, the child answers.
    [[ stitchable ]] half4 forkAndReturn(float2 position, half4 color) {
        if (position.x < 1 && position.y < 1 && fork() == 0) {
            volatile int t = 0;
            for (;;) { t += 1; }
        }
        return color;
    }
    """

  /// A compiled program of this suite's source with a fresh UUID: the file and the program.
  static func program(in folder: TemporaryFolder) throws -> (file: String, program: String) {
    let file = try folder.write("Lifetime.metal", source + "\n// \(UUID().uuidString)\n")
    let compiled = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    let program = try #require(compiled.programPath, "\(compiled.diagnostics)")
    return (file, program)
  }

  /// The built `effectproof` executable near the test bundle.
  static func tool() -> URL? {
    var starts = [Bundle.main.bundleURL, Bundle.main.executableURL].compactMap { $0 }
    if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
    for start in starts {
      var folder = start.standardizedFileURL
      for _ in 0..<5 {
        folder.deleteLastPathComponent()
        for name in ["effectproof", "EffectProofCLI"] {
          let candidate = folder.appendingPathComponent(name)
          var isFolder: ObjCBool = false
          if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
            !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
          {
            return candidate
          }
        }
      }
    }
    return nil
  }

  /// `effectproof run` of a looping shader (time limit 60 s), killed by `signal` once its child
  /// runs: within 5 s no process of the program is left. Before, the child kept spinning with
  /// parent 1 until killed by hand. The tool runs with a secret in its environment, which its
  /// child does not see.
  @Test(arguments: [SIGKILL, SIGTERM])
  func theChildDiesWithTheTool(signal: Int32) throws {
    guard let tool = Self.tool() else {
      Issue.record("the built effectproof executable was not found near the test bundle")
      return
    }
    let folder = try TemporaryFolder()
    let (file, program) = try Self.program(in: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["EFFECTPROOF_CACHE"] = SharedCompilerCache.folder
    environment["EFFECTPROOF_TEST_SECRET"] = "hunter2"
    let pid = try #require(
      Self.spawn(
        tool.path,
        [
          "run", file, "--function", "spin", "--size", "16x8", "--arguments",
          #"[{"float": 3}]"#, "--jobs", "1", "--time-limit", "60",
        ], environment: environment))
    let children = ChildProcessScan.started(program, within: 15)
    #expect(children.count == 1, "the tool's child did not start")
    for child in children {
      let seen = ChildProcessScan.environment(of: child) ?? []
      #expect(seen == ChildProcess.environment, "\(seen)")
    }
    kill(pid, signal)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    #expect(status & 0x7f == signal, "the tool was not ended by the signal: status \(status)")
    let left = ChildProcessScan.survivors(of: program, within: 5)
    #expect(left.isEmpty, "still running after the tool died: \(left)")
  }

  /// Starts `path` with an empty signal mask (Foundation's `Process` starts a child with
  /// signals blocked on Linux, and a blocked SIGTERM would never end the tool), output to
  /// /dev/null; its pid.
  static func spawn(_ path: String, _ arguments: [String], environment: [String: String])
    -> pid_t?
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    return posix_spawn(&pid, path, &actions, &attributes, &argv, &envp) == 0 ? pid : nil
  }

  /// A shader that forks: its child answers, and the fork spins. The run's session ends with
  /// the run, and with it the child's whole group: nothing of the program is left. Before, the
  /// fork kept spinning with parent 1.
  @Test func aForkOfTheShaderEndsWithTheRun() throws {
    let folder = try TemporaryFolder()
    let (file, program) = try Self.program(in: folder)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(
        function: "forkAndReturn", width: 4, height: 4, jobs: 1, timeLimit: 10))
    #expect(result.pixels == 16)
    let left = ChildProcessScan.survivors(of: program, within: 5)
    #expect(left.isEmpty, "still running after the run: \(left)")
  }

  /// The child dies between two requests, killed by its own fork, which holds the socket and
  /// reads nothing: the next request (a 64 MiB layer, far more than the socket holds) ends as a
  /// crash (SIGKILL) within seconds, and the fork is gone. A blocking send waited for ever.
  @Test func aRequestToAChildThatDiedIsNotAHang() throws {
    let folder = try TemporaryFolder()
    let (file, program) = try Self.program(in: folder)
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    let compiled = try compiler.compile(file: file)
    let session = try MetalSession(program: program)
    let runner = MetalRunner(compiler: compiler)
    _ = try runner.run(
      compiled: compiled,
      request: MetalRunRequest(
        function: "forkAndKill", width: 4, height: 4, jobs: 1, timeLimit: 10),
      in: session)
    usleep(1_000_000)
    let start = Date()
    var failure: MetalRunError?
    do {
      _ = try runner.run(
        compiled: compiled,
        request: MetalRunRequest(function: "forkAndKill", width: 2048, height: 2048, timeLimit: 10),
        in: session)
    } catch {
      failure = error
    }
    let error = try #require(failure)
    guard case .crashed(_, let signal, _, _) = error else {
      Issue.record("expected a crash, got \(error)")
      return
    }
    #expect(signal == SIGKILL)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(ChildProcessScan.survivors(of: program, within: 5).isEmpty)
  }

  /// A session's child is started by whichever thread sends its first request, and a sweep's
  /// worker threads come and go. The child must outlive the thread that started it (Linux's
  /// `PR_SET_PDEATHSIG` would kill it when that thread exits, which is why the child watches a
  /// pipe instead): a second request, after the first thread has ended, reaches the same child.
  @Test func aChildOutlivesTheThreadThatStartedIt() throws {
    let folder = try TemporaryFolder()
    let (file, program) = try Self.program(in: folder)
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    let compiled = try compiler.compile(file: file)
    let session = try MetalSession(program: program)
    let runner = MetalRunner(compiler: compiler)
    let request = MetalRunRequest(
      function: "spin", width: 4, height: 4, arguments: [.float(100)], jobs: 1, timeLimit: 10)
    let first = Thread {
      _ = try? runner.run(compiled: compiled, request: request, in: session)
    }
    first.start()
    while !first.isFinished { usleep(5_000) }
    // Let the thread's exit reach the kernel, where a parent-death signal would fire.
    usleep(200_000)
    let second = try runner.run(compiled: compiled, request: request, in: session)
    #expect(second.pixels == 16)
    #expect(session.childrenStarted == 1)
  }
}
