import Foundation

/// Golden-vector checks: compare computed outputs with a golden file of inputs, expected
/// outputs and a tolerance tier per field, recording the file when the mode allows it.
///
/// ```swift
/// let report = GoldenVectors.check(
///   try GoldenLocation.fixture("curl.hit"),
///   inputs: [["y": 10, "peel": 0.5], ["y": 40, "peel": 0.25]],
///   options: GoldenOptions(tolerances: ["sourceY": .tol2, "normalZ": .absolute(1e-6)])
/// ) { inputs in
///   let hit = curl.hit(y: inputs["y"] ?? 0, peel: inputs["peel"] ?? 0)
///   return ["sourceY": hit.sourceY, "normalZ": hit.normal.z]
/// }
/// #expect(report.passed, "\(report)")
/// ```
///
/// What happens, by mode (see ``GoldenRecordMode``) and by the golden file's state:
///
/// - **readable golden**: the actual cases are compared (see ``compare(_:with:goldenPath:)``);
///   in `failed` mode a failed comparison also re-records; in `all` mode the file is re-recorded
///   without comparing.
/// - **missing golden**: `never` reports ``GoldenIssue/goldenMissing(path:)``; the other modes
///   record it, with a write that never replaces a file that appeared meanwhile.
/// - **unreadable or malformed golden**: reported as ``GoldenIssue/goldenUnreadable(_:)`` with
///   the file, line, column and JSON path; only `all` overwrites it.
/// - **CI** (`CI` non-empty): every write of the golden is refused with
///   ``GoldenIssue/recordingRefused(path:ciValue:)``; `all` then compares instead.
/// - **Recording** writes atomically (see ``GoldenFile/write(to:replaceExisting:)``), keeps
///   the existing file's name, note and tolerances, and is skipped when a case failed to
///   compute or a field has no tolerance. A run that records reports
///   ``GoldenIssue/recorded(path:mode:)`` and does not pass.
/// - **Artifacts**: when the actual values differ from the golden (or the golden is missing or
///   unreadable), they are written as a golden file to
///   `<artifacts>/golden/<golden file name>`, with `<artifacts>` from ``GoldenSettings``
///   (`EFFECTPROOF_ARTIFACTS`, default `.build/effectproof-artifacts`). Artifacts are written
///   on CI too; the golden itself is never touched for them.
public enum GoldenVectors {
  /// Checks actual cases given directly against the golden at `location`.
  ///
  /// When recording, these cases become the file's cases.
  public static func check(
    _ location: GoldenLocation, actual: [GoldenCase], options: GoldenOptions = GoldenOptions()
  ) -> GoldenReport {
    run(location, options: options) { _ in (actual.map { Optional($0) }, []) }
  }

  /// Computes outputs for each input set and checks them against the golden at `location`.
  ///
  /// - Parameters:
  ///   - inputs: The input sets to compute, in case order; `nil` takes them from the golden
  ///     file (a missing or unreadable golden then gives ``GoldenIssue/noInputs(path:)``).
  ///     When given and the golden exists, a different list shows up as a case-count mismatch
  ///     or ``GoldenIssue/inputsDiffer(caseIndex:fields:)``.
  ///   - compute: Maps one input set to its outputs; an error thrown for a case is reported as
  ///     ``GoldenIssue/computeFailed(caseIndex:message:)`` and that case is skipped.
  public static func check(
    _ location: GoldenLocation, inputs: [[String: Double]]? = nil,
    options: GoldenOptions = GoldenOptions(),
    compute: ([String: Double]) throws -> [String: Double]
  ) -> GoldenReport {
    run(location, options: options) { golden in
      guard let list = inputs ?? golden?.cases.map(\.inputs) else { return nil }
      var cases: [GoldenCase?] = []
      var issues: [GoldenIssue] = []
      for (index, input) in list.enumerated() {
        do {
          cases.append(GoldenCase(inputs: input, outputs: try compute(input)))
        } catch {
          cases.append(nil)
          issues.append(.computeFailed(caseIndex: index, message: "\(error)"))
        }
      }
      return (cases, issues)
    }
  }

  // MARK: - The run

  /// The golden file's state on disk.
  private enum GoldenState {
    case missing
    case unreadable(GoldenError)
    case readable(GoldenFile)

    init(path: String) {
      guard FileManager.default.fileExists(atPath: path) else {
        self = .missing
        return
      }
      do throws(GoldenError) {
        self = .readable(try GoldenFile.load(from: path))
      } catch {
        self = .unreadable(error)
      }
    }

