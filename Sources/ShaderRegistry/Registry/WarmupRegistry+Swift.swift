import LocatedJSON

extension WarmupRegistry {
  /// The registry the app's Swift implies: one warm-up per function its `compile(as:)` calls
  /// reach, in source order, with the usage it is warmed up as and the argument kinds of the
  /// call site the warm-up builds. A warm-up whose call site or usage is not static is left out
  /// (the reader has already warned about it); a function warmed up twice is listed once.
  /// Each warm-up's origin is the Swift warm-up, so registry diagnostics point there.
  public init(derivedFrom model: SwiftShaderModel) {
    var warmups: [Warmup] = []
    var seen: Set<String> = []
    for use in model.warmups {
      guard let usage = use.usage else { continue }
      for index in use.callSites {
        let site = model.callSites[index]
        guard let name = site.function, let kinds = site.argumentKinds,
          seen.insert(name).inserted
        else { continue }
        warmups.append(
          Warmup(
            name: name, usage: usage, arguments: kinds,
            origin: Warmup.Origin(
              file: use.location.file, position: use.location.positionOrStart,
              path: JSONPath())))
      }
    }
    self.init(warmups)
  }
}
