import Foundation
import LocatedJSON
import ShaderRegistry

/// `effectproof scan PATH... [--registry FILE] [--format text|json] [--max-file-bytes N]`.
enum ScanCommand {
  enum Format: String, CaseIterable { case text, json }

  static let spec = ParsedArguments.Spec(valued: ["--registry", "--format", "--max-file-bytes"])

  static func run(_ arguments: [String]) -> ToolRun {
    let parsed: ParsedArguments
    let format: Format
    switch ParsedArguments.parse(arguments, spec: spec).flatMap({ parsed in
      parsed.choice("--format", default: Format.text).map { (parsed, $0) }
    }) {
    case .success(let value): (parsed, format) = value
    case .failure(let error): return .usage(error.message)
    }
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.scan)
    }
    guard !parsed.operands.isEmpty else { return .usage("scan needs at least one PATH") }
    for path in parsed.operands where !FileManager.default.fileExists(atPath: path) {
      return .usage("\(path): no such file or folder")
    }
    var scanner = MetalSourceScanner()
    if let raw = parsed.value("--max-file-bytes") {
      guard let limit = Int(raw), limit > 0 else {
        return .usage("--max-file-bytes must be a positive whole number of bytes, not '\(raw)'")
      }
      scanner.maximumFileBytes = limit
    }
    var registry: WarmupRegistry?
    if let path = parsed.value("--registry") {
      do throws(RegistryLoadError) {
        registry = try WarmupRegistry.load(contentsOf: path)
      } catch {
        return .usage(error.description)
      }
    }
    let scan = scanner.scan(paths: parsed.operands)
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
