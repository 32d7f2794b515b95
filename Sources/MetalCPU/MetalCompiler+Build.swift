import EffectProofBase
import Foundation
import LocatedJSON

extension MetalCompiler {
  /// What the syntax pass gave: the file clang last read (the user's, or a rewritten copy), the
  /// stitchable functions when it compiled, the diagnostics, the rewrites in the source and in
  /// its headers, and the copies to remove when done.
  struct Syntax {
    var input: String
    var found: [StitchableAST.Found]?
    var diagnostics: [Diagnostic]
    var rewrites: [SourcePosition]
    var headerRewrites: [String: [SourcePosition]]
    var cleanup: [String]
    /// The rewritten headers' own folders, on the quoted include path after the source's, so a
    /// header's copy still finds the headers beside the original.
    var quoted: [String] = []
  }

  /// The include flags every compile of `file` uses: the user's folder on the quoted path (a
  /// rewritten copy lives in the cache), the prelude's folder, and the prelude force-included
  /// (precompiled, when `precompiled` is given).
  func includeFlags(
    file: String, include: String, precompiled: String? = nil, quoted: [String] = []
  ) -> [String] {
    let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    let prelude =
      precompiled.map { ["-include-pch", $0] }
      ?? ["-include", include + "/" + MetalPrelude.fileName]
    return ["-iquote", folder.isEmpty ? "/" : folder] + quoted.flatMap { ["-iquote", $0] }
      + ["-I", include] + prelude
  }

  /// The prelude precompiled (built once per cache, prelude version, flags and clang), which
  /// makes the syntax pass's AST dump 20 times smaller: only what the source uses is in it.
  func precompiledPrelude(include: String) throws(MetalCompileError) -> String {
    // The folder is in the key: the precompiled header remembers the path it was built from,
    // and `#pragma once` matches a later include of the prelude by that path.
    let key = Self.key(
      [Array(include.utf8), Array(MetalPrelude.text.utf8)]
        + (flags + [clangVersion]).map { Array($0.utf8) })
    let header = cacheFolder + "/prelude-" + key + ".pch"
    // Whole, and newer than the prelude it was built from (clang refuses a precompiled header
    // older than its header, as after the include folder was made again).
    if BuildCacheEntry.isWhole(header, as: .precompiledHeader),
      Self.modified(header) >= Self.modified(include + "/" + MetalPrelude.fileName)
    {
      return header
    }
    let stem = BuildCacheFiles.temporary(header, suffix: "")
    let temporary = stem + ".tmp"
    var arguments = flags
    arguments[arguments.firstIndex(of: "c++").map { $0 } ?? 1] = "c++-header"
    arguments += [
      "-Wno-pragma-system-header-outside-header", "-Wno-user-defined-literals", "-I", include,
      include + "/" + MetalPrelude.fileName, "-o", temporary,
    ]
    let run = try runClang(arguments)
    guard run.succeeded else {
      // clang's own temporary beside the output (`….tmp-1a2b3c.tmp`) goes too.
      BuildCacheFiles.removeAll(startingWith: stem)
      throw toolBuildFault(run, building: "the precompiled prelude")
    }
    try BuildCacheFiles.place(temporary, at: header, cache: cacheFolder)
    return header
  }

  /// Why building one of the tool's own files (the precompiled prelude, the runtime object)
  /// failed: the cache's fault when it is one, else clang's crash or time limit, else clang's
  /// first error, as ``MetalCompileError/runtime(reason:)``.
  func toolBuildFault(_ run: CompilerProcess.Outcome, building what: String) -> MetalCompileError {
    if let fault = cacheFault(after: run) { return fault }
    if let stopped = stopped(run, compiling: what) {
      return .runtime(reason: stopped.diagnostic.message)
    }
    let first = Diagnostic.clangDiagnostics(in: run.output).first { $0.severity == .error }
    return .runtime(reason: first?.description ?? run.output)
  }

  /// `path`'s modification time in seconds since 1970 (0 when it cannot be read).
  static func modified(_ path: String) -> Double {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
  }

