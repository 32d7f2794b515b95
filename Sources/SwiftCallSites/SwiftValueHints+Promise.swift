import EffectProofBase
import ShaderRegistry

/// A use site's `maxSampleOffset` written over the values its shader's arguments get:
/// `CGSize(width: amplitude, height: amplitude)` where `.float(amplitude)` is the shader's
/// argument 1 becomes `["{1}", "{1}"]`, which `effectproof init` writes as a formula over the
/// Metal parameter names (`["amplitude", "amplitude"]`), so `check` proves the promise the app
/// ships per argument set instead of a measured constant.
public struct PromiseFormulaHint: Hashable, Sendable {
  /// The width's and the height's formula, each argument written `{index}` (the index in the
  /// call site's arguments).
  public var axes: [String]
  /// Where the promise is written.
  public var location: FileLocation

  /// A formula.
  public init(axes: [String], location: FileLocation) {
    self.axes = axes
    self.location = location
  }

  /// The formula with each `{index}` replaced by `names[index]`; `nil` when an index has no
  /// name.
  public func formula(names: [String]) -> [String]? {
    var out: [String] = []
    for axis in axes {
      var text = axis
      for (index, name) in names.enumerated() { text = text.replacing("{\(index)}", with: name) }
      guard !text.contains("{") else { return nil }
      out.append(text)
    }
    return out
  }
}
