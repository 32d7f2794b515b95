import EffectProofBase
import LocatedJSON

/// Reads Metal source files and folders and finds their stitchable functions.
///
/// Folders are walked recursively for `*.metal` files in sorted order, so results do not depend
/// on the file system's order; files named directly are read whatever their extension. Nothing
/// here throws: an unreadable path, a symbolic link loop, a file over ``maximumFileBytes``,
/// binary content and lexing problems become `parseError` diagnostics with the file (and line
/// and column where there is one), and the scan goes on.
/// Time is linear in the bytes read.
public struct MetalSourceScanner: Sendable {
  /// Files larger than this many bytes are reported, not read. Default 8 MiB.
  public var maximumFileBytes: Int

  /// Creates a scanner.
  public init(maximumFileBytes: Int = 8 << 20) {
    self.maximumFileBytes = maximumFileBytes
  }

  /// Scans files and folders.
  ///
  /// Folders are walked for `*.metal` files, following symbolic links to folders with loop
  /// detection (see ``SourceTreeWalk``); each real file is read once however many paths lead to
  /// it. A loop, a dangling link, a FIFO or device named `*.metal`, an unreadable folder or file
  /// and a second path to a file already read each give a `parseError` diagnostic naming the
  /// path: an error where a source may be missed, a warning where nothing is lost.
  public func scan(paths: [String]) -> ScanResult {
    var result = ScanResult()
    var firstByName: [String: StitchableFunction] = [:]
    var walk = SourceTreeWalk()
    for path in paths {
      let files = walk.files(at: path)
      result.diagnostics += walk.diagnostics
      for file in files {
        guard let bytes = read(file, result: &result) else { continue }
        merge(scan(bytes: bytes, file: file), into: &result, firstByName: &firstByName)
      }
    }
    return result
  }

  /// Scans one source held in memory; `file` names it in diagnostics.
  public func scan(bytes: [UInt8], file: String) -> ScanResult {
    if let nul = bytes.firstIndex(of: 0) {
      return ScanResult(
        files: [file],
        diagnostics: [
          Diagnostic.registry(
            kind: .parseError, file: file, position: Self.position(of: nul, in: bytes),
            message: "binary content (a NUL byte); not a Metal source")
        ], byteCount: bytes.count)
    }
    var diagnostics: [Diagnostic] = []
    if let bad = Self.firstInvalidUTF8(in: bytes) {
      diagnostics.append(
        Diagnostic.registry(
          severity: .warning, kind: .parseError, file: file,
          position: Self.position(of: bad, in: bytes),
          message: "the file is not valid UTF-8; Metal sources should be UTF-8"))
    }
    let parsed = StitchableParser.parse(bytes: bytes, file: file)
    return ScanResult(
      files: [file], functions: parsed.functions, diagnostics: diagnostics + parsed.diagnostics,
      byteCount: bytes.count)
  }

  /// Scans one source held in a string.
  public func scan(source: String, file: String) -> ScanResult {
    scan(bytes: Array(source.utf8), file: file)
  }

  // MARK: - Merging

  /// Adds one file's result, reporting names another file already declared.
  private func merge(
    _ part: ScanResult, into result: inout ScanResult,
    firstByName: inout [String: StitchableFunction]
  ) {
    result.files += part.files
    result.byteCount += part.byteCount
    result.diagnostics += part.diagnostics
    for function in part.functions {
      if let first = firstByName[function.name] {
        result.diagnostics.append(
          Diagnostic.registry(
            kind: .duplicateFunction, function: function.name, file: function.file,
            position: function.position,
            message:
              "'\(function.name)' is also declared at \(first.file):\(first.position); ShaderLibrary finds one function per name"
          ))
      } else {
        firstByName[function.name] = function
        result.functions.append(function)
      }
    }
  }

  // MARK: - Files

  /// The file's bytes, or `nil` with a diagnostic (``SourceFileRead``); a file over the limit
  /// still counts as a file scanned.
  private func read(_ file: String, result: inout ScanResult) -> [UInt8]? {
    InputReads.note(.metalScan, file)
    switch SourceFileRead.bytes(of: file, limit: maximumFileBytes, language: "Metal") {
    case .success(let bytes):
      return bytes
    case .failure(let problem):
      if problem.isOverLimit { result.files.append(file) }
      result.diagnostics.append(problem.diagnostic)
      return nil
    }
  }

  // MARK: - Positions

  static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < offset {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return SourcePosition(line: line, column: column)
  }

  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    // The standard library's validator is fast; decode by hand only to locate a failure.
    if #available(macOS 15, iOS 18, *), String(validating: bytes, as: UTF8.self) != nil {
      return nil
    }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return offset
      }
    }
  }
}
