import ShaderRegistry
import SwiftCallSites
import Testing

/// The evidence the value reader finds beyond literals (docs/init.md, "Evidence"): the
/// controls bound to a property, its assignments and its type's callers, a time's sign, a
/// `random(in:)`, a side of the view's size, an array's exact length, and the frame around a
/// `.visualEffect` or a `GeometryReader`. Each expected value is read off the source below by
/// hand, never from the reader.
@Suite(.enabled(if: SwiftShaderReader.isAvailable, "this build does not link SwiftParser"))
struct EvidenceHintTests {
  static let app = """
    import SwiftUI
    enum Theme {
      static let palette: [Color] = [Color(hex: 1), Color(hex: 2), Color(hex: 3)]
    }
    struct Fade: ViewModifier {
      var level: Double = 4
      func body(content: Content) -> some View {
        content.colorEffect(ShaderLibrary.fade(.float(level), .colorArray(Theme.palette)))
      }
    }
    struct V: View {
      @State private var amplitude = 6.0
      @State private var rings = 3.0
      @State private var mode = 1.0
      @State private var speed = Double.random(in: 2...9)
      @State private var start = Date()
      @State private var wobble = 0.5
      var body: some View {
        VStack {
          TimelineView(.animation) { context in
            Image("a")
              .frame(width: 240, height: 160)
              .visualEffect { content, proxy in
                content.distortionEffect(
                  ShaderLibrary.ripple(
                    .float(amplitude), .float(rings), .float(mode),
                    .float(start.distance(to: context.date)), .float(-start.timeIntervalSinceNow)),
                  maxSampleOffset: .zero)
              }
          }
          GeometryReader { proxy in
            Color.red.colorEffect(
              ShaderLibrary.side(.float(proxy.size.width), .float(speed), .float(wobble),
                .float(start.timeIntervalSinceNow)))
          }
          .frame(width: 320, height: 180)
          Color.blue.modifier(Fade()).modifier(Fade(level: 7))
          Slider(value: $amplitude, in: 0...20)
          Stepper("Rings", value: $rings, in: 1...8)
          Picker("Mode", selection: $mode) {
            Text("a").tag(1.0)
            Text("b").tag(2.5)
          }
          Button("Shake") { wobble = 0.9 }
          Button("More") { wobble += 0.1 }
        }
      }
    }
    """

  static func hint(_ function: String, _ index: Int) throws -> ArgumentValueHint {
    let files = [(file: "V.swift", text: app)]
    let model = SwiftShaderReader().read(sources: files)
    let hints = SwiftShaderReader().values(for: model, sources: files)
    let site = try #require(model.callSites.firstIndex { $0.function == function })
    return hints.arguments[site][index]
  }

  static func ranges(_ hint: ArgumentValueHint) -> [String] {
    hint.ranges.map {
      "\($0.source)@\($0.location.positionOrStart.line): \($0.lower)...\($0.upper)"
    }
  }

  @Test func aSliderAndAStepperBoundTheirState() throws {
    let amplitude = try Self.hint("ripple", 0)
    #expect(amplitude.literals.map(\.numbers) == [[6]])
    #expect(Self.ranges(amplitude) == ["Slider@38: [0.0]...[20.0]"])
    #expect(amplitude.ranges.first?.text == "0...20")
    // The Slider explains the @State: nothing unknown is left, so the domain is bounded.
    #expect(amplitude.others.isEmpty && amplitude.isBounded)
    let rings = try Self.hint("ripple", 1)
    #expect(Self.ranges(rings) == ["Stepper@39: [1.0]...[8.0]"])
  }

  @Test func aPickersTagsAreItsValues() throws {
    let mode = try Self.hint("ripple", 2)
    // The initial 1 and the tags 1 and 2.5 (lines 41 and 42): only literals reach it.
    #expect(mode.literals.map(\.numbers) == [[1], [1], [2.5]])
    #expect(mode.literals.map(\.location.positionOrStart.line) == [14, 41, 42])
    #expect(mode.isOnlyLiterals)
  }

