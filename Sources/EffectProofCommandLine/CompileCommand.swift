import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine
import ShaderRegistry

/// `effectproof compile PATH... [--format text|json]`: compiles every `.metal` under the paths
/// for the CPU with the toolchain's clang (docs/metal-on-cpu.md).
enum CompileCommand {
  enum Format: String, CaseIterable { case text, json }

  /// A parsed `compile` command line.
  struct Options: Equatable {
    /// The files and folders to compile.
    var paths: [String] = []
    var format = Format.text
  }

  /// `compile`'s operands, options, help and docs table, declared once.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "compile", summary: "Compile .metal sources for the CPU with the toolchain's clang.",
      abstract: "compile Metal sources for the CPU with the toolchain's clang.",
      defaults: Options(),
      operands: .paths(
        command: "compile", \.paths,
        help: "A .metal file, or a folder searched recursively for .metal files."),
      options: [
        .option(
          "--format", "FORMAT", \.format, .choice,
          help: """
            text (default) or json: {"files": [{"file", "status", "diagnostics"}], \
            "functions": [{"name", "file", "line", "usage", "parameters"}]}
            """)
      ],
      discussion: """
        Each source is compiled, unmodified, as C++17 against EffectProof's Metal prelude (a
        stand-in for <metal_stdlib> and <SwiftUI/SwiftUI_Metal.h>) into a program `run` starts,
        cached by content in $EFFECTPROOF_CACHE (default ~/.cache/effectproof). Errors name your
        file, line and column. Each [[ stitchable ]] function's signature is read from clang's AST
        and cross-checked with the Metal scanner; a disagreement is a warning. clang++ is looked for
        beside swiftc, then in $CLANG, $CXX and PATH. Each clang run reads /dev/null as its input
        and is stopped after $EFFECTPROOF_CLANG_TIME_LIMIT seconds (default 120); a clang that
        crashes or is stopped fails its file, saying so.
        """,
      exitStatus:
        "0  every source compiled    1  a source failed    2  usage error, no clang, cache fault")
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    declaration.plan(arguments)
  }

  /// A path that does not exist, found by looking only.
  static func fileProblem(_ options: Options) -> String? {
    for path in options.paths where OutputFile.kind(of: path) == .missing {
      return "\(path): no such file or folder"
    }
    return nil
  }

  /// The second stage: finds clang, compiles every source and reports. Exit 0 when all
  /// compiled, 1 when any failed, 2 when clang or the cache cannot be used.
  static func run(_ options: Options, compiler given: MetalCompiler? = nil) -> ToolRun {
    if let problem = fileProblem(options) { return .usage(problem) }
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
    let scan = MetalSourceScanner().scan(paths: options.paths)
    var results: [MetalCompileResult] = []
    for file in scan.files {
      do throws(MetalCompileError) {
        results.append(try compiler.compile(file: file))
      } catch {
        switch error {
        case .unreadable(let file, let reason):
          results.append(
            MetalCompileResult(
              file: file, status: .failed,
              diagnostics: [
                .compile(.unreadableSource, file: file, message: reason)
              ], programPath: nil, wasCached: false))
        default:
          return .usage(error.description)
        }
      }
    }
    let report = CompileReport(results: results, scan: scan)
    let output = options.format == .json ? report.json : report.text
    let failed = results.contains { $0.status == .failed }
    return ToolRun(exitCode: failed ? ToolRun.failure : ToolRun.success, standardOutput: output)
  }
}

/// `effectproof compile`'s report:
/// `{"files": [{"file", "status", "diagnostics": [{"severity", "file", "line", "column",
/// "message"}]}], "functions": [{"name", "file", "line", "usage", "parameters": [{"type",
/// "name"}]}]}`.
struct CompileReport: Encodable {
  struct File: Encodable {
    var file: String
    var status: String
    var diagnostics: [DiagnosticRecord]
  }

  struct Function: Encodable {
    var name: String
    var file: String
    var line: Int
    var usage: String?
    var parameters: [ScanReport.Parameter]
  }

  var files: [File]
  var functions: [Function]

  /// The files' statuses and diagnostics, and the functions: clang's reading of a file that
  /// compiled, cross-checked with the scanner (a disagreement is a warning), and the scanner's
  /// reading of one that did not.
  ///
  /// Each file is cross-checked with the scanner's reading of that file alone: a folder's scan
  /// keeps one function per name (a second `vhs` in another file is a `duplicateFunction`
  /// error of `scan`), but clang compiles each file by itself and reads both.
  init(results: [MetalCompileResult], scan: ScanResult) {
    files = []
    functions = []
    for result in results {
      var diagnostics = result.diagnostics
      if result.status == .compiled {
        let own = MetalSourceScanner().scan(paths: [result.file]).functions
        let check = SignatureCrossCheck(
          clang: result.functions, scanner: own.filter { $0.file == result.file },
          file: result.file)
        functions += check.functions
        diagnostics += check.warnings
      } else {
        functions += scan.functions.filter { $0.file == result.file }.map { function in
          Function(
            name: function.name, file: function.file, line: function.line,
            usage: SignatureAnalysis(function).usage(declared: nil)?.rawValue,
            parameters: function.parameters.map { .init(type: $0.type, name: $0.name) })
        }
      }
      files.append(
        File(
          file: result.file, status: result.status.rawValue,
          diagnostics: diagnostics.map { DiagnosticRecord(diagnostic: $0, form: .compile) }))
    }
  }

  var json: String { StableJSON.encode(self) }

  var text: String {
    var lines: [String] = []
    for file in files {
      lines.append("\(file.status == "compiled" ? "OK  " : "FAIL") \(file.file)")
      for diagnostic in file.diagnostics {
        let place = diagnostic.line.map { ":\($0):\(diagnostic.column ?? 1)" } ?? ""
        lines.append(
          "     \(diagnostic.file ?? "")\(place): \(diagnostic.severity): \(diagnostic.message)")
      }
    }
    let failed = files.filter { $0.status != "compiled" }.count
    lines.append(
      "\(files.count) file\(files.count == 1 ? "" : "s"): \(files.count - failed) compiled, \(failed) failed; \(functions.count) stitchable function\(functions.count == 1 ? "" : "s")"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
