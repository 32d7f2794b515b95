import EffectProof
import EffectProofTestSupport
import Foundation
import LocatedJSON
import ShaderProofs
import ShaderRegistry
import Testing

/// Every declared rule, fed to the real decoder (`EffectProofConfig.load`): a value just inside and
/// just outside each end, a wrong type, a NaN-like string and a huge number, each error naming
/// its JSON path. The expected messages are written by hand (the readers' wording before the
/// rules); a last test holds the table to the declarations, so a new checked key needs rows.
@Suite struct ConfigRuleBoundaryTests {
  /// One row: a config and the `path: message` its load ends with, or `nil` when it loads.
  typealias Row = (json: String, expected: String?)

  static let entry = #""viewSize": [10, 10], "arguments": {"strength": {"range": [0, 1]}}"#
  static func shader(_ extra: String, base: String = entry) -> String {
    "{\"shaderProofs\": {\"probe\": {\(base), \(extra)}}}"
  }
  static func sized(_ sizes: String) -> String {
    "{\"shaderProofs\": {\"probe\": {\(sizes), \"arguments\": {\"strength\": 1}}}}"
  }
  static func registry(usage: String = "\"layerEffect\"", arguments: String = "[]") -> String {
    "{\"registry\": {\"warmups\": [{\"name\": \"probe\", \"usage\": \(usage), \"arguments\": \(arguments)}]}}"
  }

  static let above0 = "expected a number above 0, found"
  static let atLeast0 = "expected a number of 0 or more, found"

