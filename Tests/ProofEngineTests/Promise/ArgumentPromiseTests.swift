import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

// Promises that depend on the arguments, held against closed forms worked out by hand: a shift
// by `offset` moves every pixel by exactly |offset| on each axis, so the room left at a case
// is promise(offset) − |offset|, and its minimum over the box is where the closed form says.

/// The arguments of a shift.
struct Shift: ProofParameters {
  var dx = 0.0
  var dy = 0.0
}

/// A shift by (dx, dy) over dx ∈ [−6, 6], dy ∈ [−3, 5], with the given per-case promise.
func shiftPromise(
  _ id: String = "test.shift",
  promise: @escaping @Sendable (Shift) -> SIMD2<Double>
) -> SampleOffsetPromise {
  SampleOffsetPromise(
    id: id, parameters: [.init(\Shift.dx, -6...6), .init(\.dy, -3...5)],
    pixels: PixelRegion(width: 40, height: 30), promise: promise,
    distortion: { shift, pixel in pixel + SIMD2(shift.dx, shift.dy) })
}

/// A 9-point grid (the ends ±6, −3 and 5 among its points) and 1024 Sobol points: a quarter
/// of the standard sweep, enough for these closed forms.
let shiftOptions = PromiseProofOptions(gridPointsPerAxis: 9, sobolPoints: 1024, polishedPerAxis: 2)

@Suite("Promises that depend on the arguments")
struct ArgumentPromiseTests {
  @Test func aPromiseOfTheShiftItselfHoldsWithNoRoomToSpare() throws {
    let report = try shiftPromise { SIMD2(abs($0.dx), abs($0.dy)) }.prove(shiftOptions)
    #expect(report.holds, "\(report)")
    // Closed form: the room is 0 at every case (up to the pixel's rounding, ~1e-14).
    #expect(abs(report.x.margin) < 1e-9 && abs(report.y.margin) < 1e-9)
    #expect(report.x.verdict == .searched && report.y.verdict == .searched)
    #expect(report.x.promiseDependsOnArguments && report.y.promiseDependsOnArguments)
    // Every moving case has promise ÷ offset = 1.
    #expect(abs(report.x.tightness - 1) < 1e-9 && abs(report.y.tightness - 1) < 1e-9)
    #expect(!report.isLoose)
  }

  @Test func ninetyPercentOfTheShiftFailsWhereTheClosedFormSays() throws {
    let report = try shiftPromise { SIMD2(0.9 * abs($0.dx), 0.9 * abs($0.dy)) }.prove(shiftOptions)
    #expect(!report.holds)
    // room = 0.9|d| − |d| = −0.1|d|, least at the largest |d|: |dx| = 6, dy = 5.
    #expect(abs(report.x.margin - -0.6) < 1e-9, "\(report)")
    #expect(abs(report.y.margin - -0.5) < 1e-9, "\(report)")
    let x = try #require(report.x.argmax)
    let y = try #require(report.y.argmax)
    // (The polish may land a few ulps inside the corner, where a pixel's rounding wins.)
    #expect(abs(abs(x.parameters[0]) - 6) < 1e-9, "x counterexample \(x)")
    #expect(abs(y.parameters[1] - 5) < 1e-9, "y counterexample \(y)")
    #expect(abs(report.x.supremum - 6) < 1e-9 && abs(report.x.promise - 5.4) < 1e-9)
    #expect(report.x.verdict == .fails && report.y.verdict == .fails)
  }

