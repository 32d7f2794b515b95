import EffectProofBase
import EffectProofTestSupport
import Foundation
import MetalCPU
import Testing

/// ``MetalParameterKind/init(spelling:)`` (the scanner's reading of a type's spelling) against
/// the compiled program's classification (`ep_entries::kind`, C++ template specialisation on
/// the type clang resolved): two independent readings of one parameter.
@Suite struct ParameterKindTests {
  /// Spellings an app writes, each with the kind a reader of the Metal specification gives it.
  static let spellings: [(spelling: String, kind: MetalParameterKind)] = [
    ("float", .float), ("const float", .float), ("metal::float2", .float2),
    ("vec<float, 2>", .float2), ("float3", .float3), ("float4", .float4), ("half", .half),
    ("half2", .half2), ("half3", .half3), ("half4", .half4), ("vec<half, 4>", .half4),
    ("int", .int), ("int32_t", .int), ("uint", .uint), ("uint32_t", .uint),
    ("unsigned int", .uint), ("device const float *", .floatPointer),
    ("constant float *", .floatPointer), ("device const float*", .floatPointer),
    ("device const half4 *", .half4Pointer), ("device const void *", .pointer),
    ("device const int *", .pointer), ("texture2d<half>", .texture),
    ("texture2d<float, access::read>", .texture), ("metal::texture2d<half>", .texture),
    ("float3x3", .other), ("bool", .other), ("Tint", .other),
  ]

  /// The spelling reader gives each spelling its kind.
  @Test func theSpellingGivesTheKind() {
    for (spelling, kind) in Self.spellings {
      #expect(MetalParameterKind(spelling: spelling) == kind, "\(spelling)")
    }
  }

  /// A source with one stitchable function per spelling (`half4 k0(float2 position, T value)`)
  /// compiles, and the program classifies each parameter as the spelling reader does. `Tint`
  /// is a struct, so `other` either way.
  @Test func theProgramClassifiesEverySpellingAsTheReaderDoes() throws {
    let folder = try TemporaryFolder()
    var source = "#include <metal_stdlib>\n#include <SwiftUI/SwiftUI_Metal.h>\n"
    source += "using namespace metal;\nstruct Tint { float a; };\n"
    for (index, entry) in Self.spellings.enumerated() {
      source +=
        "[[ stitchable ]] half4 k\(index)(float2 position, \(entry.spelling) value) "
        + "{ return half4(0.0h); }\n"
    }
    let file = try folder.write("Kinds.metal", source)
    let compiled = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    try #require(compiled.status == .compiled, "\(compiled.diagnostics.map(\.line))")
    try #require(compiled.functions.count == Self.spellings.count)
    for (function, entry) in zip(compiled.functions, Self.spellings) {
      #expect(function.parameters[1].kind == entry.kind, "\(entry.spelling)")
      #expect(function.returnKind == .half4)
    }
  }
}
