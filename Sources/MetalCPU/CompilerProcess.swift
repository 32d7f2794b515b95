import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of clang (or of a program it built), bounded: standard input is `/dev/null`, the
/// process leads a process group of its own, and at the time limit the whole group (clang, its
/// `cc1` and linker children) is killed with SIGKILL.
///
/// ```
/// posix_spawn(tool)   stdin </dev/null   stdout → file or pipe   stderr → pipe
///                     process group = its own pid
/// read the pipe until it ends, at most `timeLimit` seconds; then kill(-pid, SIGKILL)
/// ```
///
/// A tool that reads its standard input (`#include "/dev/stdin"`) reads an empty file instead
/// of waiting for the terminal or a CI pipe; a tool that never finishes (a macro that expands
/// 2³⁹ times, a linker looping on a write error) is stopped. What is kept of the output is its
/// first ``maximumOutputBytes``; the rest is read and dropped, so a tool printing without end
/// never blocks on a full pipe nor fills memory.
struct CompilerProcess {
  /// How the run ended.
  enum End: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a crash: SIGSEGV, SIGABRT, SIGBUS …).
    case signalled(Int32)
    /// It was still running at the time limit, and its process group was killed.
    case timedOut
  }

  /// How the run ended and what it printed (standard error, and standard output unless it went
  /// to a file).
  struct Outcome: Hashable, Sendable {
    var end: End
    var output: String

    /// Whether it exited with status 0.
    var succeeded: Bool { end == .exited(0) }
  }

  /// The most output kept, 4 MiB.
  static let maximumOutputBytes = 4 << 20

  /// Runs `tool` with `arguments`; its standard output goes to `outputFile` (created or
  /// truncated) when given, else into the returned output with its standard error.
  ///
  /// Throws ``MetalCompileError/launch(clang:reason:)`` when the tool cannot be started, and
  /// ``MetalCompileError/cache(folder:reason:)`` (of `cacheFolder`) when `outputFile` cannot be
  /// created.
  ///
  /// `environment` replaces the tool's own when given (the program built from the user's
  /// source runs with ``ChildProcess/environment`` alone, as the shader's child does).
  static func run(
    _ tool: String, _ arguments: [String], outputFile: String? = nil, cacheFolder: String = "",
    timeLimit: Double, environment: [String]? = nil
  ) throws(MetalCompileError) -> Outcome {
    var output: Int32 = -1
    if let outputFile {
      output = open(outputFile, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
      guard output >= 0 else {
        throw .cache(
          folder: cacheFolder, reason: "cannot create \(outputFile): \(errorText(errno))")
      }
    }
    defer { if output >= 0 { close(output) } }
    var pipe: [Int32] = [-1, -1]
    guard makePipe(&pipe) else {
      throw .launch(clang: tool, reason: "cannot create a pipe: \(errorText(errno))")
    }
    defer { close(pipe[0]) }
    let pid: pid_t
    do throws(MetalCompileError) {
      pid = try spawn(
        tool, arguments, standardOutput: output >= 0 ? output : pipe[1], pipe[1],
        environment: environment)
    } catch {
      close(pipe[1])
      throw error
    }
    close(pipe[1])
    return collect(pid: pid, from: pipe[0], timeLimit: timeLimit)
  }

  // MARK: - Starting

  /// Starts `tool` in a process group of its own, with `/dev/null` as standard input, signals
  /// unblocked and SIGPIPE at its default, and `environment` (or the tool's own when `nil`).
  private static func spawn(
    _ tool: String, _ arguments: [String], standardOutput: Int32, _ standardError: Int32,
    environment: [String]?
  ) throws(MetalCompileError) -> pid_t {
    var actions = Self.fileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
    posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    var attributes = SpawnAttributes.make()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    SpawnAttributes.configure(&attributes)
    var argv: [UnsafeMutablePointer<CChar>?] = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var envp: [UnsafeMutablePointer<CChar>?] = (environment ?? []).map { strdup($0) } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let status = SpawnAttributes.spawnRetryingBusy {
      environment == nil
        ? posix_spawn(&pid, tool, &actions, &attributes, &argv, environ)
        : posix_spawn(&pid, tool, &actions, &attributes, &argv, &envp)
    }
    guard status == 0 else { throw .launch(clang: tool, reason: errorText(status)) }
    return pid
  }

  // MARK: - Waiting

  /// Reads `descriptor` until it ends and `pid` has exited, or until the time limit, when the
  /// process group is killed. Reaps `pid` in every case.
  private static func collect(pid: pid_t, from descriptor: Int32, timeLimit: Double) -> Outcome {
    let limit = timeLimit.isFinite && timeLimit > 0 ? timeLimit : 0
    let deadline = Date(timeIntervalSinceNow: limit)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var ended = false
    var status: Int32 = 0
    var exited = false
    // Once the tool has exited, a grandchild that kept the pipe open gets a second to close it.
    var grace: Date?
    while true {
      if !exited, reap(pid, &status, block: false) { exited = true }
      if exited && grace == nil { grace = Date(timeIntervalSinceNow: 1) }
      if ended && exited { break }
      let now = Date()
      if !exited && now >= deadline {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        _ = reap(pid, &status, block: true)
        return Outcome(end: .timedOut, output: text(bytes))
      }
      if let grace, now >= grace { break }
      if ended {
        usleep(5_000)
        continue
      }
      let until = grace ?? deadline
      let wait = Int32(max(0, min(100, until.timeIntervalSince(now) * 1000)).rounded(.up))
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, wait)
      guard ready > 0 else { continue }
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        let room = max(0, maximumOutputBytes - bytes.count)
        bytes.append(contentsOf: chunk[0..<min(count, room)])
      } else if count == 0 || errno != EINTR {
        ended = true
      }
    }
    return Outcome(end: end(of: status), output: text(bytes))
  }

  /// `waitpid`, again after `EINTR`: whether `pid` was reaped (its status in `status`).
  private static func reap(_ pid: pid_t, _ status: inout Int32, block: Bool) -> Bool {
    while true {
      let result = waitpid(pid, &status, block ? 0 : WNOHANG)
      if result == pid { return true }
      if result < 0 && errno == EINTR { continue }
      // 0: still running. -1 (ECHILD): someone else reaped it; nothing more to learn.
      if result < 0 {
        status = 0x7f00
        return true
      }
      return false
    }
  }

  /// The end a `waitpid` status describes (`WIFSIGNALED`, `WTERMSIG`, `WEXITSTATUS`).
  static func end(of status: Int32) -> End {
    let signal = status & 0x7f
    if signal == 0 { return .exited((status >> 8) & 0xff) }
    if signal != 0x7f { return .signalled(signal) }
    return .exited(-1)
  }

  private static func text(_ bytes: [UInt8]) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    if bytes.count >= maximumOutputBytes { text += "\n[output cut at \(maximumOutputBytes) bytes]" }
    return text
  }

  // MARK: - System calls

  /// `strerror(code)`.
  static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// A one-way channel (a socket pair: Glibc does not export `pipe2`) whose ends close on exec,
  /// so no other child started meanwhile keeps it open.
  private static func makePipe(_ pair: inout [Int32]) -> Bool {
    #if canImport(Glibc)
      return socketpair(
        AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0
    #else
      guard Darwin.pipe(&pair) == 0 else { return false }
      _ = fcntl(pair[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(pair[1], F_SETFD, FD_CLOEXEC)
      return true
    #endif
  }

  #if canImport(Glibc)
    private static func fileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
  #else
    private static func fileActions() -> posix_spawn_file_actions_t? { nil }
  #endif
}
