import Foundation

// The view sizes and offsets an app already holds as CoreGraphics values (a view's `CGSize`, a
// modifier's `maxSampleOffset: CGSize`), passed as they are. Foundation provides `CGSize` and
// `CGPoint` on Linux too, so these exist wherever the engine builds.

extension PixelRegion {
  /// The region of a view of `size` at `origin` (default `.zero`), in points: exactly
  /// ``init(origin:size:)`` with `SIMD2(Double(size.width), Double(size.height))`, checked by
  /// the proof like any region (a NaN, infinite, zero or negative width or height is
  /// ``PromiseError/invalidPixelRegion(reason:)``).
  public init(origin: CGPoint = .zero, size: CGSize) {
    self.init(origin: SIMD2(origin), size: SIMD2(size))
  }
}

extension SIMD2 where Scalar == Double {
  /// `(width, height)` of `size`, e.g. a `maxSampleOffset` an app's code computes as a `CGSize`:
  /// `promise: { wave in SIMD2(waveMaxSampleOffset(wave.amplitude)) }`. Values convert as
  /// they are (NaN and ±infinity included); the promise proof checks them.
  public init(_ size: CGSize) {
    self.init(Double(size.width), Double(size.height))
  }

  /// `(x, y)` of `point`, as it is.
  public init(_ point: CGPoint) {
    self.init(Double(point.x), Double(point.y))
  }
}
