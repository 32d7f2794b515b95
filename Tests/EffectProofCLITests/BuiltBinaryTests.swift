import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// Runs the built `effectproof` executable as a subprocess, to check what the in-process tests
/// cannot: that `main.swift` forwards the streams and the exit status, and never traps.
@Suite struct BuiltBinaryTests {
  /// The executable's names: `effectproof` (the product) or `EffectProofCLI` (the target).
  static let names = ["effectproof", "EffectProofCLI"]

  /// The built executable in the folder of the test bundle or one of its parents.
  static func executable() -> URL? {
    var starts = [Bundle.main.bundleURL, Bundle.main.executableURL].compactMap { $0 }
    if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
    for start in starts {
      var folder = start.standardizedFileURL
      for _ in 0..<5 {
        folder.deleteLastPathComponent()
        for name in names {
          let candidate = folder.appendingPathComponent(name)
          var isDirectory: ObjCBool = false
          if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
            !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
          {
            return candidate
          }
        }
      }
    }
    return nil
  }

  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `executable` with `arguments`, in `folder` when given (else this process's folder).
  func run(_ executable: URL, _ arguments: [String], in folder: String? = nil) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  @Test func anUnknownOptionExitsTwoWithOneLine() throws {
    guard let executable = Self.executable() else {
      Issue.record(
        "the built effectproof executable was not found near \(Bundle.main.bundleURL.path)")
      return
    }
    let result = try run(executable, ["check", "--bogus"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("effectproof: error: unknown option '--bogus'"))
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    #expect(result.standardError.hasSuffix("\n"))
    #expect(!result.standardError.contains("Fatal error"))
    #expect(!result.standardError.contains("Stack dump"))
    #expect(!result.standardError.contains("backtrace"))
  }

  @Test func checkOnTableReadyMatchesTheInProcessRun() throws {
    guard let executable = Self.executable() else {
      Issue.record(
        "the built effectproof executable was not found near \(Bundle.main.bundleURL.path)")
      return
    }
    // The registry and timing proofs: enough to show main.swift forwards the streams and the
    // exit status, quick enough that no progress line reaches stderr.
    let arguments = [
      "check", "--config", Fixtures.tableReadyConfig, "--only", "registry.", "--only", "timing.",
    ]
    let result = try run(executable, arguments)
    let inProcess = EffectProofTool.run(arguments)
    #expect(result.status == 0)
    #expect(timeless(result.standardOutput) == timeless(inProcess.standardOutput))
    #expect(result.standardError.isEmpty)
  }

  @Test func aFailingScanExitsOne() throws {
    guard let executable = Self.executable() else {
      Issue.record(
        "the built effectproof executable was not found near \(Bundle.main.bundleURL.path)")
      return
    }
    let folder = try TemporaryFolder()
    let source = try folder.write(
      "Bad.metal", "[[ stitchable ]] half4 bad(float p) { return 0; }\n")
    let result = try run(executable, ["scan", source])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("error: [usageMismatch]"))
    #expect(result.standardError.isEmpty)
  }

  @Test func noArgumentsPrintHelpToStandardError() throws {
    guard let executable = Self.executable() else {
      Issue.record(
        "the built effectproof executable was not found near \(Bundle.main.bundleURL.path)")
      return
    }
    let result = try run(executable, [])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("effectproof: prove the math"))
  }
}
