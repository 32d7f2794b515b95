/// A finite list of values (wheel types, pocket numbers, layout directions …). The grid is the
/// whole list; shrinking moves toward earlier elements, so list the simplest first.
public struct FiniteSetDomain<Element: Sendable & Equatable>: ProofDomain {
  /// The elements, simplest first. An empty list is not a domain: see ``init(_:)``.
  public let elements: [Element]

  /// Creates a domain over `elements`; returns `nil` when the list is empty.
  public init?(_ elements: [Element]) {
    guard !elements.isEmpty else { return nil }
    self.elements = elements
  }

  /// Creates a domain over `elements`, or over `[fallback]` when the list is empty.
  public init(_ elements: [Element], orElse fallback: Element) {
    self.elements = elements.isEmpty ? [fallback] : elements
  }

  /// 1.
  public var dimension: Int { 1 }

  /// Element `⌊u · count⌋`; `u` is clamped to [0, 1] first (NaN and a missing coordinate
  /// count as 0), so any unit value names an element.
  public func value(atUnit unit: ArraySlice<Double>) -> Element {
    let u = unit.first ?? 0
    let clamped = u.isNaN ? 0 : Swift.min(Swift.max(u, 0), 1)
    return elements[min(Int(clamped * Double(elements.count)), elements.count - 1)]
  }

  /// The number of elements.
  public var gridCount: Int { elements.count }

  /// Element `index`, clamped.
  public func gridValue(at index: Int) -> Element {
    elements[min(max(index, 0), elements.count - 1)]
  }

  /// The first or the last element.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Element {
    random.uniform() < 0.5 ? elements[0] : elements[elements.count - 1]
  }

  /// Whether the list holds `value`.
  public func contains(_ value: Element) -> Bool { elements.contains(value) }

  /// The elements before `value`'s first occurrence, first element first.
  public func shrinkCandidates(for value: Element) -> [Element] {
    guard let index = elements.firstIndex(of: value) else { return [] }
    return Array(elements[..<index])
  }
}
