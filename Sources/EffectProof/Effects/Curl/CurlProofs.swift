import EffectMath
import Foundation
import GSL
import ProofEngine

/// The `curl.*` proofs: the card curl's sample-offset promise, the face it uncovers, the
/// continuity of its bend, the order of its regions and the length of card it rolls.
///
/// Seed facts (article 002): the lifted part wraps a cylinder of radius 0.16 × the card's
/// height; the bend's `maxSampleOffset` is `r·(π/2 − 1)`, about 12 pt on a large card; the
/// promise is checked at every peel 0 … 1 in steps of 0.02 at every quarter of the card.
public enum CurlProofs {
  /// Every `curl.*` proof for `config`: one promise per card height, then the sweeps.
  public static func proofs(for config: CurlConfig) -> [any Proof] {
    var proofs: [any Proof] = config.heights.map { samplePromise(height: $0) }
    proofs.append(promiseGrid(config))
    proofs.append(promiseSobol(config))
    proofs.append(faceShowsAtSixtyPercent(config))
    proofs.append(sourceContinuous(config))
    proofs.append(regionsOrdered(config))
    proofs.append(rolledArcLength(config))
    return proofs
  }

  /// The id of the promise proof for `height`: `curl.samplePromise.h131`.
  static func promiseID(_ height: Double) -> String {
    "curl.samplePromise.h" + FactText.number(height, digits: 6)
  }

  /// The peels `0, step, 2·step, …, 1` (1 always included).
  static func peels(_ step: Double) -> [Double] {
    let count = Int((1 / step).rounded(.down))
    var values = (0...count).map { Double($0) * step }
    if let last = values.last, last < 1 - 1e-12 { values.append(1) }
    return values.map { min($0, 1) }
  }

  /// The heights as a domain (131 when the list is empty).
  static func heights(_ config: CurlConfig) -> FiniteSetDomain<Double> {
    FiniteSetDomain(config.heights, orElse: 131)
  }

  /// The promise options: a lighter Sobol sweep (one parameter and one moving pixel axis) with
  /// two polished points per axis; the polish reaches the supremum within 10⁻⁴ pt.
  static let promiseOptions = PromiseProofOptions(sobolPoints: 1024, polishedPerAxis: 2)

  // MARK: - The promise

  /// `curl.samplePromise.h<height>`: the bend's promise `(0, ceil(r·(π/2 − 1)))`, or `promise`
  /// when given (for tests), proved over peel ∈ [0, 1] and every pixel of the card's column.
  public static func samplePromise(
    height: Double, promise: SIMD2<Double>? = nil, options: PromiseProofOptions? = nil
  ) -> PromiseProof {
    let promised = promise ?? CardCurl.maxSampleOffset(height: height)
    let r = CardCurl.radius(height: height)
    return PromiseProof(
      title:
        "The card curl's maxSampleOffset holds at height \(FactText.number(height, digits: 5))",
      fact:
        """
        The bend samples at most r·(π/2 − 1) away, r = 0.16 × height = \
        \(FactText.number(r, digits: 5)) pt: true supremum \
        \(FactText.number(r * (Double.pi / 2 - 1), digits: 10)) pt at the top of the rising \
        quarter, promised ceil = \(FactText.number(promised.y, digits: 5)) pt on y and 0 on x. \
        Swept over peel ∈ [0, 1] and every row of the \
        \(FactText.number(height, digits: 5))-point card with CardCurl.hit(y:).sourceY as the \
        distortion's source, polished with GSL. Margin: supremum − promise in points.
        """,
      promise: SampleOffsetPromise(
        id: promiseID(height), parameters: [ParameterRange("peel", 0...1)],
        pixels: PixelRegion(width: 1, height: max(height, 1)), promise: promised,
        geometry: CurlGeometry(height: height),
        closedForm: SIMD2(0, r * (Double.pi / 2 - 1))),
      options: options ?? promiseOptions)
  }

  /// The offset at `(peel, y)` and the check against the height's promise.
  static func offsetOutcome(peel: Double, y: Double, height: Double) -> PropertyOutcome {
    let curl = CardCurl(height: height, peel: peel)
    let offset = abs(curl.hit(y: y).sourceY - y)
    let promise = curl.maxSampleOffset.y
    let supremum = curl.radius * (Double.pi / 2 - 1)
    return .all([
      .expect(
        offset, atMost: promise,
        "height \(height), peel \(peel), y \(y): offset \(offset) pt, promise \(promise) (tightness \(promise / supremum))"
      ),
      .expect(offset, atMost: supremum * (1 + 1e-12), "offset \(offset) above r·(π/2 − 1)"),
    ])
  }

