// A [[ stitchable ]] Metal function generated from fuzz bytes, with the arguments and the layer
// to run it on: the input side of FuzzMetalRuntime (docs/guarantees.md, "Fuzzing").
//
//   bytes → usage (colorEffect, distortionEffect, layerEffect, shapeStyle), 0–4 parameters of
//   the kinds SwiftUI passes, each with an argument (NaN, ±∞, huge and tiny values, empty
//   arrays, arrays that fill a page), then up to 12 statements: assignments of float and int
//   expressions over prelude built-ins, integer divisions and remainders (by zero, INT_MIN / −1),
//   array reads at any index (−1, the count, far away), local fixed-size arrays, loops with
//   any bound, while loops that may never end, layer and texture samples; and, when asked, one
//   line that does not compile.
//
// The grammar is type-correct: a source without an injected error must compile. Every choice is
// a byte (past the end, 0), so short inputs give short programs and libFuzzer's mutations map
// to nearby programs.

import MetalCPU

/// One generated shader: its source, the line of an error put in on purpose, and how to run it.
public struct FuzzShader: Sendable {
  /// The source text, `lineCount` lines.
  public var source: String
  /// The lines that carry an error on purpose (at most one; empty when the source must
  /// compile), 1-based.
  public var errorLines: [Int]
  /// The function's name.
  public var function: String { "fuzzed" }
  /// How it is applied.
  public var usage: ShaderUsage
  /// The arguments after SwiftUI's leading parameters.
  public var arguments: [MetalArgument]
  /// For each buffer parameter (`floatArray`, `colorArray`, `data`), its name and element count.
  public var buffers: [String: Int]
  /// The layer's size in points.
  public var size: SIMD2<Double>
  /// Pixels per point.
  public var scale: Double
  /// Worker threads.
  public var jobs: Int

  /// The number of lines of ``source``.
  public var lineCount: Int {
    source.split(separator: "\n", omittingEmptySubsequences: false).count
  }

  /// The shader that `bytes` pick.
  public init(bytes: [UInt8]) {
    var generator = FuzzShaderGenerator(bytes: bytes)
    self = generator.shader()
  }

  init(
    source: String, errorLines: [Int], usage: ShaderUsage, arguments: [MetalArgument],
    buffers: [String: Int], size: SIMD2<Double>, scale: Double, jobs: Int
  ) {
    self.source = source
    self.errorLines = errorLines
    self.usage = usage
    self.arguments = arguments
    self.buffers = buffers
    self.size = size
    self.scale = scale
    self.jobs = jobs
  }
}

// MARK: - The generator

/// Reads the choices from the bytes and writes the source line by line.
struct FuzzShaderGenerator {
  private let bytes: [UInt8]
  private var at = 0
  private var lines: [String] = []
  private var errorLines: [Int] = []
  private var statements = 0
  private var loopDepth = 0
  private var loopVariables: [String] = []
  private var floatTerms: [String] = [
    "a", "b", "position.x", "position.y", "float(i)", "float(c.r)",
  ]
  private var intTerms: [String] = ["i", "j", "int(position.x)"]
  private var floatBuffers: [(pointer: String, count: String)] = []
  private var colourBuffers: [(pointer: String, count: String)] = []
  private var dataBuffers: [(pointer: String, count: String)] = []
  private var texture: String?
  private var usage = ShaderUsage.colorEffect
  private var errorsAllowed = false

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The next byte, 0 past the end.
  private mutating func byte() -> Int {
    defer { at += 1 }
    return at < bytes.count ? Int(bytes[at]) : 0
  }

  /// A choice among `count` (0 past the end of the bytes).
  private mutating func pick(_ count: Int) -> Int { byte() % count }

