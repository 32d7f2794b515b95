import EffectProofBase

extension RegistryChecker {
  /// A stitchable function the Swift's warm-ups leave out, reported where the missing entry
  /// belongs: at the app's warm-up list (the `[` of the list with the most warm-ups, the first
  /// of equals), or at the `compile(as:)` call of a warm-up written on its own. The message
  /// names the Swift that uses the function and its Metal declaration.
  static func missingWarmup(_ function: StitchableFunction, swift: SwiftShaderModel)
    -> Diagnostic
  {
    let anchor = warmupList(of: swift)
    let uses = swift.uses.filter { use in
      use.kind != .warmup
        && use.callSites.contains { swift.callSites[$0].function == function.name }
    }
    var use: String
    if let place = uses.first {
      let how = place.kind == .shapeStyle ? "a shape style" : place.usage.map { ".\($0)" }
      use = "it is used at \(place.location)\(how.map { " (\($0))" } ?? "")"
      if uses.count > 1 {
        use += " and at \(uses.count - 1) more place\(uses.count == 2 ? "" : "s")"
      }
    } else if let site = swift.callSites.first(where: { $0.function == function.name }) {
      use = "it is called at \(site.location)"
    } else {
      use = "no Swift read here uses it"
    }
    return Diagnostic.registry(
      kind: .unregisteredFunction, function: function.name, file: anchor?.file ?? function.file,
      position: anchor?.position ?? function.position,
      message:
        "'\(function.name)' (\(function.file):\(function.line)) is not among the app's warm-ups here, so it compiles on first use; \(use)"
    )
  }

  /// Where the app lists its warm-ups: the list holding the most of them.
  static func warmupList(of swift: SwiftShaderModel) -> FileLocation? {
    var lists: [FileLocation] = []
    var sizes: [FileLocation: Int] = [:]
    for warmup in swift.warmups {
      let list = warmup.listLocation ?? warmup.location
      if sizes[list] == nil { lists.append(list) }
      sizes[list, default: 0] += 1
    }
    var anchor: FileLocation?
    var largest = 0
    for list in lists where sizes[list, default: 0] > largest {
      anchor = list
      largest = sizes[list, default: 0]
    }
    return anchor
  }
}
