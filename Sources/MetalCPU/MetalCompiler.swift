import Foundation

/// Compiles an app's unmodified `.metal` sources as C++17 against ``MetalPrelude`` with the
/// toolchain's clang, into shared objects the CPU runtime loads. Objects are cached by content.
///
/// ```
/// clang++ -x c++ -std=c++17 -O2 -fPIC -shared   one shared object per source
///   -fexcess-precision=16                       every half operation rounds to half, as the GPU
///   -Xclang -cl-single-precision-constant       0.5 is a float, as in Metal
///   -ffp-contract=off -march=<level>            no fused multiply-add; results do not depend on the host
///   -I <cache>/include -include effectproof_metal.h
/// key = FNV-1a 128 of (source, prelude, flags, clang --version)    object = <cache>/<key>.so
/// ```
///
/// What the prelude cannot express is rewritten at the exact spot clang reports, in a copy (with
/// `#line`, so diagnostics keep the user's file and lines), and compiled again (``SourceRewrite``):
/// a constructor its macros cannot see (`Vec2(a, b)` with `Vec2` a template parameter) and a
/// `bool3` declared from a vector comparison. The user's file is never written.
///
/// Concurrency: two compilers may build the same source at once; each writes its own temporary
/// file and renames it into place, so a reader never sees a partial object.
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

  /// The largest source compiled, 8 MiB.
  public static let maximumSourceBytes = 8 << 20

  /// A compiler with `clang` (default: ``ClangLocator``) caching in `cacheFolder` (default:
  /// ``defaultCacheFolder``).
  ///
  /// Throws ``MetalCompileError/clangNotFound(searched:)`` or
  /// ``MetalCompileError/launch(clang:reason:)`` when clang cannot report its version.
  public init(clang: String? = nil, cacheFolder: String? = nil) throws(MetalCompileError) {
    let path: String
    if let clang {
      path = clang
    } else {
      path = try ClangLocator().locate()
    }
    self.clang = path
    self.cacheFolder = cacheFolder ?? Self.defaultCacheFolder
    let version = try Self.run(path, ["--version"])
    guard version.status == 0 else {
      throw .launch(clang: path, reason: "--version exited with status \(version.status)")
    }
    clangVersion = version.output.split(separator: "\n").first.map(String.init) ?? "unknown"
    architecture = Self.hostArchitecture()
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
      "-x", "c++", "-std=c++17", "-O2", "-fPIC", "-shared", "-ffp-contract=off",
      "-fexcess-precision=16", "-Xclang", "-cl-single-precision-constant",
      "-fno-color-diagnostics", "-fno-caret-diagnostics", "-fno-diagnostics-show-option",
    ]
    if !architecture.isEmpty { flags.append("-march=\(architecture)") }
    return flags
  }

  // MARK: - Compiling

  /// Compiles `file`, or finds it in the cache.
  ///
  /// A source that does not compile is a ``MetalCompileResult`` with status `failed` and its
  /// diagnostics. Throws ``MetalCompileError`` when the file cannot be read (missing, a folder,
  /// over ``maximumSourceBytes``), the cache cannot be written, or clang cannot be started.
  public func compile(file: String) throws(MetalCompileError) -> MetalCompileResult {
    let source = try read(file)
    let include = try includeFolder()
    let key = Self.key(
      [Array(source.utf8), Array(MetalPrelude.text.utf8)]
        + (flags + [clangVersion]).map { Array($0.utf8) })
    let object = cacheFolder + "/" + key + ".so"
    if FileManager.default.fileExists(atPath: object) {
      return MetalCompileResult(
        file: file, status: .compiled, diagnostics: [], objectPath: object, wasCached: true)
    }
    var text = source
    var rewrites: [MetalDiagnostic.Position] = []
    var input = file
    // The rewritten copy lives in the cache, so `#include "Header.h"` must still find the
    // headers beside the user's file.
    let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    let quoted = ["-iquote", folder.isEmpty ? "/" : folder]
    defer { if input != file { try? FileManager.default.removeItem(atPath: input) } }
    for _ in 0..<4 {
      let temporary =
        object + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
      let arguments =
        flags + quoted + ["-I", include, "-include", include + "/" + MetalPrelude.fileName]
        + ["-o", temporary, input]
      let run = try Self.run(clang, arguments)
      var diagnostics = MetalDiagnostic.parse(run.output)
      diagnostics = diagnostics.filter { $0.file == file || $0.severity == "error" }
      if run.status == 0 {
        guard rename(temporary, object) == 0 else {
          try? FileManager.default.removeItem(atPath: temporary)
          throw .cache(folder: cacheFolder, reason: "cannot rename the object into place")
        }
        return MetalCompileResult(
          file: file, status: .compiled, diagnostics: diagnostics, objectPath: object,
          wasCached: false, rewrites: rewrites)
      }
      try? FileManager.default.removeItem(atPath: temporary)
      let fixes = diagnostics.compactMap { diagnostic in
        diagnostic.file == file ? SourceRewrite(diagnostic) : nil
      }
      guard !fixes.isEmpty, let rewritten = SourceRewrite.apply(fixes, to: text) else {
        return MetalCompileResult(
          file: file, status: .failed, diagnostics: diagnostics, objectPath: nil,
          wasCached: false, rewrites: rewrites)
      }
      text = rewritten
      rewrites += fixes.map(\.position)
      if input != file { try? FileManager.default.removeItem(atPath: input) }
      // One copy per run, so two runs rewriting the same source never share a file.
      input = object + ".\(UUID().uuidString).rewritten.metal"
      let copy = "#line 1 \"\(file)\"\n" + text
      guard FileManager.default.createFile(atPath: input, contents: Data(copy.utf8)) else {
        throw .cache(folder: cacheFolder, reason: "cannot write \(input)")
      }
    }
    return MetalCompileResult(
      file: file, status: .failed,
      diagnostics: [
        MetalDiagnostic(
          severity: "error", file: file, position: rewrites.last,
          message: "the source still fails after rewriting what the prelude cannot express")
      ], objectPath: nil, wasCached: false, rewrites: rewrites)
  }
}
