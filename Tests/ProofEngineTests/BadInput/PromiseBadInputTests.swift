// SampleOffsetPromise setup (ParameterRange, PixelRegion, the promise, PromiseProofOptions)
// over every hostile Double and Int, against the documented PromiseError case, with cheap
// options so the valid cases run in milliseconds.

import EffectProofTestSupport
import ProofEngine
import Testing

@Suite("badInput.Promise")
struct PromiseBadInputTests {
  /// A 2-point grid, no Sobol points, no polishing: the smallest sweep.
  static let cheap = PromiseProofOptions(gridPointsPerAxis: 2, sobolPoints: 0, polishedPerAxis: 0)

  /// A shift by 1 point in x.
  static func promise(
    parameters: [ParameterRange] = [ParameterRange("gain", 0...1)],
    pixels: PixelRegion = PixelRegion(width: 10, height: 10), promise: SIMD2<Double> = SIMD2(1, 0)
  ) -> SampleOffsetPromise {
    SampleOffsetPromise(id: "shift", parameters: parameters, pixels: pixels, promise: promise) {
      _, pixel in [pixel + SIMD2(1, 0)]
    }
  }

  /// What a prove call gave: the error's case name, or "ok".
  static func outcome(_ promise: SampleOffsetPromise, _ options: PromiseProofOptions = cheap)
    -> String
  {
    do {
      let report = try promise.prove(options)
      let shifted = abs(report.x.supremum - 1) <= 1e-9 && report.y.supremum == 0
      return shifted ? "ok" : "wrong \(report)"
    } catch {
      #expect(!error.description.isEmpty)
      switch error {
      case .invalidParameter: return "invalidParameter"
      case .invalidPixelRegion: return "invalidPixelRegion"
      case .invalidPromise: return "invalidPromise"
      case .invalidOptions: return "invalidOptions"
      case .sweepTooLarge: return "sweepTooLarge"
      case .gsl: return "gsl"
      }
    }
  }

  /// A hostile lower bound (upper 1): NaN and ±∞ are invalid, +huge is inverted; ±0,
  /// subnormals, −1 and −huge (width huge, still finite) are swept.
  @Test(arguments: HostileDouble.allCases)
  func hostileLowerBound(input: HostileDouble) {
    let p = Self.promise(parameters: [ParameterRange("gain", lower: input.value, upper: 1)])
    let ok = input.value.isFinite && input.value <= 1
    #expect(Self.outcome(p) == (ok ? "ok" : "invalidParameter"))
    #expect((ParameterRange("gain", lower: input.value, upper: 1).range != nil) == ok)
  }

  /// A hostile upper bound (lower 0): NaN and ±∞ are invalid, anything below 0 is inverted;
  /// −0 (equal to 0: a fixed parameter), +0, a subnormal and +huge are swept.
  @Test(arguments: HostileDouble.allCases)
  func hostileUpperBound(input: HostileDouble) {
    let p = Self.promise(parameters: [ParameterRange("gain", lower: 0, upper: input.value)])
    let ok = input.value.isFinite && input.value >= 0
    #expect(Self.outcome(p) == (ok ? "ok" : "invalidParameter"))
  }

  /// A fixed parameter at a hostile value: valid exactly when finite.
  @Test(arguments: HostileDouble.allCases)
  func hostileFixedParameter(input: HostileDouble) {
    let p = Self.promise(parameters: [ParameterRange("gain", fixed: input.value)])
    #expect(Self.outcome(p) == (input.value.isFinite ? "ok" : "invalidParameter"))
  }

  /// A hostile width (height 10): NaN and ±∞ are not finite, zeros and negatives have no
  /// pixels, the largest one reaches beyond ±2⁴² points; a subnormal width is swept.
  @Test(arguments: HostileDouble.allCases)
  func hostileRegionSize(input: HostileDouble) {
    let p = Self.promise(pixels: PixelRegion(width: input.value, height: 10))
    let ok = input.value.isFinite && input.value > 0 && input.value <= PixelRegion.maximumCoordinate
    #expect(Self.outcome(p) == (ok ? "ok" : "invalidPixelRegion"))
  }

  /// A hostile origin (size 10 × 10): NaN and ±∞ are invalid, and so is ±huge: there the
  /// 1-point shift is far below the coordinate's ulp (2⁹⁷¹), so a sweep would measure a
  /// supremum of 0 (it did before issue 9's fix) and report a promise it never checked.
  @Test(arguments: HostileDouble.allCases)
  func hostileRegionOrigin(input: HostileDouble) {
    let p = Self.promise(
      pixels: PixelRegion(origin: SIMD2(input.value, 0), size: SIMD2(10, 10)))
    let ok = input.value.isFinite && abs(input.value) <= 1
    #expect(Self.outcome(p) == (ok ? "ok" : "invalidPixelRegion"))
    // The largest origin plus the largest size overflows.
    let overflow = PixelRegion(
      origin: SIMD2(.greatestFiniteMagnitude, 0), size: SIMD2(.greatestFiniteMagnitude, 1))
    #expect(Self.outcome(Self.promise(pixels: overflow)) == "invalidPixelRegion")
  }

