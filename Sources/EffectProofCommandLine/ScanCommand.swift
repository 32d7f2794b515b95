import EffectProofBase
import Foundation
import LocatedJSON
import ShaderRegistry
import SwiftCallSites

/// `effectproof scan PATH... [--registry FILE] [--format text|json] [--emit-registry]
/// [--max-file-bytes N]`: the Metal functions and the app's Swift call sites, checked together.
enum ScanCommand {
  enum Format: String, CaseIterable { case text, json }

  /// A parsed `scan` command line.
  struct Options: Equatable {
    /// The files and folders to scan.
    var paths: [String] = []
    var registry: String?
    var format = Format.text
    var maximumFileBytes: Int?
    /// Print the registry the Swift implies, as registry JSON, instead of the report.
    var emitRegistry = false

    /// The paths the Metal scanner reads: folders, and files not named `*.swift`.
    var metalPaths: [String] { paths.filter { !$0.hasSuffix(".swift") } }
    /// The paths the Swift reader reads: folders, and files named `*.swift`.
    var swiftPaths: [String] {
      paths.filter { $0.hasSuffix(".swift") || OutputFile.kind(of: $0) == .folder }
    }
  }

  static func run(_ arguments: [String]) -> ToolRun {
    switch plan(arguments) {
    case .run(let options): return run(options)
    case .stop(let run): return run
    }
  }

