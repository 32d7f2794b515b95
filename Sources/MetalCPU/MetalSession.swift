import EffectProofBase
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One compiled program kept running in a child process, which answers run requests one after
/// another, so that a sweep of hundreds of argument sets starts one child, not hundreds
/// (docs/metal-on-cpu.md, "Sessions" and "Safety").
///
/// ```
/// parent ── socketpair ── child: program --serve 3 --watch 4 --report 5 --memory N
///   request:  ep_wire_frame, body                  (ChildWire.request; effectproof_wire.h)
///   answer:   ep_wire_frame, body                  (ChildWire.result; another version refused)
///   output:   the child's stdout and stderr, a pipe read while waiting, capped (OutputCapture)
///   reports:  "EPCRASH …", "EPHANG …", "EPMEMORY …", "EPERROR …", appended to one file
/// crash      → "EPCRASH …", the child exits (seen by waitid, even when something it forked
///              holds the socket)                             → .crashed / .outOfBounds / …
/// progress   → SIGUSR1 each 0.5 s: "EPPROGRESS rows=… pixel=x,y …" (ProgressWatch); none
///              for 3 s is a hang, whatever the time limit
/// time limit → still advancing? slow : hung; SIGTERM ("EPHANG pixel=x,y …"), SIGKILL 2 s
///              later → .timedOut (hung) or .tooSlow
/// every end  → SIGKILL to the child's process group, then the child is reaped
/// ```
///
/// After a crash or a hang the child is gone; the next request starts a new one. A session is
/// used by one caller at a time (its lock serialises requests); a sweep that wants parallel
/// children opens one session per worker. The child dies with the tool: it watches a pipe whose
/// only write end the session holds (ChildProcess).
public final class MetalSession: Sendable {

  /// The program the session runs (a ``MetalCompileResult/programPath``).
  public let program: String
  /// What each child may print and allocate.
  public let limits: MetalChildLimits
  /// The running child, the layers it keeps and how many children were started; a request
  /// holds the lock from its frame to its answer.
  private struct Children {
    var child: ChildProcess?
    var keptLayers: Set<Int> = []
    var started = 0
  }
  private let children = Locked(Children())
  private let folder: String
  private let reports: String

  /// How many children this session has started (1 unless one crashed or hung).
  public var childrenStarted: Int { children.withLock { $0.started } }