  @Test func eachCaseIsHeldToItsOwnPromiseNotTheLargestOne() throws {
    // offset = dx and promise = 6 − dx over dx ∈ [0, 6]: room 6 − 2·dx, least (−6) at dx = 6.
    // A constant promise of the largest value (6) would hold, since no offset exceeds 6.
    let proof = SampleOffsetPromise(
      id: "test.crossing", parameters: [.init(\Shift.dx, 0...6), .init(\.dy, fixed: 0)],
      pixels: PixelRegion(width: 10, height: 10), promise: { SIMD2(6 - $0.dx, 0) },
      distortion: { shift, pixel in pixel + SIMD2(shift.dx, 0) })
    let report = try proof.prove(shiftOptions)
    #expect(!report.holds)
    #expect(abs(report.x.margin - -6) < 1e-9, "\(report)")
    let argmax = try #require(report.x.argmax)
    #expect(abs(argmax.parameters[0] - 6) < 1e-9 && argmax.parameters[1] == 0, "\(argmax)")
    // And where it holds per case, a constant of the smallest promise would fail: offset
    // dx, promise dx + 1, room 1 everywhere.
    let holding = SampleOffsetPromise(
      id: "test.riding", parameters: [.init(\Shift.dx, 0...6), .init(\.dy, fixed: 0)],
      pixels: PixelRegion(width: 10, height: 10), promise: { SIMD2($0.dx + 1, 0) },
      distortion: { shift, pixel in pixel + SIMD2(shift.dx, 0) })
    let held = try holding.prove(shiftOptions)
    #expect(held.holds, "\(held)")
    #expect(abs(held.x.margin - 1) < 1e-9)
  }

  @Test func theLeastRoomIsNotWhereTheOffsetIsLargest() throws {
    // offset 8 − dx and promise 10 − 2·dx over dx ∈ [0, 4]: room 2 − dx, least (−2) at dx = 4,
    // where the offset is smallest (4); at the largest offset (8, dx = 0) the room is +2.
    let proof = SampleOffsetPromise(
      id: "test.apart", parameters: [.init(\Shift.dx, 0...4), .init(\.dy, fixed: 0)],
      pixels: PixelRegion(width: 10, height: 10), promise: { SIMD2(10 - 2 * $0.dx, 0) },
      distortion: { shift, pixel in pixel + SIMD2(8 - shift.dx, 0) })
    let report = try proof.prove(shiftOptions)
    #expect(!report.holds)
    #expect(abs(report.x.margin - -2) < 1e-9, "\(report)")
    #expect(abs(report.x.supremum - 4) < 1e-9 && abs(report.x.promise - 2) < 1e-9)
    let argmax = try #require(report.x.argmax)
    #expect(abs(argmax.parameters[0] - 4) < 1e-9, "\(argmax)")
  }

  @Test func aLoosePerCasePromiseWarnsFromItsSmallestRatio() throws {
    // promise 2·|d|: the room is |d| (least 0, at d = 0, which does not move a pixel), and
    // every moving case has promise ÷ offset = 2: loose above 1.5.
    let report = try shiftPromise { SIMD2(2 * abs($0.dx), 2 * abs($0.dy)) }.prove(shiftOptions)
    #expect(report.holds)
    #expect(abs(report.x.tightness - 2) < 1e-9 && abs(report.y.tightness - 2) < 1e-9)
    #expect(report.isLoose)
  }

