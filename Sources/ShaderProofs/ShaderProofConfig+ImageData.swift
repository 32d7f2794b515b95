import EffectProofBase
import Foundation
import LocatedJSON

extension ShaderProofConfig {
  /// The words an `.image` domain may hold besides paths and asset names.
  static let imageWords = ["appImages", "testImages"]

  /// An `.image` argument's domain (docs/shader-proofs.md, "Image and data arguments"):
  ///
  /// ```
  /// "appImages"                  the images the Swift names (Image("noise")), else the test
  ///                              images: the default when the entry gives no domain
  /// "testImages"                 every generated test image (ShaderTestImage)
  /// "testImages.checker"         one of them
  /// "Textures/paper.png"         a PNG, resolved against the config's folder
  /// "noise"                      an image set or PNG of that name under the config's folder
  /// {"values": [one of the above, …]}
  /// ```
  ///
  /// A PNG that is missing or unreadable, or a name no image set holds, is an error here.
  static func imageValues(_ reader: JSONReader, folder: String) throws(JSONError)
    -> ShaderArgumentValues
  {
    let elements: [JSONReader]
    switch reader.node.value {
    case .string: elements = [reader]
    case .object:
      let object = try imageDomainSchema.object(reader)
      let list = try valuesKey.requiredValue(in: object)
      elements = try list.array()
      guard !elements.isEmpty else { throw list.error("expected at least one image") }
    default:
      throw reader.error(
        "expected an image domain: \(example(.image)), or {\"values\": [\"noise\", \"testImages\"]}; found \(reader.node.typeDescription)"
      )
    }
    var choices: [ShaderImageChoice] = []
    for element in elements {
      let text = try element.pathString()
      if text == "appImages" {
        guard elements.count == 1 else {
          throw element.error(
            "\"appImages\" stands alone: it is the images the Swift names, else the test images")
        }
        return .appImages(folder: folder)
      }
      if text == "testImages" {
        choices += ShaderImageChoice.testImages
        continue
      }
      if text.hasPrefix("testImages.") {
        let name = String(text.dropFirst("testImages.".count))
        guard let test = ShaderTestImage(rawValue: name) else {
          let names = ShaderTestImage.allCases.map(\.rawValue)
          var message =
            "no test image \"\(name)\"; the test images are \(names.joined(separator: ", "))"
          if let near = NearestName.suggestion(for: name, among: names) {
            message += "; did you mean \"testImages.\(near)\"?"
          }
          throw element.error(message)
        }
        choices.append(.test(test))
        continue
      }
      guard !text.isEmpty else {
        throw element.error("an image is a PNG path, an asset name or \"testImages\"; found \"\"")
      }
      if text.lowercased().hasSuffix(".png") {
        let resolved = text.hasPrefix("/") || folder.isEmpty ? text : folder + "/" + text
        guard FileManager.default.fileExists(atPath: resolved) else {
          throw element.error("no such image: \(resolved)")
        }
        switch AppImageAssets.load(resolved, name: text, folder: folder) {
        case .success(let choice): choices.append(choice)
        case .failure(let problem): throw element.error(problem.message)
        }
        continue
      }
      switch AppImageAssets.find(text, under: folder) {
      case .success(let choice)?: choices.append(choice)
      case .failure(let problem)?: throw element.error(problem.message)
      case nil:
        var message =
          "no image named \"\(text)\": no \(text).imageset in an .xcassets and no \(text).png under \(folder.isEmpty ? "the config's folder" : folder) (a path ends in .png; the generated images are \"testImages\")"
        if let near = NearestName.suggestion(
          for: text, among: AppImageAssets.names(under: folder))
        {
          message += "; did you mean \"\(near)\"?"
        }
        throw element.error(message)
      }
    }
    var seen: Set<ShaderImageChoice> = []
    return .images(choices.filter { seen.insert($0).inserted })
  }

  /// A `.data` argument's domain: `{"count": N | DOMAIN, "values": DOMAIN}`, the byte count
  /// and each byte's value, 0 to 255 (`{"range": [0, 255]}` when `values` is left out).
  static func dataValues(_ reader: JSONReader) throws(JSONError) -> ShaderArgumentValues {
    let object = try arrayDomainSchema.object(reader)
    let count = try elementCount(try countKey.requiredValue(in: object))
    guard let valuesReader = valuesKey.value(in: object) else {
      return .array(count: count, elements: .range(lower: [0], upper: [255]))
    }
    let elements = try values(valuesReader, width: 1, what: "a byte (0 to 255)")
    let wholeBytes: Bool
    switch elements {
    case .fixed(let v): wholeBytes = Self.isByte(v[0])
    case .values(let list): wholeBytes = list.allSatisfy { Self.isByte($0[0]) }
    case .range(let lower, let upper): wholeBytes = Self.isByte(lower[0]) && Self.isByte(upper[0])
    default: wholeBytes = false
    }
    guard wholeBytes else {
      throw valuesReader.error(
        "a byte is a whole number from 0 to 255 (a number, a range or values), such as {\"range\": [0, 255]}"
      )
    }
    return .array(count: count, elements: elements)
  }

  /// An array's or data's count: a whole number from 0 to 65536, a range or values of them.
  static func elementCount(_ countReader: JSONReader) throws(JSONError) -> ShaderArgumentValues {
    let count = try values(countReader, width: 1, what: "a count")
    guard let bounds = count.bounds, bounds.lower[0] >= 0, bounds.upper[0] <= 65_536,
      bounds.lower[0].rounded() == bounds.lower[0], bounds.upper[0].rounded() == bounds.upper[0]
    else {
      throw countReader.error(
        "a count is a whole number from 0 to 65536 (a number, a range or values)")
    }
    if case .values(let list) = count, list.contains(where: { $0[0].rounded() != $0[0] }) {
      throw countReader.error("a count is a whole number")
    }
    return count
  }

  private static func isByte(_ value: Double) -> Bool {
    value >= 0 && value <= 255 && value.rounded() == value
  }
}
