import EffectProofBase
import Foundation
import MetalCPU
import ShaderRegistry

/// The config's Metal sources (`shaders`) compiled for the CPU, once per check run, for the
/// differential proofs (``DifferentialProof``): each port runs beside the function it copies.
///
/// ```
/// function(named: "ripple")
///   → the scan (given, or made once)    which file declares `ripple`
///   → find clang++ (once)               MetalCompiler, or why there is none
///   → compile that file (once per file) MetalCompileResult, shared by every proof and case
/// ```
///
/// A run's workspace (`EffectProof`'s `Workspace`) makes one library over its one scan, so
/// the proofs and pictures of one `check` share it: a file is compiled (or found in the on-disk
/// cache) once however many proofs and cases run its functions, and proofs running in parallel
/// wait for the one compile.
///
/// Nothing here passes silently: with no sources, no clang++, a source that does not compile
/// or no file declaring the function, ``function(named:)`` gives a ``CompiledFunctionError``
/// whose message says what to do, and the proof fails with it.
public final class CompiledShaderLibrary: Sendable {
  // A file's compile runs under its own `CompileOnce` lock, so two files compile in parallel.

  /// The Metal source files and folders, already resolved (the config's `shaders`).
  public let shaderPaths: [String]
  /// The largest Metal source read, in bytes (the config's `maxFileBytes`).
  let maximumFileBytes: Int
  /// Makes the compiler on first use (the toolchain's clang++ and the default cache).
  package let makeCompiler: @Sendable () throws(MetalCompileError) -> MetalCompiler

  /// What is made once: the scan, the compiler (or why there is none), each file's compile.
  private struct Made {
    var scanned: ScanResult?
    var compilerResult: Result<MetalCompiler, MetalCompileError>?
    var files: [String: CompileOnce] = [:]
  }
  private let made = Locked(Made())

  /// A library over `shaderPaths` (files and folders). `scan`, when given, is the scan of
  /// those paths already made (a workspace's one scan); without it the library scans them on
  /// first use. `makeCompiler` is called once, on first use; by default it finds clang++ as
  /// ``MetalCompiler`` does.
  public init(
    shaderPaths: [String], scan: ScanResult? = nil, maximumFileBytes: Int = 8 << 20,
    makeCompiler: @escaping @Sendable () throws(MetalCompileError) -> MetalCompiler = {
      () throws(MetalCompileError) -> MetalCompiler in try MetalCompiler(cacheFolder: nil)
    }
  ) {
    self.shaderPaths = shaderPaths
    self.maximumFileBytes = maximumFileBytes
    self.makeCompiler = makeCompiler
    if let scan { made.withLock { $0.scanned = scan } }
    for path in shaderPaths { InputReads.note(.libraryBuild, path) }
  }

  // MARK: - Selection

  /// Whether a differential proof of `function` belongs in the catalogue: when the config
  /// names no sources (the proof is listed and fails, saying so), or when a source declares it.
  /// An app whose sources do not declare a function does not ship that shader, so its port has
  /// nothing to be compared with (the `registry.*` proofs catch a misspelt name).
  public func selects(function: String) -> Bool {
    shaderPaths.isEmpty || scan().function(named: function) != nil
  }

  // MARK: - Compiled functions

  /// The compiled source that declares `function`, compiled once for every caller, or why it
  /// cannot be had.
  package func function(named function: String) -> Result<
    CompiledShaderFunction, CompiledFunctionError
  > {
    guard !shaderPaths.isEmpty else { return .failure(.noShaderSources(function: function)) }
    guard let declared = scan().function(named: function) else {
      return .failure(.notDeclared(function: function, paths: shaderPaths))
    }
    let compiler: MetalCompiler
    switch compilerOnce() {
    case .success(let made): compiler = made
    case .failure(let error): return .failure(.compiler(error))
    }
    let compiled: MetalCompileResult
    switch compileOnce(declared.file).get(compiler) {
    case .success(let result): compiled = result
    case .failure(let error): return .failure(.compiler(error))
    }
    guard compiled.status == .compiled else {
      let errors = compiled.diagnostics.filter { $0.severity == .error }.map(\.description)
      return .failure(.doesNotCompile(file: declared.file, function: function, errors: errors))
    }
    return .success(
      CompiledShaderFunction(file: declared.file, compiled: compiled, compiler: compiler))
  }

  /// The compile result of `file`, when some caller has compiled it.
  package func result(of file: String) -> MetalCompileResult? {
    let once = made.withLock { $0.files[file] }
    return once?.finished
  }

  // MARK: - The build cache

