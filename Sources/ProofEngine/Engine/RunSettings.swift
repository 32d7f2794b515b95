import Foundation

/// How a run is made: the seed, the density, the shard, the jobs, a time budget, progress and
/// the replay line. Every setting leaves the set of cases and their values unchanged except
/// density (more or fewer cases) and the seed (other draws).
public struct RunSettings: Sendable {
  /// The seed every case derives from.
  public var seed: ProofSeed
  /// The case-count scale.
  public var density: ProofDensity
  /// Which part of the cases to run.
  public var shard: ProofShard
  /// Worker threads for a proof's cases (at least 1). The runners also treat a value set
  /// later below 1 as 1, and never start more workers than they have case chunks, so `Int.max`
  /// is safe.
  public var jobs: Int
  /// Stop a proof after this many seconds (its report says so); `nil` runs every case.
  ///
  /// NaN and +∞ mean no limit (`nil`); zero or a negative limit stops the proof before its
  /// first batch of cases (0 cases, stop reason `timeLimit`). The initialiser stores NaN as
  /// `nil` and a negative limit as 0; the runner applies the same rule to a value set later.
  public var timeLimitSeconds: Double?
  /// Called now and then with progress; may be called from worker threads.
  public var progress: (@Sendable (ProgressEvent) -> Void)?
  /// The line that replays a proof with a seed, printed on failure.
  public var replayLine: @Sendable (_ id: String, _ seed: ProofSeed) -> String

  /// Creates settings; `jobs` defaults to the active processors.
  public init(
    seed: ProofSeed = .standard, density: ProofDensity = .default, shard: ProofShard = .whole,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, timeLimitSeconds: Double? = nil,
    progress: (@Sendable (ProgressEvent) -> Void)? = nil,
    replayLine: @escaping @Sendable (_ id: String, _ seed: ProofSeed) -> String = RunSettings
      .commandLineReplay
  ) {
    self.seed = seed
    self.density = density
    self.shard = shard
    self.jobs = max(1, jobs)
    self.timeLimitSeconds = timeLimitSeconds.flatMap(Self.validTimeLimit)
    self.progress = progress
    self.replayLine = replayLine
  }

  /// A time limit as the runners use it: NaN → `nil` (no limit), negative → 0, else itself.
  static func validTimeLimit(_ seconds: Double) -> Double? {
    seconds.isNaN ? nil : Swift.max(seconds, 0)
  }

  /// The moment a proof started at `started` must stop, or `nil` for no limit (see
  /// ``timeLimitSeconds``).
  func deadline(from started: Date) -> Date? {
    guard let limit = timeLimitSeconds.flatMap(Self.validTimeLimit), limit.isFinite else {
      return nil
    }
    return started.addingTimeInterval(limit)
  }

  /// `effectproof check --only ID --seed SEED`.
  public static let commandLineReplay: @Sendable (String, ProofSeed) -> String = { id, seed in
    "effectproof check --only \(id) --seed \(seed)"
  }
}

/// One of `count` disjoint parts of every proof's cases: case `k` belongs to part
/// `k mod count + 1`. Shard reports merge into the report of the whole run.
public struct ProofShard: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The part, from 1 to ``count``.
  public var index: Int
  /// The number of parts.
  public var count: Int

  /// All cases.
  public static let whole = ProofShard(uncheckedIndex: 1, count: 1)

  private init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Part `index` of `count`; `nil` unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.init(uncheckedIndex: index, count: count)
  }

  /// Parses `i/n`: two decimal numbers with 1 ≤ i ≤ n; `nil` for anything else (a sign,
  /// spaces, other characters, more or fewer parts, numbers beyond `Int`).
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  /// Whether case `caseIndex` is in this part.
  public func contains(_ caseIndex: Int) -> Bool { caseIndex % count == index - 1 }

  /// Whether this is the whole run.
  public var isWhole: Bool { count == 1 }

  /// `i/n`.
  public var description: String { "\(index)/\(count)" }
}

/// A progress report from a running proof.
public struct ProgressEvent: Hashable, Sendable {
  /// The proof's id.
  public var id: String
  /// Cases finished so far in this shard.
  public var casesDone: Int
  /// Cases this shard will run.
  public var casesTotal: Int
  /// Seconds since the proof started.
  public var elapsedSeconds: Double
  /// Whether the proof has finished.
  public var isFinished: Bool

  /// Creates an event.
  public init(id: String, casesDone: Int, casesTotal: Int, elapsedSeconds: Double, isFinished: Bool)
  {
    self.id = id
    self.casesDone = casesDone
    self.casesTotal = casesTotal
    self.elapsedSeconds = elapsedSeconds
    self.isFinished = isFinished
  }

  /// Seconds left at the current rate, when it can be estimated.
  public var secondsLeft: Double? {
    guard casesDone > 0, casesTotal >= casesDone else { return nil }
    return elapsedSeconds / Double(casesDone) * Double(casesTotal - casesDone)
  }
}
