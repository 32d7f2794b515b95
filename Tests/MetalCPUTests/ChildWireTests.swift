import EffectProofBase
import EffectProofTestSupport
import Foundation
import LocatedJSON
import MetalCPUSources
import Testing

@testable import MetalCPU

/// The wire between a session and its child (`effectproof_wire.h`), field by field: Swift and
/// clang lay every struct out alike, every field Swift writes reaches the C side under its own
/// name, and every field the C side writes reaches its own place in the Swift result. Each
/// field carries a value no other field has, so two fields swapped on one side fail.
@Suite struct ChildWireTests {
  /// `name stride field=offset …`, as Swift sees a struct.
  static func layout<T>(_ name: String, _: T.Type, _ fields: [(String, PartialKeyPath<T>)])
    -> String
  {
    let offsets = fields.map { " \($0.0)=\(MemoryLayout<T>.offset(of: $0.1) ?? -1)" }
    return "\(name) \(MemoryLayout<T>.stride)" + offsets.joined()
  }

  @Test func everyStructIsLaidOutAsTheChildLaysItOut() throws {
    let swift = [
      Self.layout(
        "ep_wire_frame", ep_wire_frame.self,
        [("magic", \.magic), ("version", \.version), ("length", \.length)]),
      Self.layout(
        "ep_wire_request", ep_wire_request.self,
        [
          ("function", \.function), ("usage", \.usage), ("width", \.width),
          ("height", \.height), ("jobs", \.jobs), ("scale", \.scale), ("flags", \.flags),
          ("slot_count", \.slot_count), ("layer_mode", \.layer_mode), ("layer_id", \.layer_id),
        ]),
      Self.layout(
        "ep_wire_slot", ep_wire_slot.self,
        [("type", \.type), ("element", \.element), ("length", \.length), ("value", \.value)]),
      Self.layout("ep_wire_image", ep_wire_image.self, [("width", \.width), ("height", \.height)]),
      Self.layout("ep_wire_pixel", ep_wire_pixel.self, [("x", \.x), ("y", \.y)]),
      Self.layout(
        "ep_wire_colour", ep_wire_colour.self, [("r", \.r), ("g", \.g), ("b", \.b), ("a", \.a)]),
      Self.layout(
        "ep_wire_sample", ep_wire_sample.self,
        [
          ("offset", \.offset), ("pixel_x", \.pixel_x), ("pixel_y", \.pixel_y),
          ("sample_x", \.sample_x), ("sample_y", \.sample_y),
        ]),
      Self.layout(
        "ep_wire_result", ep_wire_result.self,
        [
          ("non_finite", \.non_finite), ("samples", \.samples),
          ("samples_outside", \.samples_outside), ("samples_non_finite", \.samples_non_finite),
          ("invalid_colours", \.invalid_colours), ("checked_colours", \.checked_colours),
          ("seconds", \.seconds), ("first_non_finite", \.first_non_finite), ("jobs", \.jobs),
          ("max_offset_x", \.max_offset_x), ("max_offset_y", \.max_offset_y),
          ("worst", \.worst), ("farthest_x", \.farthest_x),
          ("beyond_allowance_x", \.beyond_allowance_x), ("farthest_y", \.farthest_y),
          ("beyond_allowance_y", \.beyond_allowance_y), ("first_invalid", \.first_invalid),
          ("invalid_colour", \.invalid_colour), ("max_change", \.max_change),
          ("max_change_at", \.max_change_at), ("darkest", \.darkest),
          ("darkest_at", \.darkest_at), ("max_alpha_change", \.max_alpha_change),
          ("max_alpha_change_at", \.max_alpha_change_at), ("max_excess", \.max_excess),
          ("max_excess_at", \.max_excess_at), ("max_excess_colour", \.max_excess_colour),
          ("image_width", \.image_width), ("image_height", \.image_height),
        ]),
      Self.layout(
        "ep_wire_crash", ep_wire_crash.self,
        [
          ("signal", \.signal), ("pixel", \.pixel), ("trap", \.trap),
          ("trap_offset", \.trap_offset), ("slot", \.slot), ("access", \.access),
          ("index", \.index), ("count", \.count),
        ]),
    ]
    let child = String(decoding: try ChildWireEcho.output(["layout"]), as: UTF8.self)
      .split(separator: "\n").map(String.init)
    #expect(child == swift)
    // The sizes the header's comments promise: no padding anywhere.
    let strides: [Int] = [
      MemoryLayout<ep_wire_frame>.stride, MemoryLayout<ep_wire_request>.stride,
      MemoryLayout<ep_wire_slot>.stride, MemoryLayout<ep_wire_image>.stride,
      MemoryLayout<ep_wire_result>.stride, MemoryLayout<ep_wire_crash>.stride,
    ]
    #expect(strides == [16, 40, 32, 8, 272, 48])
  }

