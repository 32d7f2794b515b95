/// A type of clang's textual LLVM IR, as the reader meets it in a shader's module.
///
/// `description` writes the type as LLVM does (`<4 x half>`, `ptr addrspace(2)`,
/// `%struct.PinchSettings`), so a type read and written back reads the same.
public indirect enum IRType: Hashable, Sendable, CustomStringConvertible {
  /// `void`, a function's result only.
  case void
  /// `half`, IEEE binary16.
  case half
  /// `bfloat`, the 16-bit brain float.
  case bfloat
  /// `float`, IEEE binary32.
  case float
  /// `double`, IEEE binary64.
  case double
  /// `iN`: an integer of `bits` bits (1 ... 64 in this reader), sign given by each operation.
  case integer(bits: Int)
  /// `ptr`, `ptr addrspace(N)`: an opaque pointer in address space `addressSpace` (0 by default).
  case pointer(addressSpace: Int)
  /// `<N x T>`: `count` lanes of a scalar type.
  case vector(count: Int, element: IRType)
  /// `[N x T]`: `count` elements of a type.
  case array(count: Int, element: IRType)
  /// `{ T, U }` or `<{ T, U }>` (packed): a literal structure.
  case structure(fields: [IRType], packed: Bool)
  /// `%struct.x`: a named structure, declared by a `%struct.x = type { … }` line of the module.
  case named(String)
  /// `T (U, V, ...)`: a function type, as a call to a variadic function spells its callee's.
  case function(result: IRType, parameters: [IRType], variadic: Bool)
  /// `label`: a block, the type of a branch's targets.
  case label
  /// `metadata`: a metadata operand of an intrinsic call.
  case metadata

  /// The LLVM spelling.
  public var description: String {
    switch self {
    case .void: "void"
    case .half: "half"
    case .bfloat: "bfloat"
    case .float: "float"
    case .double: "double"
    case .integer(let bits): "i\(bits)"
    case .pointer(let space): space == 0 ? "ptr" : "ptr addrspace(\(space))"
    case .vector(let count, let element): "<\(count) x \(element)>"
    case .array(let count, let element): "[\(count) x \(element)]"
    case .structure(let fields, let packed):
      fields.isEmpty
        ? (packed ? "<{}>" : "{}")
        : (packed ? "<{ " : "{ ") + fields.map(\.description).joined(separator: ", ")
          + (packed ? " }>" : " }")
    case .named(let name): "%" + IRName.spelled(name)
    case .function(let result, let parameters, let variadic):
      "\(result) ("
        + (parameters.map(\.description) + (variadic ? ["..."] : []))
        .joined(separator: ", ") + ")"
    case .label: "label"
    case .metadata: "metadata"
    }
  }

  /// Whether this is `half`, `bfloat`, `float` or `double`.
  public var isFloatingPoint: Bool {
    switch self {
    case .half, .bfloat, .float, .double: true
    default: false
    }
  }

  /// The lane type of a vector, or the type itself.
  public var scalar: IRType {
    if case .vector(_, let element) = self { return element }
    return self
  }
}
