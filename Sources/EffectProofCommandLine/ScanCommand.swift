import Foundation
import LocatedJSON
import ShaderRegistry

/// `effectproof scan PATH... [--registry FILE] [--format text|json] [--max-file-bytes N]`.
enum ScanCommand {
  enum Format: String, CaseIterable { case text, json }

  static let spec = ParsedArguments.Spec(valued: ["--registry", "--format", "--max-file-bytes"])

  /// A parsed `scan` command line.
  struct Options: Equatable {
    /// The files and folders to scan.
    var paths: [String]
    var registry: String?
    var format = Format.text
    var maximumFileBytes: Int?
  }

  static func run(_ arguments: [String]) -> ToolRun {
    switch plan(arguments) {
    case .run(let options): return run(options)
    case .stop(let run): return run
    }
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    let parsed: ParsedArguments
    let format: Format
    switch ParsedArguments.planStage(
      arguments, spec: spec, help: HelpText.scan,
      then: { $0.choice("--format", default: Format.text) })
    {
    case .run(let value): (parsed, format) = value
    case .stop(let run): return .stop(run)
    }
    guard !parsed.operands.isEmpty else { return .stop(.usage("scan needs at least one PATH")) }
    var options = Options(
      paths: parsed.operands, registry: parsed.value("--registry"), format: format)
    if let raw = parsed.value("--max-file-bytes") {
      guard let limit = Int(raw), limit > 0 else {
        return .stop(
          .usage("--max-file-bytes must be a positive whole number of bytes, not '\(raw)'"))
      }
      options.maximumFileBytes = limit
    }
    return .run(options)
  }

  /// A path that does not exist, found by looking only.
  static func fileProblem(_ options: Options) -> String? {
    for path in options.paths where OutputFile.kind(of: path) == .missing {
      return "\(path): no such file or folder"
    }
    return nil
  }

  /// The second stage: reads the registry, scans the paths and reports.
  static func run(_ options: Options) -> ToolRun {
    if let problem = fileProblem(options) { return .usage(problem) }
    let format = options.format
    var scanner = MetalSourceScanner()
    if let limit = options.maximumFileBytes { scanner.maximumFileBytes = limit }
    var registry: WarmupRegistry?
    if let path = options.registry {
      do throws(RegistryLoadError) {
        registry = try WarmupRegistry.load(contentsOf: path)
      } catch {
        return .usage(error.description)
      }
    }
    let scan = scanner.scan(paths: options.paths)
    let diagnostics = RegistryChecker.check(registry, against: scan)
    let output =
      format == .json
      ? ScanReport(scan: scan, registry: registry, diagnostics: diagnostics).json
      : text(scan: scan, registry: registry, diagnostics: diagnostics)
    let failed = diagnostics.contains { $0.severity == .error }
    return ToolRun(exitCode: failed ? ToolRun.failure : ToolRun.success, standardOutput: output)
  }

  static func text(
    scan: ScanResult, registry: WarmupRegistry?, diagnostics: [RegistryDiagnostic]
  ) -> String {
    var lines: [String] = []
    for function in scan.functions {
      let declared = registry?.warmups.first { $0.name == function.name }?.usage
      let analysis = SignatureAnalysis(function)
      let usage = analysis.usage(declared: declared).map(\.rawValue) ?? "no usage"
      let arguments =
        analysis.usage(declared: declared).map { usage in
          analysis.slots(for: usage).map { $0.kind?.rawValue ?? "?" }.joined(separator: ", ")
        } ?? ""
      lines.append("\(function.file):\(function.line): \(function.name)  \(usage)(\(arguments))")
    }
    lines += diagnostics.map(\.description)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    lines.append(
      "\(scan.functions.count) stitchable function\(scan.functions.count == 1 ? "" : "s") in \(scan.files.count) file\(scan.files.count == 1 ? "" : "s"); \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
