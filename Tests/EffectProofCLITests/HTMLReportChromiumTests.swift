import EffectProof
import EffectProofBase
import EffectProofTestSupport
import Foundation
import LocatedJSON
import PNG
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// Headless Chromium, found on `PATH` (`make chromium` installs Debian's
/// `chromium-headless-shell`).
enum Chromium {
  static let names = ["chromium-headless-shell", "chromium", "chromium-browser"]

  /// The first Chromium binary on `PATH`, or `nil`.
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    for name in names {
      for folder in folders where !folder.isEmpty {
        let candidate = (folder as NSString).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  static var isAvailable: Bool { path != nil }

  /// What one Chromium run printed.
  struct Run {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
    var timedOut: Bool
  }

  /// Runs Chromium with `arguments` (after the common headless ones) and a private profile in
  /// `folder`, killing it after `timeout` seconds so a test can never hang.
  static func run(_ arguments: [String], in folder: TemporaryFolder, timeout: Double = 60) throws
    -> Run
  {
    let binary = try #require(path)
    let profile = try folder.makeFolder("chromium-profile-\(UUID().uuidString)")
    let outPath = folder.url("chromium-\(UUID().uuidString).out")
    let errPath = folder.url("chromium-\(UUID().uuidString).err")
    try #require(FileManager.default.createFile(atPath: outPath, contents: nil))
    try #require(FileManager.default.createFile(atPath: errPath, contents: nil))
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    defer {
      try? out.close()
      try? err.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
        "--no-first-run", "--user-data-dir=\(profile)",
      ] + arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if finished.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        _ = finished.wait(timeout: .now() + 5)
      }
    }
    // FileBytes, not String(contentsOfFile:): Foundation leaks 4 KiB reading an empty file,
    // which LeakSanitizer reports under make sanitize.
    func text(_ path: String) -> String {
      String(decoding: (try? FileBytes.read(path, maximumBytes: 64 << 20)) ?? [], as: UTF8.self)
    }
    let standardOutput = text(outPath)
    let standardError = text(errPath)
    return Run(
      exitCode: timedOut ? -1 : process.terminationStatus, standardOutput: standardOutput,
      standardError: standardError, timedOut: timedOut)
  }

  /// Lines of Chromium's log that report a console message or an uncaught exception.
  static func consoleProblems(in log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter {
      $0.contains("CONSOLE") || $0.contains("Uncaught")
    }
  }
}

@Suite(.serialized) struct HTMLReportChromiumTests {
  static let notFound =
    "Chromium not found: run `make chromium` (Debian's chromium-headless-shell) to test the HTML report in a browser"

  /// Runs `check --only registry. --html` on TableReady and returns the page's path.
  func writeReport(in folder: TemporaryFolder) throws -> String {
    let page = folder.url("report.html")
    let run = registryCheck("--config", Fixtures.tableReadyConfig, "--html", page)
    try #require(run.exitCode == 0, "stderr: \(run.standardError)")
    #expect(
      timeless(run.standardOutput)
        == timeless(registryCheck("--config", Fixtures.tableReadyConfig).standardOutput))
    return page
  }

  @Test(.enabled(if: Chromium.isAvailable, Comment(rawValue: notFound)))
  func chromiumLoadsTheReport() throws {
    let folder = try TemporaryFolder()
    let page = try writeReport(in: folder)
    let url = URL(fileURLWithPath: page).absoluteString

    let dump = try Chromium.run(["--dump-dom", url], in: folder)
    #expect(!dump.timedOut, "Chromium did not finish within 60 s")
    #expect(dump.exitCode == 0, "stderr: \(dump.standardError)")
    let dom = dump.standardOutput
    #expect(dom.contains("<html lang=\"en\">"))
    #expect(dom.contains("<h2 id=\"summary-heading\">Summary</h2>"))
    #expect(dom.contains(CheckCommandTests.summary))
    #expect(dom.contains("<div><dt>Passed</dt><dd>10</dd></div>"))
    #expect(dom.components(separatedBy: "<tr class=\"proof passed\"").count - 1 == 10)
    for id in [
      "registry.sourcesParse", "registry.uniqueNames", "registry.callSitesFollowed",
      "registry.buildMembership", "registry.availability", "registry.warmupsResolve",
      "registry.everyFunctionWarmedUp", "registry.usage", "registry.arguments",
      "registry.functionCount",
    ] {
      #expect(dom.contains("<code>\(id)</code>"), "missing row \(id)")
    }
    #expect(Chromium.consoleProblems(in: dump.standardError).isEmpty)

    let screenshot = folder.url("report.png")
    let shot = try Chromium.run(
      ["--screenshot=\(screenshot)", "--window-size=1200,1600", "--hide-scrollbars", url],
      in: folder)
    #expect(!shot.timedOut, "Chromium did not finish within 60 s")
    #expect(shot.exitCode == 0, "stderr: \(shot.standardError)")
    #expect(Chromium.consoleProblems(in: shot.standardError).isEmpty)
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: screenshot)))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(png.count > 20_000, "a 1200×1600 screenshot of the report is only \(png.count) bytes")
  }

  @Test func consoleProblemsAreSpotted() {
    let log = """
      [1129/152014.613793:ERROR:dbus/bus.cc:405] Failed to connect to the bus
      [1129/152018.064068:INFO:CONSOLE:1] "boom", source: file:///tmp/t2.html (1)
      [1129/152018.068836:INFO:CONSOLE:1] "Uncaught ReferenceError: x", source: file:///a (1)
      """
    #expect(Chromium.consoleProblems(in: log).count == 2)
  }
}