    var file: GoldenFile? {
      guard case .readable(let file) = self else { return nil }
      return file
    }
  }

  private static func run(
    _ location: GoldenLocation, options: GoldenOptions,
    actualCases: (GoldenFile?) -> (cases: [GoldenCase?], issues: [GoldenIssue])?
  ) -> GoldenReport {
    let settings = options.settings
    let mode = settings.recordMode
    var report = GoldenReport(name: location.name, goldenPath: location.path, mode: mode)
    if let value = settings.invalidRecordValue {
      report.issues.append(.invalidRecordMode(value: value))
    }
    let state = GoldenState(path: location.path)
    if let file = state.file { report.name = file.name }
    guard let actual = actualCases(state.file) else {
      if case .unreadable(let error) = state { report.issues.append(.goldenUnreadable(error)) }
      report.issues.append(.noInputs(path: location.path))
      return report
    }
    report.issues += actual.issues

    var wantsRecord = false
    switch state {
    case .readable(let golden):
      if mode == .all && !settings.isCI {
        wantsRecord = true
      } else {
        compare(golden, with: actual.cases, into: &report)
        let failed = !report.mismatches.isEmpty || report.issues.contains(where: \.warrantsArtifact)
        wantsRecord = mode == .all || (mode == .failed && failed)
      }
    case .missing:
      if mode == .never {
        report.issues.append(.goldenMissing(path: location.path))
      } else {
        wantsRecord = true
      }
    case .unreadable(let error):
      report.issues.append(.goldenUnreadable(error))
      wantsRecord = mode == .all
    }

    let candidate = recordedContents(location, existing: state.file, actual: actual.cases, options)
    if wantsRecord {
      record(candidate, state: state, complete: !actual.cases.contains(nil), settings, &report)
    }
    let computed = actual.cases.contains { $0 != nil }
    if computed
      && (!report.mismatches.isEmpty || report.issues.contains(where: \.warrantsArtifact))
    {
      writeArtifact(candidate, location: location, settings: settings, into: &report)
    }
    return report
  }

  // MARK: - Writing

  /// The file a recording would write: the existing file's name, note and tolerances (the
  /// options fill only what it lacks) with the computed cases.
  private static func recordedContents(
    _ location: GoldenLocation, existing: GoldenFile?, actual: [GoldenCase?],
    _ options: GoldenOptions
  ) -> GoldenFile {
    var file = GoldenFile(
      name: existing?.name ?? location.name, note: existing?.note ?? options.note,
      tolerances: options.tolerances.merging(existing?.tolerances ?? [:]) { _, kept in kept },
      defaultTolerance: existing == nil ? options.defaultTolerance : existing?.defaultTolerance,
      cases: actual.compactMap { $0 })
    if file.defaultTolerance == nil && !file.fieldsWithoutTolerance.isEmpty {
      file.defaultTolerance = options.defaultTolerance
    }
    return file
  }

  private static func record(
    _ file: GoldenFile, state: GoldenState, complete: Bool, _ settings: GoldenSettings,
    _ report: inout GoldenReport
  ) {
    let path = report.goldenPath
    if let ciValue = settings.ciValue {
      report.issues.append(.recordingRefused(path: path, ciValue: ciValue))
      if case .missing = state { report.issues.append(.goldenMissing(path: path)) }
      return
    }
    guard complete else { return }  // the computeFailed issues say why
    let untoleranced = file.fieldsWithoutTolerance
    guard untoleranced.isEmpty else {
      report.issues += untoleranced.map { .missingTolerance(field: $0) }
      return
    }
    var replace = true
    if case .missing = state { replace = false }
    do throws(GoldenError) {
      try file.write(to: path, replaceExisting: replace)
      report.recordedPath = path
      report.issues.append(.recorded(path: path, mode: report.mode))
    } catch {
      report.issues.append(.recordFailed(error))
    }
  }

  private static func writeArtifact(
    _ file: GoldenFile, location: GoldenLocation, settings: GoldenSettings,
    into report: inout GoldenReport
  ) {
    let fileName = URL(fileURLWithPath: location.path).lastPathComponent
    let path = URL(fileURLWithPath: settings.artifactsDirectory, isDirectory: true)
      .appendingPathComponent("golden").appendingPathComponent(fileName).path
    do throws(GoldenError) {
      try AtomicFileWrite.store(Array(file.jsonText.utf8), to: path, replaceExisting: true)
      report.artifactPath = path
    } catch {
      report.issues.append(.artifactWriteFailed(error))
    }
  }
}
