import EffectProofBase
import LocatedJSON

/// An asset catalogue image set's `Contents.json`, read with the package's located JSON: the
/// PNGs it names and their scales (`{"images": [{"filename": "noise@2x.png", "scale": "2x"}]}`).
/// A file that cannot be read, is not JSON or is not shaped so is a problem at its file, line
/// and JSON path (`noise.imageset/Contents.json:3:40: $.images[0].scale: expected a string,
/// found a number`), never a trap.
enum ImageSetContents {
  /// The largest `Contents.json` read, in bytes.
  static let maximumBytes = 1 << 20

  /// One PNG an image set names.
  struct Entry: Hashable, Sendable {
    /// The file's name inside the image set.
    var file: String
    /// Its scale: 2 for `"2x"`, 1 when it gives none.
    var scale: Int
  }

  /// The PNGs the `Contents.json` at `path` names, shown in messages as `shown`. An image
  /// without a `filename` (a slot the catalogue leaves empty) or naming another format is
  /// skipped.
  static func pngs(_ path: String, shown: String) -> Result<[Entry], AppImageAssets.Problem> {
    let bytes: [UInt8]
    do throws(FileReadError) {
      bytes = try FileBytes.read(path, maximumBytes: maximumBytes)
    } catch {
      return .failure(
        AppImageAssets.Problem(
          message:
            "\(shown) cannot be read (\(error.reason)); an image set holds a Contents.json ({\"images\": [{\"filename\": …, \"scale\": …}]})"
        ))
    }
    do throws(JSONError) {
      return .success(try entries(JSONReader(root: try JSONParser().parse(bytes, file: shown))))
    } catch {
      return .failure(AppImageAssets.Problem(message: "\(error.inFile(shown))"))
    }
  }

  private static func entries(_ root: JSONReader) throws(JSONError) -> [Entry] {
    let images = try member("images", of: root, required: true)
    guard let images else { return [] }
    var found: [Entry] = []
    for image in try images.array() {
      guard let name = try member("filename", of: image, required: false) else { continue }
      let file = try name.string()
      guard !file.contains("/") else {
        throw name.error("a filename names a file inside the image set, without a folder")
      }
      guard file.lowercased().hasSuffix(".png") else { continue }
      var scale = 1
      if let written = try member("scale", of: image, required: false) {
        let text = try written.string()
        guard text.hasSuffix("x"), let value = Int(text.dropLast()), value > 0 else {
          throw written.error("expected a scale such as \"2x\", found \"\(text)\"")
        }
        scale = value
      }
      found.append(Entry(file: file, scale: scale))
    }
    return found
  }

  /// The member `key` of the object `reader` holds; a schema error when `reader` is no object,
  /// or lacks a `required` key.
  private static func member(_ key: String, of reader: JSONReader, required: Bool)
    throws(JSONError) -> JSONReader?
  {
    guard case .object(let members) = reader.node.value else {
      throw reader.error("expected an object, found \(reader.node.typeDescription)")
    }
    guard let found = members.first(where: { $0.key == key }) else {
      if required {
        throw reader.error(
          "an image set's Contents.json has an \"\(key)\" array ({\"images\": [{\"filename\": …, \"scale\": …}]})"
        )
      }
      return nil
    }
    return JSONReader(node: found.value, path: reader.path.appending(key: key))
  }
}