  /// `curl.promiseGrid`: the article's grid, peel 0 … 1 by the step, every quarter of every
  /// card, plus the peel and row where each height's certified search found the supremum
  /// (known only once that search has run, so the grid is built when the proof runs).
  static func promiseGrid(_ config: CurlConfig) -> DeferredProof {
    let title = "The promise holds at every peel step at every quarter of the card"
    let fact =
      "Sampled, not certified (curl.samplePromise.h* certifies). At every peel 0 … 1 in steps of \(FactText.number(config.peelStep, digits: 5)) and at y = 0, ¼, ½, ¾ and 1 of every card height \(config.heights.map { FactText.number($0, digits: 5) }), plus the peel and row where each height's certified search found the supremum, |sourceY − y| ≤ ceil(r·(π/2 − 1)) and ≤ r·(π/2 − 1) itself. Margin: offset − promise in points."
    return DeferredProof(id: "curl.promiseGrid", title: title, fact: fact, isShardable: true) {
      settings in
      let grid = IntervalDomain(0.0...1.0, grid: .step(config.peelStep))
      var peels = (0..<grid.gridCount).map { grid.gridValue(at: $0) }
      var fractions = [0, 0.25, 0.5, 0.75, 1.0]
      for height in heights(config).elements where height > 0 {
        // The curl moves rows only: its worst case is the y axis's argmax.
        guard let worst = (try? samplePromise(height: height).report(settings.density))?.y.argmax
        else { continue }
        if !peels.contains(worst.parameters[0]) { peels.append(worst.parameters[0]) }
        if !fractions.contains(worst.pixel.y / height) { fractions.append(worst.pixel.y / height) }
      }
      return PropertyProof(
        id: "curl.promiseGrid", title: title, fact: fact,
        domain: ProductDomain3(
          FiniteSetDomain(peels.sorted(), orElse: 0),
          FiniteSetDomain(fractions.sorted(), orElse: 0), heights(config)),
        strategy: .grid
      ) { peel, fraction, height in
        offsetOutcome(peel: peel, y: fraction * height, height: height)
      }
    }
  }

  /// `curl.promiseSobol`: a dense Sobol sweep of (peel, y, height) between the smallest and
  /// largest configured heights.
  static func promiseSobol(_ config: CurlConfig) -> some Proof {
    let low = config.heights.min() ?? 131
    let high = config.heights.max() ?? 131
    return PropertyProof(
      id: "curl.promiseSobol",
      title: "The promise holds over a dense Sobol sweep of peel, row and height",
      fact:
        """
        Sampled, not certified (curl.samplePromise.h* certifies): 16384 configurations. Over \
        16384 Sobol points of peel ∈ [0, 1], y ∈ [0, height] and height ∈ \
        [\(FactText.number(low, digits: 5)), \(FactText.number(high, digits: 5))], the bend's \
        offset stays within its height's promise ceil(0.16·height·(π/2 − 1)). Margin: offset − \
        promise in points.
        """,
      domain: ProductDomain3(
        IntervalDomain(0.0...1.0), IntervalDomain(0.0...1.0), IntervalDomain(low...high)),
      strategy: .sobol(count: 16384)
    ) { peel, fraction, height in
      offsetOutcome(peel: peel, y: fraction * height, height: height)
    }
  }

  // MARK: - The uncovered face

  /// The rows of a `height`-point card scanned per case.
  static let rows = 20_000

  /// The share of rows at pixel centres whose region is `.none`.
  static func uncoveredFraction(height: Double, peel: Double) -> Double {
    let curl = CardCurl(height: height, peel: peel)
    var uncovered = 0
    for row in 0..<rows
    where curl.hit(y: (Double(row) + 0.5) / Double(rows) * height).region == .none {
      uncovered += 1
    }
    return Double(uncovered) / Double(rows)
  }

  /// `curl.faceShowsAtSixtyPercent`: at 60 % peel more than 40 % of the face shows.
  static func faceShowsAtSixtyPercent(_ config: CurlConfig) -> some Proof {
    PropertyProof(
      id: "curl.faceShowsAtSixtyPercent",
      title: "At 60 % peel more than 40 % of the face shows",
      fact:
        """
        At peel 0.6 the roll has passed half a turn (lift/r = 3.75 rad > π), so the card covers \
        up to one radius past the fold and the face shows on (fold + r, height]: exactly 0.6 − \
        0.16 = 0.44 of the card, more than 40 %. Scanned over \(rows) rows per height; the \
        share must exceed 0.4 and match (lift − r)/height within one row. Margin: 0.4 − share.
        """,
      domain: heights(config)
    ) { height in
      let share = uncoveredFraction(height: height, peel: 0.6)
      let curl = CardCurl(height: height, peel: 0.6)
      let closed = max(curl.lift - curl.radius, 0) / max(height, 1)
      return .all([
        .expect(share, atLeast: 0.4, "height \(height): \(share) of the face shows"),
        .expect(
          share, equals: closed, within: 1.0 / Double(rows), "share \(share), closed form \(closed)"
        ),
      ])
    }
  }

