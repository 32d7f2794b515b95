import EffectProofBase
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A build step that did not end by itself: clang (or the program it built) crashed or ran out
/// of time. One error diagnostic at the source, saying which.
struct StoppedBuild: Error, Hashable {
  /// The error at the source.
  var diagnostic: Diagnostic
}

extension MetalCompiler {
  // MARK: - Running clang

  /// Runs clang with `arguments` under ``timeLimit`` (``CompilerProcess``), its standard output
  /// into `outputFile` when given.
  func runClang(_ arguments: [String], outputFile: String? = nil) throws(MetalCompileError)
    -> CompilerProcess.Outcome
  {
    try CompilerProcess.run(
      clang, arguments, outputFile: outputFile, cacheFolder: cacheFolder, timeLimit: timeLimit)
  }

  /// Runs `tool` with `arguments` under ``defaultTimeLimit``: its exit status (-1 after a
  /// signal or the limit) and its standard output and error together. For a test or a tool
  /// that builds beside the compiler (the benchmarks' bare pixel loop).
  static func run(_ tool: String, _ arguments: [String]) throws(MetalCompileError)
    -> (status: Int32, output: String)
  {
    let outcome = try CompilerProcess.run(tool, arguments, timeLimit: defaultTimeLimit)
    if case .exited(let status) = outcome.end { return (status, outcome.output) }
    return (-1, outcome.output + "\n" + ending(outcome.end, limit: "\(Int(defaultTimeLimit)) s"))
  }

  // MARK: - A crash or a hang

  /// The error at `file` when clang crashed or ran out of time compiling it; nil when clang
  /// exited by itself (its own diagnostics then say why it failed, if it did).
  ///
  /// clang crashes in two ways: the process dies by a signal (a stack overflow in its parser,
  /// for 10 000 nested parentheses), or its driver catches the crash of its frontend and exits
  /// 1, saying "clang frontend command failed with exit code 139" (or "due to signal").
  func stopped(
    _ outcome: CompilerProcess.Outcome, compiling file: String, by tool: String = "clang"
  )
    -> StoppedBuild?
  {
    let message: String
    switch outcome.end {
    case .timedOut:
      message =
        "\(tool) did not finish within \(timeLimitText) compiling \(file); it was stopped (a macro that expands without end, an #include of a device or pipe such as /dev/stdin, or a source far larger than a shader; raise \(Self.timeLimitVariable) if it is only slow)"
    case .signalled(let signal):
      message = crashMessage(tool: tool, signal: signal, file: file)
    case .exited:
      guard let signal = Self.frontendCrashSignal(in: outcome.output) else { return nil }
      message = crashMessage(tool: tool, signal: signal, file: file)
    }
    return StoppedBuild(
      diagnostic: .compile(.compilerStopped, file: file, message: message))
  }

  private func crashMessage(tool: String, signal: Int32, file: String) -> String {
    "\(tool) crashed (\(Self.signalName(signal))) compiling \(file); this is a fault of \(tool), not an error it found in the source: often a construct nested thousands deep (parentheses, braces, templates, macros) that overflows its stack; simplify the source there"
  }

  /// The signal of a frontend crash the clang driver caught and reported ("clang frontend
  /// command failed with exit code 139", "… due to signal 11"); nil when it reports none.
  static func frontendCrashSignal(in output: String) -> Int32? {
    for line in output.split(separator: "\n") where line.contains("frontend command failed") {
      if let range = line.range(of: "due to signal ") {
        return Int32(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
      }
      if let range = line.range(of: "with exit code "),
        let code = Int32(line[range.upperBound...].prefix { $0.isNumber }), code > 128
      {
        return code - 128
      }
      return 0
    }
    return nil
  }

  /// `SIGSEGV (signal 11)`.
  static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
      SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE",
      SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
    ]
    guard signal > 0 else { return "an unknown signal" }
    return names[signal].map { "\($0), signal \(signal)" } ?? "signal \(signal)"
  }

  /// How a run ended, for a message: `exited with status 1`, `was killed by SIGSEGV (signal
  /// 11)`, `did not finish within 120 s`.
  static func ending(_ end: CompilerProcess.End, limit: String = "the time limit") -> String {
    switch end {
    case .exited(let status): "exited with status \(status)"
    case .signalled(let signal): "was killed by \(signalName(signal))"
    case .timedOut: "did not finish within \(limit)"
    }
  }

  // MARK: - A fault of the cache

  /// The cache fault behind a clang run that failed while writing into the cache: the cache
  /// folder cannot take a new file (``BuildCacheFiles/probe(_:)``), or clang or the linker
  /// says an output could not be written for a reason of the file system ("No space left on
  /// device", "Read-only file system", "Permission denied" …). Nil when the run succeeded or
  /// failed for another reason (then it is the source's, or clang's, and said so).
  func cacheFault(after outcome: CompilerProcess.Outcome) -> MetalCompileError? {
    guard !outcome.succeeded else { return nil }
    do throws(MetalCompileError) {
      try BuildCacheFiles.probe(cacheFolder)
    } catch {
      return error
    }
    guard let line = Self.outputFault(in: outcome.output, cacheFolder: cacheFolder) else {
      return nil
    }
    return .cache(folder: cacheFolder, reason: line)
  }

  /// The reasons of the file system that make a write fail.
  static let writeFaults = [
    "No space left on device", "Disk quota exceeded", "Read-only file system",
    "Input/output error", "File too large", "Permission denied", "Operation not permitted",
    "Not a directory", "Too many open files",
  ]

  /// The first line of `output` that says an output could not be written (it names an output
  /// file or stream, or a path in the cache folder) for one of ``writeFaults``, trimmed.
  static func outputFault(in output: String, cacheFolder: String) -> String? {
    let line = output.split(separator: "\n").first { line in
      writeFaults.contains { line.contains($0) }
        && (line.contains("output") || line.contains(cacheFolder + "/")
          || line.contains("final link failed"))
    }
    guard var text = line.map({ $0.trimmingCharacters(in: .whitespaces) }) else { return nil }
    // `error: unable to open output file …` → `unable to open output file …`.
    for prefix in ["fatal error: ", "error: "] where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count))
    }
    return text
  }
}
