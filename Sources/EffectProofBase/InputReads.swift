/// How many times each input file has been read, by kind, in this process: the seam through
/// which a test holds "each input is read once per run" (a `check` scans each Metal source
/// once, parses each Swift file once, builds one library and compiles each source once).
///
/// The readers note each file as they read it; counts are kept by path, so tests running in
/// parallel on their own folders do not see each other's reads.
package enum InputReads {
  /// What was done to a file.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The Metal scanner read it.
    case metalScan
    /// SwiftParser parsed it.
    case swiftParse
    /// A compiled library was made over it (a `shaders` path).
    case libraryBuild
    /// A library compiled it with clang (or took it from the build cache).
    case shaderCompile
  }

  private struct Key: Hashable {
    var kind: Kind
    var file: String
  }

  private static let counts = Locked<[Key: Int]>([:])

  /// Notes one read of `file`.
  package static func note(_ kind: Kind, _ file: String) {
    counts.withLock { $0[Key(kind: kind, file: file), default: 0] += 1 }
  }

  /// The reads of `kind` noted for each file whose path starts with `prefix`, by path.
  package static func counts(_ kind: Kind, under prefix: String) -> [String: Int] {
    counts.withLock { counts in
      var found: [String: Int] = [:]
      for (key, count) in counts where key.kind == kind && key.file.hasPrefix(prefix) {
        found[key.file] = count
      }
      return found
    }
  }
}
