// The two faces of a flipping card.

/// One face of a two-sided card.
public enum CardFace: Sendable, Hashable, CaseIterable {
  /// The face shown at rest, at 0 degrees.
  case front
  /// The face shown after a half turn, at 180 degrees.
  case back
}