  @Test func theProofReportsTheLeastRoomAndTheCaseItsPromiseFailsAt() throws {
    let proof = PromiseProof(
      fact: "the shift's promise is 90 % of it",
      promise: shiftPromise("test.ninety") { SIMD2(0.9 * abs($0.dx), 0.9 * abs($0.dy)) },
      options: shiftOptions)
    #expect(proof.id == "test.ninety")
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    let worst = try #require(result.worst)
    #expect(abs((worst.margin ?? 0) - -0.6) < 1e-9, "\(worst)")
    // The case is the corner |dx| = 6 (to a few ulps: the polish may gain a pixel's rounding
    // inside it), offset 6 against its own promise 5.4.
    let report = try #require(result.promise)
    #expect(abs(report.x.supremum - 6) < 1e-9 && abs(report.x.promise - 5.4) < 1e-9)
    #expect(
      worst.note
        == "x: offset \(report.x.supremum) against its promise \(report.x.promise) (the least room found)"
    )
    let failure = try #require(result.findings.first { $0.engineKind == .promise })
    #expect(failure.message.hasPrefix("promise exceeded by 0.6 pt on x"), "\(failure.message)")
    #expect(
      failure.message.contains(
        "a real case samples \(report.x.supremum) pt away, past its own promise \(report.x.promise) at dx = "
      ),
      "\(failure.message)")
    #expect(result.details[0].contains("the promise depends on the arguments"))
    #expect(report.description.contains("the promise, which depends on the arguments, FAILS"))
  }

  @Test func aPerCasePromiseRoundTripsThroughJSON() throws {
    let report = try shiftPromise { SIMD2(abs($0.dx), abs($0.dy)) }.prove(shiftOptions)
    let data = try JSONEncoder().encode(report)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"promiseDependsOnArguments\":true"))
    let decoded = try JSONDecoder().decode(PromiseReport.self, from: data)
    #expect(decoded.x.promiseDependsOnArguments && decoded.x.margin == report.x.margin)
    // A constant promise writes no such key, so its JSON reads as before.
    let constant = try SampleOffsetPromise(
      id: "test.constant", parameters: [.init(\Shift.dx, 0...1), .init(\.dy, fixed: 0)],
      pixels: PixelRegion(width: 4, height: 4), promise: SIMD2(1, 0),
      distortion: { shift, pixel in pixel + SIMD2(shift.dx, 0) }
    ).prove()
    let plain = String(decoding: try JSONEncoder().encode(constant), as: UTF8.self)
    #expect(!plain.contains("promiseDependsOnArguments"))
    #expect(!constant.x.promiseDependsOnArguments)
  }

  @Test(arguments: [Double.nan, -1, Double.infinity, -Double.infinity])
  func aPerCasePromiseThatIsNotANumberFailsThoseCases(bad: Double) throws {
    // Bad for dx > 3 only: those cases fail, the others are scored, nothing traps.
    let report = try shiftPromise { $0.dx > 3 ? SIMD2(bad, 0) : SIMD2(abs($0.dx), abs($0.dy)) }
      .prove(shiftOptions)
    #expect(!report.holds)
    #expect(report.failureCount > 0)
    let first = try #require(report.failures.first)
    #expect(first.kind == .invalidPromise)
    #expect(first.parameters[0] > 3)
    #expect(first.message.hasPrefix("the promise is (\(bad), 0.0); expected finite numbers ≥ 0"))
  }

  /// Property: for a random box of shifts and a promise c·|d|, the least room is the closed
  /// form min over the box of (c − 1)·|d|, which sits at the largest |d| when c < 1 and at the
  /// smallest |d| (0 when the box holds it) when c ≥ 1.
  @Test func theLeastRoomMatchesTheClosedFormOverRandomBoxes() throws {
    var random = SplitMix64(
      test: "theLeastRoomMatchesTheClosedFormOverRandomBoxes",
      variable: "EFFECTPROOF_ARGUMENT_PROMISE_SEED", fallback: 0xA5_5EED_0027, label: "promise")
    var options = PromiseProofOptions.standard
    options.sobolPoints = 256
    options.polishedPerAxis = 1
    for trial in 0..<12 {
      let a = random.uniform(-8, 8)
      let b = random.uniform(-8, 8)
      let (lower, upper) = (min(a, b), max(a, b))
      let c = random.uniform(0.5, 1.5)
      let promise = SampleOffsetPromise(
        id: "test.random", parameters: [.init(\Shift.dx, lower...upper), .init(\.dy, fixed: 0)],
        pixels: PixelRegion(width: 8, height: 8), promise: { SIMD2(c * abs($0.dx), 0) },
        distortion: { shift, pixel in pixel + SIMD2(shift.dx, 0) })
      let report = try promise.prove(options)
      let smallest = lower <= 0 && upper >= 0 ? 0 : min(abs(lower), abs(upper))
      let largest = max(abs(lower), abs(upper))
      let expected = (c - 1) * (c < 1 ? largest : smallest)
      #expect(
        abs(report.x.margin - expected) < 1e-9,
        "seed \(random.seed) trial \(trial): box \(lower)...\(upper), c \(c): margin \(report.x.margin), closed form \(expected)"
      )
      #expect(report.holds == (c >= 1 || largest == 0), "seed \(random.seed) trial \(trial)")
    }
  }
}