  /// The rows by the declared key they test (its name): each checked key has one.
  static let rows: [String: [Row]] = [
    "expectedFunctionCount": [
      (#"{"expectedFunctionCount": 0}"#, nil),
      (
        #"{"expectedFunctionCount": -1}"#,
        "$.expectedFunctionCount: expected a count of 0 or more, found -1"
      ),
      (
        #"{"expectedFunctionCount": 1.5}"#,
        "$.expectedFunctionCount: expected an integer, found 1.5"
      ),
      (
        #"{"expectedFunctionCount": "NaN"}"#,
        "$.expectedFunctionCount: expected a number, found a string"
      ),
      (
        #"{"expectedFunctionCount": 1e300}"#,
        "$.expectedFunctionCount: expected an integer, found 1e+300"
      ),
    ],
    "certify": [
      (#"{"certify": "warn"}"#, nil),
      (#"{"certify": "required"}"#, nil),
      (
        #"{"certify": "requird"}"#,
        "$.certify: expected one of warn, required, found \"requird\" (did you mean \"required\"?)"
      ),
      (#"{"certify": "NaN"}"#, "$.certify: expected one of warn, required, found \"NaN\""),
      (#"{"certify": true}"#, "$.certify: expected a string, found a boolean"),
    ],
    "maxFileBytes": [
      (#"{"maxFileBytes": 1}"#, nil),
      (#"{"maxFileBytes": 0}"#, "$.maxFileBytes: expected a positive byte count, found 0"),
      (#"{"maxFileBytes": true}"#, "$.maxFileBytes: expected a number, found a boolean"),
    ],
    "screenWidths": [
      (#"{"cards": {"screenWidths": [5e-324]}}"#, nil),
      (#"{"cards": {"screenWidths": []}}"#, "$.cards.screenWidths: expected at least one width"),
      (#"{"cards": {"screenWidths": [390, 0]}}"#, "$.cards.screenWidths[1]: \(above0) 0.0"),
      (
        #"{"cards": {"screenWidths": 390}}"#,
        "$.cards.screenWidths: expected an array, found a number"
      ),
    ],
    "horizontalPadding": [
      (#"{"cards": {"horizontalPadding": 0}}"#, nil),
      (
        #"{"cards": {"horizontalPadding": -5e-324}}"#,
        "$.cards.horizontalPadding: \(atLeast0) -5e-324"
      ),
      (
        #"{"cards": {"horizontalPadding": "Infinity"}}"#,
        "$.cards.horizontalPadding: expected a number, found a string"
      ),
    ],
    "aspectRatio": [
      (#"{"cards": {"aspectRatio": 1e308}}"#, nil),
      (#"{"cards": {"aspectRatio": 0}}"#, "$.cards.aspectRatio: \(above0) 0.0"),
    ],
    "perspective": [
      (#"{"cards": {"perspective": 0, "flip": {"perspective": 0}}}"#, nil),
      (#"{"cards": {"perspective": -1}}"#, "$.cards.perspective: \(atLeast0) -1.0"),
      (#"{"cards": {"flip": {"perspective": -1}}}"#, "$.cards.flip.perspective: \(atLeast0) -1.0"),
    ],
    "maxAngle": [
      (
        #"{"cards": {"holographic": {"maxAngle": 0}, "tilt": {"maxAngle": 89.99999999999999}}}"#,
        nil
      ),
      (
        #"{"cards": {"tilt": {"maxAngle": -5e-324}}}"#, "$.cards.tilt.maxAngle: \(atLeast0) -5e-324"
      ),
      (
        #"{"cards": {"holographic": {"maxAngle": 90}}}"#,
        "$.cards.holographic.maxAngle: expected an angle below 90 degrees"
      ),
    ],
    "duration": [
      (
        #"{"cards": {"tilt": {"spring": {"duration": 5e-324, "bounce": 0}}, "flip": {"duration": 5e-324}}}"#,
        nil
      ),
      (
        #"{"cards": {"tilt": {"spring": {"duration": 0, "bounce": 0}}}}"#,
        "$.cards.tilt.spring.duration: \(above0) 0.0"
      ),
      (#"{"cards": {"flip": {"duration": 0}}}"#, "$.cards.flip.duration: \(above0) 0.0"),
      (#"{"ripple": {"duration": 0}}"#, "$.ripple.duration: \(above0) 0.0"),
    ],
    "bounce": [
      (#"{"cards": {"tilt": {"spring": {"duration": 1, "bounce": -0.9999999999999999}}}}"#, nil),
      (#"{"cards": {"tilt": {"spring": {"duration": 1, "bounce": 0.9999999999999999}}}}"#, nil),
      (
        #"{"cards": {"tilt": {"spring": {"duration": 0, "bounce": -1}}}}"#,
        "$.cards.tilt.spring.bounce: expected a bounce in (−1, 1)"
      ),
      (
        #"{"cards": {"tilt": {"spring": {"duration": 1, "bounce": 1}}}}"#,
        "$.cards.tilt.spring.bounce: expected a bounce in (−1, 1)"
      ),
    ],
    "response": [
      (#"{"cards": {"product": {"spring": {"response": 5e-324, "dampingRatio": 5e-324}}}}"#, nil),
      (
        #"{"cards": {"product": {"spring": {"response": 0, "dampingRatio": 0}}}}"#,
        "$.cards.product.spring.response: \(above0) 0.0"
      ),
    ],
    "dampingRatio": [
      (
        #"{"cards": {"product": {"spring": {"response": 1, "dampingRatio": 0}}}}"#,
        "$.cards.product.spring.dampingRatio: \(above0) 0.0"
      )
    ],
    "pointsPerDegree": [
      (
        #"{"cards": {"product": {"pointsPerDegree": 0}}}"#,
        "$.cards.product.pointsPerDegree: \(above0) 0.0"
      )
    ],
    "heights": [
      (
        "{\"curl\": {\"heights\": [" + Array(repeating: "10000", count: 16).joined(separator: ", ")
          + "]}}", nil
      ),
      (#"{"curl": {"heights": [5e-324]}}"#, nil),
      (#"{"curl": {"heights": []}}"#, "$.curl.heights: expected 1 … 16 card heights, found 0"),
      (
        "{\"curl\": {\"heights\": [" + Array(repeating: "1", count: 17).joined(separator: ", ")
          + "]}}", "$.curl.heights: expected 1 … 16 card heights, found 17"
      ),
      (#"{"curl": {"heights": [1, 0]}}"#, "$.curl.heights[1]: \(above0) 0.0"),
      (
        #"{"curl": {"heights": [10000.000000000002]}}"#,
        "$.curl.heights[0]: expected a height of at most 10000 points, found 10000.000000000002"
      ),
    ],
    "peelStep": [
      (#"{"curl": {"peelStep": 0.5}}"#, nil),
      (#"{"curl": {"peelStep": 0}}"#, "$.curl.peelStep: \(above0) 0.0"),
      (
        #"{"curl": {"peelStep": 0.5000000000000001}}"#,
        "$.curl.peelStep: expected a peel step in (0, 0.5], found 0.5000000000000001"
      ),
      (
        #"{"curl": {"peelStep": 1e308}}"#,
        "$.curl.peelStep: expected a peel step in (0, 0.5], found 1e+308"
      ),
      (#"{"curl": {"peelStep": "NaN"}}"#, "$.curl.peelStep: expected a number, found a string"),
    ],
    "amplitude": [
      (#"{"ripple": {"amplitude": 0}}"#, nil),
      (#"{"ripple": {"amplitude": -1}}"#, "$.ripple.amplitude: \(atLeast0) -1.0"),
    ],
    "speed": [
      (#"{"ripple": {"speed": 1}}"#, nil),
      (
        #"{"ripple": {"speed": 0.9999999999999999}}"#,
        "$.ripple.speed: expected a speed of at least 1 point a second, found 0.9999999999999999"
      ),
    ],
    "frequency": [(#"{"ripple": {"frequency": -1}}"#, "$.ripple.frequency: \(atLeast0) -1.0")],
    "decay": [(#"{"ripple": {"decay": -1}}"#, "$.ripple.decay: \(atLeast0) -1.0")],
    "widestLayout": [(#"{"ripple": {"widestLayout": 0}}"#, "$.ripple.widestLayout: \(above0) 0.0")],
    "wheelType": [
      (#"{"wheel": {"wheelType": "doubleZero"}}"#, nil),
      (
        #"{"wheel": {"wheelType": "doubleZer"}}"#,
        "$.wheel.wheelType: expected one of singleZero, doubleZero, tripleZero, found \"doubleZer\" (did you mean \"doubleZero\"?)"
      ),
      (#"{"wheel": {"wheelType": 2}}"#, "$.wheel.wheelType: expected a string, found a number"),
    ],
    "diameter": [(#"{"wheel": {"diameter": 0}}"#, "$.wheel.diameter: \(above0) 0.0")],
    "pocketRadius": [
      (#"{"wheel": {"pocketRadius": 5e-324, "hubRadius": 0}}"#, nil),
      (#"{"wheel": {"pocketRadius": 0}}"#, "$.wheel.pocketRadius: \(above0) 0.0"),
    ],
    "hubRadius": [(#"{"wheel": {"hubRadius": -1}}"#, "$.wheel.hubRadius: \(atLeast0) -1.0")],
    "shutter": [
      (#"{"wheel": {"shutter": 0}}"#, "$.wheel.shutter: \(above0) 0.0"),
      (#"{"dice": {"shutter": 0}}"#, "$.dice.shutter: \(above0) 0.0"),
    ],
    "ballShutter": [(#"{"wheel": {"ballShutter": 0}}"#, "$.wheel.ballShutter: \(above0) 0.0")],
    "ballDegreesPerSecond": [
      (#"{"wheel": {"ballDegreesPerSecond": 0}}"#, "$.wheel.ballDegreesPerSecond: \(above0) 0.0")
    ],
    "spinDuration": [(#"{"wheel": {"spinDuration": 0}}"#, "$.wheel.spinDuration: \(above0) 0.0")],
    "turns": [
      (#"{"wheel": {"turns": 0}}"#, nil),
      (#"{"wheel": {"turns": 100}}"#, nil),
      (#"{"wheel": {"turns": -1}}"#, "$.wheel.turns: expected 0 … 100 turns"),
      (#"{"wheel": {"turns": 101}}"#, "$.wheel.turns: expected 0 … 100 turns"),
      (#"{"wheel": {"turns": 2.5}}"#, "$.wheel.turns: expected an integer, found 2.5"),
    ],
    "startControlPoint": [
      (#"{"wheel": {"curve": {"startControlPoint": [0, -7], "endControlPoint": [1, 9]}}}"#, nil),
      (
        #"{"wheel": {"curve": {"startControlPoint": [-5e-324, 0]}}}"#,
        "$.wheel.curve.startControlPoint[0]: expected x in 0 … 1, found -5e-324"
      ),
      (
        #"{"wheel": {"curve": {"startControlPoint": [0.5]}}}"#,
        "$.wheel.curve.startControlPoint: expected [x, y], found 1 numbers"
      ),
    ],
    "endControlPoint": [
      (
        #"{"wheel": {"curve": {"endControlPoint": [1.0000000000000002, 1]}}}"#,
        "$.wheel.curve.endControlPoint[0]: expected x in 0 … 1, found 1.0000000000000002"
      ),
      (
        #"{"wheel": {"curve": {"endControlPoint": [1, "1"]}}}"#,
        "$.wheel.curve.endControlPoint[1]: expected a number, found a string"
      ),
    ],
    "dieSize": [(#"{"dice": {"dieSize": 0}}"#, "$.dice.dieSize: \(above0) 0.0")],
    "pipRadius": [
      (#"{"dice": {"pipRadius": 0.49999999999999994}}"#, nil),
      (#"{"dice": {"pipRadius": 0}}"#, "$.dice.pipRadius: \(above0) 0.0"),
      (
        #"{"dice": {"pipRadius": 0.5}}"#,
        "$.dice.pipRadius: expected a pip radius below 0.5 (unit space), found 0.5"
      ),
    ],
    "throwDuration": [(#"{"dice": {"throwDuration": 0}}"#, "$.dice.throwDuration: \(above0) 0.0")],
    "usage": [
      (shader("\"usage\": \"layerEffect\""), nil),
      (
        shader("\"usage\": \"layerEfect\""),
        "$.shaderProofs.probe.usage: expected one of colorEffect, distortionEffect, layerEffect, shapeStyle, found \"layerEfect\" (did you mean \"layerEffect\"?)"
      ),
      (
        registry(usage: "\"colour\""),
        "$.registry.warmups[0].usage: expected one of colorEffect, distortionEffect, layerEffect, shapeStyle, found \"colour\""
      ),
    ],
    "arguments": [
      (registry(arguments: "[\"float2\", \"float\"]"), nil),
      (
        registry(arguments: "[\"float\", \"flaot\"]"),
        "$.registry.warmups[0].arguments[1]: expected one of float, float2, float3, float4, floatArray, color, colorArray, image, data, boundingRect, found \"flaot\" (did you mean \"float\"?)"
      ),
    ],
    "viewSize": [
      (sized("\"viewSize\": [8192, 5e-324]"), nil),
      (
        sized("\"viewSize\": [8192.000000000002, 1]"),
        "$.shaderProofs.probe.viewSize: a view size must be greater than 0 and at most 8192 points a side, found [8192.000000000002, 1.0]"
      ),
      (
        sized("\"viewSize\": [1, 0]"),
        "$.shaderProofs.probe.viewSize: a view size must be greater than 0 and at most 8192 points a side, found [1.0, 0.0]"
      ),
      (
        sized("\"viewSize\": [1]"),
        "$.shaderProofs.probe.viewSize: expected a view size [width, height] in points (an array of 2 numbers), found an array of 1"
      ),
    ],
    "viewSizes": [
      (sized("\"viewSizes\": [[1, 1], [8192, 8192]]"), nil),
      (
        sized("\"viewSizes\": []"),
        "$.shaderProofs.probe.viewSizes: expected at least one view size"
      ),
      (
        sized("\"viewSizes\": [[1, 1], [0, 1]]"),
        "$.shaderProofs.probe.viewSizes[1]: a view size must be greater than 0 and at most 8192 points a side, found [0.0, 1.0]"
      ),
    ],
    "scale": [
      (shader("\"scale\": [5e-324, 8]"), nil),
      (
        shader("\"scale\": 0"),
        "$.shaderProofs.probe.scale: a scale is pixels per point, greater than 0 and at most 8, found 0.0"
      ),
      (
        shader("\"scale\": [2, 8.000000000000002]"),
        "$.shaderProofs.probe.scale[1]: a scale is pixels per point, greater than 0 and at most 8, found 8.000000000000002"
      ),
      (shader("\"scale\": \"2\""), "$.shaderProofs.probe.scale: expected a number, found a string"),
    ],
    "runTimeLimit": [
      (shader("\"runTimeLimit\": 0.1"), nil),
      (shader("\"runTimeLimit\": 86400"), nil),
      (
        shader("\"runTimeLimit\": 0.09999999999999999"),
        "$.shaderProofs.probe.runTimeLimit: runTimeLimit is the seconds a run of about 4 million pixel-samples may take, from 0.1 to 86400, not 0.09999999999999999"
      ),
      (
        shader("\"runTimeLimit\": 86400.00000000001"),
        "$.shaderProofs.probe.runTimeLimit: runTimeLimit is the seconds a run of about 4 million pixel-samples may take, from 0.1 to 86400, not 86400.00000000001"
      ),
      (
        shader("\"runTimeLimit\": 1e308"),
        "$.shaderProofs.probe.runTimeLimit: runTimeLimit is the seconds a run of about 4 million pixel-samples may take, from 0.1 to 86400, not 1e+308"
      ),
    ],
    "measured": [
      (shader("\"maxSampleOffset\": {\"measured\": [0, 0]}"), nil),
      (
        shader("\"maxSampleOffset\": {\"measured\": [0, -5e-324]}"),
        "$.shaderProofs.probe.maxSampleOffset.measured[1]: a maxSampleOffset is at least 0, found -5e-324"
      ),
    ],
    "step": [
      (
        shader(
          #""invariants": [{"continuousIn": {"argument": "strength", "step": 5e-324, "maxChange": 0}}]"#
        ), nil
      ),
      (
        shader(
          #""invariants": [{"continuousIn": {"argument": "strength", "step": 0, "maxChange": 1}}]"#),
        "$.shaderProofs.probe.invariants[0].continuousIn.step: a step is greater than 0"
      ),
      (
        shader(
          #""invariants": [{"continuousIn": {"argument": "strength", "step": 1e13, "maxChange": 1}}]"#
        ),
        "$.shaderProofs.probe.invariants[0].continuousIn.step: expected a finite number of at most 10¹² in size, found 10000000000000.0"
      ),
    ],
    "maxChange": [
      (
        shader(
          #""invariants": [{"continuousIn": {"argument": "strength", "step": 1, "maxChange": -5e-324}}]"#
        ), "$.shaderProofs.probe.invariants[0].continuousIn.maxChange: a change bound is at least 0"
      )
    ],
  ]

  @Test(arguments: rows.keys.sorted())
  func eachRowLoadsOrFailsAtItsPath(_ key: String) throws {
    let folder = try ConfigSchemaTests.appFolder()
    for row in Self.rows[key] ?? [] {
      let error = try ConfigSchemaTests.loadError(row.json, in: folder)
      if let expected = row.expected {
        #expect(error?.hasSuffix(": " + expected) == true, "\(row.json)\n got: \(error ?? "none")")
      } else {
        #expect(error == nil, "\(row.json)")
      }
    }
  }

  /// Every key whose rule checks a value, in every declared schema, has rows, and one of them
  /// fails; a rule of words alone is for a shape its section's reader checks by hand.
  @Test func everyCheckedRuleHasRows() {
    func checked(_ keys: [ConfigKey]) -> [String] {
      keys.flatMap { key in (key.rule?.checks == true ? [key.name] : []) + checked(key.fields) }
    }
    var names = checked(EffectProofConfig.schema.keys + ShaderProofConfig.entrySchema.keys)
    names += checked([ShaderProofConfig.measuredSampleOffsetKey])
    names += checked(ShaderProofConfig.invariantSchema.keys)
    names += checked(ShaderProofConfig.domainSchema.keys + ShaderProofConfig.arrayDomainSchema.keys)
    names += checked(WarmupRegistry.schema.keys)
    for entry in EffectCatalogue.entries { names += checked(entry.schema.keys) }
    for name in Set(names) {
      #expect(
        Self.rows[name]?.contains { $0.expected != nil } == true, "no failing row for \(name)")
    }
    // Counted by hand from the declarations (43 with the config's certify).
    #expect(Set(names).count == 43)
  }
}
