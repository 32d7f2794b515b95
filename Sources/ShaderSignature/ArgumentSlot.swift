/// The Metal parameter(s) that one Swift `Shader.Argument` binds to, grouped from a signature.
///
/// A pointer followed by an `int` forms one `floatArray`, `colorArray` or `data` slot. A
/// pointer without its `int` forms a slot of its own that is flagged ``isMissingCount``: SwiftUI
/// still passes the count, so every argument after it lands one parameter late.
public struct ArgumentSlot: Hashable, Sendable {
  /// The argument kind the slot accepts, or `nil` when no `Shader.Argument` maps to it.
  public var kind: ShaderArgumentKind?
  /// The one or two parameters of the slot.
  public var parameters: [MetalParameter]
  /// A pointer whose `int` count is missing.
  public var isMissingCount: Bool

  /// Creates a slot.
  public init(kind: ShaderArgumentKind?, parameters: [MetalParameter], isMissingCount: Bool = false)
  {
    self.kind = kind
    self.parameters = parameters
    self.isMissingCount = isMissingCount
  }

  /// Whether a declared argument of `declared` kind binds to this slot.
  ///
  /// A `float4` parameter accepts both `float4` and `boundingRect`.
  public func accepts(_ declared: ShaderArgumentKind) -> Bool {
    kind == declared || (kind == .float4 && declared == .boundingRect)
  }

  /// The parameters as written, e.g. `device const float *pips, int pipValues`.
  public var spelling: String { parameters.map(\.description).joined(separator: ", ") }

  /// Groups parameters into slots, left to right.
  public static func slots(for parameters: ArraySlice<MetalParameter>) -> [ArgumentSlot] {
    var slots: [ArgumentSlot] = []
    var index = parameters.startIndex
    while index < parameters.endIndex {
      let parameter = parameters[index]
      let (base, isPointer) = parameter.baseType
      if isPointer {
        let kind: ShaderArgumentKind? =
          switch base {
          case "float": .floatArray
          case "half4": .colorArray
          case "void": .data
          default: nil
          }
        let next = index + 1 < parameters.endIndex ? parameters[index + 1] : nil
        if let next, isCount(next) {
          slots.append(ArgumentSlot(kind: kind, parameters: [parameter, next]))
          index += 2
        } else {
          slots.append(
            ArgumentSlot(kind: kind, parameters: [parameter], isMissingCount: kind != nil))
          index += 1
        }
        continue
      }
      slots.append(ArgumentSlot(kind: scalarKind(base), parameters: [parameter]))
      index += 1
    }
    return slots
  }

  private static func isCount(_ parameter: MetalParameter) -> Bool {
    let (base, isPointer) = parameter.baseType
    return !isPointer && (base == "int" || base == "int32_t")
  }

  private static func scalarKind(_ base: String) -> ShaderArgumentKind? {
    switch base {
    case "float": .float
    case "float2", "vec<float, 2>": .float2
    case "float3", "vec<float, 3>": .float3
    case "float4", "vec<float, 4>": .float4
    case "half4", "vec<half, 4>": .color
    default: base.hasPrefix("texture2d<half") ? .image : nil
    }
  }
}
