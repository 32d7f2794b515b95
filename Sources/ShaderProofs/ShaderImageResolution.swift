import EffectProofBase
import ShaderRegistry

/// An entry's `.image` arguments without a domain in the config, resolved against the app's
/// Swift (docs/shader-proofs.md, "Image and data arguments"):
///
/// ```
/// every call site passes .image(Image("noise")) or .image(Image(.noise)) (in place, or in a
///   let or property: the Swift reader's ShaderCallArgument.imageName), and an image set
///   or a PNG of that name is under the config's folder        → those images
/// a name the folder does not hold, or a PNG it cannot read    → a warning naming it; the
///                                                                test images stand in for it
/// an image the Swift computes (a photo, a variable), no call
///   site, or no Swift read                                    → the test images
/// ```
enum ShaderImageResolution {
  /// `entry` with each ``ShaderArgumentValues/appImages(folder:)`` replaced by the images its
  /// call sites name, and the warnings about names it could not use in
  /// ``ShaderProofEntry/imageWarnings``.
  static func resolve(_ entry: ShaderProofEntry, swift: SwiftShaderModel?) -> ShaderProofEntry {
    var resolved = entry
    for (slot, argument) in entry.arguments.enumerated() {
      guard case .appImages(let folder) = argument.values else { continue }
      var names: [(name: String, place: String)] = []
      var dynamic = false
      for site in swift?.callSites ?? [] where site.function == entry.function {
        guard let arguments = site.arguments, slot < arguments.count,
          arguments[slot].kind == .image
        else { continue }
        if let name = arguments[slot].imageName, !name.isEmpty {
          if !names.contains(where: { $0.name == name }) {
            names.append((name, place(arguments[slot].location, folder)))
          }
        } else {
          dynamic = true
        }
      }
      var choices: [ShaderImageChoice] = []
      for (name, place) in names {
        switch AppImageAssets.find(name, under: folder) {
        case .success(let choice)?: choices.append(choice)
        case .failure(let problem)?:
          resolved.imageWarnings.append(
            "\(argument.name): Image(\"\(name)\") at \(place): \(problem.message); the test images stand in for it"
          )
        case nil:
          resolved.imageWarnings.append(
            "\(argument.name): Image(\"\(name)\") at \(place) names no image set (\(name).imageset in an .xcassets) or PNG under \(folder.isEmpty ? "the config's folder" : folder); the test images stand in for it"
          )
        }
      }
      if choices.count < names.count || dynamic || choices.isEmpty {
        choices += ShaderImageChoice.testImages
      }
      resolved.arguments[slot].values = .images(choices)
    }
    return resolved
  }

  private static func place(_ location: FileLocation, _ folder: String) -> String {
    "\(AppImageAssets.shown(location.file, folder)):\(location.positionOrStart.line)"
  }
}
