import Foundation
import MetalCPU

/// How an entry's case coordinates (``ShaderCaseDomain``) become one run: the `Shader.Argument`s,
/// the view size, the scale and the input layer.
struct ShaderCaseLayout: Sendable {
  let entry: ShaderProofEntry
  let domain: ShaderCaseDomain
  /// The input layers' names: the built-in layer, then each configured image.
  let inputs: [String]
  /// Where each argument's coordinates start, and how many it has (per slot).
  private let starts: [Int]
  private let sizeAxis: Int?
  private let scaleAxis: Int?
  private let inputAxis: Int?
  /// The test images an `.image` argument's cases use, made once per size.
  let images = ShaderTestImageCache()

  /// One case made concrete.
  struct Case: Sendable {
    var arguments: [MetalArgument]
    /// Each non-array argument's components, and `viewSize` and `scale`, for formulas.
    var variables: [String: [Double]]
    var viewSize: SIMD2<Double>
    var scale: Double
    var input: Int
    /// `radius = 40, center = (150, 150); view 300×300 pt at scale 2, built-in layer`.
    var description: String
  }

  init(entry: ShaderProofEntry, usesInput: Bool) {
    self.entry = entry
    inputs =
      usesInput ? ["built-in layer"] + entry.images.map { ($0 as NSString).lastPathComponent } : []
    var axes: [ShaderCaseDomain.Axis] = []
    var starts: [Int] = []
    for argument in entry.arguments {
      starts.append(axes.count)
      axes += Self.axes(argument.name, argument.values)
    }
    func choice(_ label: String, _ count: Int) -> Int? {
      guard count > 1 else { return nil }
      axes.append(.init(label: label, lower: 0, upper: Double(count - 1), choices: count))
      return axes.count - 1
    }
    sizeAxis = choice("viewSize", entry.viewSizes.count)
    scaleAxis = choice("scale", entry.scales.count)
    inputAxis = choice("input", inputs.count)
    self.starts = starts
    domain = ShaderCaseDomain(axes: axes)
  }

  private static func axes(_ name: String, _ values: ShaderArgumentValues) -> [ShaderCaseDomain
    .Axis]
  {
    let lanes = ["x", "y", "z", "w"]
    switch values {
    case .fixed, .viewSize, .boundingRect: return []
    case .range(let lower, let upper):
      return lower.indices.compactMap { lane in
        lower[lane] < upper[lane]
          ? .init(
            label: lower.count == 1 ? name : "\(name).\(lanes[lane])", lower: lower[lane],
            upper: upper[lane])
          : nil
      }
    case .values(let list):
      return list.count > 1
        ? [.init(label: name, lower: 0, upper: Double(list.count - 1), choices: list.count)] : []
    case .images, .appImages:
      let count = imageChoices(values).count
      return count > 1
        ? [.init(label: name, lower: 0, upper: Double(count - 1), choices: count)] : []
    case .array(let count, let elements):
      var axes: [ShaderCaseDomain.Axis] = []
      if case .range(let lower, let upper) = count {
        let n = Int(upper[0] - lower[0]) + 1
        axes.append(.init(label: "\(name).count", lower: 0, upper: Double(n - 1), choices: n))
      } else if case .values(let list) = count, list.count > 1 {
        axes.append(
          .init(
            label: "\(name).count", lower: 0, upper: Double(list.count - 1), choices: list.count))
      }
      switch elements {
      case .fixed: break
      case .range, .values:
        axes.append(.init(label: "\(name).values", lower: 0, upper: 1))
      default: break
      }
      return axes
    }
  }

