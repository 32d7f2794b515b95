#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to standard output and standard error without ever trapping. `FileHandle.write`
/// traps (a `try!` inside Foundation) when the stream is a full disk (`> /dev/full`), a
/// closed descriptor or a pipe whose reader is gone; here each of those is an error value the
/// tool turns into exit status 2. `SIGPIPE` is ignored once, so a vanished reader is `EPIPE`,
/// not a silent death.
package enum StandardStreams {
  /// Writes all of `text` to the descriptor (1 or 2), retrying short writes and `EINTR`;
  /// the system's reason when it cannot (`No space left on device`, `Bad file descriptor`,
  /// `Broken pipe`), or `nil`.
  package static func write(_ text: String, to descriptor: Int32) -> String? {
    ignoreBrokenPipes()
    var bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(descriptor, base + done, buffer.count - done)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      if count == 0 { return "the stream took no bytes" }
      done += count
    }
    return nil
  }

  /// Prints `output` on standard output and `error` on standard error, and gives the exit
  /// status to use: `status`, or 2 when standard output could not take the text (then one
  /// line says so on standard error, if standard error can still take it).
  package static func finish(
    output: String, error: String, status: Int32, program: String
  ) -> Int32 {
    var status = status
    if !output.isEmpty, let reason = write(output, to: 1) {
      status = 2
      _ = write("\(program): error: cannot write standard output: \(reason)\n", to: 2)
    }
    if !error.isEmpty, write(error, to: 2) != nil { status = 2 }
    return status
  }

  /// Makes a write to a pipe without a reader fail with `EPIPE` instead of killing the process.
  private static func ignoreBrokenPipes() {
    _ = signal(SIGPIPE, SIG_IGN)
  }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
