import EffectProofBase
import Foundation
import ProofEngine
import Testing

/// The settings a test adapter runs a proof with. The seed comes from the argument, else the
/// `.proofSeed` trait, else the `EFFECTPROOF_SEED` environment variable (hex or decimal), else
/// ``ProofSeed/standard``; the density likewise from the argument, the trait,
/// `EFFECTPROOF_DENSITY` (low, default, high), else default.
public enum ProofTestSettings {
  /// Resolves the settings; `replayLine` renders the replay hint for the failure message.
  public static func resolve(
    seed: ProofSeed?, density: ProofDensity?, jobs: Int?,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    replayLine: @escaping @Sendable (String, ProofSeed) -> String
  ) -> RunSettings {
    let environmentSeed = environment["EFFECTPROOF_SEED"].flatMap(ProofSeed.init(parsing:))
    let environmentDensity = environment["EFFECTPROOF_DENSITY"].flatMap(ProofDensity.init)
    return RunSettings(
      seed: seed ?? ProofTestContext.seed ?? environmentSeed ?? .standard,
      density: density ?? ProofTestContext.density ?? environmentDensity ?? .default,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, replayLine: replayLine)
  }

  /// The Swift Testing replay hint: the trait to add to the test.
  public static let traitReplay: @Sendable (String, ProofSeed) -> String = { _, seed in
    "@Test(.proofSeed(\(seed)))"
  }
}

/// Runs `proof` and records a test issue at the caller when it fails. The issue's message has
/// the counterexample (original and shrunk), the margins, the seed and the replay trait.
/// Warnings do not record issues.
@discardableResult
public func expectProof(
  _ proof: some Proof, seed: ProofSeed? = nil, density: ProofDensity? = nil, jobs: Int? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> ProofResult {
  let settings = ProofTestSettings.resolve(
    seed: seed, density: density, jobs: jobs, replayLine: ProofTestSettings.traitReplay)
  // A proof that checked nothing is never a pass (docs/guarantees.md, "No vacuous pass").
  let result = proof.run(settings).judgedOnEvidence()
  var messages = ProofReportCollector.active.record(result)
  if result.status == .failed { messages.insert(result.failureSummary, at: 0) }
  for message in messages {
    if let log = RecordedProofIssues.current {
      log.append(message, at: sourceLocation)
    } else {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
  return result
}

/// Where the adapters' issues go instead of the running test while a test of the adapters
/// sets ``current``, so that it can assert on each message and count them: the adapters'
/// own tests expect failures, and a `withKnownIssue` around them would also swallow an
/// expectation that failed for the wrong reason.
struct RecordedProofIssues: Sendable {
  /// One recorded failure.
  struct Entry: Equatable, Sendable {
    /// The failure summary the adapter would have recorded.
    var message: String
    /// Where it would have been recorded, the adapter's caller: its file ID (Swift Testing)
    /// or file path (XCTest).
    var file: String
    /// The caller's line.
    var line: Int
  }

  /// The log that adapters running in this task record into, or nil to record real issues.
  @TaskLocal static var current: RecordedProofIssues?

  private let stored = Locked<[Entry]>([])

  /// The entries so far, in order.
  var entries: [Entry] { stored.current }

  /// Records one failure.
  func append(_ message: String, file: String, line: Int) {
    stored.withLock { $0.append(Entry(message: message, file: file, line: line)) }
  }

  /// Records one failure at a Swift Testing source location.
  func append(_ message: String, at location: SourceLocation) {
    append(message, file: location.fileID, line: location.line)
  }
}

/// Like ``expectProof(_:seed:density:jobs:sourceLocation:)``, but also throws
/// ``ProofFailure`` when the proof fails, ending the test there.
@discardableResult
public func requireProof(
  _ proof: some Proof, seed: ProofSeed? = nil, density: ProofDensity? = nil, jobs: Int? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> ProofResult {
  let result = expectProof(
    proof, seed: seed, density: density, jobs: jobs, sourceLocation: sourceLocation)
  if result.status == .failed { throw ProofFailure(result: result) }
  return result
}

/// Thrown by ``requireProof(_:seed:density:jobs:sourceLocation:)`` for a failed proof.
public struct ProofFailure: Error, CustomStringConvertible, Sendable {
  /// The failed result.
  public let result: ProofResult
  /// The result's failure summary.
  public var description: String { result.failureSummary }
}
