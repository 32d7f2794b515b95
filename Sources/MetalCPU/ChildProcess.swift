import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One started `program --serve` child and the descriptors the parent keeps for it
/// (docs/metal-on-cpu.md, "Safety").
///
/// ```
/// child fd 0  /dev/null
///       fd 1, 2  the output pipe's write end    parent: `output` (read end, non-blocking)
///       fd 3  the socket pair's child end        parent: `socket`
///       fd 4  the watch pipe's read end          parent: `watch`, the only write end
///       fd 5  the report file (O_APPEND)
/// a process group of its own (the child leads it), the environment `environment` alone, and
/// RLIMIT_DATA at the memory limit (set by the runtime itself: `--memory`).
/// ```
///
/// The parent's descriptors are close-on-exec, so no other child inherits them: the watch's
/// write end closes when the parent closes it or dies (SIGKILL included), and the runtime then
/// kills its whole group. Ending a child always kills its group before reaping it, so the
/// group id cannot have been reused.
struct ChildProcess {
  /// The child's pid, which is also its process group's id.
  let pid: pid_t
  /// The parent's end of the socket pair.
  let socket: Int32
  /// The write end of the watch pipe (held by the parent alone).
  let watch: Int32
  /// The read end of the child's stdout and stderr, non-blocking.
  let output: Int32

  /// The whole environment a child gets: nothing of the tool's (no `$GITHUB_TOKEN`, no
  /// `$HOME`), only a fixed search path and the C locale.
  static let environment = ["PATH=/usr/bin:/bin", "LANG=C"]

  /// Starts `program --serve 3 --watch 4 --report 5 --memory N`, its reports appended to
  /// `reports`.
  static func start(program: String, reports: String, limits: MetalChildLimits)
    throws(MetalRunError) -> ChildProcess
  {
    var opened: [Int32] = []
    func cleanUp() { opened.forEach { close($0) } }
    // Every descriptor is moved to 16 or above, so none is one of the child's 0…5 that the
    // file actions below write over.
    func pipe() throws(MetalRunError) -> (read: Int32, write: Int32) {
      var ends: [Int32] = [-1, -1]
      guard Glue.pipe(&ends), let read = Glue.high(ends[0]), let write = Glue.high(ends[1]) else {
        cleanUp()
        throw .runtime("cannot create a pipe: \(String(cString: strerror(errno)))")
      }
      opened += [read, write]
      return (read, write)
    }
    var pair: [Int32] = [-1, -1]
    guard Glue.socketPair(&pair) else {
      throw .runtime("cannot create a socket pair: \(String(cString: strerror(errno)))")
    }
    let ends = (Glue.high(pair[0]), Glue.high(pair[1]))
    guard let parentEnd = ends.0, let childEnd = ends.1 else {
      [ends.0, ends.1].compactMap { $0 }.forEach { close($0) }
      throw .runtime("cannot move a socket: \(String(cString: strerror(errno)))")
    }
    opened += [parentEnd, childEnd]
    let watch = try pipe()
    let output = try pipe()
    _ = fcntl(output.read, F_SETFL, fcntl(output.read, F_GETFL) | O_NONBLOCK)

    var actions = Glue.fileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, output.write, 2)
    posix_spawn_file_actions_adddup2(&actions, childEnd, 3)
    posix_spawn_file_actions_adddup2(&actions, watch.read, 4)
    posix_spawn_file_actions_addopen(&actions, 5, reports, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    var attributes = SpawnAttributes.make()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    SpawnAttributes.configure(&attributes, extraFlags: Glue.extraSpawnFlags)
    let arguments = [
      program, "--serve", "3", "--watch", "4", "--report", "5", "--memory",
      String(limits.memoryBytes),
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let status = SpawnAttributes.spawnRetryingBusy {
      posix_spawn(&pid, program, &actions, &attributes, &argv, &envp)
    }
    for fd in [childEnd, watch.read, output.write] { close(fd) }
    guard status == 0 else {
      for fd in [parentEnd, watch.write, output.read] { close(fd) }
      throw .runtime("cannot start \(program): \(String(cString: strerror(status)))")
    }
    return ChildProcess(pid: pid, socket: parentEnd, watch: watch.write, output: output.read)
  }

  /// Sends up to `count` bytes on the socket without waiting (what fits now; EAGAIN when
  /// nothing does) and without raising SIGPIPE when the child is gone.
  func send(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    #else
      return Darwin.send(socket, bytes, count, MSG_DONTWAIT)
    #endif
  }

  /// Whether the child has exited (it stays unreaped, so its group id stays taken).
  func hasExited() -> Bool {
    var info = siginfo_t()
    while true {
      info.si_signo = 0
      let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
      if result == 0 { return info.si_signo != 0 }
      if errno != EINTR { return true }
    }
  }

  /// Waits up to `seconds` for the child to exit; true when it did.
  func waitForExit(within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !hasExited() {
      if Date() >= deadline { return false }
      usleep(2_000)
    }
    return true
  }

  /// Kills the child's whole group (the child, if it still runs, and anything it forked),
  /// reaps the child and closes the parent's descriptors: its exit status, or the signal that
  /// ended it.
  func end() -> (status: Int32, signal: Int32?) {
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    for fd in [socket, watch, output] { close(fd) }
    return status & 0x7f == 0 ? ((status >> 8) & 0xff, nil) : (-1, status & 0x7f)
  }
}

/// The few calls that differ between Glibc and Darwin.
private enum Glue {
  /// A connected pair of stream sockets, both close-on-exec.
  static func socketPair(_ pair: inout [Int32]) -> Bool {
    #if canImport(Glibc)
      return socketpair(
        AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0
    #else
      guard socketpair(AF_UNIX, SOCK_STREAM, 0, &pair) == 0 else { return false }
      for fd in pair {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      }
      return true
    #endif
  }

  /// A one-way channel, both ends close-on-exec from their creation: on Linux a socket pair
  /// (Glibc's `pipe2` is not visible to Swift, and a `pipe` made close-on-exec afterwards could
  /// leak into a child another thread spawns meanwhile); on macOS a pipe, as the child is
  /// spawned with `POSIX_SPAWN_CLOEXEC_DEFAULT`, so only the file actions' descriptors reach it.
  /// Either way the reader sees its end of file when every write end is closed.
  static func pipe(_ ends: inout [Int32]) -> Bool {
    #if canImport(Glibc)
      return socketPair(&ends)
    #else
      guard Darwin.pipe(&ends) == 0 else { return false }
      for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      return true
    #endif
  }

  /// `fd` moved to a close-on-exec descriptor of 16 or above (nil, and `fd` closed, on failure).
  static func high(_ fd: Int32) -> Int32? {
    let moved = fcntl(fd, F_DUPFD_CLOEXEC, 16)
    close(fd)
    return moved >= 0 ? moved : nil
  }

  #if canImport(Glibc)
    /// Flags beyond ``SpawnAttributes``'s: none on Linux.
    static let extraSpawnFlags: Int32 = 0
    static func fileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
  #else
    /// Flags beyond ``SpawnAttributes``'s: only the file actions' descriptors reach the child.
    static let extraSpawnFlags = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    static func fileActions() -> posix_spawn_file_actions_t? { nil }
  #endif
}
