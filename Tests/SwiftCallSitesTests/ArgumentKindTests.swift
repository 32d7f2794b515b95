import ShaderRegistry
import SwiftCallSites
import Testing

/// Each `Shader.Argument` kind is read at its argument, through prefixes, breaks and comments.
@Suite struct ArgumentKindTests {
  @Test func allTenKindsOneALine() {
    let source = """
      let s = ShaderLibrary.all(
        .float(1),
        .float2(p),
        .float2(1, 2),
        .float3(1, 2, 3),
        .float4(1, 2, 3, 4),
        .floatArray([1, 2]),
        .color(.red),
        .colorArray([.red, .blue]),
        .image(Image("x")),
        .data(bytes),
        .boundingRect,
      )
      """
    let model = ReaderProbe.read(source)
    let expected: [ShaderArgumentKind] = [
      .float, .float2, .float2, .float3, .float4, .floatArray, .color, .colorArray, .image,
      .data, .boundingRect,
    ]
    #expect(model.callSites.map(\.argumentKinds) == [expected])
    #expect(
      ReaderProbe.argumentPlaces(model) == [
        (2...12).map { "\(expected[$0 - 2])@\($0):3" }
      ])
    #expect(
      ReaderProbe.sites(model) == [
        "all A.swift:1:23 call 1:9 [float, float2, float2, float3, float4, floatArray, color, colorArray, image, data, boundingRect]"
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func everyKindHasItsSpelling() {
    // One call per kind, so a kind read as another is caught by name.
    let calls = ShaderArgumentKind.allCases.map { kind in
      kind == .boundingRect
        ? "let v\(kind) = ShaderLibrary.f\(kind)(.boundingRect)"
        : "let v\(kind) = ShaderLibrary.f\(kind)(.\(kind)(x))"
    }
    let model = ReaderProbe.read(calls.joined(separator: "\n"))
    #expect(model.callSites.map(\.function) == ShaderArgumentKind.allCases.map { "f\($0)" })
    #expect(model.callSites.map(\.argumentKinds) == ShaderArgumentKind.allCases.map { [$0] })
  }

  @Test func theShaderArgumentPrefix() {
    let source =
      "let t = ShaderLibrary.prefixed(Shader.Argument.float(1), SwiftUI.Shader.Argument.color(.red), Shader.Argument.boundingRect)\n"
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == ["prefixed A.swift:1:23 call 1:9 [float, color, boundingRect]"])
    #expect(
      ReaderProbe.argumentPlaces(model) == [["float@1:32", "color@1:58", "boundingRect@1:95"]])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func commentsBetweenArgumentsAndALeadingComma() {
    let source = """
      let u = ShaderLibrary.commented(
        .float(1), /* between */ .float2(p) // after
        // a whole line
        , .color(.red)
      )
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["commented A.swift:1:23 call 1:9 [float, float2, color]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@2:3", "float2@2:28", "color@4:5"]])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aCallSplitOverLinesWithATrailingComma() {
    let source = """
      struct V: View {
        var body: some View {
          Text("x")
            .colorEffect(
              ShaderLibrary
                .split(
                  .float(1),
                  .color(.red),
                )
            )
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["split A.swift:6:12 call 5:9 [float, color]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@7:13", "color@8:13"]])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:4:8 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func noArgumentsIsAnEmptyStaticList() {
    let model = ReaderProbe.read("let s = ShaderLibrary.plain()\n")
    #expect(ReaderProbe.sites(model) == ["plain A.swift:1:23 call 1:9 []"])
    #expect(model.callSites.map(\.isResolved) == [true])
  }

  @Test func aVariableArgumentLeavesTheArgumentsUnknown() {
    let model = ReaderProbe.read("let v = ShaderLibrary.nonliteral(.float(1), origin)\n")
    #expect(ReaderProbe.sites(model) == ["nonliteral A.swift:1:23 call 1:9 nil"])
    #expect(model.callSites.map(\.isResolved) == [false])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:1:23"])
    #expect(model.callSites.first?.unresolvedReason?.contains("argument 2 'origin'") == true)
  }

  @Test func aLabelledArgumentLeavesTheArgumentsUnknown() {
    let model = ReaderProbe.read("let v = ShaderLibrary.labelled(.float(1), size: .float(2))\n")
    #expect(ReaderProbe.sites(model) == ["labelled A.swift:1:23 call 1:9 nil"])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:1:23"])
    #expect(model.callSites.first?.unresolvedReason?.contains("label 'size'") == true)
  }

  @Test func anUnknownMemberOrAHelperIsNotAKind() {
    let source = """
      let a = ShaderLibrary.five(.float5(1))
      let b = ShaderLibrary.helper(Shader.Argument.make(1))
      let c = ShaderLibrary.rectCall(.boundingRect(1))
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "five A.swift:1:23 call 1:9 nil",
        "helper A.swift:2:23 call 2:9 nil",
        "rectCall A.swift:3:23 call 3:9 nil",
      ])
    #expect(
      ReaderProbe.diagnostics(model) == [
        "warning unresolvedCallSite A.swift:1:23",
        "warning unresolvedCallSite A.swift:2:23",
        "warning unresolvedCallSite A.swift:3:23",
      ])
  }

  @Test func aTrailingClosureIsNotAnArgument() {
    let model = ReaderProbe.read("let s = ShaderLibrary.closure(.float(1)) { 2 }\n")
    #expect(ReaderProbe.sites(model) == ["closure A.swift:1:23 call 1:9 nil"])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:1:23"])
  }
}
