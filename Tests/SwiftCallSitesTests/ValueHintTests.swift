import ShaderRegistry
import SwiftCallSites
import Testing

/// The literal values that reach a call site's arguments (through factories, defaults,
/// constants, `??` and ternaries), what is not a literal and where, and the frame of a use
/// site's modifier chain: what `effectproof init` guesses from (docs/init.md).
@Suite(.enabled(if: SwiftShaderReader.isAvailable, "this build does not link SwiftParser"))
struct ValueHintTests {
  static let factories = """
    enum Fx {
      static let reach = CGSize(width: 4, height: 2)
      static func loupe(center: CGPoint, radius: Double, zoom: Double = 3) -> Shader {
        ShaderLibrary.loupe(.float2(center), .float(radius), .float(zoom))
      }
      static func tint(_ colour: Color, levels: [Float]) -> Shader {
        ShaderLibrary.tint(.color(colour), .floatArray(levels), .float2(reach), .float2(1, 2))
      }
    }
    """

  static let views = """
    struct V: View {
      @State var touch: CGPoint?
      @State var radius = 40.0
      let flag: Bool
      var body: some View {
        VStack {
          Image("a")
            .frame(width: 120, height: 80)
            .layerEffect(
              Fx.loupe(center: touch ?? .zero, radius: flag ? 10 : 20), maxSampleOffset: .zero)
            .frame(width: 999, height: 999)
          Rectangle()
            .colorEffect(Fx.tint(.indigo.opacity(0.5), levels: [0, 0.25, 1]))
            .frame(width: 60, height: 40)
          Rectangle()
            .colorEffect(Fx.tint(Color(red: 1, green: 0.5, blue: 0), levels: []))
          Color.clear.layerEffect(Fx.loupe(center: CGPoint(x: 3, y: 4), radius: radius, zoom: 1), maxSampleOffset: .zero)
        }
      }
    }
    """

  static func read() -> (SwiftShaderModel, SwiftValueHints) {
    let files = [(file: "Fx.swift", text: factories), (file: "V.swift", text: views)]
    let model = SwiftShaderReader().read(sources: files)
    return (model, SwiftShaderReader().values(for: model, sources: files))
  }

  /// `[values] | not literal at lines` for one argument of the call site of `function`.
  static func show(_ function: String, _ index: Int) throws -> String {
    let (model, hints) = read()
    let site = try #require(model.callSites.firstIndex { $0.function == function })
    let hint = hints.arguments[site][index]
    let values = hint.literals.map { "\($0.numbers)@\($0.location.positionOrStart.line)" }
    let others = hint.others.map { "\($0.file):\($0.positionOrStart.line)" }
    let sizes = hint.viewSizes.map { "\($0.positionOrStart.line)" }
    return "[\(values.joined(separator: ", "))] others \(others) sizes \(sizes)"
  }

  static func expect(
    _ function: String, _ index: Int, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let shown = try show(function, index)
    #expect(shown == expected, "\(shown)", sourceLocation: sourceLocation)
  }

  @Test func aFactorysParameterGetsWhatItsCallersPass() throws {
    // `touch ?? .zero`: the optional is not a literal, `.zero` is; CGPoint(x:y:) is a literal.
    try Self.expect("loupe", 0, "[[0.0, 0.0]@10, [3.0, 4.0]@17] others [\"V.swift:10\"] sizes []")
    // Both branches of a ternary; a @State var is not a literal, but its initial value (40,
    // line 3) is where the app starts, so it widens the guess.
    try Self.expect(
      "loupe", 1, "[[10.0]@10, [20.0]@10, [40.0]@3] others [\"V.swift:17\"] sizes []")
    // A default value counts where the caller leaves it out.
    try Self.expect("loupe", 2, "[[3.0]@3, [1.0]@17] others [] sizes []")
  }

  @Test func coloursArraysAndConstantsAreRead() throws {
    try Self.expect(
      "tint", 0, "[[0.345, 0.337, 0.839, 0.5]@13, [1.0, 0.5, 0.0, 1.0]@16] others [] sizes []")
    try Self.expect("tint", 1, "[[0.0, 0.25, 1.0]@13, []@16] others [] sizes []")
    // A static constant, and a .float2(x, y) of two literals.
    try Self.expect("tint", 2, "[[4.0, 2.0]@2] others [] sizes []")
    try Self.expect("tint", 3, "[[1.0, 2.0]@7] others [] sizes []")
  }

  @Test func theFrameNearestInsideTheModifierComesFirst() throws {
    let (model, hints) = Self.read()
    let frames = model.uses.indices.map { index -> String in
      guard let frame = hints.frames[index] else {
        return "\(model.uses[index].location.positionOrStart.line): none"
      }
      return "\(model.uses[index].location.positionOrStart.line): \(frame.size.x)×\(frame.size.y)"
    }
    // The loupe's frame before it (120×80) wins over the one after (999×999); the first tint
    // has only a frame after it; the second and the last loupe none.
    #expect(frames == ["9: 120.0×80.0", "13: 60.0×40.0", "16: none", "17: none"], "\(frames)")
  }

  @Test func aViewsSizeIsNamedAndARecursiveFactoryEnds() throws {
    let files = [
      (
        file: "A.swift",
        text: """
        enum Fx {
          static func e(_ x: Double, _ n: Int) -> Shader {
            n == 0 ? ShaderLibrary.e(.float(x)) : e(x, n - 1)
          }
          static func c(_ x: Double) -> Shader { ShaderLibrary.c(.float(x)) }
          static func d(_ x: Double) -> Shader { c(x) }
        }
        struct V: View {
          var body: some View {
            GeometryReader { proxy in
              Color.red.colorEffect(ShaderLibrary.s(.float2(proxy.size)))
                .colorEffect(Fx.d(Fx.d(2)))
                .colorEffect(Fx.e(5, 3))
            }
          }
        }
        """
      )
    ]
    let model = SwiftShaderReader().read(sources: files)
    let hints = SwiftShaderReader().values(for: model, sources: files)
    let size = try #require(model.callSites.firstIndex { $0.function == "s" })
    #expect(hints.arguments[size][0].viewSizes.map(\.positionOrStart.line) == [11])
    #expect(hints.arguments[size][0].literals.isEmpty)
    let c = try #require(model.callSites.firstIndex { $0.function == "c" })
    // d(d(2)): the inner d is a caller of d too; what it passes is its own parameter, which
    // the outer call fills with 2. No hang, and 2 is found.
    #expect(hints.arguments[c][0].literals.map(\.numbers) == [[2]], "\(hints.arguments[c][0])")
    // e calls itself: followed as deep as the reader goes, then given up on, with 5 found.
    let e = try #require(model.callSites.firstIndex { $0.function == "e" })
    #expect(hints.arguments[e][0].literals.map(\.numbers) == [[5]], "\(hints.arguments[e][0])")
    #expect(!hints.arguments[e][0].others.isEmpty)
  }
}
