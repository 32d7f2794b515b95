import EffectProofBase
import LocatedJSON
import ShaderRegistry
import Testing

/// Object-like macros defined earlier in the file are expanded in a stitchable signature, as
/// clang reads it; a name the scanner cannot expand is a warning, and the function is left
/// unchecked rather than reported wrong.
@Suite struct SignatureMacroTests {
  /// The one function of `lines`, with the scan's diagnostics.
  func read(_ lines: [String]) throws -> (StitchableFunction, [Diagnostic]) {
    let result = scan(lines.joined(separator: "\n") + "\n")
    let function = try #require(result.functions.first)
    #expect(result.functions.count == 1)
    return (function, result.diagnostics)
  }

  /// `type name` of each parameter.
  func parameters(_ function: StitchableFunction) -> [String] {
    function.parameters.map { "\($0.type) \($0.name)" }
  }

  @Test func aMacroForTheLeadingParametersExpandsToThem() throws {
    let (grade, diagnostics) = try read([
      "#define COLOR_EFFECT_ARGS float2 position, half4 color",
      "[[ stitchable ]] half4 grade(COLOR_EFFECT_ARGS, float amount) { return color; }",
    ])
    #expect(diagnostics == [])
    #expect(parameters(grade) == ["float2 position", "half4 color", "float amount"])
    #expect(grade.candidateUsages == [.colorEffect, .shapeStyle])
    #expect(grade.unexpandedMacro == nil)
    let registry = WarmupRegistry([Warmup(name: "grade", usage: .colorEffect, arguments: [.float])])
    #expect(
      RegistryChecker.check(
        registry,
        against: scan("#define A float2 p, half4 c\n[[ stitchable ]] half4 grade(A, float k) {}\n"))
        == [])
  }

  /// clang places a parameter that comes from a macro at the macro's name, where it is used.
  @Test func expandedParametersStandAtTheMacroName() throws {
    let (grade, _) = try read([
      "#define COLOR_EFFECT_ARGS float2 position, half4 color",
      "[[ stitchable ]] half4 grade(",
      "    COLOR_EFFECT_ARGS,",
      "    float amount) { return color; }",
    ])
    #expect(
      grade.parameters.map(\.position.description) == ["3:5", "3:5", "4:5"])
  }

  @Test func aMacroForTheReturnType() throws {
    let (tint, diagnostics) = try read([
      "#define COLOUR half4",
      "[[ stitchable ]] COLOUR tint(float2 p, half4 c) { return c; }",
    ])
    #expect(diagnostics == [])
    #expect(tint.returnType == "half4")
    #expect(tint.returnKind == .half4)
    #expect(tint.inferredUsage == .colorEffect)
  }

  @Test func aMacroForOneArgumentParameter() throws {
    let (wave, diagnostics) = try read([
      "#define AMPLITUDE float amplitude",
      "#define TYPE device const float *",
      "[[ stitchable ]] float2 wave(float2 p, AMPLITUDE, TYPE values, int count) { return p; }",
    ])
    #expect(diagnostics == [])
    #expect(
      parameters(wave) == [
        "float2 p", "float amplitude", "device const float * values", "int count",
      ])
    #expect(wave.parameters[1].position.description == "3:40")
  }

  @Test func nestedMacrosExpandThroughEachOther() throws {
    let (grade, diagnostics) = try read([
      "#define POSITION float2 position",
      "#define COLOR_TYPE half4",
      "#define LEADING POSITION, COLOR_TYPE color",
      "[[ stitchable ]] half4 grade(LEADING, float amount) { return color; }",
    ])
    #expect(diagnostics == [])
    #expect(parameters(grade) == ["float2 position", "half4 color", "float amount"])
  }

  @Test func undefRemovesAMacroAndARedefinitionReplacesIt() throws {
    let result = scan(
      [
        "#define ARGS float2 p, half4 c",
        "[[ stitchable ]] half4 a(ARGS) { return c; }",
        "#undef ARGS",
        "#define ARGS float2 p, SwiftUI::Layer l",
        "[[ stitchable ]] half4 b(ARGS) { return 0; }",
        "#undef ARGS",
        "[[ stitchable ]] half4 c(ARGS) { return 0; }",
      ].joined(separator: "\n") + "\n")
    #expect(
      result.functions.map { parameters($0) } == [
        ["float2 p", "half4 c"], ["float2 p", "SwiftUI::Layer l"], ["ARGS "],
      ])
    #expect(result.functions.map(\.unexpandedMacro) == [nil, nil, "ARGS"])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.subject ?? "-") \($0.place)" } == [
        "warning c 7:26"
      ])
  }

  @Test func aDefineInsideIfZeroIsIgnored() throws {
    let (grade, diagnostics) = try read([
      "#define ARGS float2 position, half4 color",
      "#if 0",
      "#define ARGS float2 position",
      "#undef ARGS",
      "#endif",
      "[[ stitchable ]] half4 grade(ARGS, float amount) { return color; }",
    ])
    #expect(diagnostics == [])
    #expect(parameters(grade) == ["float2 position", "half4 color", "float amount"])
  }

  /// A macro defined one way under `#ifdef` and another under `#else` depends on the build:
  /// the scanner does not guess. The same definition on both branches is no question.
  @Test func aMacroDefinedTwoWaysOnUndecidedBranchesIsNotGuessed() throws {
    let result = scan(
      [
        "#ifdef USE_LAYER", "#define ARGS float2 p, SwiftUI::Layer l", "#define SAME float k",
        "#else", "#define ARGS float2 p, half4 c", "#define SAME float k", "#endif",
        "[[ stitchable ]] half4 f(ARGS, SAME) { return 0; }",
        "[[ stitchable ]] half4 g(float2 p, half4 c, SAME) { return c; }",
      ].joined(separator: "\n") + "\n")
    #expect(result.functions.map(\.unexpandedMacro) == ["ARGS", nil])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.place) \(Self.reason($0.message))" } == [
        "warning 8:26 it is defined differently on branches of an #if the scanner cannot decide"
      ])
    #expect(result.functions.last.map(parameters) == ["float2 p", "half4 c", "float k"])
  }

  @Test func aDefineWithContinuationsAndComments() throws {
    let (grade, diagnostics) = try read([
      "#define ARGS /* the leading ones */ float2 position, \\",
      "             half4 color // and no more",
      "[[ stitchable ]] half4 grade(ARGS, float amount) { return color; }",
    ])
    #expect(diagnostics == [])
    #expect(parameters(grade) == ["float2 position", "half4 color", "float amount"])
  }

  /// `#define A A` and a pair that name each other stop where the C preprocessor does: a macro
  /// is not expanded inside itself.
  @Test func selfReferentialMacrosTerminate() throws {
    let result = scan(
      [
        "#define A A", "#define B C", "#define C B",
        "[[ stitchable ]] half4 f(float2 p, half4 c, A x, B y) { return c; }",
      ].joined(separator: "\n") + "\n")
    let f = try #require(result.functions.first)
    #expect(parameters(f) == ["float2 p", "half4 c", "A x", "B y"])
  }

  @Test func aFunctionLikeMacroWarnsAndIsNotChecked() throws {
    let (grade, diagnostics) = try read([
      "#define ARGS(name) float2 position, half4 name",
      "[[ stitchable ]] half4 grade(ARGS(color), float amount) { return color; }",
    ])
    #expect(grade.unexpandedMacro == "ARGS")
    #expect(
      diagnostics.map {
        "\($0.severity) \($0.id.name) \($0.subject ?? "-") \($0.place) \($0.message)"
      }
        == [
          "warning parseError grade 2:30 grade's signature uses ARGS, which the scanner cannot expand (a function-like macro); its parameters are read as written, and its usage and arguments are not checked"
        ])
    // Neither the registry check nor the Swift check calls it wrong.
    let result = scan(
      "#define ARGS(n) float2 p, half4 n\n[[ stitchable ]] half4 grade(ARGS(c), float k) {}\n")
    let registry = WarmupRegistry([
      Warmup(name: "grade", usage: .colorEffect, arguments: [.float, .float])
    ])
    #expect(RegistryChecker.check(registry, against: result).map(\.severity) == [.warning])
    #expect(RegistryChecker.check(nil, against: result).map(\.severity) == [.warning])
  }

  @Test func anUnknownNameWhereAParameterShouldBeWarns() throws {
    let source = "[[ stitchable ]] half4 grade(COLOR_EFFECT_ARGS, float amount) { return 0; }\n"
    let result = scan(source)
    let grade = try #require(result.functions.first)
    #expect(grade.unexpandedMacro == "COLOR_EFFECT_ARGS")
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.place) \($0.message)" } == [
        "warning 1:30 grade's signature uses COLOR_EFFECT_ARGS, which the scanner cannot expand (a macro from another file?); its parameters are read as written, and its usage and arguments are not checked"
      ])
    // No false "parameter 0 is COLOR_EFFECT_ARGS": the analysis says the function is unread.
    let analysis = SignatureAnalysis(grade)
    #expect(analysis.isUnread)
    #expect(analysis.candidateUsages == [])
    #expect(analysis.unusableReason?.contains("is not read") == true)
    #expect(RegistryChecker.check(nil, against: result).map(\.severity) == [.warning])
    let model = SwiftShaderModel(
      callSites: [
        ShaderCallSite(
          function: "grade",
          location: FileLocation(file: "A.swift", position: SourcePosition(line: 1, column: 1)),
          callLocation: FileLocation(
            file: "A.swift", position: SourcePosition(line: 1, column: 1)),
          arguments: [])
      ],
      uses: [
        ShaderUseSite(
          kind: .modifier, usage: .colorEffect,
          location: FileLocation(file: "A.swift", position: SourcePosition(line: 2, column: 1)),
          callSites: [0])
      ])
    #expect(SwiftCallSiteChecker.check(model, against: result) == [])
  }

  @Test func anUnknownCallInAParameterWarns() throws {
    let (grade, diagnostics) = try read([
      "[[ stitchable ]] half4 grade(float2 p, half4 c, EXTRA(float)) { return c; }"
    ])
    #expect(grade.unexpandedMacro == "EXTRA")
    #expect(diagnostics.map(\.place) == ["1:49"])
  }

  /// Ordinary signatures, unnamed parameters and defaults are not mistaken for macros.
  @Test func ordinarySignaturesDoNotWarn() {
    let result = scan(
      """
      #define GRADE_STRENGTH 0.25
      #define SQUARE(x) ((x) * (x))
      [[ stitchable ]] half4 a(float2, half4 c, float k = GRADE_STRENGTH) { return c; }
      [[ stitchable ]] half4 b(float2 p, half4 c, float) { return c; }
      [[ stitchable ]] half4 d(float2 p, half4 c, float k [[ buffer(SQUARE(2)) ]]) { return c; }
      [[ stitchable ]] half4 e(void) { return 0; }

      """)
    #expect(result.diagnostics == [])
    #expect(result.functions.first?.parameters.last?.defaultValue == "GRADE_STRENGTH")
  }

  /// Hostile macros cost bounded work: a fan-out that doubles 20 times, a 1 MB replacement,
  /// and macros that name each other.
  @Test func hostileMacrosAreBounded() throws {
    var source = "#define F0 F1 F1\n"
    for index in 1..<20 { source += "#define F\(index) F\(index + 1) F\(index + 1)\n" }
    source += "#define HUGE " + String(repeating: "float ", count: 170_000) + "\n"
    source += "#define A B\n#define B A\n"
    source += "[[ stitchable ]] half4 fan(float2 p, half4 c, F0 x) { return c; }\n"
    source += "[[ stitchable ]] half4 huge(float2 p, half4 c, HUGE x) { return c; }\n"
    source += "[[ stitchable ]] half4 loop(float2 p, half4 c, A x) { return c; }\n"
    #expect(source.utf8.count > 1_000_000)
    let result = scan(source)
    #expect(result.names == ["fan", "huge", "loop"])
    #expect(result.functions.map(\.unexpandedMacro) == ["F0", "HUGE", nil])
    #expect(result.functions.last.map(parameters)?.last == "A x")
    #expect(
      result.diagnostics.map(\.message).map(Self.reason) == [
        "it expands to over 4096 tokens", "its replacement is over 1000 tokens",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
  }

  /// 100 000 defines: a chain of them stops at the depth limit, and past the table's 65 536
  /// names every later signature is unread (any name in it may be a macro not kept).
  @Test func aHundredThousandDefinesAreBounded() throws {
    var source = ""
    for index in 0..<60_000 { source += "#define M\(index) M\(index + 1)\n" }
    source += "[[ stitchable ]] half4 chain(float2 p, half4 c, M0 x) { return c; }\n"
    for index in 60_000..<100_000 { source += "#define M\(index) M\(index + 1)\n" }
    source += "[[ stitchable ]] half4 plain(float2 p, half4 c) { return c; }\n"
    let result = scan(source)
    #expect(result.functions.map(\.unexpandedMacro) == ["M0", "half4"])
    #expect(
      result.diagnostics.map(\.message).map(Self.reason) == [
        "its macros nest more than 32 deep", "the file defines over 65536 macros",
      ])
  }

  /// The clause in parentheses of a macro warning.
  static func reason(_ message: String) -> String {
    let opened = message.split(separator: "(", maxSplits: 1).last ?? ""
    return String(opened.split(separator: ")").first ?? "")
  }
}
