import EffectProofBase
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MetalCompiler {
  /// The target the IR is made for on every host, so one reader of the IR fits all: the
  /// prelude includes no system header and nothing is linked, and clang 21 refuses
  /// `-fexcess-precision=16` for aarch64 targets.
  public static let irTarget = "x86_64-unknown-linux-gnu"

  /// The code-generation level the IR is made for on every host (AVX2, FMA, F16C).
  public static let irArchitecture = "x86-64-v3"

  /// The largest IR text kept, 64 MiB (a shader's is a few hundred KiB).
  public static let maximumIRBytes = 64 << 20

  /// The flags the IR is made with, before the include paths: ``flags`` (`-O2`,
  /// `-ffp-contract=off`, `-fexcess-precision=16`, `-gline-tables-only` …) without the host's
  /// `-march`, then `-target` ``irTarget`` `-march=`\(``irArchitecture``), the sampling hooks
  /// (`-DEP_ABSTRACT_SAMPLING`) and `-S -emit-llvm`.
  public var irFlags: [String] {
    flags.filter { !$0.hasPrefix("-march=") }
      + [
        "-target", Self.irTarget, "-march=\(Self.irArchitecture)", "-DEP_ABSTRACT_SAMPLING",
        "-S", "-emit-llvm",
      ]
  }

  /// The version of the cached IR entry (`<key>.ir.json`, a ``ShaderIRRecord``), part of its
  /// key: bump it when the entry or the way it is made changes.
  static let irFormat = "ir 1: module text and the stitchable functions' symbols"

  /// The textual LLVM IR of the `[[ stitchable ]]` function `function` (its name, or its
  /// qualified name `effects::ripple`) in `file`, for the abstract run (docs/metal-on-cpu.md,
  /// "The IR of a function").
  ///
  /// The source is read and rewritten as ``compile(file:)`` does (``SourceRewrite``), its
  /// functions found in clang's AST, then compiled with ``irFlags`` and the same include
  /// paths and force-included prelude, under the same time limit. The text is cached by the
  /// file's path, the source, the prelude, the flags, clang's version and ``irFormat``.
  ///
  /// A source that cannot be read (missing, a folder, over ``maximumSourceBytes``, not UTF-8:
  /// at the first bad byte), that does not compile (clang's diagnostics at the user's lines,
  /// as ``compile(file:)`` gives them), or has no such function is a failure. Throws ``MetalCompileError`` only for a fault of the tool's
  /// environment: the cache cannot be written, or clang cannot be started.
  public func emitIR(of file: String, function: String) throws(MetalCompileError) -> Result<
    ShaderIRText, DiagnosticsError
  > {
    let source: String
    do throws(MetalCompileError) {
      source = try read(file)
    } catch {
      guard case .unreadable = error else { throw error }
      return .failure(
        DiagnosticsError(
          .compile(
            .unreadableSource, file: file, position: Self.firstInvalidUTF8(in: file),
            message: error.description)))
    }
    let include = try includeFolder()
    let key = Self.key(
      [Array(file.utf8), Array(source.utf8), Array(MetalPrelude.text.utf8)]
        + (irFlags + [clangVersion, Self.irFormat]).map { Array($0.utf8) })
    let entry = cacheFolder + "/" + key + ".ir.json"
    if let data = FileManager.default.contents(atPath: entry),
      let record = try? JSONDecoder().decode(ShaderIRRecord.self, from: data)
    {
      return record.text(of: function, source: file, flags: irFlags, wasCached: true)
    }
    let syntax = try checkSyntax(file: file, source: source, include: include, near: entry)
    defer { removeCopies(syntax.cleanup) }
    guard let found = syntax.found else {
      return .failure(Self.irFailure(syntax.diagnostics, file: file))
    }
    let text: String
    switch try moduleText(file: file, syntax: syntax, include: include, near: entry) {
    case .success(let made): text = made
    case .failure(let error): return .failure(error)
    }
    let record = ShaderIRRecord(
      functions: found.map {
        ShaderIRRecord.Function(
          name: $0.name, qualifiedName: $0.qualifiedName, symbol: $0.mangledName, file: $0.file,
          position: $0.position)
      }, text: text)
    guard let data = try? JSONEncoder().encode(record) else {
      throw .runtime(reason: "the IR of \(file) cannot be encoded")
    }
    let temporary = BuildCacheFiles.temporary(entry)
    try BuildCacheFiles.write([UInt8](data), to: temporary, cache: cacheFolder)
    try BuildCacheFiles.place(temporary, at: entry, cache: cacheFolder)
    return record.text(of: function, source: file, flags: irFlags, wasCached: false)
  }

  /// clang's module text for the syntax pass's input (the user's file or its rewritten copy,
  /// whose paths in the text become the user's), or clang's diagnostics at the user's lines.
  private func moduleText(file: String, syntax: Syntax, include: String, near entry: String)
    throws(MetalCompileError) -> Result<String, DiagnosticsError>
  {
    let stem = BuildCacheFiles.temporary(entry, suffix: "")
    let output = stem + ".ll"
    defer { BuildCacheFiles.removeAll(startingWith: stem) }
    let run = try runClang(
      irFlags + includeFlags(file: file, include: include, quoted: syntax.quoted)
        + ["-o", output, syntax.input])
    if let stopped = stopped(run, compiling: file) {
      return .failure(DiagnosticsError(stopped.diagnostic))
    }
    if let fault = cacheFault(after: run) { throw fault }
    guard run.succeeded else {
      let diagnostics = Diagnostic.attributed(
        Diagnostic.clangDiagnostics(in: run.output),
        isUser: { $0 == file || $0 == syntax.input || !$0.hasPrefix(include) }, fallback: file
      ).map(Self.explainingUnprovided)
      return .failure(Self.irFailure(diagnostics, file: file, said: run.output))
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    guard size <= Self.maximumIRBytes else {
      return .failure(
        DiagnosticsError(
          .compile(
            file: file,
            message:
              "the IR of \(file) is \(size) bytes, over the \(Self.maximumIRBytes)-byte limit")))
    }
    guard let data = FileManager.default.contents(atPath: output) else {
      throw .cache(folder: cacheFolder, reason: "cannot read \(output)")
    }
    var text = String(decoding: data, as: UTF8.self)
    if syntax.input != file {
      for quote in ["\"", "'"] {
        text = text.replacingOccurrences(
          of: quote + syntax.input + quote, with: quote + file + quote)
      }
    }
    return .success(text)
  }

  /// The failure of a source that does not compile: clang's first error as the summary (or
  /// one saying so), and every diagnostic as a detail.
  static func irFailure(_ diagnostics: [Diagnostic], file: String, said: String = "")
    -> DiagnosticsError
  {
    let output = said.trimmingCharacters(in: .whitespacesAndNewlines)
    let summary =
      diagnostics.first { $0.severity == .error }
      ?? .compile(
        file: file,
        message: "clang did not compile \(file)"
          + (output.isEmpty ? " and said nothing" : ": " + output.prefix(2000)))
    return DiagnosticsError(summary, details: diagnostics)
  }

  /// Where `file`'s first byte that is not UTF-8 is (1-based line, and byte column); nil when
  /// it cannot be read or is all UTF-8.
  static func firstInvalidUTF8(in file: String) -> SourcePosition? {
    var info = stat()
    guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int(info.st_size) <= maximumSourceBytes,
      let data = FileManager.default.contents(atPath: file)
    else { return nil }
    let bytes = [UInt8](data)
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var lineStart = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1, scalar.first == 0x0A {
          line += 1
          lineStart = offset + 1
        }
        offset += scalar.count
      case .error:
        return SourcePosition(line: line, column: offset - lineStart + 1)
      case .emptyInput:
        return nil
      }
    }
  }
}
