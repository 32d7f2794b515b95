import EffectProofBase
import Testing

@testable import ShaderIR

/// Every fixture module reads, with no instruction left unknown, and holds the facts counted by
/// hand in its `.ll` text (blocks by their label lines, instructions by their lines) and in the
/// `.metal` source it came from (the lines of the sample calls).
@Suite struct IRFixtureTests {
  /// Blocks and instructions of each fixture's stitchable function (its first definition),
  /// counted in the `.ll` files with `grep` and `awk` (label lines + 1 for the entry block;
  /// indented lines between its `define` and `}`).
  static let shapes: [String: (blocks: Int, instructions: Int, samples: Int)] = [
    "dither": (10, 78, 0), "duotone": (3, 33, 0), "emboss": (3, 70, 4),
    "gaussianRow": (1, 67, 5), "harmonicWave": (7, 87, 0), "hashNoise": (1, 74, 0),
    "linearMotionBlur": (7, 58, 2), "loupe": (4, 45, 2), "pinch": (3, 30, 0),
    "rayMarchUnion": (11, 101, 0), "rowTints": (3, 24, 0), "tint": (6, 34, 0),
    "wave": (1, 15, 0),
  ]

  @Test func everyFixtureReadsWithNoUnknownInstruction() throws {
    let names = try IRFixture.names()
    #expect(names.count == Self.shapes.count)
    for name in names {
      let (module, function) = try IRFixture.definition(name)
      #expect(module.unknownInstructions.isEmpty, "\(name): \(module.unknownInstructions)")
      // rayMarchUnion alone keeps a helper, `marching::gradient`, out of line.
      #expect(module.definitions.count == (name == "rayMarchUnion" ? 2 : 1), "\(name)")
      let shape = try #require(Self.shapes[name], "no shape for \(name)")
      #expect(function.blocks.count == shape.blocks, "\(name)")
      #expect(function.instructions.count == shape.instructions, "\(name)")
      #expect(function.calls(to: "ep_layer_sample").count == shape.samples, "\(name)")
      #expect(module.targetTriple == "x86_64-unknown-linux-gnu", "\(name)")
      for block in function.blocks {
        #expect(block.terminator?.operation.isTerminator == true, "\(name) %\(block.label)")
      }
    }
  }

