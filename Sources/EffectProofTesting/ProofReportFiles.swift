import EffectProofBase
import Foundation
import ProofEngine

/// The reports the test adapters write while `swift test` runs, the same JSON, JUnit and HTML
/// that `effectproof check` writes, asked for with environment variables:
///
/// | variable | file |
/// |---|---|
/// | `EFFECTPROOF_REPORT_JSON` | the JSON report (`effectproof merge` reads it) |
/// | `EFFECTPROOF_REPORT_JUNIT` | the JUnit XML report |
/// | `EFFECTPROOF_REPORT_HTML` | the self-contained HTML report |
///
/// Every proof run through ``expectProof(_:seed:density:jobs:sourceLocation:)``,
/// ``requireProof(_:seed:density:jobs:sourceLocation:)`` or `XCTAssertProof` is added to one
/// report per test process, and after each proof the files are rewritten atomically with every
/// result so far, sorted by id (results with one id keep their order). So a run that stops
/// half-way leaves a valid report of what ran. A file that cannot be written fails the test
/// that tried, naming the variable and the reason; it never stops the run. The first proof
/// replaces a file left by an earlier run, so delete the files before `swift test` if a run
/// might run no proof at all (docs/adopting.md).
public struct ProofReportFiles: Sendable, Equatable {
  /// The environment variable naming the JSON report's path.
  public static let jsonVariable = "EFFECTPROOF_REPORT_JSON"
  /// The environment variable naming the JUnit report's path.
  public static let junitVariable = "EFFECTPROOF_REPORT_JUNIT"
  /// The environment variable naming the HTML report's path.
  public static let htmlVariable = "EFFECTPROOF_REPORT_HTML"

  /// Where to write the JSON report, if anywhere.
  public var json: String?
  /// Where to write the JUnit report, if anywhere.
  public var junit: String?
  /// Where to write the HTML report, if anywhere.
  public var html: String?

  /// The files to write; `nil` writes none.
  public init(json: String? = nil, junit: String? = nil, html: String? = nil) {
    self.json = json
    self.junit = junit
    self.html = html
  }

  /// The files `environment` asks for. A variable that is set but empty asks for a file with
  /// no path, which every write then reports as a problem.
  public init(environment: [String: String]) {
    self.init(
      json: environment[Self.jsonVariable], junit: environment[Self.junitVariable],
      html: environment[Self.htmlVariable])
  }

  /// Whether any report is asked for.
  public var isEmpty: Bool { json == nil && junit == nil && html == nil }

  /// Writes `report` to every file asked for, each atomically (a reader never sees half a
  /// file, and a failed write leaves the old file as it was). Returns one line per file that
  /// could not be written, naming its variable, path and reason; empty when all were written.
  public func write(_ report: ProofReport) -> [String] {
    var problems: [String] = []
    let files: [(String, String?, @Sendable (ProofReport) -> String)] = [
      (Self.jsonVariable, json, { JSONReportRenderer.render($0) }),
      (Self.junitVariable, junit, { JUnitReportRenderer.render($0) }),
      (Self.htmlVariable, html, { HTMLReportRenderer.render($0, title: "swift test: proofs") }),
    ]
    for (variable, path, render) in files {
      guard let path else { continue }
      guard !path.isEmpty else {
        problems.append("\(variable) is set but empty; give it a file path or unset it")
        continue
      }
      do throws(AtomicWriteError) {
        try AtomicFileWrite.write(Array(render(report).utf8), to: path)
      } catch {
        problems.append("cannot write \(variable) (\(path)): \(error.message)")
      }
    }
    return problems
  }
}

/// The one report of a test process: the adapters add each result, and the files the
/// environment asks for are rewritten after each.
struct ProofReportCollector: Sendable {
  /// The process's collector, writing the files its environment names.
  static let shared = ProofReportCollector(
    files: ProofReportFiles(environment: ProcessInfo.processInfo.environment))

  /// The collector a test of the adapters sets for the task it runs, instead of ``shared``.
  @TaskLocal static var current: ProofReportCollector?

  /// ``current``, else ``shared``.
  static var active: ProofReportCollector { current ?? shared }

  /// The files written after each result.
  let files: ProofReportFiles
  private let results = Locked<[ProofResult]>([])

  /// A collector writing `files`.
  init(files: ProofReportFiles) {
    self.files = files
  }

  /// Adds `result` and rewrites the files; returns the problems writing them (none when no
  /// file is asked for).
  func record(_ result: ProofResult) -> [String] {
    guard !files.isEmpty else { return [] }
    return results.withLock { results in
      results.append(result)
      // Sorted by id for a stable report whatever order parallel tests finish in; a stable
      // sort keeps the order of results that share an id.
      let sorted = results.enumerated().sorted {
        ($0.element.id, $0.offset) < ($1.element.id, $1.offset)
      }.map(\.element)
      return files.write(ProofReport(generator: "swift test (EffectProofTesting)", results: sorted))
    }
  }
}
