import EffectProofTestSupport
import Foundation
import Testing

/// The built `effectproof` under the faults of issue 34 that only a separate process can set
/// up: a standard input that never ends, a build cache that cannot be used (its own
/// environment), a really full disk, and two runs at once on one cache.
@Suite struct CompileFaultCommandTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
    var seconds: Double
  }

  static let tableReady = RepositoryFixtures.path("TableReady")

  /// The built tool, started (through `launcher` when given, such as `unshare`) with
  /// `environment` added, its output into files; standard input is a pipe that stays open, as
  /// a CI step's may.
  struct Started {
    var process: Process
    var input: Pipe
    var folder: TemporaryFolder
    var started: Date
  }

  static func start(
    _ arguments: [String], environment: [String: String] = [:], launcher: [String] = []
  ) throws -> Started? {
    guard let executable = BuiltBinaryTests.executable() else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launcher.first ?? executable.path)
    process.arguments =
      launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [executable.path] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let folder = try TemporaryFolder()
    for name in ["out", "err"] {
      _ = FileManager.default.createFile(atPath: folder.url(name), contents: nil)
    }
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle(forWritingAtPath: folder.url("out"))
    process.standardError = FileHandle(forWritingAtPath: folder.url("err"))
    let started = Date()
    try process.run()
    return Started(process: process, input: input, folder: folder, started: started)
  }

  /// Waits for `started`, at most `limit` seconds from its start (then kills it: status -1).
  static func finish(_ started: Started, limit: Double) throws -> Run {
    let process = started.process
    while process.isRunning && Date().timeIntervalSince(started.started) < limit {
      Thread.sleep(forTimeInterval: 0.05)
    }
    var status: Int32 = -1
    // The input ends first, so nothing the tool started waits on it after the tool is killed.
    try started.input.fileHandleForWriting.close()
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    } else {
      status = process.terminationStatus
    }
    return Run(
      status: status,
      output: (try? String(contentsOfFile: started.folder.url("out"), encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: started.folder.url("err"), encoding: .utf8)) ?? "",
      seconds: Date().timeIntervalSince(started.started))
  }

  /// ``start(_:environment:launcher:)`` and ``finish(_:limit:)``; nil when the tool was not
  /// built.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], launcher: [String] = [],
    limit: Double = 60
  ) throws -> Run? {
    guard let started = try start(arguments, environment: environment, launcher: launcher) else {
      return nil
    }
    return try finish(started, limit: limit)
  }

  static func missingBinary() {
    Issue.record(
      "the built effectproof executable was not found near \(Bundle.main.bundleURL.path)")
  }

  // MARK: - clang's standard input

  /// `#include "/dev/stdin"` while the tool's standard input is an open pipe: clang reads
  /// /dev/null, so the source compiles at once (before: `compile` waited forever).
  @Test func aSourceIncludingStandardInputDoesNotWaitForIt() throws {
    let folder = try TemporaryFolder()
    // A comment of its own, so it is never a cache hit (the key is the text, not what it reads).
    let file = try folder.write(
      "Shaders/Stdin.metal", "// \(UUID().uuidString)\n#include \"/dev/stdin\"\n")
    guard
      let run = try Self.run(
        ["compile", file], environment: ["EFFECTPROOF_CACHE": SharedCompilerCache.folder],
        limit: 30)
    else { return Self.missingBinary() }
    #expect(run.status == 0, "\(run.errors) after \(run.seconds) s")
    #expect(run.output.hasPrefix("OK   \(file)"))
  }

  // MARK: - The build cache

  /// A cache folder that is a file, and one under /proc (which nobody, not even root, can
  /// write): `compile` and `check` exit 2 with one line naming it, and print no report (before:
  /// `check` failed every shader proof, exit 1).
  @Test(arguments: ["file", "/proc/effectproof-cache"])
  func anUnusableCacheIsOneLineAndExit2(_ kind: String) throws {
    let folder = try TemporaryFolder()
    let cache = kind == "file" ? try folder.write("cache", "a file") : kind
    let reason =
      kind == "file"
      ? "cannot use the build cache \(cache): it is a file, not a folder"
      : "cannot use the build cache \(cache): cannot create \(cache): No such file or directory"
    for arguments in [
      ["compile", Self.tableReady + "/Shaders/Ripple.metal"],
      [
        "check", "--config", Self.tableReady + "/effectproof.json", "--only",
        "shader.wheel.compiles",
      ],
    ] {
      guard let run = try Self.run(arguments, environment: ["EFFECTPROOF_CACHE": cache]) else {
        return Self.missingBinary()
      }
      #expect(run.status == 2, "\(arguments[0]): \(run.output)")
      #expect(run.errors == "effectproof: error: \(reason)\n", "\(arguments[0])")
      #expect(run.output.isEmpty, "\(arguments[0])")
    }
  }

  /// A really full disk: a tmpfs of a few hundred KiB in a mount namespace of its own (root
  /// only; skipped with the reason otherwise). At each size a different step meets ENOSPC (the
  /// include folder, the precompiled prelude, the runtime object); each is one line and exit 2,
  /// and leaves no temporary behind. `check` meets it only while a proof compiles (the check
  /// before the proofs fits in 200 KiB), and still exits 2 with the one line.
  @Test func aFullDiskIsOneLineAndExit2() throws {
    let mount = try TemporaryFolder()
    let probe = try Process.run(
      URL(fileURLWithPath: "/usr/bin/unshare"),
      arguments: ["-m", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs '\(mount.path)'"])
    probe.waitUntilExit()
    guard probe.terminationStatus == 0 else {
      print(
        "CompileFaultCommandTests: a full disk needs a tmpfs in a mount namespace (unshare -m, as root); skipped"
      )
      return
    }
    let shell = { (size: String) -> [String] in
      [
        "/usr/bin/unshare", "-m", "sh", "-c",
        "mount -t tmpfs -o size=\(size) tmpfs '\(mount.path)' && \"$0\" \"$@\"; status=$?; ls -a '\(mount.path)/cache' >&2; exit $status",
      ]
    }
    let cache = mount.path + "/cache"
    let ripple = Self.tableReady + "/Shaders/Ripple.metal"
    let runs: [(String, [String])] = [
      ("16k", ["compile", ripple]), ("200k", ["compile", ripple]), ("850k", ["compile", ripple]),
      (
        "200k",
        [
          "check", "--config", Self.tableReady + "/effectproof.json", "--only",
          "shader.wheel.compiles",
        ]
      ),
    ]
    for (size, arguments) in runs {
      guard
        let run = try Self.run(
          arguments, environment: ["EFFECTPROOF_CACHE": cache],
          launcher: shell(size))
      else { return Self.missingBinary() }
      let lines = run.errors.split(separator: "\n")
      #expect(run.status == 2, "\(size) \(arguments[0]): \(run.output)\(run.errors)")
      #expect(
        lines.first?.hasPrefix("effectproof: error: cannot use the build cache \(cache): ") == true,
        "\(size) \(arguments[0]): \(run.errors)")
      #expect(
        lines.first?.hasSuffix("No space left on device") == true
          || lines.first?.hasSuffix("No space left on device'") == true, "\(run.errors)")
      #expect(run.output.isEmpty)
      // The listing after the run: no temporary (`.ep-`) left.
      #expect(!lines.dropFirst().contains { $0.contains(".ep-") }, "\(run.errors)")
    }
  }

  // MARK: - Two runs at once

  /// Three `compile` runs at once on one fresh cache: each compiles two fixtures, they agree,
  /// each source has one program, and no temporary is left.
  @Test func threeRunsAtOnceOnOneCacheAgree() throws {
    let folder = try TemporaryFolder()
    let cache = folder.url("cache")
    for name in ["Ripple", "Felt"] {
      let text = try String(
        contentsOfFile: Self.tableReady + "/Shaders/\(name).metal", encoding: .utf8)
      _ = try folder.write("Shaders/\(name).metal", text)
    }
    let shaders = folder.url("Shaders")
    let started = try (0..<3).compactMap { _ in
      try Self.start(["compile", shaders], environment: ["EFFECTPROOF_CACHE": cache])
    }
    let runs = try started.map { try Self.finish($0, limit: 120) }
    let finished = runs
    guard finished.count == 3 else { return Self.missingBinary() }
    #expect(finished.allSatisfy { $0.status == 0 }, "\(finished.map(\.errors))")
    #expect(Set(finished.map(\.output)).count == 1)
    let names = try FileManager.default.contentsOfDirectory(atPath: cache)
    let sources = try FileManager.default.contentsOfDirectory(atPath: shaders).filter {
      $0.hasSuffix(".metal")
    }
    #expect(names.filter { $0.hasSuffix(".program") }.count == sources.count)
    #expect(names.filter { $0.hasSuffix(".functions.json") }.count == sources.count)
    #expect(names.filter { $0.contains(".ep-") || $0.hasSuffix(".tmp") }.isEmpty, "\(names)")
  }
}
