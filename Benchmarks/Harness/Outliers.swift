/// Tukey's fences: with quartiles Q1, Q3 and IQR = Q3 − Q1, a sample beyond 1.5 × IQR
/// outside the quartiles is a mild outlier, beyond 3 × IQR a severe one (each sample counts
/// in one class only).
public struct Outliers: Codable, Sendable, Equatable {
  /// The first quartile (Quantile type 7).
  public var firstQuartile: Double
  /// The third quartile.
  public var thirdQuartile: Double
  /// Indices (into the raw samples) of mild outliers below Q1 − 1.5 IQR (but not severe).
  public var lowMild: [Int]
  /// Indices of mild outliers above Q3 + 1.5 IQR (but not severe).
  public var highMild: [Int]
  /// Indices of severe outliers below Q1 − 3 IQR.
  public var lowSevere: [Int]
  /// Indices of severe outliers above Q3 + 3 IQR.
  public var highSevere: [Int]

  /// The number of mild outliers, both sides.
  public var mildCount: Int { lowMild.count + highMild.count }
  /// The number of severe outliers, both sides.
  public var severeCount: Int { lowSevere.count + highSevere.count }

  /// Classifies `samples` by Tukey's fences.
  public init(classifying samples: [Double]) {
    let sorted = samples.sorted()
    firstQuartile = Quantile.sorted(sorted, 0.25)
    thirdQuartile = Quantile.sorted(sorted, 0.75)
    let range = thirdQuartile - firstQuartile
    let (mildLow, mildHigh) = (firstQuartile - 1.5 * range, thirdQuartile + 1.5 * range)
    let (severeLow, severeHigh) = (firstQuartile - 3 * range, thirdQuartile + 3 * range)
    (lowMild, highMild, lowSevere, highSevere) = ([], [], [], [])
    for (index, value) in samples.enumerated() {
      if value < severeLow {
        lowSevere.append(index)
      } else if value < mildLow {
        lowMild.append(index)
      } else if value > severeHigh {
        highSevere.append(index)
      } else if value > mildHigh {
        highMild.append(index)
      }
    }
  }
}
