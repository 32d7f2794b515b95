// The trading card's flip: which face shows at an angle, and the flip's fixed parameters.

/// The two-sided trading card's flip about its vertical axis.
///
/// The card turns by θ degrees about y; each face is drawn with full opacity or none, and
/// the opacities swap at 90 degrees. Angles are first normalised into [0, 360):
///
/// ```
/// θn = θ mod 360 in [0, 360)              NaN or ±∞ → 0
/// face(θn) = .front   for θn ∈ [0, 90) ∪ (270, 360)
///            .back    for θn ∈ [90, 270]
/// frontOpacity = face == .front ? 1 : 0,   backOpacity = 1 − frontOpacity
/// ```
///
/// So exactly one face shows at every angle. At exactly 90 (and at 270) the card is edge-on
/// and the back is the face shown: the swap happens at 90, not after it, and the rule is
/// symmetric under θ → 360 − θ. Past 180 the turn continues: the back shows until 270, the
/// front from just past 270 on. Negative angles turn the other way (−30 is 330: the front).
///
/// Seed facts (two-sided trading card): opacity swap at the halfway point, 90 degrees;
/// `perspective: 0.6`; an ease-in-out animation of 0.5 seconds (the curve is `TimingCurve`'s
/// ease-in-out). With Reduce Motion a renderer can jump to ``targetDegrees(showingBack:)``
/// without animating; the face rule then swaps at once.
public enum CardFlip {
  /// The seed's flip duration in seconds, run with the ease-in-out timing curve.
  public static let duration = 0.5
  /// The seed's `rotation3DEffect` perspective for the flip.
  public static let perspective = 0.6
  /// The angle in degrees at which the opacities swap: 90.
  public static let swapAngleDegrees = 90.0

  /// The rest angle for a side: 0 degrees for the front, 180 for the back.
  public static func targetDegrees(showingBack: Bool) -> Double {
    showingBack ? 180 : 0
  }

  /// `degrees` reduced modulo 360 into [0, 360).
  ///
  /// The remainder is exact (`truncatingRemainder` is); a negative remainder gets 360 added,
  /// and one so small that the sum rounds to 360 becomes 0. −0 gives +0; NaN or ±∞ gives 0.
  public static func normalizedDegrees(_ degrees: Double) -> Double {
    guard degrees.isFinite else { return 0 }
    var reduced = degrees.truncatingRemainder(dividingBy: 360)
    if reduced < 0 { reduced += 360 }
    return reduced >= 360 || reduced == 0 ? 0 : reduced
  }

  /// The face shown at `degrees`: `.front` for a normalised angle in [0, 90) ∪ (270, 360),
  /// `.back` in [90, 270]. NaN or ±∞ shows the front (normalised to 0).
  ///
  /// Decided on the exact signed remainder `r = θ rem 360` (front iff |r| < 90 or |r| > 270,
  /// the same rule since it is symmetric under θ → −θ), so no rounding in `+ 360` can move a
  /// negative angle across a swap: −90 shows the back and `(−90).nextUp` the front.
  public static func face(degrees: Double) -> CardFace {
    let magnitude = abs(exactRemainder(degrees))
    return magnitude < swapAngleDegrees || magnitude > 360 - swapAngleDegrees ? .front : .back
  }

  /// `θ rem 360` in (−360, 360), exact; 0 for NaN or ±∞.
  private static func exactRemainder(_ degrees: Double) -> Double {
    degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0
  }

  /// The front view's opacity at `degrees`: 1 where ``face(degrees:)`` is `.front`, else 0.
  public static func frontOpacity(degrees: Double) -> Double {
    face(degrees: degrees) == .front ? 1 : 0
  }

  /// The back view's opacity at `degrees`: `1 − frontOpacity`, so exactly one face shows.
  public static func backOpacity(degrees: Double) -> Double {
    1 - frontOpacity(degrees: degrees)
  }

  /// How far the visible face is turned from facing the viewer, in degrees, in [−90, 90].
  ///
  /// ```
  /// front: θn for θn < 90,  θn − 360 for θn > 270      in (−90, 90)
  /// back:  θn − 180                                    in [−90, 90]
  /// ```
  ///
  /// The back is drawn already turned by 180, so at 180 it faces the viewer (0). At exactly
  /// 90 the back is edge-on at −90; `|cos|` of this angle equals `|cos θ|` everywhere.
  /// Computed from the exact remainder with subtractions that are exact (Sterbenz), so the
  /// result is exact and odd: `visibleFaceDegrees(−θ) = −visibleFaceDegrees(θ)`. NaN or ±∞
  /// gives 0.
  public static func visibleFaceDegrees(_ degrees: Double) -> Double {
    let remainder = exactRemainder(degrees)
    let magnitude = abs(remainder)
    let folded: Double
    if magnitude < swapAngleDegrees {
      folded = magnitude
    } else if magnitude > 360 - swapAngleDegrees {
      folded = magnitude - 360
    } else {
      folded = magnitude - 180
    }
    return remainder < 0 ? -folded : folded
  }
}