  /// Step 1: clang's AST of the source, rewriting what the prelude cannot express (at most four
  /// rounds), and the stitchable functions in it.
  ///
  /// A rewrite in the source itself goes into a copy in the cache. A rewrite in one of its
  /// headers (a file under the source's folder) puts the copy of the source and of each
  /// rewritten header into a shadow folder, at the same relative paths, so the copy's
  /// `#include "Common.h"` finds the rewritten header first and every other header through
  /// `-iquote`. Every copy starts with `#line 1 "<the user's file>"`.
  func checkSyntax(file: String, source: String, include: String, near program: String)
    throws(MetalCompileError) -> Syntax
  {
    var text = source
    var headers: [String: String] = [:]
    var syntax = Syntax(
      input: file, found: nil, diagnostics: [], rewrites: [], headerRewrites: [:], cleanup: [])
    let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ""
    let precompiled = try precompiledPrelude(include: include)
    defer { if syntax.found == nil { removeCopies(syntax.cleanup) } }
    for _ in 0..<4 {
      let dump = BuildCacheFiles.temporary(program, suffix: ".ast.json")
      defer { BuildCacheFiles.remove(dump) }
      let arguments =
        flags
        + includeFlags(
          file: file, include: include, precompiled: precompiled, quoted: syntax.quoted)
        + ["-fsyntax-only", "-Xclang", "-ast-dump=json", syntax.input]
      let run = try runClang(arguments, outputFile: dump)
      if let stopped = stopped(run, compiling: file) {
        syntax.diagnostics = [stopped.diagnostic]
        return syntax
      }
      if let fault = cacheFault(after: run) { throw fault }
      // An error inside the prelude is moved to the user's line that led to it, with clang's
      // candidate notes; a header of the user's (beside the source) counts as theirs.
      let diagnostics = Diagnostic.attributed(
        Diagnostic.clangDiagnostics(in: run.output),
        isUser: { $0 == file || $0 == syntax.input || !$0.hasPrefix(include) },
        fallback: file
      ).map(Self.explainingUnprovided)
      syntax.diagnostics = diagnostics
      if run.succeeded {
        let bytes = FileManager.default.contents(atPath: dump).map { [UInt8]($0) } ?? []
        var copies: [String: String] = [:]
        if syntax.input != file { copies[syntax.input] = file }
        let base = syntax.input.lastIndex(of: "/").map { String(syntax.input[..<$0]) } ?? ""
        for header in headers.keys {
          copies[base + "/" + Self.relative(header, to: folder)] = header
        }
        syntax.found = StitchableAST(bytes: bytes, copies: copies).functions()
        return syntax
      }
      var fixes: [String: [SourceRewrite]] = [:]
      for diagnostic in diagnostics {
        guard let fix = SourceRewrite(diagnostic), let at = diagnostic.file else { continue }
        // A header is the user's to copy when it lies under the source's folder (`..` counts).
        let standard = URL(fileURLWithPath: at).standardized.path
        let root = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardized.path
        let inFolder =
          standard.hasPrefix(root + "/") && !at.hasPrefix(include) && !at.contains("/../")
        guard at == file || inFolder else { continue }
        fixes[at, default: []].append(fix)
      }
      guard !fixes.isEmpty else { return syntax }
      for (target, list) in fixes {
        if target == file {
          guard let rewritten = SourceRewrite.apply(list, to: text) else { return syntax }
          text = rewritten
          syntax.rewrites += list.map(\.position)
        } else {
          guard let original = headers[target] ?? (try? read(target)),
            let rewritten = SourceRewrite.apply(list, to: original)
          else { return syntax }
          headers[target] = rewritten
          syntax.headerRewrites[target, default: []] += list.map(\.position)
          let own = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
          if !syntax.quoted.contains(own) { syntax.quoted.append(own) }
        }
      }
      removeCopies(syntax.cleanup)
      syntax.cleanup = []
      // One copy per run, so two runs rewriting the same source never share a file.
      let stem = BuildCacheFiles.temporary(program, suffix: "")
      var files: [(path: String, text: String)] = []
      if headers.isEmpty {
        syntax.input = stem + ".rewritten.metal"
        syntax.cleanup = [syntax.input]
      } else {
        let shadow = stem + ".shadow"
        let name = file.split(separator: "/").last.map(String.init) ?? "source.metal"
        syntax.input = shadow + "/" + name
        syntax.cleanup = [shadow]
        for (header, rewritten) in headers {
          files.append(
            (
              shadow + "/" + Self.relative(header, to: folder),
              "#line 1 \"\(header)\"\n" + rewritten
            ))
        }
      }
      files.append((syntax.input, "#line 1 \"\(file)\"\n" + text))
      for (path, contents) in files {
        try BuildCacheFiles.makeFolder(PathParent.of(path), cache: cacheFolder)
        try BuildCacheFiles.write(Array(contents.utf8), to: path, cache: cacheFolder)
      }
    }
    syntax.diagnostics = [
      .compile(
        .rewriteFailed, file: file, position: syntax.rewrites.last,
        message: "the source still fails after rewriting what the prelude cannot express")
    ]
    return syntax
  }