  /// Float literals, the hostile ones among them.
  static let floats: [(text: String, value: Float)] = [
    ("0.0", 0), ("1.0", 1), ("0.5", 0.5), ("-1.0", -1), ("2.0", 2), ("3.0", 3), ("-0.0", -0.0),
    ("1e30", 1e30), ("-1e30", -1e30), ("3.4e38", 3.4e38), ("1e-38", 1e-38), ("65504.0", 65504),
    ("16777216.0", 16_777_216), ("INFINITY", .infinity), ("-INFINITY", -.infinity),
    ("NAN", .nan),
  ]
  /// Int literals: small, the counts' neighbours, far away and the extremes.
  static let ints = [
    "0", "1", "-1", "2", "3", "4", "7", "8", "1000", "-1000", "65536", "2147483647",
    "(-2147483647 - 1)", "1024", "4096", "-4097",
  ]
  static let unary = [
    "sin", "cos", "tan", "sqrt", "rsqrt", "exp", "exp2", "log", "log2", "fract", "floor", "ceil",
    "abs", "sign", "saturate", "tanh", "asin", "acos", "atan", "round", "trunc", "sinpi",
  ]
  static let binary = ["pow", "atan2", "fmod", "min", "max", "step", "fmin", "fmax", "powr"]
  static let ternary = ["clamp", "mix", "smoothstep", "fma", "max3", "median3"]

  private mutating func value() -> Float { Self.floats[pick(Self.floats.count)].value }

  // MARK: Expressions

  private mutating func float(_ depth: Int = 0) -> String {
    let choice = depth >= 3 ? pick(2) : pick(12)
    switch choice {
    case 0: return "(" + Self.floats[pick(Self.floats.count)].text + ")"
    case 1: return floatTerms[pick(floatTerms.count)]
    case 2: return Self.unary[pick(Self.unary.count)] + "(" + float(depth + 1) + ")"
    case 3:
      return Self.binary[pick(Self.binary.count)] + "(" + float(depth + 1) + ", "
        + float(depth + 1) + ")"
    case 4:
      return Self.ternary[pick(Self.ternary.count)] + "(" + float(depth + 1) + ", "
        + float(depth + 1) + ", " + float(depth + 1) + ")"
    case 5:
      let operation = ["+", "-", "*", "/"][pick(4)]
      return "(" + float(depth + 1) + " " + operation + " " + float(depth + 1) + ")"
    case 6: return "float(" + int(depth + 1) + ")"
    case 7: return "length(float2(" + float(depth + 1) + ", " + float(depth + 1) + "))"
    case 8:
      return "dot(float3(" + float(depth + 1) + ", 1.0, " + float(depth + 1)
        + "), normalize(float3("
        + float(depth + 1) + ", " + float(depth + 1) + ", 0.5)))"
    case 9: return "distance(float2(a, b), float2(" + float(depth + 1) + ", 0.0))"
    case 10:
      if let buffer = floatBuffers.first { return buffer.pointer + "[" + int(depth + 1) + "]" }
      return "(-" + float(depth + 1) + ")"
    default: return "(" + int(depth + 1) + " > 0 ? " + float(depth + 1) + " : b)"
    }
  }

  private mutating func int(_ depth: Int = 0) -> String {
    let choice = depth >= 3 ? pick(2) : pick(9)
    switch choice {
    case 0: return Self.ints[pick(Self.ints.count)]
    case 1:
      let terms = intTerms + loopVariables
      return terms[pick(terms.count)]
    case 2:
      let operation = ["+", "-", "*", "&", "^"][pick(5)]
      return "(" + int(depth + 1) + " " + operation + " " + int(depth + 1) + ")"
    case 3: return "int(" + float(depth + 1) + ")"
    case 4: return ["min", "max"][pick(2)] + "(" + int(depth + 1) + ", " + int(depth + 1) + ")"
    case 5: return "abs(" + int(depth + 1) + ")"
    case 6: return "clamp(" + int(depth + 1) + ", 0, " + int(depth + 1) + ")"
    case 7: return "(" + int(depth + 1) + " - 1)"
    default: return "(" + int(depth + 1) + " + 1)"
    }
  }

  // MARK: Statements

  private mutating func line(_ text: String, _ indent: Int) {
    lines.append(String(repeating: "    ", count: indent) + text)
  }

