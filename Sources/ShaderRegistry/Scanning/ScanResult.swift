import EffectProofBase

/// Everything a scan of Metal sources found.
public struct ScanResult: Hashable, Sendable {
  /// The files read, in the order scanned.
  public var files: [String]
  /// The stitchable functions, one per name, in file order then source order.
  public var functions: [StitchableFunction]
  /// Problems met while reading: parse errors and duplicate names.
  public var diagnostics: [Diagnostic]
  /// The total size of the files read, in bytes.
  public var byteCount: Int

  /// Creates a result.
  public init(
    files: [String] = [], functions: [StitchableFunction] = [],
    diagnostics: [Diagnostic] = [], byteCount: Int = 0
  ) {
    self.files = files
    self.functions = functions
    self.diagnostics = diagnostics
    self.byteCount = byteCount
  }

  /// The function named `name`, if any file declares it.
  public func function(named name: String) -> StitchableFunction? {
    functions.first { $0.name == name }
  }
}
