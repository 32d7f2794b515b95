// The product card's image swap: which photo of the product a drag shows.

/// Which photo the product card shows for a drag translation.
///
/// ```
/// translation.y < −60         → .top    (checked first: wins over .back)
/// |translation.x| > 70        → .back
/// otherwise                   → .front
/// ```
///
/// Both comparisons are strict, as in the seed: a drag of exactly −60 points up or exactly
/// 70 points sideways still shows the front. The rule reads the raw translation, not the
/// tilt, so it is the same for the linear and the bounded tilt and is not affected by Reduce
/// Motion (it changes the content, not the motion). NaN fails every comparison, so a NaN
/// component never selects a side (NaN in both gives `.front`); −∞ up gives `.top`, ±∞
/// sideways `.back`.
///
/// Seed facts: the product card's `productImageName`, "top" above −60 points vertically,
/// "back" beyond 70 points horizontally, "front" otherwise.
public enum ProductImageSide: Sendable, Hashable, CaseIterable {
  /// The product seen from the front: a drag inside both thresholds.
  case front
  /// The product seen from above: a drag more than 60 points up.
  case top
  /// The product seen from behind: a drag more than 70 points to either side.
  case back

  /// The vertical threshold in points: `.top` when `translation.y < −60`.
  public static let topThresholdPoints = -60.0
  /// The horizontal threshold in points: `.back` when `|translation.x| > 70`.
  public static let backThresholdPoints = 70.0

  /// The side a drag of `translation` (points) shows, by the rule above.
  public init(translation: SIMD2<Double>) {
    if translation.y < Self.topThresholdPoints {
      self = .top
    } else if abs(translation.x) > Self.backThresholdPoints {
      self = .back
    } else {
      self = .front
    }
  }
}
