import Foundation
import GSL

/// Step 1 of a promise proof: a grid with endpoints plus GSL Sobol points over the whole box,
/// keeping the best points of each axis (by ``PromiseProbe``'s score: the largest offset, or
/// the least room under a per-case promise) as seeds for the polish.
enum PromiseSweep {
  /// The seeds per axis (index 0 = x, 1 = y), best first, and the sweep's spacing in unit
  /// coordinates (the polish's first step size).
  struct Outcome {
    var seeds: [[[Double]]]
    var spacing: Double
  }

  /// Runs the sweep on `probe`; throws before evaluating anything when it is too large, or
  /// when Sobol points are asked for in more than 40 free dimensions.
  static func run(_ probe: PromiseProbe, options: PromiseProofOptions) throws(PromiseError)
    -> Outcome
  {
    let space = probe.space
    let freeCount = space.free.count
    let gridCases = try gridCaseCount(options.gridPointsPerAxis, freeCount, options)
    let (total, overflow) = gridCases.addingReportingOverflow(options.sobolPoints)
    guard !overflow, total <= options.maximumSweepCases else {
      throw .sweepTooLarge(cases: overflow ? Int.max : total, limit: options.maximumSweepCases)
    }
    var sobol: QuasiRandomSequence?
    if options.sobolPoints > 0 {
      guard freeCount <= QuasiRandomKind.sobol.maximumDimension else {
        throw .invalidOptions(
          reason: "Sobol points support at most \(QuasiRandomKind.sobol.maximumDimension) "
            + "free coordinates; this box has \(freeCount); set sobolPoints to 0")
      }
      do {
        sobol = try QuasiRandomSequence(.sobol, dimension: freeCount)
      } catch {
        throw .gsl(error)
      }
    }

    var kept = [
      TopPoints(capacity: options.polishedPerAxis), TopPoints(capacity: options.polishedPerAxis),
    ]
    func evaluate(_ point: [Double]) {
      guard let score = probe.score(at: point) else { return }
      for lane in 0..<2 { kept[lane].insert(point, value: score[lane]) }
    }

    if options.gridPointsPerAxis > 0 {
      let count = options.gridPointsPerAxis
      var digits = [Int](repeating: 0, count: freeCount)
      for _ in 0..<gridCases {
        var units: [Double] = []
        units.reserveCapacity(freeCount)
        for digit in digits {
          units.append(count == 1 ? 0.5 : Double(digit) / Double(count - 1))
        }
        evaluate(space.point(units: units).point)
        for slot in digits.indices {
          digits[slot] += 1
          if digits[slot] < count { break }
          digits[slot] = 0
        }
      }
    }
    if let sobol {
      for _ in 0..<options.sobolPoints {
        do {
          evaluate(space.point(units: try sobol.next()).point)
        } catch {
          throw .gsl(error)
        }
      }
    }
    return Outcome(seeds: kept.map(\.points), spacing: spacing(options, freeCount))
  }

  /// `pointsPerAxis ^ freeCount`, or `sweepTooLarge` when it passes the limit.
  private static func gridCaseCount(
    _ pointsPerAxis: Int, _ freeCount: Int, _ options: PromiseProofOptions
  ) throws(PromiseError) -> Int {
    guard pointsPerAxis > 0 else { return 0 }
    var cases = 1
    for _ in 0..<freeCount {
      let (product, overflow) = cases.multipliedReportingOverflow(by: pointsPerAxis)
      guard !overflow, product <= options.maximumSweepCases else {
        throw .sweepTooLarge(cases: overflow ? Int.max : product, limit: options.maximumSweepCases)
      }
      cases = product
    }
    return cases
  }

  /// The distance between neighbouring sweep points in unit coordinates, at most 1/4: the
  /// grid spacing `1 / (n − 1)`, or `N^(−1/d)` for Sobol points alone.
  private static func spacing(_ options: PromiseProofOptions, _ freeCount: Int) -> Double {
    var spacing = 0.25
    if options.gridPointsPerAxis > 1 {
      spacing = min(spacing, 1 / Double(options.gridPointsPerAxis - 1))
    }
    if options.sobolPoints > 0, freeCount > 0 {
      spacing = min(spacing, pow(Double(options.sobolPoints), -1 / Double(freeCount)))
    }
    return spacing
  }
}

extension PromiseSweep {
  /// The `capacity` points with the largest values, best first, no duplicates; ties keep the
  /// earlier point.
  struct TopPoints {
    let capacity: Int
    private(set) var entries: [(value: Double, point: [Double])] = []

    init(capacity: Int) { self.capacity = capacity }

    /// The kept points, best first.
    var points: [[Double]] { entries.map(\.point) }

    /// Keeps `point` if it beats the worst kept value (or there is room).
    mutating func insert(_ point: [Double], value: Double) {
      guard capacity > 0 else { return }
      if entries.count == capacity, let last = entries.last, value <= last.value { return }
      if entries.contains(where: { $0.point == point }) { return }
      let position = entries.firstIndex { $0.value < value } ?? entries.count
      entries.insert((value, point), at: position)
      if entries.count > capacity { entries.removeLast() }
    }
  }
}
