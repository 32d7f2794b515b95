import Foundation

/// Finds the C++ compiler that builds Metal sources for the CPU: the toolchain's own `clang++`
/// first, then `$CLANG`, `$CXX`, then `clang++` on `PATH`.
///
/// The toolchain's is the one beside `swiftc` (found on `PATH`, or through `$SWIFT_EXEC`);
/// every Swift toolchain ships it, on Linux next to `swiftc` and in Xcode's toolchain.
public struct ClangLocator: Sendable {
  /// The environment to read (`PATH`, `CLANG`, `CXX`, `SWIFT_EXEC`).
  public var environment: [String: String]

  /// A locator over `environment` (default: the process's).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// The first executable candidate, in the order above.
  ///
  /// Throws ``MetalCompileError/clangNotFound(searched:)`` naming every place looked at, with
  /// what to install.
  public func locate() throws(MetalCompileError) -> String {
    let searched = candidates()
    for path in searched where FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    throw .clangNotFound(searched: searched)
  }

  /// Every place ``locate()`` looks, in order.
  public func candidates() -> [String] {
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    var list: [String] = []
    if let swiftc = environment["SWIFT_EXEC"], !swiftc.isEmpty {
      list.append(sibling(of: swiftc))
    }
    for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/swiftc") {
      list.append(folder + "/clang++")
    }
    for key in ["CLANG", "CXX"] {
      guard let value = environment[key], !value.isEmpty else { continue }
      // A bare name (`CXX=clang++-15`) is looked up on PATH, like a shell would.
      list += value.contains("/") ? [value] : folders.map { $0 + "/" + value }
    }
    list += folders.map { $0 + "/clang++" }
    var seen: Set<String> = []
    return list.filter { seen.insert($0).inserted }
  }

  /// `clang++` in the folder of `tool`.
  private func sibling(of tool: String) -> String {
    guard let slash = tool.lastIndex(of: "/") else { return "clang++" }
    return String(tool[..<slash]) + "/clang++"
  }
}