  @Test func timesHaveTheirSignOverAnHour() throws {
    let elapsed = try Self.hint("ripple", 3)
    #expect(Self.ranges(elapsed) == ["distance(to:)@27: [0.0]...[3600.0]"])
    // -timeIntervalSinceNow: the ≤ 0 range, negated.
    let negated = try Self.hint("ripple", 4)
    #expect(Self.ranges(negated) == ["timeIntervalSinceNow@27: [-0.0]...[3600.0]"])
    let sinceNow = try Self.hint("side", 3)
    #expect(Self.ranges(sinceNow) == ["timeIntervalSinceNow@34: [-3600.0]...[0.0]"])
  }

  @Test func aSideOfTheViewARandomRangeAndAssignments() throws {
    let width = try Self.hint("side", 0)
    #expect(width.viewSides.map(\.axis) == [0] && width.isBounded)
    let speed = try Self.hint("side", 1)
    #expect(Self.ranges(speed) == ["random(in:)@15: [2.0]...[9.0]"])
    // 0.5 to start, 0.9 assigned, and a `+= 0.1` the reader cannot bound.
    let wobble = try Self.hint("side", 2)
    #expect(wobble.literals.map(\.numbers) == [[0.5], [0.9]])
    #expect(wobble.others.map(\.positionOrStart.line) == [45], "\(wobble)")
  }

  @Test func aModifiersDefaultAndItsCallersAndAnArraysLength() throws {
    let level = try Self.hint("fade", 0)
    #expect(level.literals.map(\.numbers) == [[4], [7]] && level.isOnlyLiterals, "\(level)")
    let palette = try Self.hint("fade", 1)
    #expect(palette.counts.map(\.lower) == [[3]], "\(palette)")
    #expect(palette.counts.first?.location.positionOrStart.line == 3)
  }

  @Test func aPromiseOverTheArgumentsIsAFormula() throws {
    let files = [
      (
        file: "P.swift",
        text: """
        enum Fx {
          static func bend(by amount: Double, tilt: Double) -> Shader {
            ShaderLibrary.bend(.float(tilt), .float(amount))
          }
        }
        struct P: View {
          @State var amplitude = 4.0
          @State var shift = 1.0
          var body: some View {
            Color.red
              .distortionEffect(
                ShaderLibrary.wave(.float(amplitude), .float(shift)),
                maxSampleOffset: CGSize(width: 2 * amplitude + 1, height: abs(shift)))
              .distortionEffect(
                Fx.bend(by: amplitude, tilt: shift),
                maxSampleOffset: CGSize(width: CGFloat(amplitude), height: amplitude))
              .distortionEffect(
                ShaderLibrary.wave(.float(amplitude), .float(shift)),
                maxSampleOffset: CGSize(width: amplitude, height: other))
          }
        }
        """
      )
    ]
    let model = SwiftShaderReader().read(sources: files)
    let hints = SwiftShaderReader().values(for: model, sources: files)
    let formulas = model.uses.indices.map { index in
      hints.promises[index]?.formula(names: ["a", "b"]).map { $0.joined(separator: " | ") }
        ?? "none"
    }
    // In place; through the factory's parameters (amount is argument 1); and `other`, which
    // is no argument, gives none.
    #expect(formulas == ["2 * a + 1 | abs(b)", "(b) | b", "none"], "\(formulas)")
  }

