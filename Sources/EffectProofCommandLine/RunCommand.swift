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

  /// A parsed `run` command line.
  struct Options: Equatable {
    var file = ""
    var function = ""
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

  /// The pixels per point and the worker threads `--scale` and `--jobs` allow.
  static let scaleRange = 0.1...16.0
  static let jobsRange = 1...64

  /// `run`'s operand, options, help and docs table, declared once.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "run",
      summary: "Run one [[ stitchable ]] function on the CPU; audit its samples and pixels.",
      abstract: "run one [[ stitchable ]] function of your .metal on the CPU.",
      defaults: Options(),
      operands: CommandOperands(
        usage: "FILE.metal", rows: [("FILE.metal", "The Metal source that defines the function.")],
        apply: { options, operands in
          guard operands.count == 1, let file = operands.first else {
            return "run needs exactly one FILE.metal (found \(operands.count))"
          }
          options.file = file
          return nil
        }),
      options: [
        .option(
          "--function", "NAME", \.function, .nonEmpty("a name"), required: true,
          help: "The function, as ShaderLibrary looks it up."),
        CommandOption(
          name: "--size", valueName: "WxH", isRequired: true,
          help: "The layer in points, such as 200x100 (default: --input's size ÷ S).",
          apply: { options, text in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite,
              h.isFinite, w > 0, h > 0
            else {
              return
                "--size must be WIDTHxHEIGHT in points, such as 200x100, not \(UsageMessage.quoted(text))"
            }
            (options.width, options.height) = (w, h)
            return nil
          }),
        .option(
          "--arguments", "JSON", \.arguments, .nonEmpty("a JSON array"),
          help: """
            SwiftUI's arguments after the leading ones, in order (default []):
             [{"float": 1}, {"float2": [x, y]}, {"float3": [...]}, {"float4": [...]},
              {"color": [r, g, b, a]}, {"floatArray": [...]}, {"colorArray": [[...]]},
              {"boundingRect": true}, {"image": "file.png"}, {"data": "base64"}]
            A color is straight RGBA 0...1, passed premultiplied as half4.
            """),
        .option(
          "--usage", "U", \.usage, .choice,
          help: """
            colorEffect, distortionEffect, layerEffect or shapeStyle (default: the one the \
            signature fits).
            """),
        .option(
          "--scale", "S", \.scale, .number(in: scaleRange),
          help:
            "Pixels per point, \(scaleRange.lowerBound) to \(Int(scaleRange.upperBound)) (default 1)."
        ),
        .option(
          "--input", "PNG", \.input, .path, help: "The layer (default: a built-in test pattern)."),
        .option("--out", "PNG", \.out, .path, help: "Write the output picture."),
        .option(
          "--format", "FORMAT", \.format, .choice,
          help: """
            text (default) or json: {"pixels", "nonFinite", "samples": {"count", "maxOffset", \
            "at", "outsideLayer"}, "seconds", ...}
            """),
        .option(
          "--jobs", "N", \.jobs, .wholeNumber(in: jobsRange),
          help: """
            Worker threads, \(jobsRange.lowerBound) to \(jobsRange.upperBound) (default: the \
            machine's cores).
            """),
        .option(
          "--time-limit", "SECONDS", \.timeLimit,
          ArgumentValue(expecting: "seconds, more than 0 and at most 86400") { text in
            Double(text).flatMap { $0.isFinite && $0 > 0 && $0 <= 86_400 ? $0 : nil }
          },
          help: """
            Stop the run after SECONDS (default 60): one still advancing then is too slow \
            (raise it); one that finishes no pixel for 3 s is a hang, whatever the limit.
            """),
        .option(
          "--max-sample-offset", "DX,DY", \.maxSampleOffset,
          ArgumentValue(expecting: "DX,DY (or one number for both) in points") { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
              Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard (1...2).contains(parts.count), let x = parts[0], let y = parts.last ?? nil,
              x.isFinite, y.isFinite, x >= 0, y >= 0
            else { return nil }
            return SIMD2(x, y)
          },
          help: "Fail when a sample lies farther from its pixel, per axis, in points."),
      ],
      discussion: """
        The source is compiled as `compile` does (cached), and the function runs over a layer of
        WxH points at scale S (pixels per point) in a child process, so a crash, an out-of-bounds
        read or a hang in your shader is reported, never fatal. Each pixel's position is its centre
        in points; a layer effect's layer.sample and a distortion's returned position are audited.
        """,
      exitStatus: """
        0  the run finished clean
        1  a finding: a crash, an out-of-bounds access, a hang, a NaN or infinite pixel, a sample
           past --max-sample-offset; or the source does not compile
        2  usage error: options, arguments that do not fit the function, or no clang
        """,
      validate: { options in
        if options.function.isEmpty {
          return "run needs --function NAME, the [[ stitchable ]] function to run"
        }
        if options.width == nil && options.input == nil {
          return "run needs --size WIDTHxHEIGHT (points), or --input PNG to take its size"
        }
        return nil
      })
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    declaration.plan(arguments)
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
      if let problem = OutputFile.problem(option: "--out", path: out, content: .png) {
        return problem
      }
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
        if let problem = OutputFile.write(
          try PNGEncoder.encode(picture), option: "--out", to: out, content: .png)
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