@Suite struct HTMLReportOptionTests {
  @Test func htmlIsWrittenBesideTheNormalOutput() throws {
    let folder = try TemporaryFolder()
    let page = folder.url("report.html")
    let output = folder.url("report.xml")
    let run = registryCheck(
      "--config", Fixtures.tableReadyConfig, "--format", "junit", "--output", output, "--html", page
    )
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.hasPrefix(CheckCommandTests.summary))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<title>effectproof check: \(Fixtures.tableReadyConfig)</title>"))
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<?xml"))
    #expect(try folder.contents() == ["report.html", "report.xml"])
  }

  @Test func htmlReplacesAnExistingReport() throws {
    let folder = try TemporaryFolder()
    // An earlier HTML report (its generator line); any other file is kept (OutputRefusalTests).
    let page = try folder.write(
      "report.html", "<!DOCTYPE html>\n<meta name=\"generator\" content=\"effectproof 0.1.0\">\n")
    #expect(registryCheck("--config", Fixtures.tableReadyConfig, "--html", page).exitCode == 0)
    #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    #expect(try folder.contents() == ["report.html"])
  }

  @Test func aFailingRunStillWritesTheReportAndExitsOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Solo.metal",
      "[[ stitchable ]] half4 solo(float2 position, half4 color) { return color; }\n")
    let config = try folder.write(
      "effectproof.json",
      """
      {"registry": {"warmups": [{"name": "soloo", "usage": "colorEffect", "arguments": []}]}}
      """)
    let page = folder.url("report.html")
    let run = registryCheck("--config", config, "--html", page)
    #expect(run.exitCode == 1)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<tr class=\"proof failed\""))
    #expect(html.contains("soloo"))
  }

  @Test func htmlInAMissingFolderIsAUsageErrorNamingThePath() throws {
    let folder = try TemporaryFolder()
    let page = folder.url("missing/report.html")
    let message = expectUsageError(
      registryCheck("--config", Fixtures.tableReadyConfig, "--html", page))
    #expect(
      message
        == "cannot write --html \(page): the folder \(folder.url("missing")) does not exist")
    #expect(try folder.contents().isEmpty)
  }

  @Test func htmlToAFolderIsAUsageError() throws {
    let folder = try TemporaryFolder()
    #expect(
      expectUsageError(registryCheck("--config", Fixtures.tableReadyConfig, "--html", folder.path))
        == "--html \(folder.path) is a folder; give a file path")
  }

  @Test func htmlWithoutAValueIsAUsageError() {
    #expect(
      expectUsageError(registryCheck("--config", Fixtures.tableReadyConfig, "--html"))
        == "--html needs a value")
    #expect(
      expectUsageError(registryCheck("--config", Fixtures.tableReadyConfig, "--html="))
        == "--html needs a file path")
  }

  @Test func htmlAndOutputMustDiffer() throws {
    let folder = try TemporaryFolder()
    let file = folder.url("report")
    #expect(
      expectUsageError(
        registryCheck("--config", Fixtures.tableReadyConfig, "--output", file, "--html", file))
        == "--html and --output both name \(file); give two files")
  }

  @Test func theReportCarriesThePlotsAndSheets() throws {
    let config = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    let figures = ReportFigures.figures(for: Workspace(config: config))
    // 14 of the seeds' effects and one sheet per shaderProofs entry from the compiled source.
    #expect(figures.count == 14 + 10)
    #expect(figures.filter { $0.title == "wheel: wheelArcBlur" }.count == 1)
    #expect(!figures.contains { $0.title == "Promises against measured suprema" })
    for figure in figures {
      guard case .png(let bytes) = figure.content else { continue }
      let image = try PNGDecoder.decode(bytes)
      #expect(image.width <= 900, "\(figure.title): \(image.width) px")
    }
  }
}