  // MARK: - Continuity

  /// The peels of the step grid plus the quarter-turn (lift = r·π/2) and half-turn peels and
  /// their neighbours.
  static func continuityPeels(_ config: CurlConfig) -> [Double] {
    let quarter = CardCurl.radiusFraction * Double.pi / 2
    let half = CardCurl.radiusFraction * Double.pi
    return peels(config.peelStep) + [quarter, quarter.nextDown, quarter.nextUp, half.nextDown]
  }

  /// The top of the back region above the fold (bisection on the region), or nil without one.
  static func backTop(_ curl: CardCurl) -> Double? {
    guard curl.hit(y: curl.fold).region == .back else { return nil }
    return edge(curl, from: curl.fold, to: curl.fold + 2 * curl.radius) { $0 == .back }
  }

  /// The last `y` in `[from, to]` whose region satisfies `inside`, given `inside` at `from`
  /// and not at `to` (regions are monotone along the card), by 200 bisections.
  static func edge(_ curl: CardCurl, from: Double, to: Double, _ inside: (CurlRegion) -> Bool)
    -> Double
  {
    var a = from
    var b = to
    for _ in 0..<200 {
      let m = a + (b - a) / 2
      if m == a || m == b { break }
      if inside(curl.hit(y: m).region) { a = m } else { b = m }
    }
    return a
  }

  /// `curl.sourceContinuous`: sourceY has no jump at the fold and none at the back's top edge.
  static func sourceContinuous(_ config: CurlConfig) -> some Proof {
    PropertyProof(
      id: "curl.sourceContinuous",
      title: "The bend's source row is continuous at the fold and at the top of the rising quarter",
      fact:
        """
        Across the fold (δ = 10⁻⁶·r each side) the source row moves at most 2δ·(1 + 10⁻⁶): the \
        curl starts without a seam. Toward the back's top edge, where asin is steepest, \
        sourceY(top − δ) is within √(2r·δ)·1.0001 of sourceY(top), and at the quarter turn \
        (lift = r·π/2) the top is fold + r, whose source row is fold + r·π/2 (within \
        10⁻⁵·height: the reach r·sin(π/2) rounds a few ulps short of r, where asin is √-steep). \
        Peels on the \(FactText.number(config.peelStep, digits: 5)) grid plus the quarter and \
        half turns; cases without a back are discarded. Margin in points.
        """,
      domain: ProductDomain2(
        FiniteSetDomain(continuityPeels(config), orElse: 0), heights(config)),
      strategy: .grid
    ) { peel, height in
      let curl = CardCurl(height: height, peel: peel)
      guard let top = backTop(curl), top > curl.fold else { return .discard }
      let r = curl.radius
      let delta = 1e-6 * r
      let across = abs(
        curl.hit(y: curl.fold + delta).sourceY - curl.hit(y: curl.fold - delta).sourceY)
      let atTop = curl.hit(y: top).sourceY
      let belowTop = curl.hit(y: top - delta).sourceY
      let expectedTop = curl.fold + r * asin(min((top - curl.fold) / r, 1))
      var outcomes: [PropertyOutcome] = [
        .expect(across, atMost: 2 * delta * (1 + 1e-6), "peel \(peel): \(across) across the fold"),
        .expect(
          abs(atTop - belowTop), atMost: (2 * r * delta).squareRoot() * 1.0001,
          "peel \(peel): \(abs(atTop - belowTop)) below the top"),
        .expect(
          atTop, equals: expectedTop, within: 1e-9 * height,
          "top source \(atTop), asin \(expectedTop)"),
      ]
      if abs(curl.sweep - Double.pi / 2) < 1e-12 {
        // sin(π/2) rounds the reach a few ulps short of r, and asin is √-steep there.
        outcomes.append(
          .expect(
            atTop, equals: curl.fold + r * Double.pi / 2, within: 1e-5 * height,
            "quarter turn: top source \(atTop)"))
      }
      return .all(outcomes)
    }
  }

  // MARK: - Regions

