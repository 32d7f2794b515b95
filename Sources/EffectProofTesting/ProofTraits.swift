import ProofEngine
import Testing

/// The seed and density a test's proofs run with, set by ``ProofSeedTrait`` and
/// ``ProofDensityTrait`` for the test (or suite) they annotate.
public enum ProofTestContext {
  /// The seed set by `.proofSeed(_:)`, if any.
  @TaskLocal public static var seed: ProofSeed?
  /// The density set by `.proofDensity(_:)`, if any.
  @TaskLocal public static var density: ProofDensity?
}

/// `.proofSeed(0x…)`: run the annotated test's (or suite's) proofs with this seed, the line a
/// failing proof prints to replay it.
public struct ProofSeedTrait: TestTrait, SuiteTrait, TestScoping {
  /// The seed.
  public let seed: ProofSeed

  /// Applies to every test in an annotated suite.
  public var isRecursive: Bool { true }

  /// Runs the test with ``ProofTestContext/seed`` set.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ProofTestContext.$seed.withValue(seed) { try await function() }
  }
}

/// `.proofDensity(.high)`: scale the annotated test's (or suite's) case counts.
public struct ProofDensityTrait: TestTrait, SuiteTrait, TestScoping {
  /// The density.
  public let density: ProofDensity

  /// Applies to every test in an annotated suite.
  public var isRecursive: Bool { true }

  /// Runs the test with ``ProofTestContext/density`` set.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ProofTestContext.$density.withValue(density) { try await function() }
  }
}

extension Trait where Self == ProofSeedTrait {
  /// Runs proofs with `seed`: `@Test(.proofSeed(0x5EEDCA5EF00D0001))`.
  public static func proofSeed(_ seed: UInt64) -> Self { ProofSeedTrait(seed: ProofSeed(seed)) }
}

extension Trait where Self == ProofDensityTrait {
  /// Runs proofs at `density`: `@Test(.proofDensity(.high))`.
  public static func proofDensity(_ density: ProofDensity) -> Self {
    ProofDensityTrait(density: density)
  }
}
