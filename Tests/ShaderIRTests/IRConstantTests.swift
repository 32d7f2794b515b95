import Testing

@testable import ShaderIR

/// Literals denote the values worked out by hand from their bits, and types and constants
/// read back from their own description unchanged.
@Suite struct IRConstantTests {
  /// Reads `text` as the initializer of a global of type `type`.
  static func constant(_ type: String, _ text: String) throws -> IRConstant? {
    let module = try IRReader.read("@g = global \(type) \(text), align 4\n")
    return module.globals.first?.initializer
  }

  /// The value of a float literal read as a constant of `type`.
  static func value(_ type: String, _ text: String) throws -> Double? {
    guard case .float(let literal)? = try constant(type, text) else { return nil }
    return literal.value
  }

  @Test func halfLiteralsDenoteTheirBits() throws {
    // 0x3C00: exponent 15, mantissa 0 → 2^0.
    #expect(try Self.value("half", "0xH3C00") == 1)
    // 0xC000: sign, exponent 16 → −2.
    #expect(try Self.value("half", "0xHC000") == -2)
    // 0x3555: exponent 13, mantissa 0x155 = 341 → 1365 · 2^-12.
    #expect(try Self.value("half", "0xH3555") == 1365.0 / 4096.0)
    // 0x0001: the least subnormal, 2^-24.
    #expect(try Self.value("half", "0xH0001") == 0x1p-24)
    // 0x7BFF: the largest half, (2048 − 1) · 2^4 = 65504.
    #expect(try Self.value("half", "0xH7BFF") == 65504)
    #expect(try Self.value("half", "0xH7C00") == .infinity)
    #expect(try Self.value("half", "0xHFC00") == -.infinity)
    #expect(try Self.value("half", "0xH7E00")?.isNaN == true)
    #expect(try Self.value("half", "0xH8000")?.sign == .minus)
  }

  @Test func hexDoublesDenoteTheirBitsAlsoForFloats() throws {
    // 0x3FF0000000000000 = 1; 0x3FB999999999999A = the double nearest 0.1.
    #expect(try Self.value("double", "0x3FF0000000000000") == 1)
    #expect(try Self.value("double", "0x3FB999999999999A") == 0.1)
    // RayMarchUnion's kSurface: 0x3F1A36E2E0000000 = 1.0e-4 rounded to float, as a double.
    #expect(try Self.value("float", "0x3F1A36E2E0000000") == Double(Float(1.0e-4)))
    #expect(try Self.value("float", "0x7FF0000000000000") == .infinity)
    #expect(try Self.value("float", "-2.500000e-01") == -0.25)
    #expect(try Self.value("bfloat", "0xR3F80") == 1)
  }

  @Test func literalsThatDoNotFitTheirTypeAreErrors() throws {
    // 0.1 is no float: LLVM would have written the float's own hexadecimal double.
    #expect(throws: IRReadError.self) { try Self.constant("float", "0x3FB999999999999A") }
    #expect(throws: IRReadError.self) { try Self.constant("float", "0xH3C00") }
    #expect(throws: IRReadError.self) { try Self.constant("half", "1.000000e+00") }
    #expect(throws: IRReadError.self) { try Self.constant("x86_fp80", "0xK3FFF8000000000000000") }
    #expect(throws: IRReadError.self) { try Self.constant("i32", "1.5") }
    #expect(throws: IRReadError.self) { try Self.constant("i64", "99999999999999999999") }
  }

  /// Types as LLVM writes them; each must read back to itself.
  static let types = [
    "void", "half", "bfloat", "float", "double", "i1", "i8", "i32", "i64", "ptr",
    "ptr addrspace(2)", "<4 x half>", "<2 x float>", "[16 x i32]", "[3 x <4 x half>]",
    "{ float, float, <2 x float> }", "<{ i8, i32 }>", "{}", "%struct.PinchSettings",
    "%\"struct.metal::ep_matrix\"", "double (ptr, ...)", "[2 x [3 x { i32, ptr }]]",
  ]

  @Test func typesReadBackFromTheirDescription() throws {
    for text in Self.types {
      let module = try IRReader.read("@g = external global \(text)\n")
      let type = try #require(module.globals.first?.type, "\(text)")
      #expect(type.description == text)
    }
  }

  /// Typed constants as LLVM writes them; each must read back to itself.
  static let constants = [
    "i32 -7", "i1 true", "i1 false", "float 1.000000e+00", "double 0x3FB999999999999A",
    "half 0xH3C00", "<2 x float> zeroinitializer", "<2 x float> splat (float 5.000000e-01)",
    "<4 x half> <half 0xH3C00, half 0xH3A66, half poison, half undef>",
    "[3 x i32] [i32 0, i32 2, i32 -1]", "ptr null", "ptr @kWeights",
    "{ float, <2 x float> } { float 1.000000e+01, <2 x float> zeroinitializer }",
    "ptr getelementptr inbounds nuw (i8, ptr @kWeights, i64 4)", "i64 ptrtoint (ptr @g to i64)",
    "[2 x i8] c\"a\\00\"", "<{ i8, i32 }> <{ i8 1, i32 2 }>",
  ]

  @Test func constantsReadBackFromTheirDescription() throws {
    for text in Self.constants {
      let module = try IRReader.read("@g = global \(text)\n")
      let global = try #require(module.globals.first, "\(text)")
      let initializer = try #require(global.initializer, "\(text)")
      #expect(IRTypedConstant(global.type, initializer).description == text)
    }
  }

  @Test func instructionsKeepFlagsPredicatesCasesAndUnknownOpcodes() throws {
    let module = try IRReader.read(
      """
      define float @f(float %x, i32 %n) {
      entry:
        %a = fadd nnan ninf float %x, 1.000000e+00, !dbg !4
        %c = icmp samesign ult i32 %n, 3
        %z = freeze i32 %n
        switch i32 %n, label %done [
          i32 0, label %zero
          i32 7, label %done
        ]
      zero:
        br label %done
      done:
        %r = phi float [ %a, %entry ], [ %x, %zero ]
        ret float %r
      }
      """)
    let function = try #require(module.function("f"))
    #expect(function.blocks.map(\.label) == ["entry", "zero", "done"])
    let add = try #require(function.instruction("a"))
    #expect(add.flags == ["nnan", "ninf"])
    #expect(add.debugLocation == 4)
    #expect(add.position.line == 3)
    let compare = try #require(function.instruction("c"))
    #expect(compare.flags == ["samesign"])
    #expect(
      compare.operation
        == .integerCompare(
          .ult, IRTypedValue(.integer(bits: 32), .local("n")), .constant(.integer(3))))
    let freeze = try #require(function.instruction("z"))
    #expect(freeze.operation == .unknown(opcode: "freeze", text: "%z = freeze i32 %n"))
    #expect(freeze.position.line == 5)
    #expect(module.unknownInstructions.map(\.opcode) == ["freeze"])
    #expect(function.blocks.first?.successors == ["done", "zero", "done"])
    guard case .switchBranch(_, _, let cases)? = function.blocks.first?.terminator?.operation else {
      Issue.record("entry does not end in a switch")
      return
    }
    #expect(cases.map(\.value.constant) == [.integer(0), .integer(7)])
  }
}
