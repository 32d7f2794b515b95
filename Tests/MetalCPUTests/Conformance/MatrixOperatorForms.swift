import Foundation

/// Which operator forms between matrices, vectors and scalars compile, as the Metal Shading
/// Language Specification has them ("Matrix Operators": + and − of one shape, * of a scalar
/// and a matrix, of a matrix and a vector either way round and of two matrices whose inner sizes
/// agree; "Implicit Type Conversions": no conversion between vector or matrix types), each
/// a `static_assert` in the suite's source: a form Metal rejects must stay a compile error here.
enum MatrixOperatorForms {
  /// One form: the detector (`mul`, `add`, `sub`, `div`, `eq`, `mul_assign`, `add_assign`), its
  /// operand types, and whether it compiles.
  struct Form: Sendable {
    var detector: String
    var left: String
    var right: String
    var compiles: Bool
    var why: String
  }

  static let forms: [Form] = [
    Form(
      detector: "mul_assign", left: "float2", right: "float2x2", compiles: true,
      why: "uv *= rotate(t)"),
    Form(
      detector: "mul_assign", left: "half3", right: "half3x3", compiles: true,
      why: "v *= m, m square"),
    Form(
      detector: "mul_assign", left: "float2", right: "float3x2", compiles: false,
      why: "v · m is a float3"),
    Form(
      detector: "mul_assign", left: "float2", right: "half2x2", compiles: false,
      why: "no float/half mixing"),
    Form(
      detector: "mul_assign", left: "float2x2", right: "float2", compiles: false,
      why: "m · v is a vector"),
    Form(
      detector: "mul_assign", left: "float2x3", right: "float2x2", compiles: true,
      why: "m *= n, n square"),
    Form(
      detector: "mul_assign", left: "float2x3", right: "float3x2", compiles: false,
      why: "m · n is 3x3"),
    Form(
      detector: "mul_assign", left: "half4x4", right: "float", compiles: true,
      why: "a scalar converts"),
    Form(detector: "add_assign", left: "half4x4", right: "half4x4", compiles: true, why: "m += n"),
    Form(
      detector: "add_assign", left: "half4x4", right: "float4x4", compiles: false,
      why: "no matrix conversion"),
    Form(
      detector: "mul", left: "float2x2", right: "half2", compiles: false,
      why: "no vector conversion"),
    Form(
      detector: "mul", left: "half2", right: "float2x2", compiles: false,
      why: "no vector conversion"),
    Form(
      detector: "mul", left: "float3x2", right: "float2", compiles: false,
      why: "m · v needs 3 lanes"),
    Form(
      detector: "mul", left: "float3", right: "float3x2", compiles: false,
      why: "v · m needs 2 lanes"),
    Form(
      detector: "mul", left: "half2x2", right: "float2x2", compiles: false,
      why: "no matrix conversion"),
    Form(
      detector: "mul", left: "float3x2", right: "float3x2", compiles: false,
      why: "inner sizes differ"),
    Form(
      detector: "mul", left: "float3x2", right: "float2x3", compiles: true, why: "inner sizes agree"
    ),
    Form(detector: "mul", left: "float2x2", right: "int", compiles: true, why: "a scalar converts"),
    Form(
      detector: "mul", left: "float2x2", right: "int2", compiles: false, why: "no vector conversion"
    ),
    Form(
      detector: "add", left: "float3x2", right: "float2x3", compiles: false, why: "shapes differ"),
    Form(
      detector: "add", left: "float2x2", right: "float", compiles: false, why: "no scalar + matrix"),
    Form(
      detector: "sub", left: "half2x2", right: "float2x2", compiles: false,
      why: "no matrix conversion"),
    Form(
      detector: "div", left: "float2x2", right: "float", compiles: false, why: "the spec has no /"),
    Form(
      detector: "eq", left: "float2x2", right: "float2x2", compiles: false,
      why: "the spec has no =="),
  ]

  /// The detectors and one `static_assert` per form, plus the result types the spec gives.
  static var source: [String] {
    var lines = [
      "template <class T> T &&ep_decl();",
      "template <class...> using ep_void = void;",
      "#define EP_CAN(NAME, EXPR) \\",
      "  template <class A, class B, class = void> struct can_##NAME { static constexpr bool value = false; }; \\",
      "  template <class A, class B> struct can_##NAME<A, B, ep_void<decltype(EXPR)>> { static constexpr bool value = true; };",
      "EP_CAN(mul, ep_decl<A>() * ep_decl<B>())",
      "EP_CAN(add, ep_decl<A>() + ep_decl<B>())",
      "EP_CAN(sub, ep_decl<A>() - ep_decl<B>())",
      "EP_CAN(div, ep_decl<A>() / ep_decl<B>())",
      "EP_CAN(eq, ep_decl<A>() == ep_decl<B>())",
      "EP_CAN(mul_assign, ep_decl<A &>() *= ep_decl<B>())",
      "EP_CAN(add_assign, ep_decl<A &>() += ep_decl<B>())",
    ]
    for form in forms {
      let test = "can_\(form.detector)<\(form.left), \(form.right)>::value"
      let verb = form.compiles ? "compiles" : "is rejected"
      lines.append(
        "static_assert(\(form.compiles ? "" : "!")\(test), \"\(form.left) \(form.detector) \(form.right) \(verb): \(form.why)\");"
      )
    }
    // The result types: rows of the left operand, columns of the right.
    for (expression, type) in [
      ("ep_decl<float3x2>() * ep_decl<float2x3>()", "float2x2"),
      ("ep_decl<float2x3>() * ep_decl<float3x2>()", "float3x3"),
      ("ep_decl<float4x2>() * ep_decl<float4>()", "float2"),
      ("ep_decl<float2>() * ep_decl<float4x2>()", "float4"),
      ("ep_decl<half2x2>() * 2.0f", "half2x2"),
      ("ep_decl<float2x2>() * (half)2", "float2x2"),
    ] {
      lines.append(
        "static_assert(__is_same(decltype(\(expression)), \(type)), \"\(expression) is \(type)\");")
    }
    return lines
  }
}
