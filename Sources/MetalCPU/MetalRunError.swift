/// Why a run gave no result. The first four are problems with the request; the rest are
/// findings about the shader, each naming the function, the pixel and the arguments.
public enum MetalRunError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The compiler could not be used (no clang, an unreadable file, the cache).
  case compiler(MetalCompileError)
  /// The source does not compile: clang's errors, at the user's lines.
  case doesNotCompile(file: String, errors: [String])
  /// No stitchable function has that name.
  case noSuchFunction(name: String, file: String, available: [String])
  /// The request does not fit the function: a usage, an argument list or a size.
  case request(String)
  /// The function crashed at a pixel.
  case crashed(function: String, signal: Int32, pixel: SIMD2<Int>?, arguments: String)
  /// The function read or wrote past the end (or before the start) of a buffer argument.
  case outOfBounds(
    function: String, pixel: SIMD2<Int>?, parameter: String, index: Int, count: Int,
    element: String, isWrite: Bool, arguments: String)
  /// The function indexed a fixed-size array (a local, a `constant` table, a struct's member)
  /// past its bounds: clang's array-bounds check trapped. `location` is the source line, when
  /// the toolchain's llvm-symbolizer could find it.
  case indexOutOfRange(function: String, pixel: SIMD2<Int>?, location: String?, arguments: String)
  /// The function allocated past the child's memory limit (``MetalChildLimits/memoryBytes``):
  /// `new` failed, or the runtime could not allocate what the run needs.
  case outOfMemory(function: String, limitBytes: Int, pixel: SIMD2<Int>?, arguments: String)
  /// The run stopped advancing (no pixel finished for ``hangSeconds``, before or at its time
  /// limit of `seconds`) and was stopped: a hang.
  case timedOut(function: String, seconds: Double, pixels: [SIMD2<Int>], arguments: String)
  /// The run was still advancing when its time limit of `seconds` passed: the shader is slow
  /// for the limit, not hung. `rowsDone` of `rows` rows of `width` pixels were finished
  /// `elapsed` seconds after the request (the last reading, just past the limit).
  case tooSlow(
    function: String, seconds: Double, rowsDone: Int, rows: Int, width: Int, elapsed: Double,
    arguments: String)
  /// The child process failed in another way (its message).
  case runtime(String)

  /// Whether this is a finding about the shader (a crash, an out-of-bounds access, a hang),
  /// rather than a problem with the request or the machine.
  public var isFinding: Bool {
    switch self {
    case .crashed, .outOfBounds, .indexOutOfRange, .outOfMemory, .timedOut, .tooSlow: true
    default: false
    }
  }

  /// One paragraph naming the cause, the pixel and the arguments.
  public var description: String {
    func at(_ pixel: SIMD2<Int>?) -> String {
      pixel.map { " at pixel (\($0.x), \($0.y))" } ?? ""
    }
    switch self {
    case .compiler(let error): return error.description
    case .doesNotCompile(let file, let errors):
      return "\(file) does not compile:\n" + errors.joined(separator: "\n")
    case .noSuchFunction(let name, let file, let available):
      let list = available.isEmpty ? "it has none" : "it has " + available.joined(separator: ", ")
      return "\(file) has no [[ stitchable ]] function named \(name) (\(list))"
    case .request(let message): return message
    case .crashed(let function, let signal, let pixel, let arguments):
      return
        "\(function) crashed (\(Self.signalName(signal)))\(at(pixel)) with arguments \(arguments)"
    case .outOfBounds(
      let function, let pixel, let parameter, let index, let count, let element, let isWrite,
      let arguments):
      let verb = isWrite ? "writes" : "reads"
      return
        "\(function) \(verb) \(parameter)[\(index)] of a \(count)-\(element) array\(at(pixel)) with arguments \(arguments)"
    case .indexOutOfRange(let function, let pixel, let location, let arguments):
      let place = location.map { " at \($0)" } ?? ""
      return
        "\(function) indexes a fixed-size array past its bounds\(place)\(at(pixel)) with arguments \(arguments) (clang's array-bounds check)"
    case .outOfMemory(let function, let limit, let pixel, let arguments):
      let size =
        limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit)-byte"
      return
        "\(function) ran out of its \(size) memory limit\(at(pixel)) with arguments \(arguments)"
    case .timedOut(let function, let seconds, let pixels, let arguments):
      let places = pixels.map { "(\($0.x), \($0.y))" }.joined(separator: ", ")
      let still = places.isEmpty ? "" : "; still running at pixel \(places)"
      return
        "\(function) hung: it stopped advancing (no pixel finished for \(Self.text(Self.hangSeconds)) s; its time limit: \(Self.text(seconds)) s) and was stopped\(still), with arguments \(arguments)"
    case .tooSlow(
      let function, let seconds, let done, let rows, let width, let elapsed, let arguments):
      let rate = Double(done * width) / max(elapsed, seconds, 1e-9)
      let needed = rate > 0 ? Double(rows * width) / rate : .infinity
      let estimate =
        needed.isFinite ? "; the whole run needs about \(Self.text(needed.rounded(.up))) s" : ""
      return
        "\(function) is too slow for the \(Self.text(seconds)) s time limit, not hung: it was still advancing when stopped, \(done) of \(rows) rows done (\(Self.text((rate / 1e3).rounded() / 1e3)) Mpixel/s)\(estimate); raise the limit with --run-time-limit SECONDS or the entry's \"runTimeLimit\", with arguments \(arguments)"
    case .runtime(let message): return "the CPU runtime failed: \(message)"
    }
  }

  /// Seconds without progress that make a run a hang (``ChildProgress/hangWindow``).
  public static var hangSeconds: Double { ChildProgress.hangWindow }

  /// `10`, `2.5`, `0.3`.
  static func text(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15
      ? String(Int(seconds)) : String(format: "%g", seconds)
  }

  /// `SIGSEGV`, `SIGFPE`…
  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case 0: "the signal is unknown: its crash report was unreadable"
    case 4: "SIGILL, an illegal instruction or a trap"
    case 5: "SIGTRAP, a trap"
    case 6: "SIGABRT, an abort"
    case 7: "SIGBUS, a bad memory access"
    case 8: "SIGFPE, an arithmetic fault such as an integer division by zero"
    case 9: "SIGKILL"
    case 11: "SIGSEGV, a bad memory access"
    default: "signal \(signal)"
    }
  }
}
