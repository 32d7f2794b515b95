/// What a Metal parameter or return type is to SwiftUI and to the CPU runtime: the types a
/// `Shader.Argument` or a usage's leading parameter can bind to, and ``other`` for the rest.
///
/// The raw values are the runtime's own codes (`ep_kind` in `effectproof_entries.h`), so the
/// compiled program's account of a signature decodes into the same cases the scanner reads from
/// the source's spelling (``init(spelling:)``).
public enum MetalParameterKind: Int, Hashable, Sendable, Codable, CaseIterable {
  /// `void`.
  case void = 0
  /// `float`.
  case float = 1
  /// `float2`.
  case float2
  /// `float3`.
  case float3
  /// `float4`.
  case float4
  /// `half`.
  case half
  /// `half2`.
  case half2
  /// `half3`.
  case half3
  /// `half4`.
  case half4
  /// `int`.
  case int
  /// `uint`.
  case uint
  /// `device const float *`.
  case floatPointer
  /// `device const half4 *`.
  case half4Pointer
  /// Any other pointer, such as `device const void *`.
  case pointer
  /// `SwiftUI::Layer`.
  case layer
  /// `texture2d<…>`.
  case texture
  /// A type SwiftUI cannot pass (a struct by value, a matrix, `bool`…).
  case other

  /// The kind a type spelled as in the source has: `device const float *` → ``floatPointer``,
  /// `metal::float2` and `vec<float, 2>` → ``float2``. A name the spelling alone cannot resolve
  /// (a `typedef`, a macro) is ``other``; the compiled program resolves those.
  public init(spelling: String) {
    let (base, isPointer) = MetalParameter.baseType(of: spelling)
    if isPointer {
      self =
        switch base {
        case "float": .floatPointer
        case "half4", "vec<half, 4>": .half4Pointer
        default: .pointer
        }
      return
    }
    let scalars: [String: MetalParameterKind] = [
      "void": .void, "float": .float, "float2": .float2, "vec<float, 2>": .float2,
      "float3": .float3, "vec<float, 3>": .float3, "float4": .float4, "vec<float, 4>": .float4,
      "half": .half, "half2": .half2, "vec<half, 2>": .half2, "half3": .half3,
      "vec<half, 3>": .half3, "half4": .half4, "vec<half, 4>": .half4, "int": .int,
      "int32_t": .int, "uint": .uint, "uint32_t": .uint, "unsigned int": .uint,
      "SwiftUI::Layer": .layer,
    ]
    if let kind = scalars[base] {
      self = kind
    } else {
      self = base.hasPrefix("texture2d<") ? .texture : .other
    }
  }

  /// The Metal spelling, for messages.
  public var metalName: String {
    switch self {
    case .void: "void"
    case .float: "float"
    case .float2: "float2"
    case .float3: "float3"
    case .float4: "float4"
    case .half: "half"
    case .half2: "half2"
    case .half3: "half3"
    case .half4: "half4"
    case .int: "int"
    case .uint: "uint"
    case .floatPointer: "device const float *"
    case .half4Pointer: "device const half4 *"
    case .pointer: "device const void *"
    case .layer: "SwiftUI::Layer"
    case .texture: "texture2d<half>"
    case .other: "another type"
    }
  }
}
