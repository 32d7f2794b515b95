/// What the Swift around a shader site promises about the systems it runs on: the versions
/// `if #available`, `guard #available` and `@available` guarantee there, and the platforms an
/// `#if os(…)` leaves the site out of.
///
/// Platform names are Swift's: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, `macCatalyst`.
public struct AvailabilityGuard: Hashable, Sendable {
  /// The lowest version each named platform runs the site at (`#available(iOS 17, *)` gives
  /// `iOS: 17.0`); a platform not named here runs it from the deployment target on.
  public var minimumVersions: [String: PlatformVersion]
  /// The platforms the site is not built for: `#if os(iOS)` leaves out every other one, and
  /// `@available(watchOS, unavailable)` leaves out watchOS.
  public var excludedPlatforms: Set<String>

  /// Creates a guard; the default promises nothing.
  public init(minimumVersions: [String: PlatformVersion] = [:], excludedPlatforms: Set<String> = [])
  {
    self.minimumVersions = minimumVersions
    self.excludedPlatforms = excludedPlatforms
  }

  /// The platforms an `#if os(…)` can name, in Swift's spelling.
  public static let platforms: [String] = [
    "iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst",
  ]

  /// Swift's name for a platform as `#available`, `@available`, `os()` or SwiftPM write it
  /// (`OSX` and `macOSApplicationExtension` are macOS, `xrOS` is visionOS); `nil` for a
  /// name that is no platform (`*`, `swift`).
  public static func platform(named name: String) -> String? {
    var base = name
    if base.hasSuffix("ApplicationExtension") { base = String(base.dropLast(20)) }
    switch base {
    case "iOS", "iPadOS": return "iOS"
    case "macOS", "OSX": return "macOS"
    case "tvOS": return "tvOS"
    case "watchOS": return "watchOS"
    case "visionOS", "xrOS": return "visionOS"
    case "macCatalyst": return "macCatalyst"
    default: return nil
    }
  }

  /// Both promises at once, as for a site inside two guards: the higher version per platform,
  /// every excluded platform.
  public func combined(with other: AvailabilityGuard) -> AvailabilityGuard {
    var result = self
    for (platform, version) in other.minimumVersions {
      if let existing = result.minimumVersions[platform], existing >= version { continue }
      result.minimumVersions[platform] = version
    }
    result.excludedPlatforms.formUnion(other.excludedPlatforms)
    return result
  }
}
