import Foundation

/// Instruction counts under `valgrind --tool=callgrind`.
///
/// A copy of the current executable without debug information is run twice under callgrind with the hidden arguments
/// `--callgrind-child suite/name --iterations N`: once with N = 0 and once with N = k. The
/// child runs the benchmark 1 + N times (the first pays lazy set-up), so the difference of
/// the two totals (Ir, instructions executed), divided by k, is the instructions of one
/// iteration, with process start-up, set-up and the warm-up cancelled out.
public struct Callgrind: Sendable {
  /// The argument that makes the executable a callgrind child.
  public static let childFlag = "--callgrind-child"

  /// Why instructions could not be counted.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// A one-line explanation.
    public var description: String
  }

  /// The valgrind executable, or nil when not found on PATH.
  public var valgrind: String?
  /// The executable to re-run (this process's own binary).
  public var executable: String

  /// Finds valgrind on PATH and this process's binary.
  public init() {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    valgrind = path.split(separator: ":").map { "\($0)/valgrind" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? ""
  }

  /// Instructions per iteration of `benchmark`, from runs with 0 and `iterations` measured
  /// iterations.
  public func instructionsPerIteration(of benchmark: Benchmark, iterations: Int) -> Result<
    Double, Failure
  > {
    guard let valgrind else {
      return .failure(Failure(description: "valgrind not found on PATH; no instruction count"))
    }
    do {
      let binary = strippedCopy()
      defer { if binary != executable { try? FileManager.default.removeItem(atPath: binary) } }
      let empty = try totalInstructions(valgrind, binary, benchmark.fullName, iterations: 0)
      let full = try totalInstructions(
        valgrind, binary, benchmark.fullName, iterations: iterations)
      return .success(Double(full - empty) / Double(max(1, iterations)))
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(description: "\(error)"))
    }
  }

  /// A copy of the executable without debug information, or the executable itself when
  /// `objcopy` is missing or fails: valgrind 3.19 (Debian 12) gives up on the DWARF 5 that
  /// Swift 6.3 emits ("unhandled dwarf2 abbrev form code 0x25").
  private func strippedCopy() -> String {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("benchmark-\(UUID().uuidString)").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["objcopy", "--strip-debug", executable, copy]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return executable }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? copy : executable
  }

  private func totalInstructions(
    _ valgrind: String, _ binary: String, _ name: String, iterations: Int
  ) throws
    -> Int
  {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("callgrind-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=callgrind", "--callgrind-out-file=\(output.path)", binary, Self.childFlag,
      name, "--iterations", String(iterations),
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "valgrind exited with status \(process.terminationStatus)")
    }
    let text = try String(contentsOf: output, encoding: .utf8)
    guard let total = Self.parseTotal(text) else {
      throw Failure(description: "no summary or totals line in the callgrind output")
    }
    return total
  }

  /// The first number on the `summary:` (or else `totals:`) line of a callgrind output file.
  public static func parseTotal(_ text: String) -> Int? {
    let lines = text.split(separator: "\n")
    for key in ["summary:", "totals:"] {
      if let line = lines.first(where: { $0.hasPrefix(key) }),
        let number = line.dropFirst(key.count).split(separator: " ").first
      {
        return Int(number)
      }
    }
    return nil
  }
}
