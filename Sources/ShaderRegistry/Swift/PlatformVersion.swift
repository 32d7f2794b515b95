/// An operating system version as deployment targets and `#available` write it: `17`, `16.4`,
/// `10.15.1`. Missing components count as 0, so `17` equals `17.0`.
public struct PlatformVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The numeric components, most significant first; never empty.
  public var components: [Int]

  /// Creates a version from its components; an empty list is `0`.
  public init(_ components: [Int]) {
    self.components = components.isEmpty ? [0] : components
  }

  /// Reads `17`, `16.4`, `"13.0"`, SwiftPM's `v17` and `v10_15`; `nil` for anything else
  /// (a negative or non-numeric component, more than four components, an empty text).
  public init?(parsing text: String) {
    var body = Substring(text)
    if body.first == "v" { body = body.dropFirst() }
    let parts = body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "_" })
    guard !parts.isEmpty, parts.count <= 4 else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 6, part.allSatisfy(\.isASCII),
        let value = Int(part), value >= 0
      else { return nil }
      components.append(value)
    }
    self.init(components)
  }

  /// `17.0`, `16.4`: at least two components.
  public var description: String {
    let shown = components.count == 1 ? components + [0] : components
    return shown.map(String.init).joined(separator: ".")
  }

  /// Component by component, missing ones as 0.
  public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    let count = max(lhs.components.count, rhs.components.count)
    for index in 0..<count {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Equal when every component is, missing ones as 0.
  public static func == (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Hashes the components without trailing zeros, so `17` and `17.0` hash alike.
  public func hash(into hasher: inout Hasher) {
    var trimmed = components
    while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }
}
