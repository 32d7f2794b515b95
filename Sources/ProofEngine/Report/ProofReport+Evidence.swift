/// How many of a report's results rest on each ``ProofEvidence``: the JSON summary's
/// `"evidence"` object (`{"certified": 3, "counterexample": 1, "sampled": 40}`).
public struct EvidenceCounts: Hashable, Sendable, Codable {
  /// Results with a certificate over their whole domain.
  public var certified: Int
  /// Results with a concrete failing case.
  public var counterexample: Int
  /// Results that held on the cases run only.
  public var sampled: Int

  /// Creates counts.
  public init(certified: Int = 0, counterexample: Int = 0, sampled: Int = 0) {
    self.certified = certified
    self.counterexample = counterexample
    self.sampled = sampled
  }

  /// The count of `evidence`.
  public subscript(evidence: ProofEvidence) -> Int {
    switch evidence {
    case .certified: certified
    case .counterexample: counterexample
    case .sampled: sampled
    }
  }
}

extension ProofReport {
  /// How many results rest on each evidence (results without evidence are not counted).
  public var evidenceCounts: EvidenceCounts {
    var counts = EvidenceCounts()
    for result in results {
      switch result.evidence {
      case .certified: counts.certified += 1
      case .counterexample: counts.counterexample += 1
      case .sampled: counts.sampled += 1
      case nil: break
      }
    }
    return counts
  }

  /// The summary's evidence line, `evidence: 3 certified, 1 counterexample, 40 sampled`, or
  /// `nil` when no result has evidence (a report of registry checks only, or one written
  /// before evidence existed).
  public var evidenceLine: String? {
    guard results.contains(where: { $0.evidence != nil }) else { return nil }
    let counts = evidenceCounts
    return "evidence: "
      + ProofEvidence.allCases.map { "\(counts[$0]) \($0.rawValue)" }.joined(separator: ", ")
  }
}

extension ProofEvidence {
  /// What the word means on a report, in a few words: `holds for every case of the domain`,
  /// `a concrete case fails`, `held on the cases run; not a proof`.
  public var meaning: String {
    switch self {
    case .certified: "holds for every case of the domain"
    case .counterexample: "a concrete case fails"
    case .sampled: "held on the cases run; not a proof"
    }
  }
}
