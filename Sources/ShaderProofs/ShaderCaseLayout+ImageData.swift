import EffectProofBase
import Foundation
import MetalCPU

extension ShaderCaseLayout {
  /// The images an `.image` argument's domain chooses among: its own list, or the test images
  /// for a domain the app's Swift has not resolved (``ShaderArgumentValues/appImages(folder:)``).
  static func imageChoices(_ values: ShaderArgumentValues) -> [ShaderImageChoice] {
    switch values {
    case .images(let list): list
    case .appImages: ShaderImageChoice.testImages
    default: []
    }
  }

  /// An `.image` argument at choice `index`, for a view of `viewWidth × viewHeight` pixels, and
  /// its description: `texture = checker (test image, 7×5)`.
  func image(
    _ argument: ShaderArgument, index: Int, viewWidth: Int, viewHeight: Int
  ) -> (argument: MetalArgument, description: String) {
    let choices = Self.imageChoices(argument.values)
    guard !choices.isEmpty else {
      return (.image(MetalRunImage.testPattern(width: 1, height: 1)), "\(argument.name) = none")
    }
    let choice = choices[min(max(index, 0), choices.count - 1)]
    let image: MetalRunImage
    switch choice {
    case .file(_, _, let texels): image = texels
    case .test(let test):
      image = images.image(test, viewWidth: viewWidth, viewHeight: viewHeight)
    }
    return (
      .image(image),
      "\(argument.name) = \(choice.label(viewWidth: viewWidth, viewHeight: viewHeight))"
    )
  }

  /// A `.data` argument's bytes from its drawn elements (each rounded to a byte), and its
  /// description: `curve = 5 bytes (00 ff 13 80 7f)`.
  static func data(_ name: String, _ items: [[Double]]) -> (
    argument: MetalArgument, description: String
  ) {
    let bytes = items.map { item -> UInt8 in
      let value = item.first ?? 0
      return value.isFinite ? UInt8(clamping: Int(min(max(value, 0), 255).rounded())) : 0
    }
    var text = "\(name) = \(bytes.count) byte\(bytes.count == 1 ? "" : "s")"
    if !bytes.isEmpty {
      let shown = bytes.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
      text += " (\(shown)\(bytes.count > 8 ? " …" : ""))"
    }
    return (.data(bytes), text)
  }

  /// The view's side in pixels, as the runner makes the layer (points × scale, rounded up).
  static func pixels(_ points: Double, _ scale: Double) -> Int {
    let value = (points * scale).rounded(.up)
    guard value.isFinite, value >= 1 else { return 1 }
    return Int(min(value, 65_536))
  }
}

/// Test images made once per image and size, shared by a sweep's cases.
struct ShaderTestImageCache: Sendable {
  private let made = Locked<[String: MetalRunImage]>([:])

  func image(_ test: ShaderTestImage, viewWidth: Int, viewHeight: Int) -> MetalRunImage {
    let size = test.size(viewWidth: viewWidth, viewHeight: viewHeight)
    let key = "\(test.rawValue) \(size.width)×\(size.height)"
    return made.withLock { made in
      if let image = made[key] { return image }
      let image = test.image(viewWidth: viewWidth, viewHeight: viewHeight)
      made[key] = image
      return image
    }
  }
}
