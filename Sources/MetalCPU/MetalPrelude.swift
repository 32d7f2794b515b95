import MetalCPUSources

/// The prelude every `.metal` file is compiled against: a C++17 header that stands in for
/// `<metal_stdlib>` and `<SwiftUI/SwiftUI_Metal.h>` (docs/metal-on-cpu.md lists what it
/// provides). Vector types are clang `ext_vector_type`s, so swizzles and swizzle assignment
/// work natively; `half` is `_Float16`; `float2(x, y)` and its kin are function-like macros
/// over a variadic maker; `0.5h` is a literal operator; `[[ stitchable ]]` becomes
/// `clang::annotate("stitchable")`.
enum MetalPrelude {
  /// The header's file name inside the include folder.
  static let fileName = "effectproof_metal.h"

  /// The standard library's headers (Metal Shading Language Specification, "Metal Standard
  /// Library": each table names the header its functions are in) and `<simd/simd.h>`, whose
  /// `vector_float3` names shared headers use: each includes the whole prelude.
  static let standardHeaders = [
    "metal_stdlib", "metal_common", "metal_integer", "metal_relational", "metal_math",
    "metal_matrix", "metal_geometric", "metal_compute", "metal_graphics", "metal_texture",
    "metal_pack", "metal_atomic", "metal_simdgroup", "metal_simdgroup_matrix",
    "metal_quadgroup", "metal_types", "metal_numeric", "metal_uniform", "metal_logging",
    "simd/simd.h",
  ]

  /// The headers a Metal source may include, each of which includes the prelude.
  static let shims: [(path: String, text: String)] =
    standardHeaders.map { header in
      (
        header,
        header.contains("/")
          ? "#include \"../effectproof_metal.h\"\n" : "#include \"effectproof_metal.h\"\n"
      )
    } + [
      ("SwiftUI/SwiftUI.h", "#include \"../effectproof_metal.h\"\n"),
      ("SwiftUI/SwiftUI_Metal.h", "#include \"../effectproof_metal.h\"\n"),
    ]

  /// Metal functions a per-pixel CPU run cannot provide (derivatives, threadgroups, SIMD
  /// groups) or that the prelude does not yet: a source calling one gets clang's "undeclared
  /// identifier" with this said after it (docs/metal-on-cpu.md, "The supported subset").
  static let unprovided: Set<String> = [
    "dfdx", "dfdy", "fwidth", "dfdx_coarse", "dfdy_coarse", "dfdx_fine", "dfdy_fine",
    "threadgroup_barrier", "simdgroup_barrier", "simd_sum", "simd_shuffle", "quad_shuffle",
    "discard_fragment", "pack_float_to_unorm4x8", "unpack_unorm4x8_to_float",
    "pack_half_to_unorm4x8", "unpack_unorm4x8_to_half",
  ]

  /// Every function the prelude provides, as a shader calls it (docs/metal-on-cpu.md).
  static let functions = [
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2",
    "exp10", "log", "log2", "log10", "pow", "powr", "sqrt", "rsqrt", "abs", "fabs", "sign",
    "floor", "ceil", "round", "rint", "trunc", "fract", "fmod", "fmin", "fmax", "min", "max",
    "min3", "max3", "clamp", "saturate", "mix", "step", "smoothstep", "fma", "isnan", "isinf",
    "dot", "length", "length_squared", "distance", "normalize", "cross", "reflect", "refract",
    "all", "any", "select", "transpose", "determinant",
    "as_type", "sinpi", "cospi", "tanpi", "copysign", "fdim", "distance_squared", "faceforward",
    "median3", "isfinite", "signbit", "asinh", "acosh", "atanh", "sincos", "modf", "fmin3",
    "fmax3", "fmedian3", "isnormal", "isordered", "isunordered", "popcount", "clz", "ctz",
    "absdiff", "addsat", "subsat", "hadd", "rhadd", "mul24", "mad24", "mulhi", "madhi", "madsat",
    "reverse_bits", "rotate", "extract_bits", "insert_bits", "divide", "nextafter", "ldexp",
    "frexp", "ilogb",
  ]

  /// The header's text: Sources/MetalCPUSources/Prelude/effectproof_metal.h, embedded.
  static let text = String(cString: ep_source_prelude())
}