  /// `scan`'s operands, options, help and docs table, declared once.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "scan", summary: "Check the app's Swift shader call sites against its Metal functions.",
      abstract: """
        list the [[ stitchable ]] functions in Metal sources and the shader call sites in the \
        app's Swift, and check each call site, modifier and warm-up against its Metal signature \
        (and, given one, a hand-written registry against both).
        """,
      defaults: Options(),
      operands: .paths(
        command: "scan", \.paths,
        help: """
          A .metal or .swift file, or a folder searched recursively for both. Swift is read \
          with the toolchain's parser, without building it.
          """),
      options: [
        .option(
          "--registry", "FILE", \.registry, .path,
          help: """
            A warm-up registry JSON file: {"warmups": [{"name", "usage", "arguments"}]}. \
            Checked against the Metal, and against the Swift's warm-ups when the paths hold \
            Swift.
            """),
        .option(
          "--format", "FORMAT", \.format, .choice,
          help: "text (default) or json (adds \"callSites\" and \"uses\" for Swift)."),
        .flag(
          "--emit-registry", \.emitRegistry,
          help: """
            Print the registry the Swift implies, as registry JSON, and stop: for replacing a \
            hand-written one.
            """),
        .option(
          "--max-file-bytes", "N", \.maximumFileBytes, .positiveWholeNumber(of: "bytes"),
          help: """
            Report, rather than read, sources larger than N bytes (default \
            \(MetalSourceScanner().maximumFileBytes)).
            """),
      ],
      sections: [
        (
          "DIAGNOSTICS",
          """
          Diagnostics name the file, line and column: the Swift call, argument, modifier or
          warm-up at fault, or the Metal function. A call site the reader cannot follow
          statically is an unresolvedCallSite warning. Swift without any Metal says so instead
          of calling every function missing. See docs/registry.md.
          """
        )
      ],
      exitStatus:
        "0  no errors    1  an error diagnostic    2  usage error (bad option, missing path or registry)"
    )
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

  /// The second stage: reads the registry, scans the Metal and the Swift, and reports.
  static func run(_ options: Options) -> ToolRun {
    if let problem = fileProblem(options) { return .usage(problem) }
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
    let scan = scanner.scan(paths: options.metalPaths)
    let swift = readSwift(options, maximumFileBytes: scanner.maximumFileBytes)
    if options.emitRegistry {
      guard let swift else {
        return .usage(
          "--emit-registry needs Swift sources: no *.swift file under \(options.paths.joined(separator: ", "))"
        )
      }
      return ToolRun(
        exitCode: ToolRun.success, standardOutput: WarmupRegistry(derivedFrom: swift).jsonText)
    }
    let diagnostics = withoutMetal(
      RegistryChecker.check(registry, swift: swift, against: scan).removingRepeats(),
      scan: scan, swift: swift, paths: options.paths)
    let output =
      options.format == .json
      ? ScanReport(scan: scan, swift: swift, registry: registry, diagnostics: diagnostics).json
      : text(scan: scan, swift: swift, registry: registry, diagnostics: diagnostics)
    let failed = diagnostics.contains { $0.severity == .error }
    return ToolRun(exitCode: failed ? ToolRun.failure : ToolRun.success, standardOutput: output)
  }

  /// The diagnostics of a scan whose paths hold Swift call sites but no `.metal` file at all
  /// (no file read, no problem reading one): one `missingFunction` error first that says to
  /// add the shaders' folder, in place of the `missingFunction` each call site and warm-up
  /// would get (they all follow from the one mistake; the call-site lines still name each
  /// function). Other scans' diagnostics are returned as they are.
  static func withoutMetal(
    _ diagnostics: [Diagnostic], scan: ScanResult, swift: SwiftShaderModel?,
    paths: [String]
  ) -> [Diagnostic] {
    guard let swift, !swift.callSites.isEmpty, scan.files.isEmpty, scan.diagnostics.isEmpty
    else { return diagnostics }
    let missing = diagnostics.filter { $0.registryKind == .missingFunction }.count
    let leftOut =
      missing == 0
      ? ""
      : " (\(missing) missingFunction error\(missing == 1 ? "" : "s") left out)"
    let hint = Diagnostic.registry(
      kind: .missingFunction,
      message:
        "no .metal file under the scanned paths, so no function the Swift calls can be found\(leftOut); add the folder with your shaders, e.g. `effectproof scan \(paths.joined(separator: " ")) Shaders/`"
    )
    return [hint] + diagnostics.filter { $0.registryKind != .missingFunction }
  }

  /// The Swift model, or `nil` when the paths hold no Swift at all (a Metal-only scan).
  static func readSwift(_ options: Options, maximumFileBytes: Int) -> SwiftShaderModel? {
    let paths = options.swiftPaths
    guard !paths.isEmpty else { return nil }
    let model = SwiftShaderReader(maximumFileBytes: maximumFileBytes).read(paths: paths)
    let namedSwift = paths.contains { $0.hasSuffix(".swift") }
    return model.files.isEmpty && !namedSwift ? nil : model
  }

  static func text(
    scan: ScanResult, swift: SwiftShaderModel?, registry: WarmupRegistry?,
    diagnostics: [Diagnostic]
  ) -> String {
    var lines: [String] = []
    let derived = swift.map(WarmupRegistry.init(derivedFrom:))
    for function in scan.functions {
      let declared = (registry ?? derived)?.warmups.first { $0.name == function.name }?.usage
      let analysis = SignatureAnalysis(function)
      let usage =
        analysis.isUnread
        ? "unread" : analysis.usage(declared: declared).map(\.rawValue) ?? "no usage"
      let arguments =
        analysis.usage(declared: declared).map { usage in
          analysis.slots(for: usage).map { $0.kind?.rawValue ?? "?" }.joined(separator: ", ")
        } ?? ""
      lines.append("\(function.file):\(function.line): \(function.name)  \(usage)(\(arguments))")
    }
    if let swift { lines += callSiteLines(swift) }
    lines += diagnostics.map(\.labelled)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    var summary =
      "\(scan.functions.count) stitchable function\(scan.functions.count == 1 ? "" : "s") in \(scan.files.count) file\(scan.files.count == 1 ? "" : "s")"
    if let swift {
      let sites = swift.callSites.count
      summary +=
        "; \(sites) call site\(sites == 1 ? "" : "s"), \(swift.uses.count - swift.warmups.count) modifier\(swift.uses.count - swift.warmups.count == 1 ? "" : "s") and \(swift.warmups.count) warm-up\(swift.warmups.count == 1 ? "" : "s") in \(swift.files.count) Swift file\(swift.files.count == 1 ? "" : "s")"
    }
    lines.append(
      summary
        + "; \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    )
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per call site: where, the function and its argument kinds, and how it is used.
  static func callSiteLines(_ swift: SwiftShaderModel) -> [String] {
    var usesBySite: [Int: [ShaderUseSite]] = [:]
    for use in swift.uses {
      for site in use.callSites { usesBySite[site, default: []].append(use) }
    }
    return swift.callSites.enumerated().map { index, site in
      let name = site.function ?? "<dynamic>"
      let arguments = site.argumentKinds.map { $0.map(\.rawValue).joined(separator: ", ") } ?? "?"
      let uses = usesBySite[index] ?? []
      let modifiers = Set(uses.filter { $0.kind != .warmup }.compactMap(\.usage?.rawValue)).sorted()
      var notes: [String] = []
      if !modifiers.isEmpty {
        let count = uses.filter { $0.kind != .warmup }.count
        notes.append(
          "\(modifiers.joined(separator: ", ")) at \(count) site\(count == 1 ? "" : "s")")
      }
      if uses.contains(where: { $0.kind == .warmup }) { notes.append("warmed up") }
      if notes.isEmpty { notes.append("not used by a modifier or warm-up the reader follows") }
      return "\(site.location): \(name)(\(arguments))  \(notes.joined(separator: "; "))"
    }
  }
}
