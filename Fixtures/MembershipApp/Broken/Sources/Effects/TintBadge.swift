import SwiftUI

/// A badge tinted by the Effects target's own shader.
public struct TintBadge: View {
  public init() {}

  public var body: some View {
    Text("New")
      .padding(8)
      .background(Color.orange)
      .colorEffect(ShaderLibrary.bundle(.module).tint(.color(.red)))
  }
}

/// The same tint on a card, inside an availability check.
public struct TintCard: View {
  public init() {}

  public var body: some View {
    if #available(iOS 17, macOS 14, *) {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color.blue)
        .colorEffect(ShaderLibrary.bundle(.module).tint(.color(.white)))
    }
  }
}
