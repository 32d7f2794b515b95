/// The kind of one SwiftUI `Shader.Argument`, and the Metal parameters it becomes.
///
/// | kind | Metal parameter(s) |
/// |---|---|
/// | `float` | `float` |
/// | `float2` | `float2` (also from a point, size or vector) |
/// | `float3` | `float3` |
/// | `float4` | `float4` |
/// | `floatArray` | `device const float *p, int count` (count of floats) |
/// | `color` | `half4`, premultiplied |
/// | `colorArray` | `device const half4 *p, int count` |
/// | `image` | `texture2d<half>` (at most one per shader) |
/// | `data` | `device const void *p, int sizeInBytes` |
/// | `boundingRect` | `float4(x, y, width, height)` |
public enum ShaderArgumentKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `.float(_:)` → `float`.
  case float
  /// `.float2(_:)` → `float2`.
  case float2
  /// `.float3(_:)` → `float3`.
  case float3
  /// `.float4(_:)` → `float4`.
  case float4
  /// `.floatArray(_:)` → `device const float *`, `int` count of floats.
  case floatArray
  /// `.color(_:)` → `half4`, premultiplied.
  case color
  /// `.colorArray(_:)` → `device const half4 *`, `int` count.
  case colorArray
  /// `.image(_:)` → `texture2d<half>`.
  case image
  /// `.data(_:)` → `device const void *`, `int` size in bytes.
  case data
  /// `.boundingRect` → `float4` of x, y, width, height.
  case boundingRect

  /// How many Metal parameters the argument becomes (2 for pointer kinds, else 1).
  public var parameterCount: Int {
    switch self {
    case .floatArray, .colorArray, .data: 2
    default: 1
    }
  }

  /// The Metal parameter type(s) the argument binds to, as a reader would write them.
  public var metalSpelling: String {
    switch self {
    case .float, .float2, .float3, .float4: rawValue
    case .floatArray: "device const float *, int"
    case .color: "half4"
    case .colorArray: "device const half4 *, int"
    case .image: "texture2d<half>"
    case .data: "device const void *, int"
    case .boundingRect: "float4"
    }
  }

  /// The Swift spelling, e.g. `floatArray`.
  public var description: String { rawValue }
}
