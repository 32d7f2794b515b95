// The layout direction a projection is built for.

/// The direction a layout runs in, which decides whether a 3D rotation is mirrored.
///
/// This is EffectMath's stand-in for SwiftUI's `LayoutDirection` (the name is kept
/// distinct so that both modules can be imported in one file). In a right-to-left
/// layout SwiftUI mirrors `rotation3DEffect` about the vertical centre line of the
/// view, `x = w / 2`:
///
/// ```
/// M_rtl = F · M · F,   F = ┌ −1  0  0 ┐   (row vectors: (x, y, 1) · F = (w − x, y, 1))
///                          │  0  1  0 │
///                          └  w  0  1 ┘
/// ```
///
/// A yaw (axis y) and a roll (axis z) therefore turn the other way, a pitch (axis x)
/// about a horizontally centred anchor does not change. Seed fact: the holographic card
/// reverses its yaw in a right-to-left layout because the effect mirrors and a drag
/// does not.
public enum WritingDirection: Hashable, Sendable, CaseIterable {
  /// Left to right: the transform is used as computed.
  case leftToRight
  /// Right to left: the transform is mirrored about `x = w / 2` (`F · M · F`).
  case rightToLeft
}
