import EffectProofBase
import LocatedJSON
import ShaderRegistry

#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftParser
  import SwiftSyntax
#endif

/// Reads an app's Swift sources with the toolchain's own parser (SwiftParser) and finds every
/// shader call site, effect modifier, shape style and warm-up, without building the app: SwiftUI
/// code that cannot build on Linux parses all the same.
///
/// Folders are walked for `*.swift` as the Metal scanner walks for `*.metal` (links followed
/// with loop detection, each real file read once, every skip a `parseError` diagnostic). Files
/// that cannot hold a shader are searched as bytes and not parsed (``SwiftSourceFilter``). What
/// the reader cannot follow statically is an `unresolvedCallSite` warning. A file nested too
/// deeply for SwiftParser (``SwiftNestingGuard``: past 256 levels, or 16 string interpolations)
/// is a `parseError` error and is not parsed; the others are parsed on a thread with a 256 MiB
/// stack. Nothing here throws or traps on bad input.
public struct SwiftShaderReader: Sendable {
  /// Files larger than this many bytes are reported, not read. Default 8 MiB.
  public var maximumFileBytes: Int

  /// Creates a reader.
  public init(maximumFileBytes: Int = 8 << 20) {
    self.maximumFileBytes = maximumFileBytes
  }

  /// Whether this build links the toolchain's SwiftParser. The package finds it in the
  /// toolchain's `usr/lib/swift/host` folder (or `EFFECTPROOF_SWIFT_HOST`) when it is built;
  /// without it, ``read(paths:)`` reports that Swift cannot be read instead of a result.
  public static var isAvailable: Bool {
    #if EFFECTPROOF_SWIFT_SYNTAX
      true
    #else
      false
    #endif
  }

  /// Reads files and folders of Swift.
  public func read(paths: [String]) -> SwiftShaderModel {
    read(paths: paths, values: false).model
  }

  /// Reads files and folders of Swift, and the literal values that reach each call site's
  /// arguments (as ``values(for:)`` gives them) from the same parse: each file is parsed once.
  public func readWithValues(paths: [String]) -> (model: SwiftShaderModel, values: SwiftValueHints)
  {
    let read = read(paths: paths, values: true)
    return (read.model, read.values ?? noValues(for: read.model))
  }

  private func read(paths: [String], values: Bool) -> (
    model: SwiftShaderModel, values: SwiftValueHints?
  ) {
    var model = SwiftShaderModel()
    var walk = SourceTreeWalk(fileExtension: ".swift")
    var sources: [SwiftSourceText] = []
    for path in paths {
      let files = walk.files(at: path)
      model.diagnostics += walk.diagnostics
      for file in files {
        model.files.append(file)
        switch SourceFileRead.bytes(of: file, limit: maximumFileBytes, language: "Swift") {
        case .success(let bytes): sources.append(SwiftSourceText(file: file, bytes: bytes))
        case .failure(let problem): model.diagnostics.append(problem.diagnostic)
        }
      }
    }
    var (read, hints) = read(sources: sources, values: values)
    read.files = model.files
    read.diagnostics = model.diagnostics + read.diagnostics
    return (read, hints)
  }

  /// Reads Swift sources held in memory, as `(file, text)` pairs.
  public func read(sources: [(file: String, text: String)]) -> SwiftShaderModel {
    var model = read(
      sources: sources.map { SwiftSourceText(file: $0.file, bytes: Array($0.text.utf8)) })
    model.files = sources.map(\.file)
    return model
  }

  /// Reads `sources` on a thread with a ``SwiftNestingGuard/stackBytes`` stack.
  func read(sources: [SwiftSourceText]) -> SwiftShaderModel {
    read(sources: sources, values: false).model
  }

  /// Reads `sources`, and their values when asked, on a ``SwiftNestingGuard/stackBytes`` stack.
  private func read(sources: [SwiftSourceText], values: Bool) -> (
    model: SwiftShaderModel, values: SwiftValueHints?
  ) {
    if let read = LargeStackThread.run(
      stackBytes: SwiftNestingGuard.stackBytes,
      { readOnThisThread(sources: sources, values: values) })
    {
      return read
    }
    var model = SwiftShaderModel(files: sources.map(\.file))
    model.byteCount = sources.reduce(0) { $0 + $1.bytes.count }
    model.diagnostics = sources.map {
      Diagnostic.registry(
        kind: .parseError, file: $0.file,
        message:
          "the reader could not start a thread with a \(SwiftNestingGuard.stackBytes >> 20) MiB stack to parse Swift on (the system refused the memory); the file is not read, so its call sites are not checked"
      )
    }
    return (model, nil)
  }

  /// Reads `sources` on the calling thread, whose stack must hold SwiftParser's recursion
  /// (``SwiftNestingGuard``).
  func readOnThisThread(sources: [SwiftSourceText]) -> SwiftShaderModel {
    readOnThisThread(sources: sources, values: false).model
  }

  /// The same, and the values of the model's call sites from the same trees when `values`.
  func readOnThisThread(sources: [SwiftSourceText], values: Bool) -> (
    model: SwiftShaderModel, values: SwiftValueHints?
  ) {
    var model = SwiftShaderModel(files: sources.map(\.file))
    model.byteCount = sources.reduce(0) { $0 + $1.bytes.count }
    #if EFFECTPROOF_SWIFT_SYNTAX
      let parsed = SwiftShaderReading(sources: sources).run(into: &model)
      return (
        model, values ? SwiftValueReading(parsed: parsed, model: model).hints(for: model) : nil
      )
    #else
      if !sources.isEmpty {
        model.diagnostics.append(
          Diagnostic.registry(
            kind: .parseError, file: sources[0].file,
            message:
              "this build of effectproof cannot read Swift: the toolchain's SwiftParser was not found when it was built (set EFFECTPROOF_SWIFT_HOST to the toolchain's usr/lib/swift/host folder and rebuild)"
          ))
      }
      return (model, values ? noValues(for: model) : nil)
    #endif
  }
}
