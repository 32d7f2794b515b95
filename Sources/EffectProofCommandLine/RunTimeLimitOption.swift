import ShaderProofs

/// `--run-time-limit SECONDS`, declared once for `check`, `render` and `bench`: the base of
/// every shader run's time limit, over each entry's `runTimeLimit` (docs/shader-proofs.md,
/// "Time limit").
enum RunTimeLimitOption {
  /// The option's name.
  static let name = "--run-time-limit"

  /// Seconds from 0.1 to 86400; anything else (NaN, ±∞, 0, negative, words) is refused.
  static var value: ArgumentValue<Double> {
    let range = ShaderProofEntry.runTimeLimitRange
    return ArgumentValue(expecting: "seconds from 0.1 to 86400") { text in
      Double(text).flatMap { range.contains($0) ? $0 : nil }
    }
  }

  /// The help line.
  static let help = """
    The base of each shader run's time limit, in seconds, over every shaderProofs entry's \
    runTimeLimit (default 10): a run of about 4 million pixel-samples gets it, a larger run \
    proportionally more. A run still advancing at its limit is reported as too slow, never \
    passed; one that finishes no pixel for 3 s is a hang, whatever the limit.
    """

  /// `entries` with `seconds` as their base, when given.
  static func apply(_ seconds: Double?, to entries: inout [ShaderProofEntry]) {
    guard let seconds else { return }
    for index in entries.indices { entries[index].runTimeLimit = seconds }
  }
}
