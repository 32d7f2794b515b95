import ShaderRegistry
import SwiftCallSites
import Testing

/// The evidence of a `Toggle` (a `Bool` turned into a number), of a `TimelineView`'s times and
/// of a promise a function returns (docs/init.md, "Evidence" and "Promises"). Each expected
/// value is read off the source below by hand (its line numbers counted from `import SwiftUI`
/// at 1), never from the reader.
@Suite(.enabled(if: SwiftShaderReader.isAvailable, "this build does not link SwiftParser"))
struct SwitchTimeHintTests {
  static let app = """
    import SwiftUI
    struct Settings: View {
      @Binding var enabled: Bool
      var body: some View { Toggle("Haze", isOn: $enabled) }
    }
    struct V: View {
      @State private var lines = true
      @State private var glow = false
      @State private var amount = 0.4
      @State private var warm = false
      @State private var flicker = false
      @State private var bleed = false
      @State private var haze = false
      @State private var price = 2.5
      @State private var start = Date()
      private var tint: Double { warm ? 1.0 : 0.0 }
      static func weight(_ on: Bool) -> Float { on ? 1 : 0 }
      var body: some View {
        VStack {
          Color.red.colorEffect(ShaderLibrary.crt(
            .float(lines ? 1 : 0), .float(glow ? amount : 0), .float(tint),
            .float(Float(truncating: flicker as NSNumber)), .float(Self.weight(bleed)),
            .float(!haze ? 0.5 : 2), .float(Double(truncating: price as NSNumber))))
          Toggle("Lines", isOn: $lines)
          Toggle("Glow", isOn: $glow)
          Slider(value: $amount, in: 0...0.8)
          Toggle(isOn: $warm) { Text("Warm") }
          Toggle("Flicker", isOn: $flicker)
          Toggle("Bleed", isOn: $bleed)
          Settings(enabled: $haze)
          TimelineView(.animation) { context in
            Color.blue.colorEffect(ShaderLibrary.clock(
              .float(context.date.timeIntervalSince(start)), .float(start.timeIntervalSince(context.date)),
              .float(context.date.distance(to: start)), .float(context.date.timeIntervalSinceReferenceDate),
              .float(context.date.timeIntervalSince1970 - start.timeIntervalSince1970)))
          }
          TimelineView(.periodic(from: start, by: 1)) { timeline in
            let elapsed = start.distance(to: timeline.date)
            Color.green.colorEffect(ShaderLibrary.tick(.float(elapsed), .float(Date.now.timeIntervalSince(start))))
          }
          TimelineView(.animation(minimumInterval: 1 / 30, paused: false)) { _ in
            Color.gray.colorEffect(ShaderLibrary.dim(.float(start.timeIntervalSinceNow)))
          }
          TimelineView(.animation(paused: !lines)) { tl in
            let age = start.timeIntervalSince(tl.date)
            Color.gray.visualEffect { content, proxy in
              content.colorEffect(ShaderLibrary.genie(.float2(proxy.size), .float(age)))
            }
          }
        }
      }
    }
    """

  static func hints(_ text: String = app) -> (SwiftShaderModel, SwiftValueHints) {
    let files = [(file: "V.swift", text: text)]
    let model = SwiftShaderReader().read(sources: files)
    return (model, SwiftShaderReader().values(for: model, sources: files))
  }

  static func hint(_ function: String, _ index: Int) throws -> ArgumentValueHint {
    let (model, hints) = hints()
    let site = try #require(model.callSites.firstIndex { $0.function == function })
    return hints.arguments[site][index]
  }

  /// `source@line: text` of each switch.
  static func switches(_ hint: ArgumentValueHint) -> [String] {
    hint.switches.map { "\($0.source)@\($0.location.positionOrStart.line): \($0.text)" }
  }

