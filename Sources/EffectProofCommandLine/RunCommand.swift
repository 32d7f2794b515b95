import Foundation
import MetalCPU
import PNG
import ProofEngine
import ShaderProofs

/// `effectproof run FILE.metal --function NAME --size WxH --arguments JSON [--usage U]
/// [--scale S] [--input PNG] [--out PNG] [--format text|json] [--jobs N] [--time-limit S]
/// [--max-sample-offset DX,DY]`: runs one stitchable function of the app's own `.metal` on
/// the CPU in a child process (docs/metal-on-cpu.md).
enum RunCommand {
  enum Format: String, CaseIterable { case text, json }

  static let spec = ParsedArguments.Spec(
    valued: [
      "--function", "--size", "--arguments", "--usage", "--scale", "--input", "--out", "--format",
      "--jobs", "--time-limit", "--max-sample-offset",
    ])

  /// A parsed `run` command line.
  struct Options: Equatable {
    var file: String
    var function: String
    /// Points; nil takes the input's size ÷ scale.
    var width: Double?
    var height: Double?
    var arguments = "[]"
    var usage: ShaderUsage?
    var scale = 1.0
    var input: String?
    var out: String?
    var format = Format.text
    var jobs: Int?
    var timeLimit = 60.0
    var maxSampleOffset: SIMD2<Double>?
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    let parsed: ParsedArguments
    let format: Format
    switch ParsedArguments.planStage(
      arguments, spec: spec, help: HelpText.run,
      then: { $0.choice("--format", default: Format.text) })
    {
    case .run(let value): (parsed, format) = value
    case .stop(let run): return .stop(run)
    }
    guard parsed.operands.count == 1, let file = parsed.operands.first else {
      return .stop(.usage("run needs exactly one FILE.metal (found \(parsed.operands.count))"))
    }
    guard let function = parsed.value("--function"), !function.isEmpty else {
      return .stop(.usage("run needs --function NAME, the [[ stitchable ]] function to run"))
    }
    var options = Options(file: file, function: function, format: format)
    options.input = parsed.value("--input")
    options.out = parsed.value("--out")
    options.arguments = parsed.value("--arguments") ?? "[]"
    if let raw = parsed.value("--size") {
      let parts = raw.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite,
        h.isFinite, w > 0, h > 0
      else {
        return .stop(.usage("--size must be WIDTHxHEIGHT in points, such as 200x100, not '\(raw)'"))
      }
      (options.width, options.height) = (w, h)
    } else if options.input == nil {
      return .stop(
        .usage("run needs --size WIDTHxHEIGHT (points), or --input PNG to take its size"))
    }
    if let raw = parsed.value("--usage") {
      guard let usage = ShaderUsage(rawValue: raw) else {
        let names = ShaderUsage.allCases.map(\.rawValue).joined(separator: ", ")
        return .stop(.usage("--usage must be one of \(names), not '\(raw)'"))
      }
      options.usage = usage
    }
    if let raw = parsed.value("--scale") {
      guard let value = Double(raw), value.isFinite, value >= 0.1, value <= 16 else {
        return .stop(.usage("--scale must be a number from 0.1 to 16, not '\(raw)'"))
      }
      options.scale = value
    }
    if let raw = parsed.value("--jobs") {
      guard let value = Int(raw), value >= 1, value <= 64 else {
        return .stop(.usage("--jobs must be a whole number from 1 to 64, not '\(raw)'"))
      }
      options.jobs = value
    }
    if let raw = parsed.value("--time-limit") {
      guard let value = Double(raw), value.isFinite, value > 0, value <= 86_400 else {
        return .stop(
          .usage("--time-limit must be seconds, more than 0 and at most 86400, not '\(raw)'"))
      }
      options.timeLimit = value
    }
    if let raw = parsed.value("--max-sample-offset") {
      let parts = raw.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard (1...2).contains(parts.count), let x = parts[0], let y = parts.last ?? nil, x.isFinite,
        y.isFinite, x >= 0, y >= 0
      else {
        return .stop(
          .usage(
            "--max-sample-offset must be DX,DY (or one number for both) in points, not '\(raw)'"))
      }
      options.maxSampleOffset = SIMD2(x, y)
    }
    return .run(options)
  }