  /// A marshal whose slots are one of each kind, and a 1 × 1 texture.
  static func marshal() throws -> ArgumentMarshal {
    let function = StitchableFunction(
      name: "f", qualifiedName: "f", file: "F.metal", position: SourcePosition(line: 1, column: 1),
      returnType: "half4", returnKind: .half4,
      parameters: [
        MetalParameter(type: "float2", name: "position", kind: .float2, position: .start),
        MetalParameter(type: "half4", name: "color", kind: .half4, position: .start),
      ])
    var marshal = try ArgumentMarshal(
      function: function, usage: .colorEffect, arguments: [], layerSize: SIMD2(1, 1))
    marshal.slots = [
      .supplied, .value([1, 2, 3, 4]), .buffer([10, 11, 12, 13, 14, 15], element: 2),
      .halfBuffer([0.25, 0.5, 0.75, 1]),
    ]
    marshal.texture = MetalRunImage(counted: 1, 1, [0.5, 0.25, 0.125, 1])
    return marshal
  }

  /// What the C side reads from `body`, framed as the session frames it.
  static func echoed(_ body: [UInt8]) throws -> [String] {
    let folder = try TemporaryFolder()
    let path = folder.path + "/request"
    try Data(ChildWire.requestFrame(length: body.count) + body).write(
      to: URL(fileURLWithPath: path))
    return String(decoding: try ChildWireEcho.output(["request", path]), as: UTF8.self)
      .split(separator: "\n").map(String.init)
  }

