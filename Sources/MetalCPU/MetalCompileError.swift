/// Why a Metal source could not be compiled at all (a source that does not compile is a
/// ``MetalCompileResult`` with diagnostics, not an error).
public enum MetalCompileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No `clang++` was found.
  case clangNotFound(searched: [String])
  /// The source could not be read.
  case unreadable(file: String, reason: String)
  /// The cache folder could not be created or written.
  case cache(folder: String, reason: String)
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
    case .runtime(let reason):
      "EffectProof's CPU runtime does not build with this clang (please report it): \(reason)"
    }
  }
}
