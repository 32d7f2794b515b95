import EffectProof
import EffectProofBase
import Foundation
import ShaderProofs
import ShaderRegistry
import SwiftCallSites

/// The config `effectproof init` builds for one app folder: what the survey found, read as
/// Metal and Swift, one ``StarterEntry`` per function the Swift uses, the measured promises,
/// and the summary it prints (docs/init.md).
struct StarterConfig {
  let folder: String
  /// The config's path, and as messages name it.
  let file: String
  let shown: String
  let survey: AppFolderSurvey
  var scan = ScanResult(files: [], functions: [], diagnostics: [], byteCount: 0)
  var swift = SwiftShaderModel()
  var entries: [StarterEntry] = []
  /// Functions with no entry, and why.
  var skips: [StarterSkip] = []
  /// Measured promises, by entry key.
  var measuredCount = 0

  init(folder: String, file: String, shown: String, survey: AppFolderSurvey) {
    self.folder = folder
    self.file = file
    self.shown = shown
    self.survey = survey
  }

  /// Whether the Swift draws any shader the reader follows.
  var drawsShaders: Bool { !swift.callSites.isEmpty || !swift.uses.isEmpty }

  // MARK: - Reading

  /// Reads the sources and builds the entries; the run to return instead when there is
  /// nothing to write (exit 1, one line saying why).
  mutating func read() -> ToolRun? {
    scan = MetalSourceScanner().scan(paths: survey.metalFiles.map(full))
    // The model and its call sites' literals come from one parse of each file.
    var hints: SwiftValueHints?
    if !survey.swiftFiles.isEmpty {
      (swift, hints) = SwiftShaderReader().readWithValues(paths: survey.swiftFiles.map(full))
    }
    let leftOut = survey.skipped.isEmpty ? "" : " (left out: \(skippedList(limit: 3)))"
    if survey.metalFiles.isEmpty {
      let message =
        drawsShaders
        ? "\(folder) has Swift that draws shaders (\(count(swift.callSites.count, "call site"))) but no .metal file\(leftOut); init writes no config: run it on the folder that holds both"
        : "nothing to prove in \(folder): no .metal file and no Swift that draws a shader (\(count(survey.swiftFiles.count, "Swift file")) read)\(leftOut); init writes no config"
      return Self.nothing(message)
    }
    if scan.functions.isEmpty {
      let unread = scan.diagnostics.first { $0.severity == .error }
      return Self.nothing(
        "the \(count(survey.metalFiles.count, ".metal file")) under \(folder) declare no [[ stitchable ]] function"
          + (unread.map { " (\($0.file.map(relative) ?? "?"): \($0.message))" } ?? "")
          + "; init writes no config")
    }
    let guess = StarterEntryGuess(
      model: swift, hints: hints ?? SwiftShaderReader().values(for: swift), place: place)
    let used = Set(swift.callSites.compactMap(\.function))
    var declared: Set<String> = []
    for function in scan.functions where declared.insert(function.name).inserted {
      guard !drawsShaders || used.contains(function.name) else { continue }
      switch guess.entries(for: function) {
      case .success(let list): entries += list
      case .failure(let skip): skips.append(skip)
      }
    }
    for name in used.subtracting(declared).sorted() {
      skips.append(StarterSkip(name, "the Swift calls it, but no .metal file declares it"))
    }
    guard !entries.isEmpty else {
      let reasons = skips.prefix(2).map { "\($0.function): \($0.reason)" }.joined(separator: "; ")
      return Self.nothing(
        "no shaderProofs entry to write for \(folder)"
          + (reasons.isEmpty ? "" : " (\(reasons))") + "; init writes no config")
    }
    return nil
  }

  // MARK: - Measuring

  /// Measures a promise for each entry whose Swift promises nothing static.
  mutating func measure() {
    // The config's sources are the files init scanned: the one scan checks the entries and
    // serves the library.
    let scanned = scan
    guard entries.contains(where: { $0.measureBecause != nil }),
      let config = try? EffectProofConfig.parse(text: text, as: file, scanning: { _, _ in scanned })
    else { return }
    let workspace = Workspace(config: config, scan: scanned)
    for index in entries.indices {
      guard let because = entries[index].measureBecause,
        let entry = config.shaderProofs.first(where: { $0.key == entries[index].key })
      else { continue }
      switch StarterPromiseMeasure.supremum(
        of: entry, usage: entries[index].usage, workspace: workspace,
        jobs: ProcessInfo.processInfo.activeProcessorCount)
      {
      case .success(let supremum):
        let promise = SIMD2(
          StarterPromiseMeasure.roundedUp(supremum.x), StarterPromiseMeasure.roundedUp(supremum.y))
        entries[index].measured = promise
        measuredCount += 1
        entries[index].review.append(
          "maxSampleOffset: measured, not proven: the largest sample offset found on the compiled source over the guessed domain is \(StarterPromiseMeasure.shown(supremum.x)), \(StarterPromiseMeasure.shown(supremum.y)) pt (x, y), rounded up; \(because): write the promise the app ships as [x, y], numbers or formulas such as \"2 * radius\""
        )
      case .failure(let skip):
        entries[index].review.append(
          "maxSampleOffset: not measured (\(skip.reason)); \(because): add the promise the app ships as [x, y]"
        )
      }
    }
  }

  // MARK: - The config

