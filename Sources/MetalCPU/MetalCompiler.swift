import Foundation

/// Compiles an app's unmodified `.metal` sources as C++17 against ``MetalPrelude`` with the
/// toolchain's clang, into programs the runner starts (``MetalRunner``). Programs are cached by
/// content.
///
/// ```
/// 1. clang++ -fsyntax-only -Xclang -ast-dump=json   the [[ stitchable ]] functions, exactly
/// 2. clang++ -x c++ -std=c++17 -O2                   the source, then its function table,
///      -fexcess-precision=16                         every half operation rounds to half
///      -Xclang -cl-single-precision-constant         0.5 is a float, as in Metal
///      -ffp-contract=off -march=<level>              no fused multiply-add; host-independent
///      -include effectproof_metal.h                  linked with the runtime object (built once)
/// 3. program --describe                              how each parameter is passed
/// key = FNV-1a 128 of (source, prelude, runtime, wire, flags, clang --version)
///       program = <cache>/<key>.program, functions = <cache>/<key>.functions.json
/// ```
///
/// What the prelude cannot express is rewritten at the exact spot clang reports, in a copy (with
/// `#line`, so diagnostics keep the user's file and lines), and compiled again (``SourceRewrite``):
/// a constructor its macros cannot see (`Vec2(a, b)` with `Vec2` a template parameter) and a
/// `bool3` declared from a vector comparison. The user's file is never written.
///
/// Concurrency: two compilers may build the same source at once; each writes its own temporary
/// files and renames them into place (the program last, as its presence marks a cache hit), so
/// a reader never sees a partial program. A cache entry that is not whole is built again
/// (``BuildCacheEntry``); temporaries a killed run left are removed by the next
/// (``BuildCacheSweep``).
///
/// Limits and faults: each clang run has standard input `/dev/null` and ``timeLimit`` seconds,
/// after which its process group is killed; a clang that crashes or runs out of time fails the
/// source with one diagnostic at its file saying so. A cache that cannot be written (a file in
/// the folder's place, no permission, a full disk) is ``MetalCompileError/cache(folder:reason:)``,
/// never a failed source.
public struct MetalCompiler: Sendable {
  /// The `clang++` used.
  public var clang: String
  /// The cache folder.
  public var cacheFolder: String
  /// The code-generation level: `x86-64-v3` (AVX2 and F16C hardware half conversions) on
  /// x86-64 hosts that have it, else `x86-64-v2`; empty elsewhere (clang's default).
  public var architecture: String
  /// `clang++ --version`'s first line, part of the cache key.
  public let clangVersion: String
  /// The longest one clang run (or one `program --describe`) may take, in seconds; at the
  /// limit its whole process group is killed and the source fails with "clang did not finish
  /// within 120 s compiling …". Default: `$EFFECTPROOF_CLANG_TIME_LIMIT`, else
  /// ``defaultTimeLimit``.
  public var timeLimit: Double

  /// The largest source compiled, 8 MiB.
  public static let maximumSourceBytes = 8 << 20

  /// A compiler with `clang` (default: ``ClangLocator``) caching in `cacheFolder` (default:
  /// ``defaultCacheFolder``), each clang run limited to `timeLimit` seconds (default:
  /// `$EFFECTPROOF_CLANG_TIME_LIMIT`, else ``defaultTimeLimit``). Removes the temporaries a
  /// killed run left in the cache folder (``BuildCacheSweep`` says which).
  ///
  /// Throws ``MetalCompileError/clangNotFound(searched:)`` or
  /// ``MetalCompileError/launch(clang:reason:)`` when clang cannot report its version, and
  /// ``MetalCompileError/timeLimit(value:source:)`` for a time limit that is not 1 to 86 400 s.
  public init(clang: String? = nil, cacheFolder: String? = nil, timeLimit: Double? = nil)
    throws(MetalCompileError)
  {
    let path: String
    if let clang {
      path = clang
    } else {
      path = try ClangLocator().locate()
    }
    self.clang = path
    self.cacheFolder = cacheFolder ?? Self.defaultCacheFolder
    self.timeLimit = try Self.timeLimit(given: timeLimit)
    let version = try CompilerProcess.run(path, ["--version"], timeLimit: self.timeLimit)
    guard version.succeeded else {
      throw .launch(clang: path, reason: "--version \(Self.ending(version.end))")
    }
    clangVersion = version.output.split(separator: "\n").first.map(String.init) ?? "unknown"
    architecture = Self.hostArchitecture()
    BuildCacheSweep.sweep(self.cacheFolder, timeLimit: self.timeLimit)
  }