  /// `source@line: lower...upper (in context@line)` of each range.
  static func ranges(_ hint: ArgumentValueHint) -> [String] {
    hint.ranges.map {
      "\($0.source)@\($0.location.positionOrStart.line): \($0.lower)...\($0.upper)"
        + ($0.within.map { " (in \($0.source)@\($0.location.positionOrStart.line))" } ?? "")
    }
  }

  @Test func aToggleNamesTheValuesItsBoolGives() throws {
    // lines ? 1 : 0, with Toggle("Lines") at line 24.
    let lines = try Self.hint("crt", 0)
    #expect(lines.literals.map(\.numbers) == [[1], [0]] && lines.isOnlyLiterals)
    #expect(Self.switches(lines) == ["Toggle@24: 0 or 1"])
    // glow ? amount : 0: the Slider's range and the literal 0, with the Toggle.
    let glow = try Self.hint("crt", 1)
    #expect(glow.literals.map(\.numbers) == [[0.4], [0]] && glow.isBounded, "\(glow)")
    #expect(glow.ranges.map(\.upper) == [[0.8]])
    #expect(Self.switches(glow) == ["Toggle@25: 0 or amount"])
    // Through the computed property `tint` (line 16).
    let tint = try Self.hint("crt", 2)
    #expect(tint.literals.map(\.numbers) == [[1], [0]] && tint.isOnlyLiterals)
    #expect(Self.switches(tint) == ["Toggle@27: 0 or 1"])
    // Float(truncating: flicker as NSNumber): 0 and 1.
    let flicker = try Self.hint("crt", 3)
    #expect(flicker.literals.map(\.numbers) == [[0], [1]] && flicker.isOnlyLiterals)
    #expect(Self.switches(flicker) == ["Toggle@28: 0 or 1"])
    // A helper's `on ? 1 : 0`, its parameter followed to the caller's `bleed`.
    let bleed = try Self.hint("crt", 4)
    #expect(bleed.literals.map(\.numbers) == [[1], [0]] && bleed.isOnlyLiterals, "\(bleed)")
    #expect(Self.switches(bleed) == ["Toggle@29: 0 or 1"])
    // `!haze ? 0.5 : 2`, through a child view's binding: off gives 0.5.
    let haze = try Self.hint("crt", 5)
    #expect(Self.switches(haze) == ["Toggle@4: 0.5 or 2"])
    // A Double made a number through NSNumber is not a Bool: no 0 and 1 from it.
    let price = try Self.hint("crt", 6)
    #expect(price.literals.isEmpty && price.switches.isEmpty && !price.others.isEmpty, "\(price)")
  }