  /// The coordinate limit is ±2⁴² points at every corner, inclusive; one step past it on any
  /// corner is refused, and the measured supremum at the limit is still the true 1 point.
  @Test func theCoordinateLimitIsTwoToTheFortyTwo() throws {
    let limit = PixelRegion.maximumCoordinate
    #expect(limit == 4_398_046_511_104)
    #expect(limit.ulp == 0x1p-10)
    let atTheLimit = Self.promise(
      pixels: PixelRegion(origin: SIMD2(limit - 10, -limit), size: SIMD2(10, 10)))
    let report = try atTheLimit.prove(Self.cheap)
    #expect(report.x.supremum == 1)
    for region in [
      PixelRegion(origin: SIMD2(limit - 10, 0), size: SIMD2(10 + limit.ulp * 4, 10)),
      PixelRegion(origin: SIMD2(0, (-limit).nextDown), size: SIMD2(10, 10)),
    ] {
      #expect(Self.outcome(Self.promise(pixels: region)) == "invalidPixelRegion")
    }
  }

  /// A hostile promise on either axis: NaN, ±∞ and negatives (−0 excepted) are
  /// `invalidPromise`; ±0, a subnormal and +huge are valid promises (the report then says
  /// whether they hold).
  @Test(arguments: HostileDouble.allCases)
  func hostilePromise(input: HostileDouble) {
    let ok = input.value.isFinite && input.value >= 0
    for promise in [SIMD2(input.value, 0), SIMD2(1, input.value)] {
      do {
        let report = try Self.promise(promise: promise).prove(Self.cheap)
        #expect(ok && report.x.supremum == 1)
      } catch {
        #expect(!ok)
        guard case .invalidPromise = error else {
          Issue.record("expected invalidPromise, got \(error)")
          continue
        }
      }
    }
  }

  /// Hostile `looseTightness` (must be ≥ 1 or +∞) and `holdsTolerance` (finite, ≥ 0).
  @Test(arguments: HostileDouble.allCases)
  func hostileOptionNumbers(input: HostileDouble) {
    var loose = Self.cheap
    loose.looseTightness = input.value
    let looseOK = !input.isNaN && input.value >= 1
    #expect(Self.outcome(Self.promise(), loose) == (looseOK ? "ok" : "invalidOptions"))
    var holds = Self.cheap
    holds.holdsTolerance = input.value
    let holdsOK = input.value.isFinite && input.value >= 0
    #expect(Self.outcome(Self.promise(), holds) == (holdsOK ? "ok" : "invalidOptions"))
  }

  /// Hostile counts: negatives are `invalidOptions`; a 0 grid with Sobol points runs; an
  /// `Int.max` grid or Sobol count overflows the case count (`sweepTooLarge`, cases
  /// `Int.max`); `Int.max` polished points is above `maximumPolishedPerAxis` (256); a
  /// maximum sweep of 0 or less is invalid and `Int.max` is no limit.
  @Test(arguments: HostileInt.allCases)
  func hostileOptionCounts(input: HostileInt) {
    let n = input.value
    let grid = PromiseProofOptions(gridPointsPerAxis: n, sobolPoints: 8, polishedPerAxis: 0)
    let sobol = PromiseProofOptions(gridPointsPerAxis: 2, sobolPoints: n, polishedPerAxis: 0)
    let polish = PromiseProofOptions(gridPointsPerAxis: 2, sobolPoints: 0, polishedPerAxis: n)
    let limit = PromiseProofOptions(
      gridPointsPerAxis: 2, sobolPoints: 0, polishedPerAxis: 0, maximumSweepCases: n)
    let p = Self.promise()
    switch input {
    case .zero:
      #expect(Self.outcome(p, grid) == "ok" && Self.outcome(p, sobol) == "ok")
      #expect(Self.outcome(p, polish) == "ok" && Self.outcome(p, limit) == "invalidOptions")
    case .minusOne, .min:
      for options in [grid, sobol, polish, limit] {
        #expect(Self.outcome(p, options) == "invalidOptions")
      }
    case .max:
      #expect(Self.outcome(p, grid) == "sweepTooLarge" && Self.outcome(p, sobol) == "sweepTooLarge")
      #expect(Self.outcome(p, polish) == "invalidOptions" && Self.outcome(p, limit) == "ok")
      do {
        _ = try p.prove(grid)
      } catch {
        #expect(error == .sweepTooLarge(cases: .max, limit: 2_000_000))
      }
    }
    #expect(PromiseProofOptions.maximumPolishedPerAxis == 256)
    let most = PromiseProofOptions(gridPointsPerAxis: 2, sobolPoints: 0, polishedPerAxis: 256)
    #expect(Self.outcome(p, most) == "ok")
  }
}