  /// The config's text as it stands.
  var text: String {
    var top: [(key: String, value: StarterJSON)] = [
      ("shaders", .array(survey.configPaths(for: survey.metalFiles).map(StarterJSON.string)))
    ]
    if drawsShaders {
      let parsed = swift.parsedFiles.map(relative)
      top.append(("swift", .array(survey.configPaths(for: parsed).map(StarterJSON.string))))
    }
    top.append(("shaderProofs", .object(entries.map { ($0.key, $0.json) })))
    return StarterJSON.object(top).document(expandedDepth: 4)
  }

  /// The text, once the reader `check` uses accepts it; else the run that says init erred.
  func checkedText() -> Checked {
    let text = self.text
    do throws(EffectProofConfigError) {
      _ = try EffectProofConfig.parse(text: text, as: file)
      return .text(text)
    } catch {
      return .failed(
        ToolRun(
          exitCode: ToolRun.failure,
          standardError:
            "effectproof: error: init made a config that check cannot read, a bug in init: \(error.description)\n"
        ))
    }
  }

  /// The config's text, or the run that reports it unreadable.
  enum Checked {
    case text(String)
    case failed(ToolRun)
  }

  // MARK: - The summary

  /// `6 entries, 14 guesses to review, 1 measured promise (measured, not proven)`.
  var counts: String {
    let guesses = entries.reduce(0) { $0 + $1.review.count }
    return
      "\(count(entries.count, "entry", "entries")), \(count(guesses, "guess", "guesses")) to review, "
      + "\(count(measuredCount, "measured promise"))\(measuredCount > 0 ? " (measured, not proven)" : "")"
  }

  /// The lines init prints: the file written, then lines of at most 120 columns, a longer one
  /// wrapped whole at spaces (a skipped function's reason is never cut).
  var summary: [String] {
    var lines = ["wrote \(shown)", "  \(counts)"]
    let shaders = survey.configPaths(for: survey.metalFiles).joined(separator: ", ")
    let swiftPaths = survey.configPaths(for: swift.parsedFiles.map(relative)).joined(
      separator: ", ")
    lines.append("  shaders: \(shaders)" + (drawsShaders ? "; swift: \(swiftPaths)" : ""))
    if !drawsShaders {
      lines.append(
        "  no Swift here draws a shader: an entry per stitchable function, every guess from the Metal alone"
      )
    }
    lines += leftOutLines
    for (path, reason) in survey.unreadable { lines.append("  not read: \(path): \(reason)") }
    let problems = (scan.diagnostics + swift.diagnostics).filter { $0.severity == .error }
    for problem in problems.prefix(3) {
      lines.append("  problem: \(problem.file.map(relative) ?? "?"): \(problem.message)")
    }
    if problems.count > 3 {
      lines.append("  and \(problems.count - 3) more problems: run effectproof check")
    }
    for skip in skips { lines.append("  no entry for \(skip.function): \(skip.reason)") }
    if drawsShaders {
      let used = Set(swift.callSites.compactMap(\.function))
      var unused: [String] = []
      for function in scan.functions
      where !used.contains(function.name) && !unused.contains(function.name) {
        unused.append(function.name)
      }
      if !unused.isEmpty {
        lines.append("  not used by the Swift, so no entry: \(unused.joined(separator: ", "))")
      }
    }
    // The file's own line keeps its whole path; the others name paths inside the folder.
    return [lines[0]] + lines.dropFirst().flatMap(Self.wrapped)
  }

  /// `left out: Broken (holds its own effectproof.json)`, one line per folder, but one line
  /// for all the hidden ones (`left out, hidden: .build, .git`), which every repository has.
  var leftOutLines: [String] {
    let hidden = survey.skipped.filter { $0.reason == "hidden" }.map(\.path)
    let others = survey.skipped.filter { $0.reason != "hidden" }
    var lines = others.prefix(6).map { "  left out: \($0.path) (\($0.reason))" }
    if others.count > 6 { lines.append("  left out: \(others.count - 6) more folders") }
    if !hidden.isEmpty { lines.append("  left out, hidden: " + hidden.joined(separator: ", ")) }
    return lines
  }

  func skippedList(limit: Int) -> String {
    let shown = survey.skipped.prefix(limit).map { "\($0.path) (\($0.reason))" }
    let more = survey.skipped.count - shown.count
    return shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
  }

  // MARK: - Helpers

  func full(_ relative: String) -> String {
    folder == "/" ? "/" + relative : folder + "/" + relative
  }

  /// A path inside the folder, relative to it.
  func relative(_ path: String) -> String {
    let prefix = folder == "/" ? "/" : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// `App/FlagView.swift:14`.
  func place(_ location: FileLocation) -> String {
    "\(relative(location.file)):\(location.positionOrStart.line)"
  }

  func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
    "\(number) \(number == 1 ? one : many ?? one + "s")"
  }

  /// One line as lines of at most 120 columns, broken at spaces, the following ones indented
  /// four columns; a word longer than a line (a long path) stands on a line of its own.
  static func wrapped(_ line: String) -> [String] {
    guard line.count > 120 else { return [line] }
    let margin = String(line.prefix { $0 == " " })
    var lines: [String] = []
    var current = margin
    var fresh = true
    for word in line.dropFirst(margin.count).split(separator: " ") {
      if fresh || current.count + 1 + word.count <= 120 {
        current += (fresh ? "" : " ") + word
      } else {
        lines.append(current)
        current = margin + "    " + word
      }
      fresh = false
    }
    lines.append(current)
    return lines
  }

  /// Nothing to write: exit 1 with one line on standard error.
  static func nothing(_ message: String) -> ToolRun {
    ToolRun(exitCode: ToolRun.failure, standardError: "effectproof init: \(message)\n")
  }
}