  /// `curl.regionsOrdered`: along the card, flat → back → underside → none, never back.
  static func regionsOrdered(_ config: CurlConfig) -> some Proof {
    PropertyProof(
      id: "curl.regionsOrdered",
      title: "The regions run flat → back → underside → none along the card",
      fact:
        """
        Down the card (y increasing toward the lifting edge) the region's rank never decreases: \
        flat, then the rising back, then the underside rolled past vertical, then the uncovered \
        strip. 1001 rows per case at every peel step. Margin: the largest drop in rank (≤ 0 \
        passes).
        """,
      domain: ProductDomain2(
        IntervalDomain(0.0...1.0, grid: .step(config.peelStep)), heights(config)),
      strategy: .grid
    ) { peel, height in
      let curl = CardCurl(height: height, peel: peel)
      var previous = curl.hit(y: 0).region
      var drop = -1
      for row in 1...1000 {
        let y = Double(row) / 1000 * height
        let region = curl.hit(y: y).region
        if region.rank < previous.rank {
          return .fail(
            "peel \(peel), height \(height): \(region) after \(previous) at y = \(y)",
            margin: Double(previous.rank - region.rank))
        }
        drop = max(drop, region.rank - previous.rank > 0 ? -1 : 0)
        previous = region
      }
      return .pass(margin: Double(drop))
    }
  }

  // MARK: - Arc length

  /// `∫ du / √(1 − (u/r)²)` from `a` to `b` (0 ≤ a ≤ b ≤ r) with GSL qags: arc length along the
  /// cylinder for a projected span. Integrated in `t = √(1 − u/r)`, where the element is the
  /// smooth `2r / √(2 − t²) dt` (the plain form is singular at u = r and trips qags' roundoff
  /// detection).
  static func arc(from a: Double, to b: Double, radius r: Double) throws(GSLError) -> Double {
    guard b > a else { return 0 }
    let low = max(1 - min(b / r, 1), 0).squareRoot()
    let high = max(1 - min(a / r, 1), 0).squareRoot()
    return try Integration.qags(
      from: low, to: high, absoluteTolerance: 1e-13 * r, relativeTolerance: 1e-11
    ) { t in
      2 * r / max(2 - t * t, 1e-300).squareRoot()
    }.value
  }

  /// `curl.rolledArcLength`: the paper on the roll, measured from the regions' extents, is the
  /// card that left the flat part.
  static func rolledArcLength(_ config: CurlConfig) -> some Proof {
    PropertyProof(
      id: "curl.rolledArcLength",
      title: "The rolled arc length equals the card that left the table",
      fact:
        """
        The region edges, found by bisection on CardCurl.hit, give the rolled paper: the rising \
        side from the fold to the back's top (or to r where the underside overlaps it), the \
        underside from max(its bottom, fold) to its top, and any paper past half a turn lying \
        flat (fold − bottom). The arcs, ∫ du/√(1 − (u/r)²) by GSL qags (singular at u = r), sum \
        to lift = peel · height within 10⁻⁷·height. Margin in points.
        """,
      domain: ProductDomain2(
        IntervalDomain(0.0...1.0, grid: .step(config.peelStep)), heights(config)),
      strategy: .grid
    ) { peel, height in
      let curl = CardCurl(height: height, peel: peel)
      let r = curl.radius
      let fold = curl.fold
      var rising = 0.0
      var under = 0.0
      do throws(GSLError) {
        // The underside, if any: scan for a row, then bisect both edges.
        var seed: Double?
        for row in 0...4000 {
          let y = fold - curl.lift + Double(row) / 4000 * (curl.lift + r)
          if curl.hit(y: y).region == .underside {
            seed = y
            break
          }
        }
        if let seed {
          let top = edge(curl, from: seed, to: fold + 2 * r) { $0 == .underside }
          let lowest = lowestUnderside(curl, seed: seed)
          under =
            try arc(from: max(lowest - fold, 0), to: top - fold, radius: r) + max(fold - lowest, 0)
          rising = try arc(from: 0, to: top - fold, radius: r)
        } else if let top = backTop(curl) {
          rising = try arc(from: 0, to: top - fold, radius: r)
        }
      } catch {
        return TimingProofs.oracleFailed(error, "peel \(peel), height \(height)")
      }
      let total = rising + under
      return .expect(
        total, equals: curl.lift, within: 1e-7 * max(height, 1),
        "peel \(peel), height \(height): rolled \(total) pt (rising \(rising), underside \(under)), lift \(curl.lift)"
      )
    }
  }

  /// The lowest `y` of the underside region containing `seed`, by bisection downward.
  static func lowestUnderside(_ curl: CardCurl, seed: Double) -> Double {
    var a = seed
    var b = curl.fold - curl.lift - 1
    for _ in 0..<200 {
      let m = a + (b - a) / 2
      if m == a || m == b { break }
      if curl.hit(y: m).region == .underside { a = m } else { b = m }
    }
    return a
  }
}
