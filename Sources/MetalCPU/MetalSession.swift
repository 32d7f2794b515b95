import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One compiled program kept running in a child process, which answers run requests one after
/// another, so that a sweep of hundreds of argument sets starts one child, not hundreds
/// (docs/metal-on-cpu.md, "Sessions").
///
/// ```
/// parent ── socketpair ── child: program --serve 3
///   request:  "EPREQ002" length (int64) body       (RunFiles.request)
///   answer:   "EPRES002" length (int64) body       (RunFiles.result)
///   messages: the child's stdout and stderr, appended to one file (never a pipe)
/// crash      → "EPCRASH …" in the messages, the socket closes  → .crashed / .outOfBounds / …
/// time limit → SIGTERM ("EPHANG pixel=x,y …"), SIGKILL 2 s later → .timedOut
/// ```
///
/// After a crash or a hang the child is gone; the next request starts a new one. A session is
/// used by one caller at a time (its lock serialises requests); a sweep that wants parallel
/// children opens one session per worker.
public final class MetalSession: @unchecked Sendable {
  // The child's pid, socket, messages offset and kept layers are only touched under `lock`.

  /// The program the session runs (a ``MetalCompileResult/programPath``).
  public let program: String
  private let lock = NSLock()
  private var child: pid_t?
  private var socket: Int32 = -1
  private let folder: String
  private let messages: String
  private var keptLayers: Set<Int> = []
  /// How many children this session has started (1 unless one crashed or hung).
  public private(set) var childrenStarted = 0

  /// A session for `program`; the child starts with the first request.
  public init(program: String) throws(MetalRunError) {
    self.program = program
    folder = NSTemporaryDirectory() + "effectproof-session-" + UUID().uuidString
    messages = folder + "/messages.txt"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .runtime("cannot create \(folder): \(error.localizedDescription)")
    }
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// What one request gave.
  enum Answer {
    /// The result's body.
    case result([UInt8])
    /// The child ended without answering: its exit status or signal, and its messages since
    /// the request was sent.
    case ended(status: Int32, signal: Int32?, messages: String)
    /// The time limit passed: the child was stopped; its messages since the request.
    case timedOut(messages: String)
  }

