/// Paths as the build checks compare them: absolute, with `.` and `..` worked out lexically
/// (symbolic links are not followed).
public enum BuildPath {
  /// `path` made absolute against `base` and normalised: `/a/b/../c/./d` is `/a/c/d`.
  public static func normalized(_ path: String, base: String) -> String {
    let full = path.hasPrefix("/") ? path : base + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") {
      if part == "." || part.isEmpty { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `path` is `folder` or lies under it (both normalised).
  public static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// `path` with `folder/` taken off its front, for messages; `path` itself elsewhere.
  public static func relative(_ path: String, to folder: String) -> String {
    guard path.hasPrefix(folder + "/") else { return path }
    return String(path.dropFirst(folder.count + 1))
  }
}
