import EffectMath
import Testing

/// The three wheel layouts against the orders written out independently here (article 002
/// names the wheel types; the European and American orders are the standard wheels; the
/// triple-zero order is this library's convention).
@Suite struct RoulettePocketLayoutTests {
  static let european =
    "0-32-15-19-4-21-2-25-17-34-6-27-13-36-11-30-8-23-10-5-24-16-33-1-20-14-31-9-22-18-29-7-28-12-35-3-26"
  static let american =
    "0-28-9-26-30-11-7-20-32-17-5-22-34-15-3-24-36-13-1-00-27-10-25-29-12-8-19-31-18-6-21-33-16-4-23-35-14-2"

  static func split(_ order: String) -> [String] { order.split(separator: "-").map(String.init) }

  @Test func ordersMatchTheRealWheels() {
    #expect(RouletteWheelType.singleZero.labels == Self.split(Self.european))
    #expect(RouletteWheelType.doubleZero.labels == Self.split(Self.american))
    #expect(RouletteWheelType.tripleZero.labels == Self.split(Self.american) + ["000"])
  }

  @Test func countsAndContents() throws {
    let numbers = Set((1...36).map(String.init))
    let expected: [RouletteWheelType: (Int, Set<String>)] = [
      .singleZero: (37, ["0"]), .doubleZero: (38, ["0", "00"]),
      .tripleZero: (39, ["0", "00", "000"]),
    ]
    for wheel in RouletteWheelType.allCases {
      let (count, zeros) = try #require(expected[wheel], "no expected layout for \(wheel)")
      #expect(wheel.pocketCount == count)
      #expect(wheel.labels.count == Set(wheel.labels).count, "\(wheel) repeats a label")
      #expect(Set(wheel.labels) == numbers.union(zeros))
      #expect(Set(wheel.pockets.filter(\.isZero).map(\.label)) == zeros)
      #expect(Set(wheel.pockets.compactMap(\.number)) == Set(1...36))
    }
  }

  @Test func anglesAreIndexTimesSpacingClockwiseFromZero() {
    for wheel in RouletteWheelType.allCases {
      for (index, pocket) in wheel.pockets.enumerated() {
        #expect(pocket.index == index)
        #expect(pocket.wheel == wheel)
        #expect(pocket.degrees == Double(index) * 360 / Double(wheel.pocketCount))
        #expect(pocket.degrees >= 0 && pocket.degrees < 360)
      }
      #expect(wheel.pockets.first?.label == "0")
      #expect(wheel.pockets.first?.degrees == 0)
    }
    // European 17 is the ninth pocket clockwise from 0: 8 · 360/37 degrees.
    #expect(RouletteWheelType.singleZero.pocket(labeled: "17")?.degrees == 8 * 360 / 37.0)
    #expect(RouletteWheelType.doubleZero.pocket(labeled: "00")?.index == 19)
    #expect(RouletteWheelType.tripleZero.pocket(labeled: "000")?.index == 38)
  }

  @Test func lookupByLabelAndUnknownPockets() {
    for wheel in RouletteWheelType.allCases {
      for pocket in wheel.pockets {
        #expect(wheel.pocket(labeled: pocket.label) == pocket)
        #expect(wheel.pocket(at: pocket.index) == pocket)
      }
      for unknown in ["37", "", "07", " 1", "-1", "0000", "zero"] {
        #expect(wheel.pocket(labeled: unknown) == nil, "\(wheel) \(unknown)")
      }
      #expect(wheel.pocket(at: -1) == nil)
      #expect(wheel.pocket(at: wheel.pocketCount) == nil)
    }
    #expect(RouletteWheelType.singleZero.pocket(labeled: "00") == nil)
    #expect(RouletteWheelType.doubleZero.pocket(labeled: "000") == nil)
  }

  @Test func pocketUnderAScreenDirection() {
    for wheel in RouletteWheelType.allCases {
      for pocket in wheel.pockets {
        for rotation in [0, 33.3, -721.5, 1e6] {
          let screen = pocket.degrees + rotation
          #expect(
            wheel.pocket(atScreenDegrees: screen, wheelRotationDegrees: rotation) == pocket)
          // Within a third of a pocket either way is still the same pocket.
          let nudge = wheel.pocketSpacingDegrees / 3
          #expect(
            wheel.pocket(atScreenDegrees: screen + nudge, wheelRotationDegrees: rotation)
              == pocket)
          #expect(
            wheel.pocket(atScreenDegrees: screen - nudge, wheelRotationDegrees: rotation)
              == pocket)
        }
      }
      #expect(wheel.pocket(atScreenDegrees: .nan, wheelRotationDegrees: 0) == nil)
      #expect(wheel.pocket(atScreenDegrees: 0, wheelRotationDegrees: .infinity) == nil)
    }
  }
}