  /// `$EFFECTPROOF_CACHE`, else `$XDG_CACHE_HOME/effectproof`, else `~/.cache/effectproof`,
  /// else a folder in the temporary directory.
  public static var defaultCacheFolder: String {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["EFFECTPROOF_CACHE"], !folder.isEmpty { return folder }
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/effectproof" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/effectproof" }
    return NSTemporaryDirectory() + "effectproof-cache"
  }

  /// The flags every source is compiled with, before the include paths.
  public var flags: [String] {
    var flags = [
      "-x", "c++", "-std=c++17", "-O2", "-ffp-contract=off",
      "-fexcess-precision=16", "-Xclang", "-cl-single-precision-constant", "-fno-math-errno",
      "-fsanitize=array-bounds", "-fsanitize-trap=array-bounds", "-gline-tables-only",
      "-fno-color-diagnostics", "-fno-caret-diagnostics", "-fno-diagnostics-show-option",
      // A clang crash writes no reproducer into /tmp: it is reported, with its signal.
      "-fno-crash-diagnostics",
    ]
    if !architecture.isEmpty { flags.append("-march=\(architecture)") }
    return flags
  }

  /// The flags and include paths that compile a C++ file of your own the way every source is
  /// compiled: ``flags``, `file`'s folder on the quoted include path, the cache's include
  /// folder (the prelude and the headers that stand in for Metal's and SwiftUI's), and the
  /// prelude force-included as text. For a program around an app's source, such as the
  /// benchmarks' bare pixel loop (docs/benchmarks.md), to be built exactly as the runtime's.
  ///
  /// Throws ``MetalCompileError`` when the include folder cannot be written.
  public func preludeFlags(file: String) throws(MetalCompileError) -> [String] {
    flags + includeFlags(file: file, include: try includeFolder())
  }

  /// Checks that the cache folder can take a new file: creates it (and its parents), writes a
  /// 64 KiB file there and removes it. `effectproof check` calls it before any proof that
  /// compiles runs, so a cache that cannot be used is one line, not a failed proof per shader.
  ///
  /// Throws ``MetalCompileError/cache(folder:reason:)`` naming the path that failed and the
  /// system's reason ("is a file, not a folder", "Permission denied", "No space left on
  /// device").
  public func checkCache() throws(MetalCompileError) {
    try BuildCacheFiles.probe(cacheFolder)
  }

  // MARK: - Compiling

  /// Compiles `file` into a runnable program, or finds it in the cache.
  ///
  /// A source that does not compile is a ``MetalCompileResult`` with status `failed` and its
  /// diagnostics. Throws ``MetalCompileError`` when the file cannot be read (missing, a folder,
  /// over ``maximumSourceBytes``), the cache cannot be written, or clang cannot be started.
  public func compile(file: String) throws(MetalCompileError) -> MetalCompileResult {
    let source = try read(file)
    let include = try includeFolder()
    let key = Self.key(
      [Array(source.utf8), Array(MetalPrelude.text.utf8)]
        + MetalRuntimeSource.texts.map { Array($0.utf8) }
        + (flags + [clangVersion, Self.functionListFormat]).map { Array($0.utf8) })
    let program = cacheFolder + "/" + key + ".program"
    let sidecar = cacheFolder + "/" + key + ".functions.json"
    // A program that is not whole (empty, not executable, cut short) is built again and
    // renamed over (BuildCacheEntry).
    if BuildCacheEntry.isWhole(program, as: .executable),
      let data = FileManager.default.contents(atPath: sidecar),
      let functions = try? JSONDecoder().decode([StitchableFunction].self, from: data)
    {
      return MetalCompileResult(
        file: file, status: .compiled, diagnostics: [], programPath: program,
        functions: functions.map { relocated($0, to: file) }, wasCached: true)
    }
    let syntax = try checkSyntax(file: file, source: source, include: include, near: program)
    defer { removeCopies(syntax.cleanup) }
    guard let found = syntax.found else {
      return MetalCompileResult(
        file: file, status: .failed, diagnostics: syntax.diagnostics, programPath: nil,
        wasCached: false, rewrites: syntax.rewrites, headerRewrites: syntax.headerRewrites)
    }
    let runtime = try runtimeObject(include: include)
    let built = try link(
      file: file, input: syntax.input, functions: found, include: include,
      precompiled: try precompiledPrelude(include: include), quoted: syntax.quoted,
      runtime: runtime, program: program)
    guard let temporary = built.temporary else {
      return MetalCompileResult(
        file: file, status: .failed, diagnostics: syntax.diagnostics + built.diagnostics,
        programPath: nil, wasCached: false, rewrites: syntax.rewrites,
        headerRewrites: syntax.headerRewrites)
    }
    defer { BuildCacheFiles.remove(temporary) }
    let functions: [StitchableFunction]
    switch try describe(program: temporary, found: found, file: file) {
    case .success(let described): functions = described
    case .failure(let stopped):
      return MetalCompileResult(
        file: file, status: .failed, diagnostics: syntax.diagnostics + [stopped.diagnostic],
        programPath: nil, wasCached: false, rewrites: syntax.rewrites,
        headerRewrites: syntax.headerRewrites)
    }
    try place(functions: functions, at: sidecar, file: file)
    try BuildCacheFiles.place(temporary, at: program, cache: cacheFolder)
    return MetalCompileResult(
      file: file, status: .compiled, diagnostics: syntax.diagnostics + built.diagnostics,
      programPath: program, functions: functions, wasCached: false, rewrites: syntax.rewrites,
      headerRewrites: syntax.headerRewrites)
  }

  /// The version of the cached function list (`.functions.json`, a `[StitchableFunction]`) and
  /// of the reading that fills it, part of the cache key: bump it when either changes, so no
  /// program is served with a list an older reader wrote.
  static let functionListFormat = "functions 2: StitchableFunction, parameter starts"

  /// The function list is cached with the source's own file left empty, so the same source at
  /// another path is reported at that path.
  private func relocated(_ function: StitchableFunction, to file: String) -> StitchableFunction {
    var copy = function
    if copy.file.isEmpty { copy.file = file }
    return copy
  }
}
