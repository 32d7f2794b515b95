import Foundation

extension AtomicFileWrite {
  /// Golden files, artifacts and pictures: creates missing parent folders, then writes `bytes`
  /// to `path` with ``write(_:to:replaceExisting:)``. Failures are `.writeFailed`.
  package static func store(
    _ bytes: [UInt8], to path: String, replaceExisting: Bool
  ) throws(GoldenError) {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw GoldenError(
        kind: .writeFailed, file: path,
        message: "cannot create the folder \(directory.path): \(error.localizedDescription)")
    }
    do throws(AtomicWriteError) {
      try write(bytes, to: path, replaceExisting: replaceExisting)
    } catch {
      throw GoldenError(kind: .writeFailed, file: path, message: error.message)
    }
  }
}
