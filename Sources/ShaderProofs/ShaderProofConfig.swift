import EffectProofBase
import Foundation
import LocatedJSON
import ShaderRegistry

/// Reads a config's `shaderProofs` object against the app's scanned Metal sources, so that a
/// misspelt function or parameter, a domain of the wrong width or a parameter without one is an
/// error at its JSON path before anything runs (docs/shader-proofs.md, "The config").
public enum ShaderProofConfig {
  /// The scale when an entry gives none: 2 pixels per point (iPads and older iPhones are 2,
  /// recent iPhones 3).
  public static let defaultScales: [Double] = [2]

  /// Every entry of `reader` (the `shaderProofs` object), checked against `scan`'s functions;
  /// `folder` resolves image paths.
  public static func entries(_ reader: JSONReader, scan: ScanResult, folder: String)
    throws(JSONError) -> [ShaderProofEntry]
  {
    guard case .object(let members) = reader.node.value else {
      throw reader.error(
        "expected an object of shader proof entries, found \(reader.node.typeDescription)")
    }
    guard !members.isEmpty else {
      throw reader.error(
        "expected at least one entry (\"loupe\": {\"viewSize\": [300, 300], \"arguments\": {…}}); leave out shaderProofs to prove none"
      )
    }
    let object = try reader.object(allowedKeys: members.map(\.key))
    var entries: [ShaderProofEntry] = []
    for key in object.keys {
      guard let entry = object.optional(key) else { continue }
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
      else {
        throw entry.error(
          "an entry's key becomes a proof id (shader.<key>.finite): use letters, digits, _ and - only"
        )
      }
      entries.append(try self.entry(key, entry, scan: scan, folder: folder))
    }
    return entries
  }

