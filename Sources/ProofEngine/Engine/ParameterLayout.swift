/// Where a list of ``NamedParameter``s puts each value in its ``ProofParameters`` struct: the
/// names, the first problem with the list, and the struct for one case's values.
///
/// ```
/// case(values) = Root() with  root[keyPath: parameters[i].keyPath] = values[i]  for every i
/// name(i)      = the stored Double that writing through parameters[i].keyPath changes
/// ```
///
/// The names are found once, when the layout is made, by writing a value through each key path
/// into a copy of `Root()` and comparing the struct's stored `Double`s (read with `Mirror`,
/// nested structs and SIMD components included) before and after. A key path through a
/// computed property changes the stored value behind it, or nothing the mirror sees; then
/// the parameter needs `name:`.
struct ParameterLayout<Root: ProofParameters>: Sendable {
  /// The first problem with a parameter list: the parameter's name and why.
  struct Problem: Sendable, Hashable {
    /// The parameter's name (or the stored property's, for one no parameter sets).
    var name: String
    /// Why the list cannot be used.
    var reason: String
  }

  /// The parameters, in order.
  let parameters: [NamedParameter<Root>]
  /// Each parameter's name; `parameter N` when none could be found (then ``problem`` says so).
  let names: [String]
  /// The first problem, or `nil` when every parameter is named once, every stored `Double` is
  /// set, and every range can be swept.
  let problem: Problem?
  /// `Root()`, which every case starts from.
  let base: Root

  /// The layout of `parameters`.
  init(_ parameters: [NamedParameter<Root>]) {
    self.parameters = parameters
    let base = Root()
    self.base = base
    let stored = Self.storedDoubles(of: base)
    var names: [String] = []
    var covered: [[String]] = []
    var problems: [Problem] = []
    if let style = Mirror(reflecting: base).displayStyle, style != .struct {
      problems.append(
        Problem(
          name: "\(Root.self)",
          reason: "is a \(style), not a struct; the engine copies the parameters for every "
            + "case, so they must be a value type"))
    }
    for (index, parameter) in parameters.enumerated() {
      let changed = Self.changedDoubles(parameter.keyPath, base: base, stored: stored)
      covered.append(changed)
      if let given = parameter.givenName {
        names.append(given)
      } else if changed.count == 1 {
        names.append(changed[0])
      } else {
        let name = "parameter \(index + 1)"
        names.append(name)
        let found =
          changed.isEmpty
          ? "no stored Double of \(Root.self)"
          : "\(changed.count) stored Doubles of \(Root.self) (\(changed.joined(separator: ", ")))"
        problems.append(
          Problem(
            name: name,
            reason: "the key path \(parameter.keyPath) writes \(found), so its name is "
              + "unknown; give it one with name:"))
      }
    }
    for (index, parameter) in parameters.enumerated() {
      let range = ParameterRange(names[index], lower: parameter.lower, upper: parameter.upper)
      if let reason = range.problem {
        problems.append(Problem(name: names[index], reason: reason))
      }
    }
    problems += Self.repeats(names: names, covered: covered)
    let set = Set(covered.joined())
    for path in stored.map(\.path) where !set.contains(path) {
      problems.append(
        Problem(
          name: path,
          reason: "\(Root.self).\(path) is set by no parameter; sweep it with "
            + ".init(\\.\(path), lower...upper), hold it with .init(\\.\(path), fixed: value), "
            + "or move the constant out of \(Root.self)"))
    }
    self.names = names
    self.problem = problems.first
  }

  /// The ranges in order, under the parameters' names (bounds as given).
  var ranges: [ParameterRange] {
    zip(names, parameters).map { name, parameter in
      ParameterRange(name, lower: parameter.lower, upper: parameter.upper)
    }
  }

  /// `Root()` with `values[i]` written through parameter `i`'s key path; a missing value
  /// leaves `Root()`'s.
  func value(_ values: some Collection<Double>) -> Root {
    var root = base
    for (parameter, value) in zip(parameters, values) {
      root[keyPath: parameter.keyPath] = value
    }
    return root
  }

  // MARK: - Names

  /// A name used twice, or a stored Double two parameters both write.
  private static func repeats(names: [String], covered: [[String]]) -> [Problem] {
    var problems: [Problem] = []
    for later in names.indices {
      for earlier in 0..<later {
        if names[earlier] == names[later] {
          problems.append(
            Problem(
              name: names[later],
              reason: "is named twice (parameters \(earlier + 1) and \(later + 1))"))
        } else if let shared = covered[later].first(where: covered[earlier].contains) {
          problems.append(
            Problem(
              name: names[later],
              reason: "sets \(Root.self).\(shared), which '\(names[earlier])' sets too"))
        }
      }
    }
    return problems
  }

  /// The stored Doubles that writing through `keyPath` changes in a copy of `base`.
  private static func changedDoubles(
    _ keyPath: any WritableKeyPath<Root, Double> & Sendable, base: Root,
    stored: [(path: String, bits: UInt64)]
  ) -> [String] {
    let current = base[keyPath: keyPath]
    let before = Dictionary(stored.map { ($0.path, $0.bits) }) { first, _ in first }
    for probe in [12.0, 0.5, -0.5] where probe.bitPattern != current.bitPattern {
      var copy = base
      copy[keyPath: keyPath] = probe
      let after = storedDoubles(of: copy)
      let changed = after.filter { before[$0.path] != $0.bits }.map(\.path)
      if !changed.isEmpty { return changed }
    }
    return []
  }

  /// Every stored Double of `value`, by its path (`time`, `offset.x`, `inner.angle`), in
  /// declaration order; at most 8 levels deep.
  static func storedDoubles(of value: Any) -> [(path: String, bits: UInt64)] {
    var found: [(path: String, bits: UInt64)] = []
    collect(value, path: "", depth: 0, into: &found)
    return found
  }

  private static func collect(
    _ value: Any, path: String, depth: Int, into found: inout [(path: String, bits: UInt64)]
  ) {
    func join(_ component: String) -> String { path.isEmpty ? component : path + "." + component }
    if let number = value as? Double {
      found.append((path, number.bitPattern))
      return
    }
    let lanes: [Double]
    if let vector = value as? SIMD2<Double> {
      lanes = [vector.x, vector.y]
    } else if let vector = value as? SIMD3<Double> {
      lanes = [vector.x, vector.y, vector.z]
    } else if let vector = value as? SIMD4<Double> {
      lanes = [vector.x, vector.y, vector.z, vector.w]
    } else {
      guard depth < 8 else { return }
      for (index, child) in Mirror(reflecting: value).children.enumerated() {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
        let component = label ?? "[\(index)]"
        collect(
          child.value, path: label == nil ? path + component : join(component),
          depth: depth + 1, into: &found)
      }
      return
    }
    for (lane, number) in zip(["x", "y", "z", "w"], lanes) {
      found.append((join(lane), number.bitPattern))
    }
  }
}
