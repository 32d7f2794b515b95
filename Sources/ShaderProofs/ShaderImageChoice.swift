import MetalCPU

/// One image an `.image` argument can take in a shader proof's sweep: a PNG of the app's (or
/// the config's), or one of the generated ``ShaderTestImage``s.
public enum ShaderImageChoice: Hashable, Sendable {
  /// A PNG, read when the config was: `name` as the Swift or the config names it (`noise`,
  /// `Textures/paper.png`), `path` the file read, `image` its texels, premultiplied.
  case file(name: String, path: String, image: MetalRunImage)
  /// A generated test image, sized from the case's view.
  case test(ShaderTestImage)

  /// Every generated test image, in order.
  public static var testImages: [ShaderImageChoice] { ShaderTestImage.allCases.map { .test($0) } }

  /// The name a case's description gives it: `noise (App/Assets.xcassets/noise.imageset/
  /// noise.png, 16×16)`, `checker (test image, 7×5)`.
  func label(viewWidth: Int, viewHeight: Int) -> String {
    switch self {
    case .file(let name, let path, let image):
      return "\(name) (\(path), \(image.width)×\(image.height))"
    case .test(let test):
      return test.label(viewWidth: viewWidth, viewHeight: viewHeight)
    }
  }
}
