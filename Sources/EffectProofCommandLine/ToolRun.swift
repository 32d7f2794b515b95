/// What one invocation of the tool printed and how it exited.
public struct ToolRun: Equatable, Sendable {
  /// 0: everything held. 1: a proof or check failed. 2: a usage or config error.
  public var exitCode: Int32
  /// What the command printed on standard output.
  public var standardOutput = ""
  /// What the command printed on standard error.
  public var standardError = ""

  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usageError: Int32 = 2

  /// A usage or config error: one line on standard error, exit status 2.
  /// Line breaks inside `message` (from a hostile path or key) are escaped to keep it one line.
  static func usage(_ message: String) -> ToolRun {
    let oneLine = message.replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\n", with: "\\n")
    return ToolRun(exitCode: usageError, standardError: "effectproof: error: \(oneLine)\n")
  }
}