  /// `diagnostic`, with a word after clang's "use of undeclared identifier 'dfdx'" when the
  /// name is a Metal function the prelude does not provide, so it does not read as a typo.
  static func explainingUnprovided(_ diagnostic: Diagnostic) -> Diagnostic {
    let prefix = "use of undeclared identifier '"
    guard diagnostic.message.hasPrefix(prefix) else { return diagnostic }
    let name = diagnostic.message.dropFirst(prefix.count).prefix { $0 != "'" }
    guard MetalPrelude.unprovided.contains(String(name)) else { return diagnostic }
    var explained = diagnostic
    explained.message +=
      "; \(name) is Metal's, but a per-pixel CPU run does not provide it (docs/metal-on-cpu.md, \"The supported subset\")"
    return explained
  }

  /// `header`'s path below `folder` (the source's folder; empty for the working folder).
  static func relative(_ header: String, to folder: String) -> String {
    folder.isEmpty ? header : String(header.dropFirst(folder.count + 1))
  }

  /// Removes rewritten copies and shadow folders.
  func removeCopies(_ paths: [String]) {
    for path in paths { BuildCacheFiles.remove(path) }
  }

  /// The runtime object, built once per cache and prelude version (again when the cached one
  /// is not whole, ``BuildCacheEntry``).
  func runtimeObject(include: String) throws(MetalCompileError) -> String {
    let key = Self.key(
      ([MetalPrelude.text] + MetalRuntimeSource.texts + flags + [clangVersion]).map {
        Array($0.utf8)
      })
    let object = cacheFolder + "/runtime-" + key + ".o"
    if BuildCacheEntry.isWhole(object, as: .object) { return object }
    let stem = BuildCacheFiles.temporary(object, suffix: "")
    let temporary = stem + ".tmp"
    let arguments =
      flags + ["-I", include, "-c", include + "/" + MetalRuntimeSource.runtimeFileName]
      + ["-o", temporary]
    let run = try runClang(arguments)
    guard run.succeeded else {
      BuildCacheFiles.removeAll(startingWith: stem)
      throw toolBuildFault(run, building: "EffectProof's runtime")
    }
    try BuildCacheFiles.place(temporary, at: object, cache: cacheFolder)
    return object
  }

