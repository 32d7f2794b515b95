import EffectProof
import Foundation

/// `effectproof check [--config FILE] [--format text|json|junit] [--output FILE]`.
enum CheckCommand {
  static let defaultConfig = "Fixtures/TableReady/effectproof.json"
  static let spec = ParsedArguments.Spec(valued: ["--config", "--format", "--output"])

  static func run(_ arguments: [String]) -> ToolRun {
    let parsed: ParsedArguments
    let format: ReportFormat
    switch ParsedArguments.parse(arguments, spec: spec).flatMap({ parsed in
      parsed.choice("--format", default: ReportFormat.text).map { (parsed, $0) }
    }) {
    case .success(let value): (parsed, format) = value
    case .failure(let error): return .usage(error.message)
    }
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.check)
    }
    if let extra = parsed.operands.first {
      return .usage("check takes no operands, found '\(extra)' (did you mean --config \(extra)?)")
    }
    let configPath = parsed.value("--config") ?? defaultConfig
    let config: CheckConfig
    do throws(CheckConfigError) {
      config = try CheckConfig.load(contentsOf: configPath)
    } catch {
      return .usage(error.description)
    }
    let report = ProofReport(
      generator: "effectproof \(EffectProofTool.version)", results: RegistryProofs.run(config))
    let rendered = format.render(report)
    let status = report.succeeded ? ToolRun.success : ToolRun.failure
    guard let output = parsed.value("--output") else {
      return ToolRun(exitCode: status, standardOutput: rendered)
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return .usage("--output \(output) is a folder; give a file path")
    }
    do {
      try Data(rendered.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      return .usage("cannot write \(output): \(error.localizedDescription)")
    }
    return ToolRun(
      exitCode: status,
      standardOutput: "\(report.summaryLine); \(format.rawValue) report written to \(output)\n")
  }
}
