/// What a promise's certificate needs from its geometry: an upper bound of the offset on each
/// axis over a whole box of parameters and pixels.
///
/// ```
/// box          = [θ₁] × … × [θₙ] × [px] × [py]          ProofIntervals, parameters first
/// boundₐ(box) ≥ sup over the box of max over samples |sₐ − pₐ|      a ∈ {x, y}
/// ```
///
/// The branch and bound (``SampleOffsetPromise/prove(_:)``) splits boxes until the largest
/// bound is within the promise (certified) or a `Double` witness exceeds it (fails). A bound
/// must be sound for every point of the box; a bound that is merely large only makes the
/// certificate slower. Write one by hand only when the bound is derived and tested
/// independently: the `PromiseCertificate` module's `CertifiableGeometry` derives it from
/// geometry written once, generically, over `Double` and intervals, which is the usual way.
public protocol OffsetBounding: Sendable {
  /// The per-axis bound over `box` (its first `parameterCount` intervals are the parameters,
  /// then the pixel's x and y) with each coordinate's smear where known. `isLarge` says the
  /// box is wider than 1/8 of the domain on some split coordinate, where a cheaper, looser
  /// bound pays. +∞ on an axis where no bound exists (never NaN).
  func offsetBounds(_ box: [ProofInterval], parameterCount: Int, isLarge: Bool) -> OffsetBounds

  /// Whether the offsets depend on the pixel's x and its y. Where one does not (a curl moves
  /// rows by y alone; a blur whose streak is the same at every pixel reads neither) the
  /// certificate never splits that coordinate: each box keeps its whole range, so the bound
  /// stays sound whatever the answer, only slower or faster. Default `(true, true)`.
  var readsPixel: (x: Bool, y: Bool) { get }
}

extension OffsetBounding {
  /// `(true, true)`: the certificate splits both pixel coordinates like the parameters'.
  public var readsPixel: (x: Bool, y: Bool) { (true, true) }
}

/// A box's per-axis bounds and smears (see ``OffsetBounding/offsetBounds(_:parameterCount:isLarge:)``).
public struct OffsetBounds: Sendable {
  /// The upper bound of `|dₓ|` and `|d_y|` over the box, in points.
  public var bound: SIMD2<Double>
  /// Per axis, `|∂d/∂zᵢ| · hᵢ` per coordinate of the worst displacement; empty when no such
  /// estimate applies. The coordinate with the largest smear is the one whose width costs the
  /// bound most, and the certificate splits it first.
  public var smear: (x: [Double], y: [Double])

  /// Creates bounds.
  public init(bound: SIMD2<Double>, smear: (x: [Double], y: [Double]) = ([], [])) {
    self.bound = bound
    self.smear = smear
  }
}
