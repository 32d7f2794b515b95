import EffectProofBase
import EffectProofTestSupport
import Foundation

@testable import MetalCPU

/// Helpers of the IR tests: a compiler, the IR of one function, and the lines of its `define`.
enum ShaderIRSupport {
  /// A compiler over the shared test cache (its IR entries are keyed by the prelude, the flags
  /// and ``MetalCompiler/irFormat``, so a change to any of them compiles again).
  static func compiler() throws -> MetalCompiler {
    try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
  }

  /// The IR of `function` in `file`, or a test failure naming clang's diagnostics.
  static func ir(_ file: String, _ function: String, compiler: MetalCompiler? = nil) throws
    -> ShaderIRText
  {
    switch try (compiler ?? Self.compiler()).emitIR(of: file, function: function) {
    case .success(let text): return text
    case .failure(let error):
      throw IRTestError(message: error.diagnostics.map(\.description).joined(separator: "\n"))
    }
  }

  /// The lines from `define … @symbol(` to its closing `}`; empty when there is no such line.
  static func body(of symbol: String, in text: String) -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.hasPrefix("define ") && $0.contains("@\(symbol)(")
      })
    else { return [] }
    let end = lines[start...].firstIndex(of: "}") ?? lines.endIndex - 1
    return Array(lines[start...end])
  }

  /// The lines of `body` holding `fragment`.
  static func lines(_ body: [Substring], holding fragment: String) -> [Substring] {
    body.filter { $0.contains(fragment) }
  }
}

/// A test's own failure, with the diagnostics it saw.
struct IRTestError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