  /// Whether the build cache can be used, before anything is compiled: the compiler (made
  /// once) checks its cache folder (``MetalCompiler/checkCache()``). The fault, or nil when
  /// the cache can be written or there is no compiler (each proof then says why).
  package func buildCacheProblem() -> MetalCompileError? {
    guard !shaderPaths.isEmpty else { return nil }
    switch compilerOnce() {
    case .failure(let error):
      if case .clangNotFound = error { return nil }
      if case .launch = error { return nil }
      return error
    case .success(let compiler):
      do throws(MetalCompileError) {
        try compiler.checkCache()
        return nil
      } catch {
        return error
      }
    }
  }

  /// The first fault of the build cache (``MetalCompileError/cache(folder:reason:)``) a
  /// compile met, in the order the sources were first asked for; nil when none did. A fault of
  /// the tool's cache, not of the app: `effectproof check` exits 2 with it.
  package var buildCacheFault: MetalCompileError? {
    let onces = made.withLock { $0.files.values.sorted { $0.file < $1.file } }
    for once in onces {
      if case .cache = once.error { return once.error }
    }
    return nil
  }

  /// The sources asked for so far, by file name (each compiled once, on first use).
  package var compiledFiles: [String] {
    made.withLock { $0.files.keys.map { ($0 as NSString).lastPathComponent } }
  }

  /// The scan of the sources, made once.
  private func scan() -> ScanResult {
    made.withLock { made in
      if let scanned = made.scanned { return scanned }
      let result = MetalSourceScanner(maximumFileBytes: maximumFileBytes).scan(paths: shaderPaths)
      made.scanned = result
      return result
    }
  }

  /// The compiler, made once (or the reason there is none).
  private func compilerOnce() -> Result<MetalCompiler, MetalCompileError> {
    made.withLock { made in
      if let compilerResult = made.compilerResult { return compilerResult }
      let result: Result<MetalCompiler, MetalCompileError>
      do throws(MetalCompileError) {
        result = .success(try makeCompiler())
      } catch {
        result = .failure(error)
      }
      made.compilerResult = result
      return result
    }
  }

  /// The once-cell of `file`.
  private func compileOnce(_ file: String) -> CompileOnce {
    made.withLock { made in
      if let once = made.files[file] { return once }
      let once = CompileOnce(file: file)
      made.files[file] = once
      return once
    }
  }
}

/// One source's compile, done by the first caller; the others wait for it and share it.
private final class CompileOnce: Sendable {
  let file: String
  private let result = Locked<Result<MetalCompileResult, MetalCompileError>?>(nil)

  init(file: String) { self.file = file }

  /// The result, when the compile has finished and succeeded in running clang.
  var finished: MetalCompileResult? {
    result.withLock { if case .success(let result) = $0 { result } else { nil } }
  }

  /// The error, when the compile has finished and could not run.
  var error: MetalCompileError? {
    result.withLock { if case .failure(let error) = $0 { error } else { nil } }
  }

  func get(_ compiler: MetalCompiler) -> Result<MetalCompileResult, MetalCompileError> {
    result.withLock { result in
      if let result { return result }
      let made: Result<MetalCompileResult, MetalCompileError>
      InputReads.note(.shaderCompile, file)
      do throws(MetalCompileError) {
        made = .success(try compiler.compile(file: file))
      } catch {
        made = .failure(error)
      }
      result = made
      return made
    }
  }
}

/// A source that compiled, with the compiler that built it (to run its functions).
package struct CompiledShaderFunction: Sendable {
  /// The `.metal` file that declares the function.
  package var file: String
  /// Its compile result (status `compiled`, with the program the runner starts).
  package var compiled: MetalCompileResult
  /// The compiler, for ``MetalRunner``.
  package var compiler: MetalCompiler
}

/// Why a compiled function cannot be had for a run (a differential proof's, a shader sweep's):
/// no sources, not declared, no compiler, or a source that does not compile. Every proof that
/// needs the function fails with this message.
package enum CompiledFunctionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The config names no shader sources.
  case noShaderSources(function: String)
  /// No source declares the function.
  case notDeclared(function: String, paths: [String])
  /// clang++ could not be found or started, or the cache could not be used.
  case compiler(MetalCompileError)
  /// The source does not compile: clang's errors at the user's lines.
  case doesNotCompile(file: String, function: String, errors: [String])

  /// One line naming the cause and what to do.
  package var description: String {
    switch self {
    case .noShaderSources(let function):
      "the config names no shader sources (\"shaders\"), so the port cannot be compared with the compiled \(function) it copies; add \"shaders\": [\"<folder of your .metal files>\"] to the config"
    case .notDeclared(let function, let paths):
      "no [[ stitchable ]] function named \(function) in \(paths.joined(separator: ", "))"
    case .compiler(let error): error.description
    case .doesNotCompile(let file, let function, let errors):
      "\(file), which declares \(function), does not compile: "
        + (errors.isEmpty ? "clang gave no error line" : errors.joined(separator: "; "))
    }
  }
}
