/// Why a Metal source could not be compiled at all (a source that does not compile is a
/// ``MetalCompileResult`` with diagnostics, not an error).
public enum MetalCompileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No `clang++` was found.
  case clangNotFound(searched: [String])
  /// The source could not be read.
  case unreadable(file: String, reason: String)
  /// The build cache could not be created, written or read: a fault of the tool's environment
  /// (the folder is a file, is not writable, the disk is full), never of a source. `reason`
  /// names the path that failed and the system's reason. `effectproof check` and `compile`
  /// exit 2 with this one line.
  case cache(folder: String, reason: String)
  /// The clang time limit (``MetalCompiler/timeLimitVariable``, or the value given) is not a
  /// number of seconds from 1 to 86 400.
  case timeLimit(value: String, source: String)
  /// `clang++` could not be started.
  case launch(clang: String, reason: String)
  /// EffectProof's own runtime did not build with this clang (a fault of the tool, not of the
  /// source): clang's first error.
  case runtime(reason: String)

  /// One line naming the cause and what to do.
  public var description: String {
    switch self {
    case .clangNotFound(let searched):
      "no clang++ found (looked at \(searched.isEmpty ? "nothing: PATH is empty" : searched.joined(separator: ", "))); install a Swift toolchain, whose clang++ sits beside swiftc, or set CLANG to a clang++ 15 or later"
    case .unreadable(let file, let reason): "\(file): cannot read the Metal source: \(reason)"
    case .cache(let folder, let reason): "cannot use the build cache \(folder): \(reason)"
    case .launch(let clang, let reason): "cannot run \(clang): \(reason)"
    case .timeLimit(let value, let source):
      "\(source)=\(value) is not a clang time limit: expected a number of seconds from 1 to 86400 (default \(Int(MetalCompiler.defaultTimeLimit)))"
    case .runtime(let reason):
      "EffectProof's CPU runtime does not build with this clang (please report it): \(reason)"
    }
  }
}
