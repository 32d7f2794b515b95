/// SwiftUI's arguments laid onto a function's parameters, as SwiftUI passes them: one slot per
/// parameter (a value's bytes, a buffer, or filled by the runtime per pixel), and the image.
struct ArgumentMarshal {
  /// One parameter's content.
  enum Slot: Hashable {
    /// Filled per pixel by the runtime: the position, the colour, the layer, the texture.
    case supplied
    /// A value's bytes, at most 16.
    case value([UInt8])
    /// A buffer's bytes and the size of one element (for out-of-bounds reports).
    case buffer([UInt8], element: Int)
    /// Colours as floats, which the runtime rounds to a buffer of `half4`s.
    case halfBuffer([Float])
  }

  /// One slot per parameter.
  var slots: [Slot]
  /// The `.image` argument, if any.
  var texture: MetalRunImage?
  /// For each buffer slot, the parameter's name and its element (`float`, `half4`, `byte`).
  var buffers: [Int: (name: String, element: String)]

  /// Lays `arguments` onto `function`'s parameters after `usage`'s leading ones; `layerSize` is
  /// the `.boundingRect` in points. Throws a message naming the argument and the parameter that
  /// do not fit.
  init(
    function: StitchableFunction, usage: ShaderUsage, arguments: [MetalArgument],
    layerSize: SIMD2<Float>
  ) throws(MetalRunError) {
    let parameters = function.parameters
    let leading = usage.leadingKinds.count
    slots = Array(repeating: .supplied, count: min(leading, parameters.count))
    texture = nil
    buffers = [:]
    var next = leading
    func describe(_ index: Int) -> String {
      let parameter = parameters[index]
      return "parameter \(index + 1) (\(parameter.type) \(parameter.name))"
    }
    for (position, argument) in arguments.enumerated() {
      let label = "argument \(position + 1) (\(argument.swiftUIName))"
      guard next < parameters.count else {
        throw .request(
          "\(function.name) takes \(parameters.count - leading) argument slot(s) after SwiftUI's \(usage.rawValue) parameters, but \(label) is one more"
        )
      }
      let parameter = parameters[next]
      func mismatch(_ wants: String) -> MetalRunError {
        .request(
          "\(label) does not fit \(describe(next)) of \(function.name): \(argument.swiftUIName) passes \(wants)"
        )
      }
      func count(after index: Int, of total: Int) throws(MetalRunError) -> Slot {
        guard index + 1 < parameters.count,
          [.int, .uint].contains(parameters[index + 1].kind)
        else {
          throw .request(
            "\(label) passes a pointer and a count, but \(describe(index)) of \(function.name) is not followed by an int count parameter"
          )
        }
        return .value(Self.bytes(Int32(clamping: total)))
      }
      switch argument {
      case .float(let x):
        guard parameter.kind == .float else { throw mismatch("a float") }
        slots.append(.value(Self.bytes(x)))
      case .float2(let v):
        guard parameter.kind == .float2 else { throw mismatch("a float2") }
        slots.append(.value(Self.bytes(v)))
      case .float3(let v):
        guard parameter.kind == .float3 else { throw mismatch("a float3") }
        slots.append(.value(Self.bytes(SIMD4(v, 0))))
      case .float4(let v):
        guard parameter.kind == .float4 else { throw mismatch("a float4") }
        slots.append(.value(Self.bytes(v)))
      case .boundingRect:
        guard parameter.kind == .float4 else { throw mismatch("a float4") }
        slots.append(.value(Self.bytes(SIMD4<Float>(0, 0, layerSize.x, layerSize.y))))
      case .color(let c):
        guard parameter.kind == .half4 else { throw mismatch("a premultiplied half4") }
        // The runtime rounds the float4 to the half4 parameter.
        slots.append(.value(Self.bytes(Self.premultiplied(c))))
      case .floatArray(let values):
        guard parameter.kind == .floatPointer else {
          throw mismatch("a device const float * and an int count")
        }
        let counted = try count(after: next, of: values.count)
        buffers[slots.count] = (parameter.name, "float")
        slots.append(.buffer(values.flatMap { Self.bytes($0) }, element: 4))
        slots.append(counted)
        next += 1
      case .colorArray(let colors):
        guard parameter.kind == .half4Pointer else {
          throw mismatch("a device const half4 * and an int count")
        }
        let counted = try count(after: next, of: colors.count)
        buffers[slots.count] = (parameter.name, "half4")
        slots.append(.halfBuffer(colors.flatMap { Self.premultiplied($0).scalars }))
        slots.append(counted)
        next += 1
      case .data(let bytes):
        guard [.pointer, .floatPointer, .half4Pointer].contains(parameter.kind) else {
          throw mismatch("a device const void * and an int byte count")
        }
        let counted = try count(after: next, of: bytes.count)
        buffers[slots.count] = (parameter.name, "byte")
        slots.append(.buffer(bytes, element: 1))
        slots.append(counted)
        next += 1
      case .image(let image):
        guard parameter.kind == .texture else { throw mismatch("a texture2d<half>") }
        guard texture == nil else {
          throw .request("\(label) is a second .image; SwiftUI passes at most one per shader")
        }
        texture = image
        slots.append(.supplied)
      }
      next += 1
    }
    guard next >= parameters.count else {
      let left = (next..<parameters.count).map { "\(parameters[$0].type) \(parameters[$0].name)" }
      throw .request(
        "\(function.name) has \(left.count) parameter(s) the arguments do not reach: \(left.joined(separator: ", ")) (\(arguments.count) argument(s) given)"
      )
    }
    if let other = parameters.firstIndex(where: { $0.kind == .other }) {
      throw .request(
        "\(describe(other)) of \(function.name) is a type SwiftUI cannot pass to a shader")
    }
  }

  /// Straight RGBA to premultiplied.
  static func premultiplied(_ c: SIMD4<Float>) -> SIMD4<Float> {
    SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)
  }

  /// A value's bytes in memory order.
  static func bytes<T>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value) { Array($0) }
  }
}

extension SIMD4 {
  /// The four lanes, in order.
  var scalars: [Scalar] { [x, y, z, w] }
}
