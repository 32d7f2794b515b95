import SwiftUI

/// A title that glows, on the systems that have shaders.
@available(iOS 17, macOS 14, *)
public struct GlowingTitle: View {
  let text: String

  public init(_ text: String) {
    self.text = text
  }

  public var body: some View {
    Text(text)
      .font(.largeTitle)
      .colorEffect(GlowShaders.glow(.float(0.4)))
  }
}