  @Test func everyRequestFieldReachesTheChildUnderItsName() throws {
    let layer = MetalRunImage(counted: 3, 2, (1...24).map(Float.init))
    let body = ChildWire.request(
      function: 7, usage: .layerEffect, width: 3, height: 2, scale: 2.5, jobs: 5,
      marshal: try Self.marshal(), layer: layer, layerMode: .keep, layerID: 9,
      checksColours: true, returnsImage: false)
    let zero = String(repeating: "0", count: 32)
    let echoed = try Self.echoed(body)
    #expect(
      echoed == [
        // 40 + 4 slots × 32 + 6 buffer bytes + 16 colour bytes + (8 + 16) + (8 + 6 × 16)
        "frame magic=51525045 version=4 length=318",
        "request function=7 usage=2 width=3 height=2 jobs=5 scale=2.5 flags=1 slot_count=4 layer_mode=1 layer_id=9",
        "slot type=2 element=0 length=0 value=\(zero) data=",
        "slot type=0 element=0 length=0 value=01020304000000000000000000000000 data=",
        "slot type=1 element=2 length=6 value=\(zero) data=0a0b0c0d0e0f",
        "slot type=3 element=0 length=16 value=\(zero) data=0.25,0.5,0.75,1",
        "texture 1x1 texels=0.5,0.25,0.125,1",
        "layer 3x2 texels=" + (1...24).map(String.init).joined(separator: ","),
        "rest=0",
      ])
  }

  @Test func aKeptLayerIsNotSentAndTheImageFlagIsItsOwn() throws {
    var marshal = try Self.marshal()
    marshal.slots = []
    marshal.texture = nil
    let body = ChildWire.request(
      function: 0, usage: .shapeStyle, width: 4, height: 6, scale: 3, jobs: 1,
      marshal: marshal, layer: MetalRunImage(counted: 4, 6, Array(repeating: 0, count: 96)),
      layerMode: .kept, layerID: 12, checksColours: false, returnsImage: true)
    let echoed = try Self.echoed(body)
    #expect(
      echoed == [
        "frame magic=51525045 version=4 length=48",
        "request function=0 usage=3 width=4 height=6 jobs=1 scale=3 flags=2 slot_count=0 layer_mode=2 layer_id=12",
        "texture 0x0 texels=",
        "rest=0",
      ])
  }

  /// The body of the echo's answer after its frame, which is read as the session reads it.
  static func answer(_ mode: String) throws -> [UInt8] {
    let bytes = try ChildWireEcho.output([mode])
    let length = try ChildWire.resultLength(Array(bytes.prefix(16)))
    #expect(length == bytes.count - 16)
    return Array(bytes.dropFirst(16))
  }

  @Test func everyResultFieldReachesItsPlaceInTheResult() throws {
    let result = try ChildWire.result(
      try Self.answer("result"), function: "f", usage: .layerEffect, width: 2, height: 1,
      checksColours: true, returnsImage: true)
    var expected = MetalRunResult(
      function: "f", usage: .layerEffect,
      image: MetalRunImage(counted: 2, 1, [70, 71, 72, 73, 74, 75, 76, 77]), nonFinite: 11,
      firstNonFinite: SIMD2(18, 19),
      samples: MetalSampleAudit(
        count: 12, maxOffset: SIMD2(21, 22), worstPixel: SIMD2(24, 25),
        worstSample: SIMD2(26, 27), outsideLayer: 13, nonFinite: 14),
      seconds: 17.5, jobs: 20)
    expected.samples.farthest = MetalAxisSamples(
      x: MetalSample(offset: 28, pixel: SIMD2(29, 30), sample: SIMD2(31, 32)),
      y: MetalSample(offset: 38, pixel: SIMD2(39, 40), sample: SIMD2(41, 42)))
    expected.samples.beyondAllowance = MetalAxisSamples(
      x: MetalSample(offset: 33, pixel: SIMD2(34, 35), sample: SIMD2(36, 37)),
      y: MetalSample(offset: 43, pixel: SIMD2(44, 45), sample: SIMD2(46, 47)))
    var colours = MetalColourChecks(
      checked: 16, invalid: 15, firstInvalid: SIMD2(48, 49), invalidColour: SIMD4(50, 51, 52, 53),
      maximumChange: 54, maximumChangeAt: SIMD2(55, 56), darkest: 57, darkestAt: SIMD2(58, 59),
      maximumAlphaChange: 60, maximumAlphaChangeAt: SIMD2(61, 62))
    colours.largestExcess = 63
    colours.largestExcessAt = SIMD2(64, 65)
    colours.largestExcessColour = SIMD4(66, 67, 68, 69)
    expected.colours = colours
    #expect(result == expected)
  }

  @Test func aResultsNoneValuesAreNil() throws {
    let result = try ChildWire.result(
      try Self.answer("result-none"), function: "g", usage: .colorEffect, width: 5, height: 3,
      checksColours: true, returnsImage: false)
    var expected = MetalRunResult(
      function: "g", usage: .colorEffect, image: MetalRunImage(counted: 0, 0, []), nonFinite: 0,
      firstNonFinite: nil,
      samples: MetalSampleAudit(
        count: 0, maxOffset: SIMD2(0, 0), worstPixel: nil, worstSample: nil, outsideLayer: 0,
        nonFinite: 0),
      seconds: 0, jobs: 1)
    expected.pixels = 15
    expected.colours = MetalColourChecks(
      checked: 0, invalid: 0, firstInvalid: nil, invalidColour: nil, maximumChange: nil,
      maximumChangeAt: nil, darkest: nil, darkestAt: nil, maximumAlphaChange: nil,
      maximumAlphaChangeAt: nil)
    #expect(result == expected)
  }

  @Test func everyCrashFieldComesBackFromItsLine() throws {
    let lines = String(decoding: try ChildWireEcho.output(["crash"]), as: UTF8.self)
      .split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "EPCRASH signal=7 pixel=21,22 trap=bounds offset=23 slot=24 index=25 count=26 access=write",
        "EPCRASH signal=11 pixel=3,4 slot=2 index=-1 count=5 access=read",
        "EPCRASH signal=8",
      ])
    let records = lines.map(ChildWire.crashRecord)
    func fields(_ crash: ep_wire_crash?) -> [Int64]? {
      crash.map {
        [
          Int64($0.signal), Int64($0.pixel.x), Int64($0.pixel.y), Int64($0.trap),
          $0.trap_offset, Int64($0.slot), Int64($0.access), $0.index, $0.count,
        ]
      }
    }
    #expect(fields(records[0]) == [7, 21, 22, 1, 23, 24, 1, 25, 26])
    #expect(fields(records[1]) == [11, 3, 4, 0, 0, 2, 0, -1, 5])
    #expect(fields(records[2]) == [8, -1, -1, 0, 0, -1, 0, 0, 0])
  }
}
