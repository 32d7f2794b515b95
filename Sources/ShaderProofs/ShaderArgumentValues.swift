/// What one `Shader.Argument` of a shader proof ranges over (docs/shader-proofs.md, "Domains").
///
/// ```
/// 2.5 | [x, y]                   fixed            (arrays as wide as the parameter)
/// {"range": [lo, hi]}            every value lo…hi, per component (lo, hi numbers or arrays)
/// {"values": [v, …]}             one of the values
/// "viewSize"                     a float2: the view's size in points (.float2(proxy.size))
/// "boundingRect"                 a float4: (0, 0, width, height) of the view (.boundingRect)
/// {"count": N | DOMAIN, "values": DOMAIN}   a floatArray or colorArray (on the pointer's name),
///                                           or .data: a byte count and each byte, 0 to 255
/// "appImages" | "testImages" | "noise" | "paper.png" | {"values": [...]}   an .image
/// ```
public indirect enum ShaderArgumentValues: Hashable, Sendable {
  /// One value, as wide as the parameter.
  case fixed([Double])
  /// Every value between the bounds, per component.
  case range(lower: [Double], upper: [Double])
  /// One of the listed values.
  case values([[Double]])
  /// The view's size in points.
  case viewSize
  /// The view's bounding rectangle, `(0, 0, width, height)`.
  case boundingRect
  /// An array: its length, and what each element ranges over.
  case array(count: ShaderArgumentValues, elements: ShaderArgumentValues)
  /// An `.image`: one of the images.
  case images([ShaderImageChoice])
  /// An `.image` the config gives no images for: the images the app's Swift names, found
  /// under `folder` when the proofs are made (``ShaderImageResolution``); the test images
  /// until then, and when the Swift names none.
  case appImages(folder: String)

  /// The values' edge points per component: `lower` and `upper` of a range, the smallest and
  /// largest listed value, the fixed value.
  var bounds: (lower: [Double], upper: [Double])? {
    switch self {
    case .fixed(let value): return (value, value)
    case .range(let lower, let upper): return (lower, upper)
    case .values(let list):
      guard let first = list.first else { return nil }
      var lower = first
      var upper = first
      for value in list {
        for lane in value.indices {
          lower[lane] = Swift.min(lower[lane], value[lane])
          upper[lane] = Swift.max(upper[lane], value[lane])
        }
      }
      return (lower, upper)
    case .viewSize, .boundingRect, .array, .images, .appImages: return nil
    }
  }
}

/// One argument slot of a shader proof: the Metal parameter it binds (the pointer's, for an
/// array), what SwiftUI passes to it, and what it ranges over.
public struct ShaderArgument: Hashable, Sendable {
  /// The Metal parameter's name (the pointer's name for an array and its count).
  public var name: String
  /// What SwiftUI passes: `.float`, `.float2` … `.color`, `.floatArray`, `.colorArray`.
  public var kind: ArgumentShape
  /// What it ranges over.
  public var values: ShaderArgumentValues
  /// The name of the count parameter that follows an array's pointer.
  public var countName: String?

  /// Creates an argument slot.
  public init(
    name: String, kind: ArgumentShape, values: ShaderArgumentValues, countName: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.values = values
    self.countName = countName
  }
}

/// What SwiftUI passes to a slot, and how wide one value is.
public enum ArgumentShape: String, Hashable, Sendable {
  /// `.float(x)`.
  case float
  /// `.float2(x, y)`.
  case float2
  /// `.float3(x, y, z)`.
  case float3
  /// `.float4(x, y, z, w)`.
  case float4
  /// `.color(c)`: straight RGBA in 0…1, premultiplied on the way in.
  case color
  /// `.floatArray([…])`.
  case floatArray
  /// `.colorArray([…])`: straight RGBA each.
  case colorArray
  /// `.image(i)`: a `texture2d<half>`.
  case image
  /// `.data(d)`: a pointer and its size in bytes.
  case data

  /// Components of one value (of one element, for an array).
  public var width: Int {
    switch self {
    case .float, .floatArray, .data: 1
    case .image: 0
    case .float2: 2
    case .float3: 3
    case .float4, .color, .colorArray: 4
    }
  }

  /// Whether it is an array with a count (`.data` is one of bytes).
  public var isArray: Bool { self == .floatArray || self == .colorArray || self == .data }

  /// Whether a value is a few numbers, which formulas and `identityAt` can name: not an
  /// array, data or an image.
  public var isNumeric: Bool { !isArray && self != .image }
}