  /// Step 2: the source and its function table in one translation unit (so each function is
  /// called, and inlined, from its own pixel loop), linked with the runtime. The temporary
  /// program, or nil and clang's diagnostics.
  func link(
    file: String, input: String, functions: [StitchableAST.Found], include: String,
    precompiled: String, quoted: [String], runtime: String, program: String
  ) throws(MetalCompileError) -> (temporary: String?, diagnostics: [Diagnostic]) {
    let stem = BuildCacheFiles.temporary(program, suffix: "")
    let wrapper = stem + ".table.cpp"
    let absolute =
      input.hasPrefix("/") ? input : FileManager.default.currentDirectoryPath + "/" + input
    let table =
      functions.isEmpty
      ? "{nullptr, nullptr, nullptr}"
      : functions.map { Self.tableEntry($0) }.joined(separator: ",\n  ")
    let text = """
      #include "\(absolute)"
      #include "\(MetalRuntimeSource.entriesFileName)"
      extern const ep_entries::entry ep_function_table[];
      extern const int ep_function_count;
      const ep_entries::entry ep_function_table[] = {
        \(table)
      };
      const int ep_function_count = \(functions.count);

      """
    try BuildCacheFiles.write(Array(text.utf8), to: wrapper, cache: cacheFolder)
    defer { BuildCacheFiles.remove(wrapper) }
    let temporary = stem + ".tmp"
    let arguments =
      flags
      + includeFlags(file: file, include: include, precompiled: precompiled, quoted: quoted)
      + [wrapper, "-x", "none", runtime, "-o", temporary, "-lpthread"]
    let run = try runClang(arguments)
    if let stopped = stopped(run, compiling: file) {
      BuildCacheFiles.removeAll(startingWith: stem)
      return (nil, [stopped.diagnostic])
    }
    if let fault = cacheFault(after: run) {
      BuildCacheFiles.removeAll(startingWith: stem)
      throw fault
    }
    let parsed = Diagnostic.clangDiagnostics(in: run.output).map { diagnostic in
      var moved = diagnostic
      if moved.file == absolute {
        moved.location = FileLocation(file: file, line: moved.line, column: moved.location?.column)
      }
      return moved
    }
    // Nothing is reported inside the generated table or the prelude: at the user's line, or at
    // the source.
    let diagnostics = Diagnostic.attributed(
      parsed, isUser: { $0 == file || (!$0.hasPrefix(include) && $0 != wrapper) },
      fallback: file
    ).filter { $0.severity == .error }
    guard run.succeeded else {
      BuildCacheFiles.removeAll(startingWith: stem)
      let said = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
      let reported =
        diagnostics.isEmpty
        ? [
          .compile(
            .linkFailed, file: file,
            message: said.isEmpty
              ? "clang \(Self.ending(run.end)) linking \(file) and said nothing" : said)
        ]
        : diagnostics
      return (nil, reported)
    }
    return (temporary, [])
  }

  /// One row of the function table. The function's address is taken through its own type, so
  /// that a helper of the same name (an overload in the same file) does not make it ambiguous.
  static func tableEntry(_ function: StitchableAST.Found) -> String {
    // `ep_entries::pointer<R, A...>` spells `R (*)(A...)` without a `(` after a type name,
    // which the prelude's `half4(…)` constructor macros would take for a call.
    let types = ([function.returnType] + function.parameters.map(\.type)).joined(separator: ", ")
    return "EP_FUNCTION_AS(::\(function.qualifiedName), ep_entries::pointer<\(types)>)"
  }

  /// Step 3: the program's own account of how each parameter is passed, joined with the AST's
  /// types and names. The program runs the source's global initialisers before it answers, so
  /// a crash or a hang there fails the source (``StoppedBuild``), under the same time limit.
  func describe(program: String, found: [StitchableAST.Found], file: String)
    throws(MetalCompileError) -> Result<[StitchableFunction], StoppedBuild>
  {
    // The source's global initialisers run here: with the child's environment, not the tool's.
    let run = try CompilerProcess.run(
      program, ["--describe"], cacheFolder: cacheFolder, timeLimit: timeLimit,
      environment: ChildProcess.environment)
    if let stopped = stopped(run, compiling: file, by: "the program built from it") {
      return .failure(stopped)
    }
    let lines = run.output.split(separator: "\n")
    guard run.succeeded, lines.count == found.count else {
      throw .runtime(reason: "--describe gave \(lines.count) functions for \(found.count)")
    }
    var sources = ParameterStarts()
    return .success(
      zip(found, lines).map { function, line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        let kinds = (fields.count > 2 ? fields[2] : "").split(separator: ",").map {
          MetalParameterKind(rawValue: Int($0) ?? -1) ?? .other
        }
        let returnKind =
          fields.count > 1 ? MetalParameterKind(rawValue: Int(fields[1]) ?? -1) ?? .other : .other
        let parameters = function.parameters.enumerated().map { index, parameter in
          MetalParameter(
            type: parameter.type, name: parameter.name,
            kind: index < kinds.count ? kinds[index] : .other,
            position: sources.start(of: parameter.position, in: function.file))
        }
        return StitchableFunction(
          name: function.name, qualifiedName: function.qualifiedName, file: function.file,
          position: function.position, returnType: function.returnType, returnKind: returnKind,
          parameters: parameters)
      })
  }

