/// Path arithmetic on plain strings, for paths the user types.
///
/// swift-corelibs-foundation's `NSString.deletingLastPathComponent` traps on a one-character
/// relative path such as `a` or `-` (found by the `FuzzArguments` fuzz target), so the package
/// does this string work itself.
package enum PathComponents {
  /// The folder a file at `path` goes in, as POSIX `dirname` gives it: `.` for a bare name,
  /// `/` for a name at the root; trailing and repeated slashes are ignored.
  package static func parentFolder(of path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    guard let slash = text.lastIndex(of: "/") else { return "." }
    var parent = text[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
    return parent.isEmpty ? "/" : String(parent)
  }
}