  /// A session for `program` whose children get `limits`; the child starts with the first
  /// request. Throws `.request` for limits that are not positive sizes
  /// (``MetalChildLimits``), `.runtime` when the session's folder cannot be created.
  public init(program: String, limits: MetalChildLimits = .standard) throws(MetalRunError) {
    if let problem = limits.problem { throw .request(problem) }
    self.program = program
    self.limits = limits
    folder = NSTemporaryDirectory() + "effectproof-session-" + UUID().uuidString
    reports = folder + "/reports.txt"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .runtime("cannot create \(folder): \(error.localizedDescription)")
    }
  }

  deinit {
    children.withLock { Self.stop(&$0) }
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The running child's pid (nil when none runs), for tests.
  var childProcessID: pid_t? { children.withLock { $0.child?.pid } }

  /// What one request gave, with what the child printed meanwhile.
  enum Answer {
    /// The result's body.
    case result([UInt8], output: MetalChildOutput)
    /// The child ended without answering: its exit status or signal, and its reports since
    /// the request was sent.
    case ended(status: Int32, signal: Int32?, reports: String, output: MetalChildOutput)
    /// The time limit passed, or the run stopped advancing: the child was stopped; its reports
    /// since the request, and when it was still advancing at the limit (too slow, not hung),
    /// how far it got.
    case timedOut(reports: String, output: MetalChildOutput, slow: ChildProgress?)
  }

  /// Sends one request body and waits for its answer, at most `timeLimit` seconds. `layer` is
  /// the id of the layer the body keeps or reuses (the caller builds the body knowing whether
  /// the child has it: ``hasLayer(_:)``). `version` is the frame's wire version (another one
  /// only in tests of the child's refusal).
  func send(
    _ body: [UInt8], keeping layer: Int?, timeLimit: Double, version: UInt32 = ChildWire.version
  ) throws(MetalRunError) -> Answer {
    try children.withLock { (children) throws(MetalRunError) -> Answer in
      try exchange(body, keeping: layer, timeLimit: timeLimit, version: version, with: &children)
    }
  }

  /// ``send(_:keeping:timeLimit:version:)`` with the lock held.
  private func exchange(
    _ body: [UInt8], keeping layer: Int?, timeLimit: Double, version: UInt32,
    with children: inout Children
  ) throws(MetalRunError) -> Answer {
    if children.child == nil { try start(&children) }
    guard let child = children.child else { throw .runtime("the child did not start") }
    let offset = reportsSize()
    var wait = ChildWait(child: child, limits: limits)
    let deadline = Date().addingTimeInterval(min(max(timeLimit, 0.001), 86_400))
    let frame = ChildWire.requestFrame(length: body.count, version: version)
    // The frame and the body apart: a body may be hundreds of megabytes, not worth a copy.
    var stopped = wait.write(frame, until: deadline)
    if stopped == nil { stopped = wait.write(body, until: deadline) }
    if let stop = stopped { return finish(stop, since: offset, wait: &wait, with: &children) }
    if let layer { children.keptLayers.insert(layer) }
    // Watched from here: while the body is written the child is reading, not running rows.
    wait.watch = ProgressWatch(pid: child.pid, reports: reports, offset: offset)
    let head: [UInt8]
    switch wait.read(frame.count, until: deadline) {
    case .bytes(let bytes): head = bytes
    case .stopped(let stop): return finish(stop, since: offset, wait: &wait, with: &children)
    }
    let length: Int
    do throws(MetalRunError) {
      length = try ChildWire.resultLength(head)
    } catch {
      Self.stop(&children)
      throw error
    }
    switch wait.read(length, until: deadline) {
    case .bytes(let body):
      // The runtime flushes its output before it writes the result: all of it is in the pipe.
      wait.drain()
      return .result(body, output: wait.output)
    case .stopped(let stop): return finish(stop, since: offset, wait: &wait, with: &children)
    }
  }

  /// Whether the running child keeps the layer `id` (false when no child runs).
  func hasLayer(_ id: Int) -> Bool {
    children.withLock { $0.child != nil && $0.keptLayers.contains(id) }
  }

  // MARK: - The child

  private func start(_ children: inout Children) throws(MetalRunError) {
    children.child = try ChildProcess.start(program: program, reports: reports, limits: limits)
    children.keptLayers = []
    children.started += 1
  }

  /// Ends the child and its group (the session is over, or its child misbehaved).
  private static func stop(_ children: inout Children) {
    _ = children.child?.end()
    children.child = nil
    children.keptLayers = []
  }

  /// The child stopped answering: it ended, or the time passed.
  private func finish(
    _ stop: ChildWait.Stop, since offset: UInt64, wait: inout ChildWait,
    with children: inout Children
  ) -> Answer {
    let running = wait.child
    children.child = nil
    children.keptLayers = []
    switch stop {
    case .ended:
      // The socket closed or the child exited: let it finish exiting (its report is written
      // by then), read what it printed last, then end its group.
      _ = running.waitForExit(within: 5)
      wait.drain()
      let (status, signal) = running.end()
      return .ended(
        status: status, signal: signal, reports: reports(since: offset), output: wait.output)
    case .timedOut, .stalled:
      // At the limit, a run that still advances is slow, not hung (ProgressWatch); one that
      // stalled before it is hung. Then SIGTERM: the runtime reports where each worker is; the
      // group is killed 2 s later.
      var slow: ChildProgress?
      if case .timedOut = stop, var watch = wait.watch {
        slow = watch.advancesAfterDeadline()
      }
      kill(running.pid, SIGTERM)
      _ = running.waitForExit(within: 2)
      wait.drain()
      _ = running.end()
      return .timedOut(reports: reports(since: offset), output: wait.output, slow: slow)
    }
  }

  private func reportsSize() -> UInt64 {
    var info = stat()
    return stat(reports, &info) == 0 ? UInt64(info.st_size) : 0
  }

  private func reports(since offset: UInt64) -> String {
    guard let handle = FileHandle(forReadingAtPath: reports) else { return "" }
    defer { try? handle.close() }
    try? handle.seek(toOffset: offset)
    let data = (try? handle.read(upToCount: 1 << 20)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