  static func entry(_ key: String, _ reader: JSONReader, scan: ScanResult, folder: String)
    throws(JSONError) -> ShaderProofEntry
  {
    let object = try entrySchema.object(reader)
    let name = try functionKey.value(in: object)?.string() ?? key
    guard let function = scan.function(named: name) else {
      let names = scan.functions.map(\.name)
      var message =
        "no [[ stitchable ]] function named \(name) in the config's shaders (\(names.isEmpty ? "they declare none" : names.joined(separator: ", ")))"
      if let near = NearestName.suggestion(for: name, among: names) {
        message += "; did you mean \"\(near)\"?"
      }
      // A source the scan could not read may hold it: say that first, not "they declare none".
      let unreadable = scan.diagnostics.first {
        $0.severity == .error && $0.registryKind == .parseError
      }
      if let unread = unreadable {
        message =
          "no [[ stitchable ]] function named \(name) in the shaders that could be read: \(unread.file ?? "a source"): \(unread.message)"
      }
      throw (functionKey.value(in: object) ?? reader).error(message)
    }
    let analysis = SignatureAnalysis(function)
    var usage: ShaderUsage?
    if let given = usageKey.value(in: object) {
      try usageKey.check(given)
      let declared = ShaderUsage(rawValue: try given.string())
      if let declared,
        let problem = analysis.mismatchReason(declared: declared, subject: "usage \(declared)")
      {
        throw given.error(problem)
      }
      usage = declared
    }
    guard let slotsUsage = analysis.usage(declared: usage) else {
      throw reader.error(analysis.unusableReason ?? "\(name) fits no SwiftUI usage")
    }
    let sizes = try viewSizes(object, reader)
    let scales = try scales(object)
    let arguments = try self.arguments(
      argumentsKey.value(in: object), slots: analysis.slots(for: slotsUsage), function: function,
      reader: reader, folder: folder)
    var widths: [String: Int] = ["viewSize": 2, "scale": 1]
    for argument in arguments where argument.kind.isNumeric {
      widths[argument.name] = argument.kind.width
    }
    var promise: SampleOffsetFormula?
    var measured = false
    if let offset = maxSampleOffsetKey.value(in: object) {
      guard [.distortionEffect, .layerEffect].contains(slotsUsage) else {
        throw offset.error(
          "a \(slotsUsage) samples nothing, so it has no maxSampleOffset; leave it out")
      }
      if case .object = offset.node.value {
        promise = try measuredPromise(offset)
        measured = true
      } else {
        promise = try self.promise(offset, widths: widths)
      }
    }
    let invariants =
      try invariantsKey.value(in: object).map { (list) throws(JSONError) in
        try self.invariants(list, arguments: arguments, usage: slotsUsage)
      } ?? []
    var images: [String] = []
    if let list = imagesKey.value(in: object) {
      for element in try list.array() {
        let path = try element.pathString()
        let resolved = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        guard FileManager.default.fileExists(atPath: resolved) else {
          throw element.error("no such image: \(resolved)")
        }
        images.append(resolved)
      }
      guard slotsUsage != .shapeStyle else {
        throw list.error("a shapeStyle has no input layer, so images do not apply; leave them out")
      }
    }
    var geometry: String?
    if let twin = geometryKey.value(in: object) {
      guard [.distortionEffect, .layerEffect].contains(slotsUsage) else {
        throw twin.error(
          "a \(slotsUsage) has no sample promise to compare with a geometry; leave it out")
      }
      let id = try twin.string()
      guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
        throw twin.error("expected a proof id such as \"wheel.blurPromise\", got \"\(id)\"")
      }
      geometry = id
    }
    _ = try noteKey.value(in: object)?.string()
    let runTimeLimit = try runTimeLimitKey.number(in: object)
    let site = try self.site(siteKey.value(in: object), usage: slotsUsage)
    var made = ShaderProofEntry(
      key: key, function: name, usage: usage, viewSizes: sizes, scales: scales,
      arguments: arguments, maxSampleOffset: promise, invariants: invariants, images: images,
      geometry: geometry, review: try review(reviewKey.value(in: object)),
      isMeasuredPromise: measured, file: function.file, line: function.line,
      path: reader.path.description)
    made.runTimeLimit = runTimeLimit
    made.site = site
    return made
  }

  /// An entry's `site`: `"PlayerView.swift:41"`, for a distortion or layer effect (the only
  /// usages with a `maxSampleOffset` to prove per site).
  static func site(_ reader: JSONReader?, usage: ShaderUsage) throws(JSONError)
    -> ShaderSiteReference?
  {
    guard let reader else { return nil }
    let text = try reader.string()
    guard [.distortionEffect, .layerEffect].contains(usage) else {
      throw reader.error(
        "a \(usage) has no maxSampleOffset to prove per site; leave \"site\" out")
    }
    guard let site = ShaderSiteReference(parsing: text, path: reader.path.description) else {
      throw reader.error(
        "expected a Swift file and the line of the modifier it proves, such as \"PlayerView.swift:41\", got \"\(text)\""
      )
    }
    return site
  }

  // MARK: - Views and scales

  static func viewSizes(_ object: JSONObjectReader, _ reader: JSONReader) throws(JSONError)
    -> [SIMD2<Double>]
  {
    func size(_ element: JSONReader) throws(JSONError) -> SIMD2<Double> {
      let parts = try numbers(element, count: 2, what: "a view size [width, height] in points")
      for part in parts { try viewSide.check(part, at: element, found: "\(parts)") }
      return SIMD2(parts[0], parts[1])
    }
    switch (viewSizeKey.value(in: object), viewSizesKey.value(in: object)) {
    case (let one?, nil): return [try size(one)]
    case (nil, let many?):
      let list = try many.array()
      if case .list(let count, _, _) = viewSizesKey.rule { try count.check(list.count, at: many) }
      var sizes: [SIMD2<Double>] = []
      for element in list { sizes.append(try size(element)) }
      return sizes
    case (_?, let many?): throw many.error("give viewSize or viewSizes, not both")
    case (nil, nil):
      throw reader.error(
        "missing \"viewSize\": [width, height] in points (the view the shader is applied to)")
    }
  }

  static func scales(_ object: JSONObjectReader) throws(JSONError) -> [Double] {
    guard let reader = scaleKey.value(in: object) else { return defaultScales }
    let list: [JSONReader]
    if case .array = reader.node.value { list = try reader.array() } else { list = [reader] }
    guard !list.isEmpty else {
      throw reader.error("expected a scale or a non-empty array of scales")
    }
    var scales: [Double] = []
    for element in list {
      try scaleKey.check(element)
      scales.append(try element.double())
    }
    return scales
  }

  // MARK: - Arguments

  static func arguments(
    _ reader: JSONReader?, slots: [ArgumentSlot], function: StitchableFunction,
    reader parent: JSONReader, folder: String = ""
  ) throws(JSONError) -> [ShaderArgument] {
    let names = slots.compactMap { $0.parameters.first?.name }
    let countNames = slots.filter { $0.parameters.count == 2 }.map { $0.parameters[1].name }
    let object = try reader.map { (r) throws(JSONError) in
      try r.object(allowedKeys: names + countNames)
    }
    var arguments: [ShaderArgument] = []
    for slot in slots {
      guard let parameter = slot.parameters.first else { continue }
      if let count = slot.parameters.dropFirst().first, let extra = object?.optional(count.name) {
        throw extra.error(
          "\(count.name) is \(parameter.name)'s count, which SwiftUI passes itself; give {\"count\": …, \"values\": …} on \(parameter.name)"
        )
      }
      guard let kind = slot.kind, slot.isMissingCount == false else {
        throw (object?.optional(parameter.name) ?? reader ?? parent).error(
          "parameter \(parameter) of \(function.name) is not one a Shader.Argument can fill\(slot.isMissingCount ? " (a pointer without its int count)" : "")"
        )
      }
      let shape: ArgumentShape
      switch kind {
      case .float: shape = .float
      case .float2: shape = .float2
      case .float3: shape = .float3
      case .float4, .boundingRect: shape = .float4
      case .color: shape = .color
      case .floatArray: shape = .floatArray
      case .colorArray: shape = .colorArray
      case .image:
        // SwiftUI's own limit: "Currently only one image parameter is supported per Shader
        // instance" (Shader.Argument.image(_:)); the runtime passes one texture.
        if let first = arguments.first(where: { $0.kind == .image }) {
          throw (object?.optional(parameter.name) ?? reader ?? parent).error(
            "\(parameter) of \(function.name) is a second .image after \(first.name); SwiftUI passes at most one image per shader"
          )
        }
        shape = .image
      case .data: shape = .data
      }
      if shape == .image, object?.optional(parameter.name) == nil {
        arguments.append(
          ShaderArgument(name: parameter.name, kind: .image, values: .appImages(folder: folder)))
        continue
      }
      guard let domain = object?.optional(parameter.name) else {
        throw (reader ?? parent).error(
          "no domain for \(parameter) of \(function.name); add \"arguments\": {\"\(parameter.name)\": \(example(shape))}"
        )
      }
      let values: ShaderArgumentValues
      switch shape {
      case .image: values = try imageValues(domain, folder: folder)
      case .data: values = try dataValues(domain)
      default: values = try self.values(domain, shape: shape)
      }
      arguments.append(
        ShaderArgument(
          name: parameter.name, kind: shape, values: values,
          countName: slot.parameters.count == 2 ? slot.parameters[1].name : nil))
    }
    return arguments
  }

  static func example(_ shape: ArgumentShape) -> String {
    switch shape {
    case .float: "{\"range\": [0, 1]}"
    case .float2: "{\"range\": [[0, 0], [300, 300]]} or \"viewSize\""
    case .float3: "[0, 0, 1]"
    case .float4: "[0, 0, 1, 1] or \"boundingRect\""
    case .color: "[1, 0.5, 0, 1] (straight RGBA)"
    case .floatArray: "{\"count\": {\"range\": [0, 8]}, \"values\": {\"range\": [0, 1]}}"
    case .colorArray: "{\"count\": 4, \"values\": [1, 1, 1, 1]}"
    case .image: "\"appImages\", \"testImages\", a PNG path or an asset name"
    case .data: "{\"count\": {\"range\": [0, 64]}, \"values\": {\"range\": [0, 255]}}"
    }
  }

  static func values(_ reader: JSONReader, shape: ArgumentShape) throws(JSONError)
    -> ShaderArgumentValues
  {
    if shape.isArray {
      let object = try arrayDomainSchema.object(reader)
      let countReader = try countKey.requiredValue(in: object)
      let count = try elementCount(countReader)
      let elements = try values(
        try valuesKey.requiredValue(in: object), width: shape.width,
        what: shape == .colorArray ? "a colour [r, g, b, a]" : "a number")
      return .array(count: count, elements: elements)
    }
    if case .string(let text) = reader.node.value {
      switch (text, shape) {
      case ("viewSize", .float2): return .viewSize
      case ("boundingRect", .float4): return .boundingRect
      default:
        throw reader.error(
          "\"\(text)\" is not a domain for a \(shape.rawValue); expected \(example(shape))")
      }
    }
    return try values(
      reader, width: shape.width,
      what: shape == .color ? "a colour [r, g, b, a]" : "a \(shape.rawValue)")
  }

  /// A fixed value, `{"range": …}` or `{"values": …}`, each value `width` numbers wide.
  static func values(_ reader: JSONReader, width: Int, what: String) throws(JSONError)
    -> ShaderArgumentValues
  {
    if case .object = reader.node.value {
      let object = try domainSchema.object(reader)
      switch (rangeKey.value(in: object), valuesKey.value(in: object)) {
      case (let range?, nil):
        let ends = try range.array()
        guard ends.count == 2 else { throw range.error("expected [lower, upper]") }
        let lower = try numbers(ends[0], count: width, what: what)
        let upper = try numbers(ends[1], count: width, what: what)
        for lane in 0..<width where lower[lane] > upper[lane] {
          throw range.error("the range is inverted: \(lower[lane]) > \(upper[lane])")
        }
        return lower == upper ? .fixed(lower) : .range(lower: lower, upper: upper)
      case (nil, let list?):
        let elements = try list.array()
        guard !elements.isEmpty else { throw list.error("expected at least one value") }
        var values: [[Double]] = []
        for element in elements { values.append(try numbers(element, count: width, what: what)) }
        return .values(values)
      case (_?, _?): throw reader.error("give range or values, not both")
      case (nil, nil):
        throw reader.error("expected {\"range\": [lower, upper]} or {\"values\": […]}")
      }
    }
    return .fixed(try numbers(reader, count: width, what: what))
  }

  /// `count` finite numbers: a number when `count` is 1, else an array of `count` numbers.
  static func numbers(_ reader: JSONReader, count: Int, what: String) throws(JSONError) -> [Double]
  {
    if count == 1, case .number = reader.node.value {
      return [try finite(reader)]
    }
    guard case .array(let items) = reader.node.value, items.count == count else {
      let found: String
      if case .array(let items) = reader.node.value {
        found = "an array of \(items.count)"
      } else {
        found = reader.node.typeDescription
      }
      throw reader.error(
        "expected \(what)\(count == 1 ? " (a number)" : " (an array of \(count) numbers)"), found \(found)"
      )
    }
    var values: [Double] = []
    for element in try reader.array() { values.append(try finite(element)) }
    return values
  }

  static func finite(_ reader: JSONReader) throws(JSONError) -> Double {
    let value = try reader.double()
    guard value.isFinite, abs(value) <= 1e12 else {
      throw reader.error("expected a finite number of at most 10¹² in size, found \(value)")
    }
    return value
  }

  // MARK: - Promise and invariants

  static func promise(_ reader: JSONReader, widths: [String: Int]) throws(JSONError)
    -> SampleOffsetFormula
  {
    let parts = try reader.array()
    guard parts.count == 2 else {
      throw reader.error(
        "expected [x, y]: two numbers of points, or formulas such as \"2 * abs(offset.x)\"")
    }
    var axes: [PromiseFormula] = []
    for part in parts {
      switch part.node.value {
      case .number:
        let value = try finite(part)
        try sampleOffsetAxis.check(value, at: part)
        axes.append(.number(value))
      case .string(let text):
        do throws(FormulaError) {
          axes.append(try PromiseFormula.parse(text, widths: widths))
        } catch {
          throw part.error("cannot read the formula \"\(text)\": \(error.message)")
        }
      default:
        throw part.error(
          "expected a number of points or a formula, found \(part.node.typeDescription)")
      }
    }
    return SampleOffsetFormula(x: axes[0], y: axes[1])
  }

  static func invariants(
    _ reader: JSONReader, arguments: [ShaderArgument], usage: ShaderUsage
  ) throws(JSONError) -> [ShaderInvariant] {
    var list: [ShaderInvariant] = []
    for element in try reader.array() {
      let name: String
      var options: JSONObjectReader?
      if case .object(let members) = element.node.value {
        guard members.count == 1, let key = members.first?.key else {
          throw element.error("an invariant is a name or {\"name\": options}")
        }
        name = key
        _ = try invariantSchema.object(element)
        options = try element.object(allowedKeys: [key]).optional(key).map {
          (r) throws(JSONError) in
          try r.object(
            allowedKeys: key == continuousInKey.name
              ? continuousInSchema.names
              : arguments.filter(\.kind.isNumeric).map(\.name))
        }
      } else {
        name = try element.oneOf(invariantNames)
      }
      if usage == .shapeStyle, name != "continuousIn" {
        throw element.error("a shapeStyle has no input colour, so \(name) does not apply")
      }
      switch name {
      case "onlyAddsLight": list.append(.onlyAddsLight)
      case "preservesAlpha": list.append(.preservesAlpha)
      case "identityAt":
        guard let options else {
          throw element.error(
            "identityAt names the arguments that leave the image unchanged: {\"identityAt\": {\"strength\": 0}}"
          )
        }
        var fixed: [String: [Double]] = [:]
        for key in options.keys {
          guard let argument = arguments.first(where: { $0.name == key }),
            let value = options.optional(key)
          else { continue }
          fixed[key] = try numbers(
            value, count: argument.kind.width, what: "a \(argument.kind.rawValue)")
        }
        list.append(.identityAt(fixed))
      case "continuousIn":
        guard let options else {
          throw element.error(
            "continuousIn needs {\"argument\": name, \"step\": s, \"maxChange\": c}")
        }
        let argumentReader = try continuousArgumentKey.requiredValue(in: options)
        let argument = try argumentReader.string()
        guard let found = arguments.first(where: { $0.name == argument }), found.kind == .float,
          case .range = found.values
        else {
          throw argumentReader.error(
            "continuousIn needs a .float argument with a range; \(argument) is not one")
        }
        let stepReader = try continuousStepKey.requiredValue(in: options)
        let step = try finite(stepReader)
        try continuousStepKey.check(step, at: stepReader)
        let changeReader = try continuousMaxChangeKey.requiredValue(in: options)
        let change = try finite(changeReader)
        try continuousMaxChangeKey.check(change, at: changeReader)
        list.append(.continuousIn(argument: argument, step: step, maximumChange: change))
      default:
        throw element.error(
          "unknown invariant \(name); known: \(invariantNames.joined(separator: ", "))")
      }
    }
    return list
  }
}
