import Foundation

/// The spec's functions whose form the generator does not make: results through a reference,
/// bit-field arguments, matrices and constructors, each one expression with its closed form.
extension SpecConformanceTests {
  static func custom(_ label: String, _ expression: String, _ expected: [Double], _ element: String)
    -> Case
  {
    Case(
      label: label, expression: expression, expected: expected,
      element: SpecElement(name: element), slack: 0, isBool: false)
  }

  static let customCases: [Case] = [
    // Math: frexp's mantissa and exponent, ldexp, ilogb.
    custom(
      "frexp(float3, int3&)",
      "[] { int3 e; float3 m = metal::frexp(float3(12.0f, 0.375f, -3.0f), e); return float3(m.x, m.y, m.z) + float3(e) * 100.0f; }()",
      [0.75 + 400, 0.75 - 100, -0.75 + 200], "float"),
    custom(
      "ldexp(float2, int2)", "metal::ldexp(float2(0.75f, -1.5f), int2(4, -2))", [12, -0.375],
      "float"),
    custom("ldexp(half, int)", "metal::ldexp((half)0.75, 3)", [6], "half"),
    custom(
      "ilogb(float3)", "float3(metal::ilogb(float3(12.0f, 0.375f, 1.0f)))", [3, -2, 0], "float"),
    // Integer bit fields and rotations.
    custom("extract_bits(uint, 4, 8)", "metal::extract_bits(0xABCDu, 4u, 8u)", [0xBC], "uint"),
    custom(
      "extract_bits(int, 4, 4) sign-extends", "metal::extract_bits(0xF0, 4u, 4u)", [-1], "int"),
    custom(
      "insert_bits(uint, uint, 8, 8)", "metal::insert_bits(0x12345678u, 0xABu, 8u, 8u)",
      [Double(0x1234_AB78)], "uint"),
    custom(
      "reverse_bits(uint)", "metal::reverse_bits(0x1u)", [Double(0x8000_0000 as UInt32)], "uint"),
    custom("reverse_bits(uchar)", "metal::reverse_bits((uchar)0x3)", [0xC0], "uchar"),
    custom("rotate(uint, 4)", "metal::rotate(0x80000001u, 4u)", [0x18], "uint"),
    custom(
      "rotate(uchar2, uchar2)",
      "metal::rotate(uchar2((uchar)0x81, (uchar)0x0F), uchar2((uchar)1, (uchar)4))", [0x03, 0xF0],
      "uchar"),
    custom("madhi(int, int, int)", "metal::madhi(0x40000000, 8, 5)", [2 + 5], "int"),
    // Matrices: constructors, products, transpose, determinant.
    custom(
      "float2x2(4 scalars) * float2", "float2x2(1.0f, 2.0f, 3.0f, 4.0f) * float2(1.0f, 1.0f)",
      [4, 6], "float"),
    custom(
      "float3x3(3 columns)[1]", "float3x3(float3(1, 0, 0), float3(0, 2, 0), float3(0, 0, 3))[1]",
      [0, 2, 0], "float"),
    // Columns as braced lists, as public code initialises a matrix from a buffer.
    custom(
      "float3x3 = {{…}, {…}, {…}} * float3",
      "[] { float3x3 m = {{1.0f, 2.0f, 3.0f}, {4.0f, 5.0f, 6.0f}, {7.0f, 8.0f, 9.0f}}; return m * float3(1.0f, 0.0f, 2.0f); }()",
      [15, 18, 21], "float"),
    custom(
      "float2x2 = {{…}, {…}}[1]",
      "[] { float2x2 m = {{1.0f, 2.0f}, {3.0f, 4.0f}}; return m[1]; }()",
      [3, 4], "float"),
    custom(
      "half4x4 = {{…} ×4}[3]",
      "[] { half4x4 m = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0.5, 0.25, 0, 1}}; return m[3]; }()",
      [0.5, 0.25, 0, 1], "half"),
    custom(
      "determinant(float3x3)",
      "metal::determinant(float3x3(float3(2, 0, 0), float3(1, 3, 0), float3(4, 5, 6)))",
      [36], "float"),
    custom(
      "determinant(float2x2)", "metal::determinant(float2x2(1.0f, 2.0f, 3.0f, 4.0f))", [-2], "float"
    ),
    custom(
      "transpose(float2x3)[2]", "metal::transpose(float2x3(float3(1, 2, 3), float3(4, 5, 6)))[2]",
      [3, 6], "float"),
    custom(
      "float2 * float2x2", "float2(1.0f, 2.0f) * float2x2(1.0f, 2.0f, 3.0f, 4.0f)", [5, 11], "float"
    ),
    custom(
      "float4x3 * float4",
      "float4x3(float3(1), float3(2), float3(3), float3(4)) * float4(1, 1, 1, 1)",
      [10, 10, 10], "float"),
    custom(
      "half2x2(4 scalars) * half2",
      "half2x2((half)1, (half)2, (half)3, (half)4) * half2((half)1, (half)0)",
      [1, 2], "half"),
    // Vector constructors: concatenation, broadcast, conversion, swizzles.
    custom(
      "float4(float2, float, float)", "float4(float2(1, 2), 3.0f, 4.0f)", [1, 2, 3, 4], "float"),
    custom("float3(float)", "float3(0.5f)", [0.5, 0.5, 0.5], "float"),
    custom(
      "half4(float4)", "half4(float4(0.1f, 0.2f, 0.3f, 0.4f))",
      [0.1, 0.2, 0.3, 0.4].map { Double(Float16(Float($0))) }, "half"),
    custom("int2(float2) truncates", "int2(float2(1.9f, -1.9f))", [1, -1], "int"),
    custom(
      "float4(v.zyx, 1)", "[] { float3 v = float3(1, 2, 3); return float4(v.zyx, 1.0f); }()",
      [3, 2, 1, 1], "float"),
    custom("bool3(true, false, true)", "float3(bool3(true, false, true))", [1, 0, 1], "float"),
  ]
}