  private mutating func block(_ indent: Int) {
    let count = pick(4)
    for _ in 0..<count { statement(indent) }
  }

  private mutating func statement(_ indent: Int) {
    guard statements < 12 else { return }
    statements += 1
    let choice = pick(20)
    switch choice {
    case 0, 1: line("a = " + float() + ";", indent)
    case 2: line("b = " + float() + ";", indent)
    case 3: line("i = " + int() + ";", indent)
    case 4: line("i = i / (" + int() + ");", indent)
    case 5: line("j = j % (" + int() + ");", indent)
    case 6 where loopDepth < 3:
      let k = "k\(lines.count)"
      let limits =
        ["4", "8", "0", "i", "j"] + floatBuffers.map(\.count) + colourBuffers.map(\.count)
      line("for (int \(k) = 0; \(k) < \(limits[pick(limits.count)]); \(k)++) {", indent)
      loopDepth += 1
      loopVariables.append(k)
      block(indent + 1)
      loopVariables.removeLast()
      loopDepth -= 1
      line("}", indent)
    case 7:
      line("if (" + float() + " > " + float() + ") {", indent)
      block(indent + 1)
      line("} else {", indent)
      block(indent + 1)
      line("}", indent)
    case 8:
      if floatBuffers.isEmpty { fallthrough }
      let buffer = floatBuffers[pick(floatBuffers.count)]
      line("a += \(buffer.pointer)[" + int() + "];", indent)
    case 9:
      if colourBuffers.isEmpty { fallthrough }
      let buffer = colourBuffers[pick(colourBuffers.count)]
      line("c += \(buffer.pointer)[" + int() + "];", indent)
    case 10:
      if dataBuffers.isEmpty { fallthrough }
      let buffer = dataBuffers[pick(dataBuffers.count)]
      line("j += ((device const uchar *)\(buffer.pointer))[" + int() + "];", indent)
    case 11:
      if usage == .layerEffect {
        line("c = layer.sample(float2(" + float() + ", " + float() + "));", indent)
      } else if let texture {
        line("c = \(texture).sample(s, float2(" + float() + ", " + float() + "));", indent)
      } else {
        line("c = c * half(" + float() + ");", indent)
      }
    case 12:
      if let texture {
        line("c += \(texture).read(uint2(" + int() + ", " + int() + "));", indent)
      } else {
        line("c = half4(half(a), half(b), 0.25h, 1.0h);", indent)
      }
    case 13:
      // A loop that ends, or never does (a float stops growing at 2^24; NaN compares false).
      line("while (a < " + float() + ") { a = a + 1.0; }", indent)
    case 14:
      let t = "t\(lines.count)"
      line(
        "float \(t)[4] = {" + float() + ", " + float() + ", 1.0, 2.0}; a += \(t)[" + int() + "];",
        indent)
    case 15: line("j = j * " + int() + " + i;", indent)
    case 16: line("c.rgb = c.rgb + half3(half(" + float() + "));", indent)
    case 17 where errorsAllowed && errorLines.isEmpty:
      let errors = [
        "a = zz_undeclared + 1.0;", "half3 h3 = mix(c, half3(1.0h), a);", "a = dfdx(a);",
        "a = ;", "float2 q = float2(1.0, 2.0) * half3(1.0h);",
      ]
      line(errors[pick(errors.count)], indent)
      errorLines.append(lines.count)
    default: line("b = b + " + float() + ";", indent)
    }
  }

  // MARK: The function