  /// Writes the function list beside the program (the source's own file left empty, see
  /// ``compile(file:)``), by atomic rename.
  func place(functions: [StitchableFunction], at path: String, file: String)
    throws(MetalCompileError)
  {
    let stored = functions.map { function in
      var copy = function
      if copy.file == file { copy.file = "" }
      return copy
    }
    let temporary = BuildCacheFiles.temporary(path)
    guard let data = try? JSONEncoder().encode(stored) else {
      throw .runtime(reason: "the function list of \(file) cannot be encoded")
    }
    try BuildCacheFiles.write([UInt8](data), to: temporary, cache: cacheFolder)
    try BuildCacheFiles.place(temporary, at: path, cache: cacheFolder)
  }
}

extension MetalCompiler {
  /// A shared library of `file` alone (no table, no runtime), for calling its `extern "C"`
  /// functions in process: the prelude's value tests use it. Nil and the diagnostics when it
  /// does not compile.
  func sharedLibrary(file: String) throws(MetalCompileError) -> (
    path: String?, diagnostics: [Diagnostic]
  ) {
    let source = try read(file)
    let include = try includeFolder()
    let key = Self.key(
      [Array(source.utf8), Array(MetalPrelude.text.utf8)]
        + (flags + [clangVersion]).map { Array($0.utf8) })
    let library = cacheFolder + "/" + key + ".so"
    if BuildCacheEntry.isWhole(library, as: .executable) { return (library, []) }
    let temporary = BuildCacheFiles.temporary(library)
    let run = try runClang(
      flags + ["-fPIC", "-shared"] + includeFlags(file: file, include: include)
        + ["-o", temporary, file])
    guard run.succeeded else {
      BuildCacheFiles.remove(temporary)
      if let fault = cacheFault(after: run) { throw fault }
      return (
        nil,
        stopped(run, compiling: file).map { [$0.diagnostic] }
          ?? Diagnostic.clangDiagnostics(in: run.output)
      )
    }
    try BuildCacheFiles.place(temporary, at: library, cache: cacheFolder)
    return (library, [])
  }
}

/// Where a parameter starts in the user's text. The prelude defines Metal's address spaces
/// (`device`, `constant`, `thread`, `threadgroup`) as empty macros, so clang's range for
/// `device const float *p` begins at `const`; the parameter starts at `device`, where the
/// Metal scanner places it.
struct ParameterStarts {
  private var lines: [String: [[Character]]] = [:]

  /// `position`, moved back over one address-space word written just before it.
  mutating func start(of position: SourcePosition, in file: String) -> SourcePosition {
    if lines[file] == nil {
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }
    guard let all = lines[file], position.line >= 1, position.line <= all.count else {
      return position
    }
    let line = all[position.line - 1]
    var end = min(max(position.column - 1, 0), line.count)
    while end > 0, line[end - 1] == " " || line[end - 1] == "\t" { end -= 1 }
    var begin = end
    while begin > 0, line[begin - 1].isLetter { begin -= 1 }
    let word = String(line[begin..<end])
    guard ["device", "constant", "thread", "threadgroup"].contains(word),
      begin == 0
        || !(line[begin - 1].isLetter || line[begin - 1].isNumber || line[begin - 1] == "_")
    else { return position }
    return SourcePosition(line: position.line, column: begin + 1)
  }
}
