import ProofEngine
import Testing

// Named parameters: the names come from the stored properties the key paths write, every
// stored Double must be set once, and a bad list is an error that names the parameter.

/// A shader's arguments as an app's test would hold them.
struct WaveArguments: ProofParameters {
  var time = 0.0
  var amplitude = 0.0
}

/// Nested structs and a SIMD2 component, to check the names' paths.
struct NestedArguments: ProofParameters {
  struct Ring: Sendable {
    var radius = 0.0
    var angle = 0.0
  }
  var ring = Ring()
  var offset = SIMD2<Double>(0, 0)
  var count = 3  // not a Double: a constant taken from init()
}

/// A computed property over a stored one, and a constant the user forgot to list.
struct AliasedArguments: ProofParameters {
  var peel = 0.0
  var height = 131.0
  var progress: Double {
    get { peel }
    set { peel = newValue }
  }
}

/// A class: refused, since every case needs its own copy.
final class ClassArguments: ProofParameters, @unchecked Sendable {
  var time = 0.0
  init() {}
}

@Suite("Named parameters: names, and the errors that name them")
struct NamedParameterTests {
  @Test func theNamesAreTheStoredPropertiesTheKeyPathsWrite() {
    let wave = ParameterDomain([.init(\WaveArguments.amplitude, 4...8), .init(\.time, 0...2)])
    #expect(wave.names == ["amplitude", "time"])
    #expect(wave.problem == nil)
    let nested = ParameterDomain([
      .init(\NestedArguments.ring.radius, 1...2), .init(\.ring.angle, 0...1),
      .init(\.offset.y, -1...1), .init(\.offset.x, fixed: 0),
    ])
    #expect(nested.names == ["ring.radius", "ring.angle", "offset.y", "offset.x"])
    #expect(nested.problem == nil, "\(nested.problem ?? "")")
  }

  @Test func eachValueLandsInItsOwnPropertyWhateverTheOrder() {
    // The oracle is the key path itself: unit coordinate u of parameter i is lowerᵢ + u·widthᵢ,
    // read back from the property the parameter names.
    let forward = ParameterDomain([.init(\WaveArguments.time, 0...2), .init(\.amplitude, 4...8)])
    let reversed = ParameterDomain([.init(\WaveArguments.amplitude, 4...8), .init(\.time, 0...2)])
    let a = forward.value(atUnit: [0.25, 0.75][...])
    #expect(a.time == 0.5 && a.amplitude == 7)
    let b = reversed.value(atUnit: [0.75, 0.25][...])
    #expect(b.time == 0.5 && b.amplitude == 7)
    #expect(forward.describe(a) == "(time = 0.5, amplitude = 7.0)")
    #expect(reversed.describe(b) == "(amplitude = 7.0, time = 0.5)")
  }

  @Test func aKeyPathNamedTwiceIsAnErrorWithItsName() {
    let twice = ParameterDomain([.init(\WaveArguments.time, 0...1), .init(\.time, 0...2)])
    #expect(
      twice.problem
        == "parameter 'time': is named twice (parameters 1 and 2)")
  }

  @Test func twoKeyPathsToOneStoredValueAreAnError() {
    let aliased = ParameterDomain([
      .init(\AliasedArguments.peel, 0...1), .init(\.progress, 0...1, name: "progress"),
      .init(\.height, fixed: 131),
    ])
    #expect(
      aliased.problem
        == "parameter 'progress': sets AliasedArguments.peel, which 'peel' sets too")
  }

  @Test func aStoredDoubleNoParameterSetsIsAnErrorWithItsName() {
    let unset = ParameterDomain([.init(\AliasedArguments.peel, 0...1)])
    #expect(
      unset.problem
        == "parameter 'height': AliasedArguments.height is set by no parameter; sweep it with "
        + ".init(\\.height, lower...upper), hold it with .init(\\.height, fixed: value), or "
        + "move the constant out of AliasedArguments")
    let none = ParameterDomain<WaveArguments>([])
    #expect(none.problem?.hasPrefix("parameter 'time': WaveArguments.time is set by no") == true)
  }

  @Test func aComputedKeyPathIsNamedBehindItOrNeedsAName() {
    // Through the computed property the write lands in `peel`, which names it.
    let behind = ParameterDomain([.init(\AliasedArguments.progress, 0...1), .init(\.height, 1...2)])
    #expect(behind.names == ["peel", "height"])
    #expect(behind.problem == nil)
    let named = ParameterDomain([
      .init(\AliasedArguments.progress, 0...1, name: "progress"), .init(\.height, 1...2),
    ])
    #expect(named.names == ["progress", "height"])
  }

  @Test(arguments: [
    (Double.nan, 1.0, "a bound is NaN (nan...1.0)"),
    (0, Double.infinity, "a bound is infinite (0.0...inf); a sweep needs a finite range"),
    (2, 1, "the range is inverted (2.0 > 1.0)"),
    (
      -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude,
      "the width 1.7976931348623157e+308 − -1.7976931348623157e+308 overflows to infinity"
    ),
  ])
  func aBadBoundIsAnErrorWithTheParametersName(lower: Double, upper: Double, reason: String) {
    let domain = ParameterDomain([
      .init(\WaveArguments.time, 0...1), .init(\.amplitude, lower: lower, upper: upper),
    ])
    #expect(domain.problem == "parameter 'amplitude': \(reason)")
    // Nothing traps meanwhile: the bad interval is the single point 0.
    #expect(domain.value(atUnit: [0.5, 0.5][...]).amplitude == 0)
  }

  @Test func aClassIsRefused() {
    let domain = ParameterDomain([.init(\ClassArguments.time, 0...1)])
    #expect(
      domain.problem
        == "parameter 'ClassArguments': is a class, not a struct; the engine copies the "
        + "parameters for every case, so they must be a value type")
  }
}
