import Foundation

/// Limits on shrinking: property evaluations and seconds.
public struct ShrinkLimits: Hashable, Sendable {
  /// The most property evaluations shrinking may spend.
  public var maximumSteps: Int
  /// The most seconds shrinking may spend.
  public var maximumSeconds: Double

  /// Creates limits (defaults: 2 000 evaluations, 10 seconds).
  public init(maximumSteps: Int = 2000, maximumSeconds: Double = 10) {
    self.maximumSteps = max(0, maximumSteps)
    self.maximumSeconds = maximumSeconds.isNaN ? 0 : max(0, maximumSeconds)
  }
}

/// Why shrinking stopped; reports print the raw value.
public enum ShrinkStop: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// No simpler candidate fails: the case is minimal.
  case minimal
  /// The evaluation budget (``ShrinkLimits/maximumSteps``) ran out.
  case stepLimit = "step limit"
  /// The time budget (``ShrinkLimits/maximumSeconds``) ran out.
  case timeLimit = "time limit"
  /// No candidate was tried: shrinking could not run (a hang, whose every try would cost the
  /// time limit, or no process to run candidates in).
  case notRun = "not run"

  /// The raw value: `minimal`, `step limit`, `time limit` or `not run`.
  public var description: String { rawValue }
}

/// Greedy shrinking inside a domain: take the first candidate (simplest first) that still fails,
/// and repeat until none fails or a limit is hit. Candidates come from the domain, so the shrunk
/// case never leaves it, and each is strictly simpler, so shrinking ends.
struct Shrinker<Domain: ProofDomain> {
  let domain: Domain
  let limits: ShrinkLimits
  let property: @Sendable (Domain.Value) -> PropertyOutcome

  struct Outcome {
    var value: Domain.Value
    var outcome: PropertyOutcome
    /// Accepted steps: how many times a simpler failing candidate replaced the value.
    var steps: Int
    /// Property evaluations: every candidate tried, accepted or not.
    var evaluations: Int
    var stop: ShrinkStop
  }

  func shrink(_ value: Domain.Value, failing outcome: PropertyOutcome) -> Outcome {
    let start = Date()
    var current = Outcome(value: value, outcome: outcome, steps: 0, evaluations: 0, stop: .minimal)
    var improved = true
    while improved {
      improved = false
      for candidate in domain.shrinkCandidates(for: current.value) {
        if current.evaluations >= limits.maximumSteps {
          current.stop = .stepLimit
          return current
        }
        if Date().timeIntervalSince(start) > limits.maximumSeconds {
          current.stop = .timeLimit
          return current
        }
        current.evaluations += 1
        let result = property(candidate)
        if result.verdict == .fail {
          current.steps += 1
          current.value = candidate
          current.outcome = result
          improved = true
          break
        }
      }
    }
    return current
  }
}
