import Foundation

extension MetalCompiler {
  /// The clang time limit when none is given or set, in seconds: 120. The slowest fixture
  /// compiles in under 2 s on 2 shared cores; a source that takes a minute is not a shader.
  public static let defaultTimeLimit = 120.0

  /// The environment variable that sets the clang time limit in seconds,
  /// `EFFECTPROOF_CLANG_TIME_LIMIT`, read where the build cache's is (`EFFECTPROOF_CACHE`):
  /// both belong to the machine that builds, not to an app's config.
  public static let timeLimitVariable = "EFFECTPROOF_CLANG_TIME_LIMIT"

  /// The longest time limit accepted, one day.
  static let longestTimeLimit = 86_400.0

  /// `given`, else `$EFFECTPROOF_CLANG_TIME_LIMIT` from `environment`, else
  /// ``defaultTimeLimit``. Throws ``MetalCompileError/timeLimit(value:source:)`` for a value
  /// that is not a number of seconds from 1 to 86 400 (NaN, ±∞, 0, negative, words, empty).
  static func timeLimit(
    given: Double?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(MetalCompileError) -> Double {
    if let given {
      guard given >= 1, given <= longestTimeLimit else {
        throw .timeLimit(value: "\(given)", source: "the time limit")
      }
      return given
    }
    guard let text = environment[timeLimitVariable] else { return defaultTimeLimit }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(trimmed), value >= 1, value <= longestTimeLimit else {
      throw .timeLimit(value: text, source: timeLimitVariable)
    }
    return value
  }

  /// The limit as people read it: `120 s`, `2.5 s`.
  var timeLimitText: String {
    timeLimit == timeLimit.rounded() ? "\(Int(timeLimit)) s" : "\(timeLimit) s"
  }
}