  mutating func shader() -> FuzzShader {
    let flags = byte()
    usage = [ShaderUsage.colorEffect, .distortionEffect, .layerEffect, .shapeStyle][flags % 4]
    errorsAllowed = (flags >> 2) % 8 == 0
    let jobs = (flags >> 5) % 2 + 1
    let size = SIMD2(Double(pick(4) + 1), Double(pick(3) + 1))
    let scale = pick(3) == 0 ? 2.0 : 1.0

    var parameters = ["float2 position"]
    switch usage {
    case .colorEffect: parameters.append("half4 color")
    case .layerEffect: parameters.append("SwiftUI::Layer layer")
    default: break
    }
    var arguments: [MetalArgument] = []
    var buffers: [String: Int] = [:]
    let count = pick(5)
    for index in 0..<count {
      let name = "p\(index)"
      switch pick(10) {
      case 0:
        parameters.append("float \(name)")
        arguments.append(.float(value()))
        floatTerms.append(name)
      case 1:
        parameters.append("float2 \(name)")
        arguments.append(.float2(SIMD2(value(), value())))
        floatTerms.append(name + ".y")
      case 2:
        parameters.append("float3 \(name)")
        arguments.append(.float3(SIMD3(value(), value(), value())))
        floatTerms.append(name + ".z")
      case 3:
        parameters.append("float4 \(name)")
        arguments.append(.float4(SIMD4(value(), value(), value(), value())))
        floatTerms.append("\(name).w")
      case 4:
        parameters.append("half4 \(name)")
        arguments.append(.color(SIMD4(value(), value(), value(), value())))
        floatTerms.append("float(\(name).g)")
      case 5:
        let length = [0, 1, 3, 4, 1024][pick(5)]
        parameters.append("device const float *\(name)")
        parameters.append("int n\(index)")
        arguments.append(.floatArray((0..<length).map { _ in value() }))
        floatBuffers.append((name, "n\(index)"))
        intTerms.append("n\(index)")
        buffers[name] = length
      case 6:
        let length = [0, 1, 2, 5, 512][pick(5)]
        parameters.append("device const half4 *\(name)")
        parameters.append("int n\(index)")
        arguments.append(
          .colorArray((0..<length).map { _ in SIMD4(value(), value(), value(), value()) }))
        colourBuffers.append((name, "n\(index)"))
        intTerms.append("n\(index)")
        buffers[name] = length
      case 7:
        let length = [0, 1, 16, 4096][pick(4)]
        parameters.append("device const void *\(name)")
        parameters.append("int n\(index)")
        arguments.append(.data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
        dataBuffers.append((name, "n\(index)"))
        intTerms.append("n\(index)")
        buffers[name] = length
      case 8:
        parameters.append("float4 \(name)")
        arguments.append(.boundingRect)
        floatTerms.append("\(name).z")
      default:
        if texture == nil, let image = MetalRunImage(width: 2, height: 2, texels: Self.texels) {
          parameters.append("texture2d<half> \(name)")
          arguments.append(.image(image))
          texture = name
        } else {
          parameters.append("float \(name)")
          arguments.append(.float(value()))
          floatTerms.append(name)
        }
      }
    }

    let returns = usage == .distortionEffect ? "float2" : "half4"
    lines = [
      "#include <metal_stdlib>", "#include <SwiftUI/SwiftUI.h>", "using namespace metal;", "",
      "[[ stitchable ]] \(returns) fuzzed(" + parameters.joined(separator: ", ") + ") {",
    ]
    line("float a = position.x;", 1)
    line("float b = position.y;", 1)
    line("int i = int(position.x);", 1)
    line("int j = int(position.y);", 1)
    line(usage == .colorEffect ? "half4 c = color;" : "half4 c = half4(0.5h);", 1)
    if texture != nil { line("constexpr sampler s(filter::linear);", 1) }
    block(1)
    while statements < 12 && at < bytes.count { statement(1) }
    if usage == .distortionEffect {
      line("return float2(a, b) + float2(float(c.r), float(i));", 1)
    } else {
      line("return c + half4(half(a), half(b), half(j), 0.0h);", 1)
    }
    lines.append("}")
    return FuzzShader(
      source: lines.joined(separator: "\n") + "\n", errorLines: errorLines, usage: usage,
      arguments: arguments, buffers: buffers, size: size, scale: scale, jobs: jobs)
  }

  /// A 2×2 texture: red, green, blue and half-transparent white, premultiplied.
  static let texels: [Float] = [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0.5, 0.5, 0.5, 0.5]
}
