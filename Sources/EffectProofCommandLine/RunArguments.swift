import Foundation
import MetalCPU
import PNG
import ShaderProofs

/// `run --arguments JSON`: one object per `Shader.Argument`, in order, each with one key naming
/// its kind. Errors name the JSON path (`--arguments[2].float2`).
///
/// ```
/// [{"float": 1}, {"float2": [x, y]}, {"float3": […]}, {"float4": […]}, {"color": [r, g, b, a]},
///  {"floatArray": […]}, {"colorArray": [[r, g, b, a], …]}, {"boundingRect": true},
///  {"image": "file.png"}, {"data": "base64"}]
/// ```
enum RunArguments {
  /// The largest array or data argument accepted, in elements or bytes.
  static let maximumCount = 1 << 24

  /// The arguments in `text`, with `{"image": "file.png"}` read (relative to the working
  /// folder), or a one-line error.
  static func parse(_ text: String) -> Result<[MetalArgument], ArgumentError> {
    guard let data = text.data(using: .utf8),
      let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else {
      return .failure(ArgumentError("--arguments is not JSON: \(text.prefix(60))"))
    }
    guard let list = value as? [Any] else {
      return .failure(ArgumentError("--arguments must be a JSON array of argument objects"))
    }
    var arguments: [MetalArgument] = []
    for (index, item) in list.enumerated() {
      let path = "--arguments[\(index)]"
      guard let object = item as? [String: Any], object.count == 1, let (kind, body) = object.first
      else {
        return .failure(
          ArgumentError("\(path) must be an object with one key, the argument's kind"))
      }
      switch argument(kind: kind, body: body, path: "\(path).\(kind)") {
      case .success(let argument): arguments.append(argument)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(arguments)
  }

  static func argument(kind: String, body: Any, path: String) -> Result<
    MetalArgument, ArgumentError
  > {
    func numbers(_ count: Int?) -> Result<[Float], ArgumentError> {
      guard let list = body as? [Any], count.map({ list.count == $0 }) ?? true else {
        return .failure(
          ArgumentError("\(path) must be an array of \(count.map(String.init) ?? "any") numbers"))
      }
      guard list.count <= maximumCount else {
        return .failure(ArgumentError("\(path) has over \(maximumCount) elements"))
      }
      var values: [Float] = []
      for (index, element) in list.enumerated() {
        guard let number = element as? NSNumber, !isBoolean(element) else {
          return .failure(ArgumentError("\(path)[\(index)] must be a number"))
        }
        values.append(number.floatValue)
      }
      return .success(values)
    }
    switch kind {
    case "float":
      guard let number = body as? NSNumber, !isBoolean(body) else {
        return .failure(ArgumentError("\(path) must be a number"))
      }
      return .success(.float(number.floatValue))
    case "float2": return numbers(2).map { .float2(SIMD2($0[0], $0[1])) }
    case "float3": return numbers(3).map { .float3(SIMD3($0[0], $0[1], $0[2])) }
    case "float4": return numbers(4).map { .float4(SIMD4($0[0], $0[1], $0[2], $0[3])) }
    case "color": return numbers(4).map { .color(SIMD4($0[0], $0[1], $0[2], $0[3])) }
    case "floatArray": return numbers(nil).map { .floatArray($0) }
    case "colorArray":
      guard let list = body as? [Any], list.count <= maximumCount else {
        return .failure(ArgumentError("\(path) must be an array of [r, g, b, a] arrays"))
      }
      var colors: [SIMD4<Float>] = []
      for (index, element) in list.enumerated() {
        switch argument(kind: "color", body: element, path: "\(path)[\(index)]") {
        case .success(.color(let c)): colors.append(c)
        case .failure(let error): return .failure(error)
        default: break
        }
      }
      return .success(.colorArray(colors))
    case "boundingRect":
      guard isBoolean(body), body as? Bool == true else {
        return .failure(ArgumentError("\(path) must be true"))
      }
      return .success(.boundingRect)
    case "data":
      guard let text = body as? String, let bytes = Data(base64Encoded: text) else {
        return .failure(ArgumentError("\(path) must be a base64 string"))
      }
      return .success(.data([UInt8](bytes)))
    case "image":
      guard let file = body as? String, !file.isEmpty else {
        return .failure(ArgumentError("\(path) must be a PNG file path"))
      }
      return image(file, option: path).map { .image($0) }
    default:
      return .failure(
        ArgumentError(
          "\(path): unknown argument kind '\(kind)' (kinds: float, float2, float3, float4, color, floatArray, colorArray, boundingRect, image, data)"
        ))
    }
  }

  /// Whether a parsed JSON value is `true` or `false`. A JSON 1 also casts to `Bool`, so the
  /// number's own type decides: `c` (a C `char`) for a boolean on every platform.
  static func isBoolean(_ value: Any) -> Bool {
    if type(of: value) == Bool.self { return true }
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  /// A PNG read as premultiplied floats (``MetalRunImage/init(premultiplying:)``).
  static func image(_ file: String, option: String) -> Result<MetalRunImage, ArgumentError> {
    do throws(PNGError) {
      return .success(MetalRunImage(premultiplying: try PNGDecoder.decode(contentsOfFile: file)))
    } catch {
      return .failure(ArgumentError("\(option) \(file): \(error.description)"))
    }
  }
}
