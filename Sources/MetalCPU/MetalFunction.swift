/// One `[[ stitchable ]]` function of a compiled source, as clang's AST and the compiled
/// program describe it: its exact parameter types and names, and the kind the runner marshals
/// each one as.
public struct MetalFunction: Hashable, Sendable, Codable {
  /// The name SwiftUI looks up (`ShaderLibrary.name`).
  public var name: String
  /// The name with its namespaces (`effects::name`), as the program's table calls it.
  public var qualifiedName: String
  /// The file that declares it (the user's file, never a rewritten copy).
  public var file: String
  /// Its 1-based line.
  public var line: Int
  /// The return type as written (`half4`).
  public var returnType: String
  /// What the return type is to the runner.
  public var returnKind: MetalParameterKind
  /// The parameters, in order.
  public var parameters: [MetalFunctionParameter]

  /// Creates a function.
  public init(
    name: String, qualifiedName: String, file: String, line: Int, returnType: String,
    returnKind: MetalParameterKind, parameters: [MetalFunctionParameter]
  ) {
    self.name = name
    self.qualifiedName = qualifiedName
    self.file = file
    self.line = line
    self.returnType = returnType
    self.returnKind = returnKind
    self.parameters = parameters
  }

  /// The usage its leading parameters and return type fit, as SwiftUI declares them:
  /// `float2 f(float2 position, …)` is a distortion; `half4 f(float2 position, SwiftUI::Layer
  /// layer, …)` a layer effect; `half4 f(float2 position, half4 color, …)` a colour effect;
  /// any other `half4 f(float2 position, …)` a shape style. Nil when none fits.
  public var inferredUsage: MetalUsage? {
    MetalUsage.allCases.first { leadingProblem(for: $0) == nil }
  }

  /// Why the function cannot be used as `usage`, or nil when its return type and leading
  /// parameters are the ones SwiftUI passes for it.
  public func leadingProblem(for usage: MetalUsage) -> String? {
    let expected = usage.returnKind
    guard returnKind == expected else {
      return "a \(usage.rawValue) returns \(expected.metalName), but \(name) returns \(returnType)"
    }
    let leading = usage.leadingKinds
    for (index, kind) in leading.enumerated() {
      guard index < parameters.count else {
        return
          "a \(usage.rawValue) takes \(usage.leadingDescription) first, but \(name) has \(parameters.count) parameter\(parameters.count == 1 ? "" : "s")"
      }
      guard parameters[index].kind == kind else {
        let parameter = parameters[index]
        return
          "a \(usage.rawValue) takes \(usage.leadingDescription) first, but \(name)'s parameter \(index + 1) is \(parameter.type) \(parameter.name)"
      }
    }
    return nil
  }
}

/// One parameter of a ``MetalFunction``.
public struct MetalFunctionParameter: Hashable, Sendable, Codable {
  /// The type as written (`device const float *`'s clang spelling, `const float *`).
  public var type: String
  /// The name (empty when unnamed).
  public var name: String
  /// What it is to the runner.
  public var kind: MetalParameterKind

  /// Creates a parameter.
  public init(type: String, name: String, kind: MetalParameterKind) {
    self.type = type
    self.name = name
    self.kind = kind
  }
}

/// The types the runner passes, as the compiled program classifies a parameter or return type
/// (the numbers are the program's own; see `effectproof_entries.h`).
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

/// How SwiftUI applies a shader, which fixes its leading parameters and return type.
public enum MetalUsage: String, Hashable, Sendable, Codable, CaseIterable {
  /// `.distortionEffect`: `float2 f(float2 position, args…)`, returning the source position.
  case distortionEffect
  /// `.layerEffect`: `half4 f(float2 position, SwiftUI::Layer layer, args…)`.
  case layerEffect
  /// `.colorEffect`: `half4 f(float2 position, half4 color, args…)`.
  case colorEffect
  /// A `ShapeStyle` (`.fill(shader)`): `half4 f(float2 position, args…)`.
  case shapeStyle

  /// The return type's kind.
  public var returnKind: MetalParameterKind {
    self == .distortionEffect ? .float2 : .half4
  }

  /// The parameters SwiftUI passes before the arguments.
  public var leadingKinds: [MetalParameterKind] {
    switch self {
    case .distortionEffect, .shapeStyle: [.float2]
    case .layerEffect: [.float2, .layer]
    case .colorEffect: [.float2, .half4]
    }
  }

  /// `float2 position, half4 color`, for messages.
  var leadingDescription: String {
    switch self {
    case .distortionEffect, .shapeStyle: "float2 position"
    case .layerEffect: "float2 position, SwiftUI::Layer layer"
    case .colorEffect: "float2 position, half4 color"
    }
  }

  /// The runtime's code for the usage (`job.usage` in the function table).
  var runtimeCode: Int {
    switch self {
    case .colorEffect: 0
    case .distortionEffect: 1
    case .layerEffect: 2
    case .shapeStyle: 3
    }
  }
}