  /// Sends one request body and waits for its answer, at most `timeLimit` seconds. `layer` is
  /// the id of the layer the body keeps or reuses (the caller builds the body knowing whether
  /// the child has it: ``hasLayer(_:)``).
  func send(_ body: [UInt8], keeping layer: Int?, timeLimit: Double) throws(MetalRunError)
    -> Answer
  {
    lock.lock()
    defer { lock.unlock() }
    if child == nil { try start() }
    let offset = messagesSize()
    var frame = Array("EPREQ002".utf8)
    withUnsafeBytes(of: Int64(body.count)) { frame.append(contentsOf: $0) }
    guard write(frame) && write(body) else { return ended(since: offset) }
    if let layer { keptLayers.insert(layer) }
    let deadline = Date().addingTimeInterval(min(max(timeLimit, 0.001), 86_400))
    guard let head = read(16, until: deadline) else {
      return Date() >= deadline ? timedOut(since: offset) : ended(since: offset)
    }
    guard head.starts(with: Array("EPRES002".utf8)) else {
      stop()
      throw .runtime("the child answered with something that is not a result")
    }
    let length = head.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: Int64.self) }
    guard length >= 0, length < 1 << 36 else {
      stop()
      throw .runtime("the child's result has a bad length")
    }
    guard let body = read(Int(length), until: deadline) else {
      return Date() >= deadline ? timedOut(since: offset) : ended(since: offset)
    }
    return .result(body)
  }

  /// Whether the running child keeps the layer `id` (false when no child runs).
  func hasLayer(_ id: Int) -> Bool {
    lock.withLock { child != nil && keptLayers.contains(id) }
  }

  // MARK: - The child

  private func start() throws(MetalRunError) {
    var pair: [Int32] = [-1, -1]
    guard SessionSocket.pair(&pair) else {
      throw .runtime("cannot create a socket pair: \(String(cString: strerror(errno)))")
    }
    var actions = SessionSocket.fileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The child's end becomes fd 3 (dup2 clears close-on-exec); its output goes to the file.
    posix_spawn_file_actions_adddup2(&actions, pair[1], 3)
    posix_spawn_file_actions_addopen(
      &actions, 1, messages, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var attributes = SessionSocket.attributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let arguments = [program, "--serve", "3"]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, program, &actions, &attributes, &argv, environ)
    close(pair[1])
    if pair[1] == 3 {
      // dup2(3, 3) would keep close-on-exec; never the case (0, 1, 2 are open), but be sure.
      close(pair[0])
      throw .runtime("the socket pair took fd 3")
    }
    guard status == 0 else {
      close(pair[0])
      throw .runtime("cannot start \(program): \(String(cString: strerror(status)))")
    }
    child = pid
    socket = pair[0]
    keptLayers = []
    childrenStarted += 1
  }

  /// Closes the socket (the child then exits) and reaps the child.
  private func stop() {
    if socket >= 0 {
      close(socket)
      socket = -1
    }
    if let pid = child {
      if !reap(pid, within: 2) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
      }
    }
    child = nil
    keptLayers = []
  }

  /// Waits up to `seconds` for `pid` to exit; true when it did.
  private func reap(
    _ pid: pid_t, within seconds: Double, status: UnsafeMutablePointer<Int32>? = nil
  )
    -> Bool
  {
    let deadline = Date().addingTimeInterval(seconds)
    var local: Int32 = 0
    while true {
      let result = withUnsafeMutablePointer(to: &local) { waitpid(pid, status ?? $0, WNOHANG) }
      if result == pid || result < 0 { return true }
      if Date() >= deadline { return false }
      usleep(2_000)
    }
  }

  private func write(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let n = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return SessionSocket.send(socket, base + sent, bytes.count - sent)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      sent += n
    }
    return true
  }

  /// Exactly `count` bytes before `deadline`, or nil (end of stream, an error or the time).
  private func read(_ count: Int, until deadline: Date) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left * 1000 + 1, 3_600_000)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      let n = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return recv(socket, base + got, count - got, 0)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return nil }
      got += n
    }
    return bytes
  }

  private func messagesSize() -> UInt64 {
    var info = stat()
    return stat(messages, &info) == 0 ? UInt64(info.st_size) : 0
  }

  private func messages(since offset: UInt64) -> String {
    guard let handle = FileHandle(forReadingAtPath: messages) else { return "" }
    defer { try? handle.close() }
    try? handle.seek(toOffset: offset)
    let data = (try? handle.read(upToCount: 1 << 20)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// The child ended (a crash, or an error it reported): reap it and read what it said.
  private func ended(since offset: UInt64) -> Answer {
    var status: Int32 = 0
    if socket >= 0 {
      close(socket)
      socket = -1
    }
    var exitStatus: Int32 = -1
    var signal: Int32?
    if let pid = child {
      if !reap(pid, within: 5, status: &status) {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
      }
      if status & 0x7f == 0 {
        exitStatus = (status >> 8) & 0xff
      } else {
        signal = status & 0x7f
      }
    }
    child = nil
    keptLayers = []
    return .ended(status: exitStatus, signal: signal, messages: messages(since: offset))
  }

  /// The time limit passed: SIGTERM (the runtime reports where each worker is), SIGKILL 2 s
  /// later.
  private func timedOut(since offset: UInt64) -> Answer {
    if let pid = child {
      kill(pid, SIGTERM)
      if !reap(pid, within: 2) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
      }
    }
    if socket >= 0 {
      close(socket)
      socket = -1
    }
    child = nil
    keptLayers = []
    return .timedOut(messages: messages(since: offset))
  }
}

/// The few calls that differ between Glibc and Darwin.
private enum SessionSocket {
  /// A connected pair of stream sockets, both close-on-exec.
  static func pair(_ pair: inout [Int32]) -> Bool {
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

  /// Sends without raising SIGPIPE when the child is gone.
  static func send(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      return Darwin.send(socket, bytes, count, 0)
    #endif
  }

  #if canImport(Glibc)
    static func fileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
    static func attributes() -> posix_spawnattr_t { posix_spawnattr_t() }
  #else
    static func fileActions() -> posix_spawn_file_actions_t? { nil }
    static func attributes() -> posix_spawnattr_t? { nil }
  #endif
}
