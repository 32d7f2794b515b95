import Foundation

/// The machine and toolchain a run was measured on; runs are comparable only when
/// ``swiftVersion``, ``cpuModel``, ``logicalCores`` and ``buildConfiguration`` agree.
public struct MachineContext: Codable, Sendable, Equatable {
  /// The CPU model (`model name` in /proc/cpuinfo, or `machdep.cpu.brand_string`).
  public var cpuModel: String
  /// Logical cores available to the process.
  public var logicalCores: Int
  /// The operating system, as Foundation describes it.
  public var operatingSystem: String
  /// The Swift compiler that built the benchmarks, from `#if compiler` checks.
  public var swiftVersion: String
  /// `debug` or `release`, from `#if DEBUG`.
  public var buildConfiguration: String
  /// The GSL version the caller linked, or `unknown`.
  public var gslVersion: String
  /// When the run started, ISO 8601.
  public var date: String

  /// A context with every field given.
  public init(
    cpuModel: String, logicalCores: Int, operatingSystem: String, swiftVersion: String,
    buildConfiguration: String, gslVersion: String, date: String
  ) {
    self.cpuModel = cpuModel
    self.logicalCores = logicalCores
    self.operatingSystem = operatingSystem
    self.swiftVersion = swiftVersion
    self.buildConfiguration = buildConfiguration
    self.gslVersion = gslVersion
    self.date = date
  }

  /// The context of this process now; `gslVersion` comes from the caller.
  public static func current(gslVersion: String = "unknown") -> MachineContext {
    MachineContext(
      cpuModel: detectCPUModel(), logicalCores: ProcessInfo.processInfo.activeProcessorCount,
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      swiftVersion: compilerVersion, buildConfiguration: buildConfiguration,
      gslVersion: gslVersion, date: ISO8601DateFormatter().string(from: Date()))
  }

  /// The differences that make two runs not comparable, as "field: old → new" lines; empty
  /// when comparable.
  public func incompatibilities(with other: MachineContext) -> [String] {
    var lines: [String] = []
    func check(_ field: String, _ mine: String, _ theirs: String) {
      if mine != theirs { lines.append("\(field): \(mine) → \(theirs)") }
    }
    check("swiftVersion", swiftVersion, other.swiftVersion)
    check("cpuModel", cpuModel, other.cpuModel)
    check("logicalCores", String(logicalCores), String(other.logicalCores))
    check("buildConfiguration", buildConfiguration, other.buildConfiguration)
    return lines
  }

  /// `debug` or `release`.
  public static var buildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// The compiler version this file was built with (to the minor version, patch when known).
  public static var compilerVersion: String {
    #if compiler(>=7.0)
      "7.0 or later"
    #elseif compiler(>=6.4)
      "6.4"
    #elseif compiler(>=6.3.2)
      "6.3.2"
    #elseif compiler(>=6.3.1)
      "6.3.1"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }

  private static func detectCPUModel() -> String {
    if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
      for line in text.split(separator: "\n") where line.hasPrefix("model name") {
        if let colon = line.firstIndex(of: ":") {
          return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
      }
    }
    #if os(macOS)
      var size = 0
      sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0)
      var buffer = [CChar](repeating: 0, count: max(1, size))
      if sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 {
        return String(
          decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    return "unknown"
  }
}