  @Test func minMaxAndClampsBoundTheValue() throws {
    let files = [
      (
        file: "C.swift",
        text: """
        struct C: View {
          @State var level = 0.5
          @State var gain = 3.0
          var body: some View {
            Color.red.colorEffect(
              ShaderLibrary.limit(
                .float(min(max(level, 0), 1)), .float(min(gain, 2)),
                .float(reading().clamped(to: 0...4)), .float(max(0.25, 0.1))))
          }
        }
        """
      )
    ]
    let model = SwiftShaderReader().read(sources: files)
    let hints = SwiftShaderReader().values(for: model, sources: files)
    let site = try #require(model.callSites.firstIndex { $0.function == "limit" })
    let hint = hints.arguments[site]
    // Both sides: the start value 0.5, and the clamp's 0...1 for the @State the app may move.
    #expect(hint[0].literals.map(\.numbers) == [[0.5]] && hint[0].isBounded, "\(hint[0])")
    #expect(hint[0].ranges.map { "\($0.lower)...\($0.upper)" } == ["[0.0]...[1.0]"])
    // One side: 3 becomes 2; the @State stays unknown.
    #expect(hint[1].literals.map(\.numbers) == [[2]] && !hint[1].others.isEmpty)
    // A call clamped to 0...4: bounded by the clamp alone.
    #expect(hint[2].ranges.map { "\($0.lower)...\($0.upper)" } == ["[0.0]...[4.0]"])
    #expect(hint[2].others.isEmpty)
    #expect(hint[3].literals.map(\.numbers) == [[0.25]])
  }

  @Test func aBindingPassedToAChildViewsSliderIsFollowed() throws {
    let files = [
      (
        file: "B.swift",
        text: """
        struct Parent: View {
          @State private var speed = 2.0
          var body: some View {
            VStack {
              Color.red.colorEffect(ShaderLibrary.spin(.float(speed)))
              Controls(value: $speed)
            }
          }
        }
        struct Controls: View {
          @Binding var value: Double
          var body: some View { Slider(value: $value, in: 1...5) }
        }
        """
      )
    ]
    let model = SwiftShaderReader().read(sources: files)
    let hints = SwiftShaderReader().values(for: model, sources: files)
    let site = try #require(model.callSites.firstIndex { $0.function == "spin" })
    let speed = hints.arguments[site][0]
    #expect(Self.ranges(speed) == ["Slider@12: [1.0]...[5.0]"], "\(speed)")
    #expect(speed.isBounded)
  }

  @Test func malformedEvidenceIsNoValue() throws {
    // An inverted range, an infinite bound, a Slider with no binding it can read, a promise
    // with an axis missing: none is taken as evidence, none traps.
    let files = [
      (
        file: "M.swift",
        text: """
        struct M: View {
          @State var a = 1.0
          @State var b = 2.0
          var body: some View {
            Color.red.distortionEffect(
              ShaderLibrary.bad(.float(a), .float(b), .float(Double.random(in: 5...1))),
              maxSampleOffset: CGSize(width: a, height: ))
            Slider(value: $a, in: 20...0)
            Slider(value: $b, in: 0...1e400)
            Slider(value: .constant(3), in: 0...9)
          }
        }
        """
      )
    ]
    let model = SwiftShaderReader().read(sources: files)
    let hints = SwiftShaderReader().values(for: model, sources: files)
    let site = try #require(model.callSites.firstIndex { $0.function == "bad" })
    let hint = hints.arguments[site]
    #expect(
      hint[0].ranges.isEmpty && hint[0].others.map(\.positionOrStart.line) == [8], "\(hint[0])")
    #expect(
      hint[1].ranges.isEmpty && hint[1].others.map(\.positionOrStart.line) == [9], "\(hint[1])")
    #expect(hint[2].ranges.isEmpty && !hint[2].others.isEmpty, "\(hint[2])")
    #expect(hints.promises.allSatisfy { $0 == nil }, "\(hints.promises)")
  }

  @Test func theFrameAroundAVisualEffectOrAGeometryReaderSizesTheView() throws {
    let files = [(file: "V.swift", text: Self.app)]
    let model = SwiftShaderReader().read(sources: files)
    let hints = SwiftShaderReader().values(for: model, sources: files)
    var sizes: [String: String] = [:]
    for (index, use) in model.uses.enumerated() {
      let names = use.callSites.compactMap { model.callSites[$0].function }
      sizes[names.joined()] = hints.frames[index].map { "\($0.size.x)×\($0.size.y)" } ?? "none"
    }
    #expect(sizes["ripple"] == "240.0×160.0", "\(sizes)")
    #expect(sizes["side"] == "320.0×180.0", "\(sizes)")
    #expect(sizes["fade"] == "none", "\(sizes)")
  }
}