  /// The case at coordinates `value` (which ``domain`` contains).
  func concrete(_ value: [Double]) -> Case {
    func at(_ axis: Int?) -> Int { axis.map { Int(value[$0]) } ?? 0 }
    let size = entry.viewSizes[min(at(sizeAxis), entry.viewSizes.count - 1)]
    let scale = entry.scales[min(at(scaleAxis), entry.scales.count - 1)]
    let input = at(inputAxis)
    var arguments: [MetalArgument] = []
    var variables: [String: [Double]] = ["viewSize": [size.x, size.y], "scale": [scale]]
    var parts: [String] = []
    for (slot, argument) in entry.arguments.enumerated() {
      var next = starts[slot]
      func take() -> Double {
        defer { next += 1 }
        return value[next]
      }
      let components: [Double]
      switch argument.values {
      case .fixed(let v): components = v
      case .viewSize: components = [size.x, size.y]
      case .boundingRect: components = [0, 0, size.x, size.y]
      case .range(let lower, let upper):
        components = lower.indices.map { lower[$0] < upper[$0] ? take() : lower[$0] }
      case .values(let list):
        components = list.count > 1 ? list[Int(take())] : list[0]
      case .images, .appImages:
        let index = Self.imageChoices(argument.values).count > 1 ? Int(take()) : 0
        let made = image(
          argument, index: index, viewWidth: Self.pixels(size.x, scale),
          viewHeight: Self.pixels(size.y, scale))
        arguments.append(made.argument)
        parts.append(made.description)
        continue
      case .array(let count, let elements):
        let length: Int
        switch count {
        case .range(let lower, _): length = Int(lower[0]) + Int(take())
        case .values(let list): length = Int(list.count > 1 ? list[Int(take())][0] : list[0][0])
        case .fixed(let v): length = Int(v[0])
        default: length = 0
        }
        var seed = 0.0
        switch elements {
        case .range, .values: seed = take()
        default: break
        }
        let items = (0..<length).map { Self.element(elements, index: $0, seed: seed) }
        if argument.kind == .data {
          let made = Self.data(argument.name, items)
          arguments.append(made.argument)
          parts.append(made.description)
          continue
        }
        if argument.kind == .floatArray {
          arguments.append(.floatArray(items.map { Float($0[0]) }))
        } else {
          arguments.append(
            .colorArray(items.map { SIMD4(Float($0[0]), Float($0[1]), Float($0[2]), Float($0[3])) })
          )
        }
        parts.append(
          "\(argument.name) = \(length) value\(length == 1 ? "" : "s")"
            + (length > 0 ? " (\(Self.summary(items)))" : ""))
        continue
      }
      variables[argument.name] = components
      let f = components.map(Float.init)
      switch argument.kind {
      case .float: arguments.append(.float(f[0]))
      case .float2: arguments.append(.float2(SIMD2(f[0], f[1])))
      case .float3: arguments.append(.float3(SIMD3(f[0], f[1], f[2])))
      case .float4:
        arguments.append(
          argument.values == .boundingRect ? .boundingRect : .float4(SIMD4(f[0], f[1], f[2], f[3])))
      case .color: arguments.append(.color(SIMD4(f[0], f[1], f[2], f[3])))
      case .floatArray, .colorArray, .image, .data: break
      }
      parts.append("\(argument.name) = \(ShaderFacts.vector(components))")
    }
    var view =
      "view \(ShaderFacts.number(size.x))×\(ShaderFacts.number(size.y)) pt at scale \(ShaderFacts.number(scale))"
    if !inputs.isEmpty { view += ", \(inputs[min(input, inputs.count - 1)])" }
    let description = (parts.isEmpty ? "no arguments" : parts.joined(separator: ", ")) + "; " + view
    return Case(
      arguments: arguments, variables: variables, viewSize: size, scale: scale, input: input,
      description: description)
  }

  /// Element `index` of an array drawn from `seed` in [0, 1]: 0 and 1 give every element the
  /// domain's lower and upper end; between, a fixed hash of (seed, index) picks it.
  static func element(_ values: ShaderArgumentValues, index: Int, seed: Double) -> [Double] {
    func unit() -> Double {
      if seed <= 0 { return 0 }
      if seed >= 1 { return 1 }
      var z = UInt64(seed * 0x1p52) &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) * 0x1p-53
    }
    switch values {
    case .fixed(let v): return v
    case .range(let lower, let upper):
      let u = unit()
      return lower.indices.map { lower[$0] + u * (upper[$0] - lower[$0]) }
    case .values(let list):
      return list[min(list.count - 1, Int(unit() * Double(list.count)))]
    default: return [0, 0, 0, 0]
    }
  }

  private static func summary(_ items: [[Double]]) -> String {
    let shown = items.prefix(4).map { ShaderFacts.vector($0) }.joined(separator: ", ")
    return items.count > 4 ? shown + ", …" : shown
  }
}
