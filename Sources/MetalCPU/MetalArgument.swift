/// One SwiftUI `Shader.Argument`, as the runner passes it to a function's parameters (see
/// DESIGN.md's marshalling table and docs/metal-on-cpu.md).
public enum MetalArgument: Hashable, Sendable {
  /// `.float(x)` → `float`.
  case float(Float)
  /// `.float2(x, y)` → `float2`.
  case float2(SIMD2<Float>)
  /// `.float3(x, y, z)` → `float3`.
  case float3(SIMD3<Float>)
  /// `.float4(x, y, z, w)` → `float4`.
  case float4(SIMD4<Float>)
  /// `.color(c)` → `half4`, premultiplied. Given as straight (not premultiplied) RGBA in 0…1.
  case color(SIMD4<Float>)
  /// `.floatArray(a)` → `device const float *a, int count` (count of floats).
  case floatArray([Float])
  /// `.colorArray(a)` → `device const half4 *a, int count`, each premultiplied. Given as
  /// straight RGBA.
  case colorArray([SIMD4<Float>])
  /// `.boundingRect` → `float4(x, y, width, height)` of the layer, in points.
  case boundingRect
  /// `.image(i)` → `texture2d<half>` (at most one per shader).
  case image(MetalRunImage)
  /// `.data(d)` → `device const void *d, int sizeInBytes`.
  case data([UInt8])

  /// SwiftUI's spelling (`.floatArray`), for messages.
  public var swiftUIName: String {
    switch self {
    case .float: ".float"
    case .float2: ".float2"
    case .float3: ".float3"
    case .float4: ".float4"
    case .color: ".color"
    case .floatArray: ".floatArray"
    case .colorArray: ".colorArray"
    case .boundingRect: ".boundingRect"
    case .image: ".image"
    case .data: ".data"
    }
  }

  /// A short account of the value, for a crash report: `0.25`, `floatArray[10]`.
  public var summary: String {
    func number(_ value: Float) -> String {
      value == value.rounded() && abs(value) < 1e7 ? String(Int(value)) : "\(value)"
    }
    func numbers(_ values: [Float]) -> String {
      "(" + values.map(number).joined(separator: ", ") + ")"
    }
    switch self {
    case .float(let x): return number(x)
    case .float2(let v): return numbers([v.x, v.y])
    case .float3(let v): return numbers([v.x, v.y, v.z])
    case .float4(let v): return numbers([v.x, v.y, v.z, v.w])
    case .color(let c): return "color" + numbers([c.x, c.y, c.z, c.w])
    case .floatArray(let a): return "floatArray[\(a.count)]"
    case .colorArray(let a): return "colorArray[\(a.count)]"
    case .boundingRect: return "boundingRect"
    case .image(let i): return "image \(i.width)×\(i.height)"
    case .data(let d): return "data[\(d.count) bytes]"
    }
  }
}

/// An image the runner reads or writes: premultiplied RGBA, four floats per texel, row by row
/// from the top.
public struct MetalRunImage: Hashable, Sendable {
  /// Width in texels.
  public var width: Int
  /// Height in texels.
  public var height: Int
  /// `width × height × 4` floats: premultiplied red, green, blue, alpha.
  public var texels: [Float]

  /// An image of the given texels; nil when the counts do not agree or a size is negative.
  public init?(width: Int, height: Int, texels: [Float]) {
    guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
      texels.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.texels = texels
  }

  /// An image whose texel count the caller has made `width × height × 4`.
  init(counted width: Int, _ height: Int, _ texels: [Float]) {
    self.width = width
    self.height = height
    self.texels = texels
  }

  /// The premultiplied colour at texel (x, y).
  public subscript(x: Int, y: Int) -> SIMD4<Float> {
    let i = 4 * (y * width + x)
    return SIMD4(texels[i], texels[i + 1], texels[i + 2], texels[i + 3])
  }

  /// The runner's built-in layer: a checkerboard of 8-texel squares under a red ramp across and
  /// a green ramp down, opaque except the bottom eighth, which is half transparent (so that
  /// premultiplication shows). Deterministic; every channel is in 0…1.
  public static func testPattern(width: Int, height: Int) -> MetalRunImage {
    let w = max(width, 0)
    let h = max(height, 0)
    // Written through a buffer pointer: element-wise array writes are slow in a debug build.
    let texels = [Float](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
      for y in 0..<h {
        let alpha: Float = y >= h - h / 8 ? 0.5 : 1
        let green = h > 1 ? Float(y) / Float(h - 1) : 0.5
        for x in 0..<w {
          let checker: Float = ((x / 8) + (y / 8)) % 2 == 0 ? 0.85 : 0.25
          let red = w > 1 ? Float(x) / Float(w - 1) : 0.5
          let i = 4 * (y * w + x)
          buffer[i] = red * alpha
          buffer[i + 1] = green * alpha
          buffer[i + 2] = checker * alpha
          buffer[i + 3] = alpha
        }
      }
      count = w * h * 4
    }
    return MetalRunImage(counted: w, h, texels)
  }
}
