import EffectProofBase
import LocatedJSON

/// Reads one source file for a scan, Metal or Swift, through ``FileBytes`` (a regular file
/// only, capped at the limit before any byte is read), and words why not as a diagnostic.
package enum SourceFileRead {
  /// Why a file was not read.
  package struct Problem: Error {
    /// The `parseError` to report.
    package var diagnostic: Diagnostic
    /// Whether the file was only over the size limit (it exists and is counted as scanned).
    package var isOverLimit: Bool
  }

  /// The bytes of `file`, or the problem: over `limit` bytes (an error at 1:1 naming the size
  /// and the limit for a `language` source) or unreadable (an error with the reason).
  package static func bytes(of file: String, limit: Int, language: String)
    -> Result<[UInt8], Problem>
  {
    do throws(FileReadError) {
      return .success(try FileBytes.read(file, maximumBytes: limit))
    } catch  where error.kind == .tooLarge {
      return .failure(
        Problem(
          diagnostic: Diagnostic.registry(
            kind: .parseError, file: file, position: .start,
            message:
              "the file is \(error.byteCount ?? 0) bytes, over the \(limit)-byte limit for a \(language) source; not scanned"
          ), isOverLimit: true))
    } catch {
      return .failure(
        Problem(
          diagnostic: Diagnostic.registry(
            kind: .parseError, file: file, message: "cannot read the file: \(error.reason)"),
          isOverLimit: false))
    }
  }
}
