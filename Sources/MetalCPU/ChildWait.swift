import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One request's exchange with a child: writes and reads on its socket before a deadline,
/// while its output pipe is drained into a capped capture and its exit is watched.
///
/// ```
/// each step: poll(socket, output pipe, ≤ 50 ms)
///   output readable   → drained into the capture (at most 1 MiB a step, so a shader that
///                       prints without pause cannot starve the socket)
///   socket ready      → send or recv (non-blocking)
///   neither           → the child has exited (waitid, WNOWAIT)? → .ended; the deadline? →
///                       .timedOut; no progress for 3 s (ProgressWatch)? → .stalled
/// ```
///
/// The socket's end of file is not enough: a shader that forks and then aborts leaves the
/// fork holding the socket open, so the child's exit is watched on its own.
struct ChildWait {
  /// Why the exchange stopped before it was complete.
  enum Stop {
    /// The child ended (or closed its socket).
    case ended
    /// The deadline passed.
    case timedOut
    /// The run stopped advancing for ``ChildProgress/hangWindow`` seconds before the deadline.
    case stalled
  }

  /// Bytes read, or why there are none.
  enum Read {
    case bytes([UInt8])
    case stopped(Stop)
  }

  private enum Step {
    case ready
    case waiting
    case stopped(Stop)
  }

  let child: ChildProcess
  /// The running request's progress, probed while waiting for its answer (nil: not watched).
  var watch: ProgressWatch?
  private var capture: OutputCapture
  private var outputOpen = true
  /// The read buffer, made at the first output (most runs print nothing).
  private var chunk: [UInt8] = []

  /// A wait on `child`, keeping `limits.outputBytes` of its output.
  init(child: ChildProcess, limits: MetalChildLimits) {
    self.child = child
    capture = OutputCapture(limit: limits.outputBytes)
  }

  /// What the child printed so far, capped.
  var output: MetalChildOutput { capture.output }

  /// Sends all of `bytes`; nil when they were sent, else why not.
  mutating func write(_ bytes: [UInt8], until deadline: Date) -> Stop? {
    var sent = 0
    while sent < bytes.count {
      switch step(events: Int16(POLLOUT), until: deadline) {
      case .stopped(let stop): return stop
      case .waiting: continue
      case .ready: break
      }
      let n = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return child.send(base + sent, bytes.count - sent)
      }
      if n < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
      guard n > 0 else { return .ended }
      sent += n
    }
    return nil
  }

  /// Exactly `count` bytes from the socket, or why they did not come.
  mutating func read(_ count: Int, until deadline: Date) -> Read {
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      switch step(events: Int16(POLLIN), until: deadline) {
      case .stopped(let stop): return .stopped(stop)
      case .waiting: continue
      case .ready: break
      }
      let n = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return recv(child.socket, base + got, count - got, Int32(MSG_DONTWAIT))
      }
      if n < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
      guard n > 0 else { return .stopped(.ended) }
      got += n
    }
    return .bytes(bytes)
  }

  /// Reads what the output pipe holds now, up to `chunks` × 64 KiB (nothing, and no buffer,
  /// when it holds nothing).
  mutating func drain(chunks: Int = 16) {
    var ready = pollfd(fd: outputOpen ? child.output : -1, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 0) > 0 else { return }
    if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
    for _ in 0..<chunks {
      guard outputOpen else { return }
      let n = chunk.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemRead(child.output, base, raw.count)
      }
      if n > 0 {
        chunk.withUnsafeBytes { capture.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
      } else if n == 0 {
        outputOpen = false
      } else if errno != EINTR {
        return
      }
    }
  }

  /// One poll of the socket (for `events`) and the output pipe, at most 50 ms.
  private mutating func step(events: Int16, until deadline: Date) -> Step {
    let left = deadline.timeIntervalSinceNow
    guard left > 0 else { return .stopped(.timedOut) }
    var fds = [
      pollfd(fd: child.socket, events: events, revents: 0),
      pollfd(fd: outputOpen ? child.output : -1, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, 2, Int32(min(left, 0.05) * 1000) + 1)
    if ready < 0 && errno != EINTR { return .stopped(.ended) }
    if fds[1].revents != 0 { drain() }
    if fds[0].revents != 0 { return .ready }
    if child.hasExited() { return .stopped(.ended) }
    if watch?.hasStalled() == true { return .stopped(.stalled) }
    return .waiting
  }
}
