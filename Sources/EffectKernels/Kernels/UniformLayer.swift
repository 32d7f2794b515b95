/// A layer that is one colour everywhere: the cheapest `LayerSampling`, for audits that only
/// care where a kernel samples, and for checks such as "a blur of a constant is the constant".
public struct UniformLayer: LayerSampling, Hashable {
  /// The colour every sample returns.
  public var color: PremultipliedColor

  /// A layer of one premultiplied colour (clear by default).
  public init(color: PremultipliedColor = .clear) {
    self.color = color
  }

  /// `color`, wherever `position` is (NaN and ±∞ included).
  public func sample(_ position: SIMD2<Float>) -> PremultipliedColor { color }
}
