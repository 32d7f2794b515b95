/// A constant operand or initializer of clang's textual IR.
///
/// `description` writes the constant as LLVM does, without its type (`1.000000e+00`,
/// `zeroinitializer`, `<half 0xH3C00, half 0xH0000>`); ``IRTypedConstant`` adds the type.
public indirect enum IRConstant: Hashable, Sendable, CustomStringConvertible {
  /// An integer, signed as LLVM writes it (`i1` reads `true` as 1, `false` as 0).
  case integer(Int)
  /// A floating-point literal with its exact value.
  case float(IRFloatLiteral)
  /// `null`, the null pointer.
  case null
  /// `zeroinitializer`: every bit zero, of any type.
  case zeroInitializer
  /// `poison`: a value whose use is undefined behaviour.
  case poison
  /// `undef`: any value of the type, chosen anew at each use.
  case undef
  /// `splat (T v)`: every lane of a vector `v`.
  case splat(IRTypedConstant)
  /// `<T a, T b>`: a vector's lanes.
  case vector([IRTypedConstant])
  /// `[T a, T b]`: an array's elements.
  case array([IRTypedConstant])
  /// `c"…"`: an array of `i8`, its bytes.
  case bytes([UInt8])
  /// `{ T a, U b }` or `<{ … }>`: a structure's fields.
  case structure([IRTypedConstant], packed: Bool)
  /// `@name`: the address of a global variable or function.
  case global(String)
  /// A constant expression, such as `getelementptr inbounds nuw (i8, ptr @k, i64 8)`.
  case expression(IRConstantExpression)

  /// The LLVM spelling, without the type.
  public var description: String {
    switch self {
    case .integer(let value): "\(value)"
    case .float(let literal): literal.description
    case .null: "null"
    case .zeroInitializer: "zeroinitializer"
    case .poison: "poison"
    case .undef: "undef"
    case .splat(let lane): "splat (\(lane))"
    case .vector(let lanes): "<" + lanes.map(\.description).joined(separator: ", ") + ">"
    case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
    case .bytes(let bytes):
      "c\""
        + bytes.map { byte in
          (byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"))
            ? String(Unicode.Scalar(byte)) : "\\" + IRName.hexDigits(byte)
        }.joined() + "\""
    case .structure(let fields, let packed):
      fields.isEmpty
        ? (packed ? "<{}>" : "{}")
        : (packed ? "<{ " : "{ ") + fields.map(\.description).joined(separator: ", ")
          + (packed ? " }>" : " }")
    case .global(let name): "@" + IRName.spelled(name)
    case .expression(let expression): expression.description
    }
  }
}

/// A constant with its type, as an aggregate's element or an initializer is written:
/// `float 1.000000e+00`, `i1 true`, `<2 x float> zeroinitializer`.
public struct IRTypedConstant: Hashable, Sendable, CustomStringConvertible {
  /// The constant's type.
  public var type: IRType
  /// The constant.
  public var constant: IRConstant

  /// A typed constant.
  public init(_ type: IRType, _ constant: IRConstant) {
    self.type = type
    self.constant = constant
  }

  /// `type constant`, with `i1` integers as `true` and `false`.
  public var description: String {
    if type == .integer(bits: 1), case .integer(let value) = constant {
      return "i1 " + (value == 0 ? "false" : "true")
    }
    return "\(type) \(constant)"
  }
}
