import LocatedJSON
import ProofEngine
import ShaderRegistry

extension EffectProofConfig {
  /// Reads a config from its text, as ``load(contentsOf:)`` reads the file `file` (relative
  /// paths resolve against `file`'s folder), without the file existing: `effectproof init`
  /// checks the config it is about to write with the reader `check` will use.
  ///
  /// - Throws: ``EffectProofConfigError/invalid(_:)`` with the line, column and JSON path, as `load`.
  package static func parse(
    text: String, as file: String,
    scanning: (_ paths: [String], _ maximumFileBytes: Int) -> ScanResult = { paths, limit in
      MetalSourceScanner(maximumFileBytes: limit).scan(paths: paths)
    }
  ) throws(EffectProofConfigError) -> EffectProofConfig {
    let folder = file.contains("/") ? PathComponents.parentFolder(of: file) : ""
    do throws(JSONError) {
      let root = try JSONParser().parse(Array(text.utf8), file: file)
      return try parse(JSONReader(root: root), file: file, folder: folder, scanning: scanning)
    } catch {
      throw .invalid(error.file == nil ? error.inFile(file) : error)
    }
  }
}