  /// The source, the input and the out path's problems, found by looking only.
  static func fileProblem(_ options: Options) -> String? {
    switch OutputFile.kind(of: options.file) {
    case .missing: return "\(options.file): no such file"
    case .folder: return "\(options.file) is a folder; give one .metal file"
    case .file, .other: break
    }
    if let input = options.input, OutputFile.kind(of: input) != .file {
      return "--input \(input): no such file"
    }
    if let out = options.out {
      if let problem = OutputFile.problem(option: "--out", path: out) { return problem }
      if OutputFile.sameFile(out, options.file)
        || options.input.map({ OutputFile.sameFile(out, $0) }) == true
      {
        return "--out \(out) would overwrite an input"
      }
    }
    return nil
  }

  /// The second stage: compiles, runs in a child process and reports. Exit 0 when the run
  /// finished clean; 1 for a finding (a crash, an out-of-bounds access, a hang, a non-finite
  /// pixel, a sample past --max-sample-offset) or a source that does not compile; 2 for a usage
  /// error (including arguments that do not fit the function) or no clang.
  static func run(_ options: Options, compiler given: MetalCompiler? = nil) -> ToolRun {
    if let problem = fileProblem(options) { return .usage(problem) }
    let arguments: [MetalArgument]
    switch RunArguments.parse(options.arguments) {
    case .success(let parsed): arguments = parsed
    case .failure(let error): return .usage(error.message)
    }
    var input: MetalRunImage?
    if let path = options.input {
      switch RunArguments.image(path, option: "--input") {
      case .success(let image): input = image
      case .failure(let error): return .usage(error.message)
      }
    }
    let width = options.width ?? Double(input?.width ?? 0) / options.scale
    let height = options.height ?? Double(input?.height ?? 0) / options.scale
    let compiler: MetalCompiler
    if let given {
      compiler = given
    } else {
      do throws(MetalCompileError) {
        compiler = try MetalCompiler()
      } catch {
        return .usage(error.description)
      }
    }
    let request = MetalRunRequest(
      function: options.function, usage: options.usage, width: width, height: height,
      scale: options.scale, arguments: arguments, input: input, jobs: options.jobs,
      timeLimit: options.timeLimit)
    let report: RunReport
    do throws(MetalRunError) {
      let result = try MetalRunner(compiler: compiler).run(file: options.file, request: request)
      report = RunReport(
        file: options.file, request: request, result: result, limit: options.maxSampleOffset)
    } catch {
      switch error {
      case .compiler, .noSuchFunction, .request: return .usage(error.description)
      default:
        let failed = RunReport(file: options.file, request: request, error: error)
        return ToolRun(
          exitCode: ToolRun.failure,
          standardOutput: options.format == .json ? failed.json : failed.text)
      }
    }
    if let out = options.out, case .finished(let result) = report.outcome {
      guard let picture = result.image.straightPNG else {
        return ToolRun(
          exitCode: ToolRun.failure, standardError: "cannot make a picture of the output\n")
      }
      do throws(PNGError) {
        if let problem = OutputFile.write(try PNGEncoder.encode(picture), option: "--out", to: out)
        {
          return ToolRun(exitCode: ToolRun.failure, standardError: problem + "\n")
        }
      } catch {
        return ToolRun(exitCode: ToolRun.failure, standardError: error.description + "\n")
      }
    }
    return ToolRun(
      exitCode: report.findings.isEmpty ? ToolRun.success : ToolRun.failure,
      standardOutput: options.format == .json ? report.json : report.text)
  }
}