  @Test func waveIsOneBlockOfNaNAwareMaxThenSine() throws {
    let (_, function) = try IRFixture.definition("wave")
    #expect(function.name == "_Z4waveDv2_ffff")
    #expect(function.resultType == .double)
    #expect(function.parameters.map(\.type) == [.double, .float, .float, .float])
    #expect(function.parameters.map(\.name) == ["0", "1", "2", "3"])
    #expect(function.blocks.map(\.label) == ["4"])
    let unordered = try #require(function.instruction("6"))
    #expect(
      unordered.operation
        == .floatCompare(
          .uno, IRTypedValue(.float, .local("2")),
          .constant(.float(IRFloatLiteral(value: 0, spelling: "0.000000e+00")))))
    #expect(unordered.debugLocation == 13)
    let select = try #require(function.instruction("9"))
    guard case .select(let condition, let ifTrue, let ifFalse) = select.operation else {
      Issue.record("%9 is not a select: \(select.operation)")
      return
    }
    #expect(condition == IRTypedValue(.integer(bits: 1), .local("8")))
    #expect(ifTrue.value == .constant(.float(IRFloatLiteral(value: 1, spelling: "1.000000e+00"))))
    #expect(ifFalse == IRTypedValue(.float, .local("2")))
    let sine = try #require(function.instruction("14"))
    guard case .call(let call) = sine.operation else {
      Issue.record("%14 is not a call")
      return
    }
    #expect(call.calleeName == "llvm.sin.f32")
    #expect(call.arguments == [IRTypedValue(.float, .local("13"))])
    #expect(sine.flags.contains("tail"))
    let insert = try #require(function.instruction("17"))
    #expect(
      insert.operation
        == .insertElement(
          IRTypedValue(.vector(count: 2, element: .float), .local("5")),
          IRTypedValue(.float, .local("16")),
          index: IRTypedValue(.integer(bits: 64), .constant(.integer(1)))))
    #expect(
      function.blocks.first?.terminator?.operation == .ret(IRTypedValue(.double, .local("18"))))
  }

  @Test func loupeBranchesToTwoSamplesAndJoinsThemInAPhi() throws {
    let (module, function) = try IRFixture.definition("loupe")
    #expect(function.blocks.map(\.label) == ["5", "17", "19", "48"])
    #expect(function.blocks.first?.successors == ["17", "19"])
    let phi = try #require(function.instruction("49"))
    #expect(
      phi.operation
        == .phi(
          .double,
          [
            IRPhiIncoming(value: .local("18"), block: "17"),
            IRPhiIncoming(value: .local("47"), block: "19"),
          ]))
    let samples = function.calls(to: "ep_layer_sample")
    // Loupe.metal: line 12 `return layer.sample(position);`, line 14 `half4 magnified =
    // layer.sample(center + d / zoom);`, each inlined from the prelude's Layer::sample.
    let lines = samples.map { module.userLocation(of: $0, in: function)?.line }
    #expect(lines == [12, 14])
    let place = try #require(samples.first.flatMap { module.userLocation(of: $0, in: function) })
    #expect(place.file == "/work/main/Fixtures/ExampleApp/Shaders/Loupe.metal")
    #expect(place.column == 18)  // `sample` after `    return layer.`
    // `rim * 0.3h`: 0xH34CD = (1024 + 0xCD) · 2^(13 − 25) = 1229 / 4096.
    let rim = try #require(function.instruction("41"))
    guard case .binary(.fmul, _, .constant(.float(let literal))) = rim.operation else {
      Issue.record("%41 is not an fmul by a constant: \(rim.operation)")
      return
    }
    #expect(literal.value == 1229.0 / 4096.0)
    let splat = try #require(function.instruction("44"))
    guard case .shuffleVector(_, _, let mask) = splat.operation else {
      Issue.record("%44 is not a shufflevector")
      return
    }
    #expect(mask == [0, 0, 0, 0])
    let half = try #require(function.instruction("10"))
    guard case .shuffleVector(_, _, let partial) = half.operation else {
      Issue.record("%10 is not a shufflevector")
      return
    }
    #expect(partial == [1, nil])
  }

  @Test func gaussianRowSamplesFiveTimesOnLineSixteenAndReadsItsTablesByOffset() throws {
    let (module, function) = try IRFixture.definition("gaussianRow")
    let lines = function.calls(to: "ep_layer_sample").map {
      module.userLocation(of: $0, in: function)?.line
    }
    // GaussianRow.metal line 16: `sum += kWeights[i] * float4(layer.sample(tap));`, unrolled.
    #expect(lines == [16, 16, 16, 16, 16])
    let weights = try #require(module.global("kWeights"))
    #expect(weights.type == .array(count: 5, element: .float))
    #expect(weights.alignment == 16)
    #expect(tableValues(weights.initializer) == [0.0625, 0.25, 0.375, 0.25, 0.0625])
    let offsets = try #require(module.global("kOffsets"))
    #expect(tableValues(offsets.initializer) == [-2, -1, 0, 1, 2])
    let addressed = function.instructions.compactMap { instruction -> IRConstantExpression? in
      guard case .load(_, let pointer, _) = instruction.operation,
        case .constant(.expression(let expression)) = pointer.value
      else { return nil }
      return expression
    }
    let intoWeights = addressed.first { $0.operands.first?.constant == .global("kWeights") }
    #expect(intoWeights?.opcode == "getelementptr")
    #expect(intoWeights?.flags == ["inbounds", "nuw"])
    #expect(intoWeights?.sourceType == .integer(bits: 8))
  }

  @Test func ditherIndexesTheBayerTable() throws {
    let (module, function) = try IRFixture.definition("dither")
    let bayer = try #require(module.global("kBayer"))
    #expect(bayer.type == .array(count: 16, element: .integer(bits: 32)))
    guard case .array(let elements) = bayer.initializer else {
      Issue.record("kBayer is not an array: \(String(describing: bayer.initializer))")
      return
    }
    // Dither.metal's 4 × 4 Bayer matrix, row by row.
    #expect(
      elements.map(\.constant)
        == [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { IRConstant.integer($0) })
    let addresses = function.instructions.compactMap { instruction -> IRAddress? in
      if case .getElementPointer(let address) = instruction.operation { return address }
      return nil
    }
    #expect(addresses.contains { $0.base.value == .global("kBayer") })
  }

  @Test func rowTintsHoldsHalfColours() throws {
    let (module, _) = try IRFixture.definition("rowTints")
    let tints = try #require(module.global("kTints"))
    #expect(tints.type == .array(count: 3, element: .vector(count: 4, element: .half)))
    guard case .array(let rows) = tints.initializer, case .vector(let first)? = rows.first?.constant
    else {
      Issue.record("kTints is not an array of vectors")
      return
    }
    // 0xH3C00 = 1; 0xH3A66 = (1024 + 614) · 2^-11 = 1638 / 2048; 0xH38CD = 1229 / 2048.
    #expect(
      first.map { constant -> Double? in
        if case .float(let literal) = constant.constant { return literal.value }
        return nil
      } == [1, 1638.0 / 2048.0, 1229.0 / 2048.0, 1])
    #expect(module.global("kTintCount")?.initializer == .integer(3))
  }

  @Test func hashNoiseMultipliesByThePCGConstants() throws {
    let (_, function) = try IRFixture.definition("hashNoise")
    let multiply = try #require(function.instruction("27"))
    #expect(
      multiply.operation
        == .binary(
          .mul, IRTypedValue(.integer(bits: 32), .local("26")), .constant(.integer(747_796_405))))
    let shift = try #require(function.instruction("29"))
    #expect(
      shift.operation
        == .binary(.lshr, IRTypedValue(.integer(bits: 32), .local("28")), .constant(.integer(28))))
    #expect(function.instruction("32")?.opcode == "xor")
  }

  @Test func motionBlurLoopsOverAPhiOfItsCounter() throws {
    let (module, function) = try IRFixture.definition("linearMotionBlur")
    #expect(function.blocks.map(\.label) == ["4", "12", "14", "36", "40", "48", "60"])
    let counter = try #require(function.instruction("51"))
    #expect(
      counter.operation
        == .phi(
          .integer(bits: 32),
          [
            IRPhiIncoming(value: .local("58"), block: "48"),
            IRPhiIncoming(value: .constant(.integer(0)), block: "36"),
          ]))
    // MotionBlur.metal: line 17 `return layer.sample(position);`, line 26
    // `total += float4(layer.sample(cursor));` inside the loop.
    let lines = function.calls(to: "ep_layer_sample").map {
      module.userLocation(of: $0, in: function)?.line
    }
    #expect(lines.sorted { ($0 ?? 0) < ($1 ?? 0) } == [17, 26])
  }

  @Test func pinchReadsAStructGlobalWithASplat() throws {
    let (module, _) = try IRFixture.definition("pinch")
    let settings = try #require(module.global("kPinch"))
    #expect(settings.type == .named("struct.PinchSettings"))
    #expect(
      module.namedTypes["struct.PinchSettings"]
        == .structure(fields: [.float, .float, .vector(count: 2, element: .float)], packed: false))
    let half = IRTypedConstant(.float, .float(IRFloatLiteral(value: 0.5, spelling: "5.000000e-01")))
    #expect(
      settings.initializer
        == .structure(
          [
            IRTypedConstant(.float, .float(IRFloatLiteral(value: 10, spelling: "1.000000e+01"))),
            half, IRTypedConstant(.vector(count: 2, element: .float), .splat(half)),
          ], packed: false))
  }

  @Test func rayMarchUnionAllocatesItsSpheres() throws {
    let (module, function) = try IRFixture.definition("rayMarchUnion")
    let sphere = try #require(function.instruction("7"))
    #expect(
      sphere.operation == .alloca(.named("struct.marching::Sphere"), count: nil, alignment: 16))
    let helper = "_ZN8marching8gradientEDv3_fNS_6SphereES1_"
    #expect(function.calls(to: helper).count == 1)
    let gradient = try #require(module.function(helper))
    #expect(gradient.isDefinition)
    #expect(gradient.resultType == .vector(count: 3, element: .float))
    #expect(gradient.attributes.contains("linkonce_odr"))
  }

  /// The values of a constant array of floats.
  func tableValues(_ constant: IRConstant?) -> [Double]? {
    guard case .array(let elements) = constant else { return nil }
    return elements.map {
      if case .float(let literal) = $0.constant { return literal.value }
      return .nan
    }
  }
}