  @Test func aTimelinesDateIsThePresentAndTheTimelineIsNamed() throws {
    let within = " (in TimelineView(.animation)@31)"
    let session = EvidenceValueHint.session
    // context.date − start: ≥ 0; start − context.date and start − now by distance: ≤ 0.
    #expect(
      try Self.ranges(Self.hint("clock", 0))
        == ["timeIntervalSince(_:)@33: [0.0]...[\(session)]" + within])
    #expect(
      try Self.ranges(Self.hint("clock", 1))
        == ["timeIntervalSince(_:)@33: [\(-session)]...[0.0]" + within])
    #expect(
      try Self.ranges(Self.hint("clock", 2))
        == ["distance(to:)@34: [\(-session)]...[0.0]" + within])
    #expect(
      try Self.ranges(Self.hint("clock", 3))
        == ["timeIntervalSinceReferenceDate@34: [788918400.0]...[946684800.0]" + within])
    #expect(
      try Self.ranges(Self.hint("clock", 4))
        == ["a difference of timeIntervalSince1970s@35: [0.0]...[\(session)]" + within])
    // A let in a periodic timeline, and Date.now outside any timeline's date.
    #expect(
      try Self.ranges(Self.hint("tick", 0))
        == [
          "distance(to:)@38: [0.0]...[\(session)] (in TimelineView(.periodic(from: start, by: 1))@37)"
        ])
    #expect(
      try Self.ranges(Self.hint("tick", 1))
        == [
          "timeIntervalSince(_:)@39: [0.0]...[\(session)] (in TimelineView(.periodic(from: start, by: 1))@37)"
        ])
    #expect(
      try Self.ranges(Self.hint("dim", 0))
        == [
          "timeIntervalSinceNow@42: [\(-session)]...[0.0] (in TimelineView(.animation(minimumInterval: 1 / 30, paused: false))@41)"
        ])
    // A let in the timeline's content, read in a .visualEffect inside it: the present second.
    #expect(
      try Self.ranges(Self.hint("genie", 1))
        == [
          "timeIntervalSince(_:)@45: [\(-session)]...[0.0] (in TimelineView(.animation(paused: !lines))@44)"
        ])
  }

  static let factory = """
    import SwiftUI
    struct W: View {
      @State private var start = Date()
      func shader(at date: Date) -> Shader {
        ShaderLibrary.wave(.float(start.timeIntervalSince(date)), .float(date.timeIntervalSinceReferenceDate))
      }
      var body: some View {
        TimelineView(.animation) { context in
          Color.red.colorEffect(shader(at: context.date))
        }
      }
    }
    """

  @Test func aFactorysDateParameterIsTheTimelinesDateItsCallersPass() throws {
    let (model, hints) = Self.hints(Self.factory)
    let site = try #require(model.callSites.firstIndex { $0.function == "wave" })
    let within = " (in TimelineView(.animation)@8)"
    let session = EvidenceValueHint.session
    // start − context.date: ≤ 0, though the call is written in the factory, not the timeline.
    #expect(
      Self.ranges(hints.arguments[site][0])
        == ["timeIntervalSince(_:)@5: [\(-session)]...[0.0]" + within])
    #expect(
      Self.ranges(hints.arguments[site][1])
        == ["timeIntervalSinceReferenceDate@5: [788918400.0]...[946684800.0]" + within])
  }

  static let promises = """
    import SwiftUI
    struct P: View {
      @State private var amplitude = 4.0
      static func margin(_ a: Double) -> CGSize { CGSize(width: a * 2, height: a * 2) }
      func offset(for a: Double) -> CGSize { CGSize(width: a + 1, height: abs(a)) }
      static func hidden(_ a: Double) -> CGSize { let b = a * 3; return CGSize(width: b, height: b) }
      static func twice(_ a: Double) -> CGSize { CGSize(width: a, height: a) }
      static func twice(_ a: Float) -> CGSize { CGSize(width: a, height: a) }
      var body: some View {
        VStack {
          Color.red.layerEffect(ShaderLibrary.a(.float(amplitude)), maxSampleOffset: Self.margin(amplitude))
          Color.red.distortionEffect(ShaderLibrary.b(.float(1), .float(amplitude)), maxSampleOffset: offset(for: amplitude))
          Color.red.distortionEffect(ShaderLibrary.c(.float(amplitude)), maxSampleOffset: Self.hidden(amplitude))
          Color.red.distortionEffect(ShaderLibrary.d(.float(amplitude)), maxSampleOffset: Self.twice(amplitude))
        }
      }
    }
    """

  @Test func aPromiseAFunctionReturnsIsAFormulaOverTheSitesArguments() throws {
    let (model, hints) = Self.hints(Self.promises)
    func formula(_ function: String) throws -> [String]? {
      let use = try #require(
        model.uses.firstIndex { use in
          use.callSites.contains { model.callSites[$0].function == function }
        })
      return hints.promises[use]?.axes
    }
    #expect(try formula("a") == ["{0} * 2", "{0} * 2"])
    #expect(try formula("b") == ["{1} + 1", "abs({1})"])
    // A result over a local, and two functions of that name and labels: asked of the user.
    #expect(try formula("c") == nil)
    #expect(try formula("d") == nil)
  }
}
