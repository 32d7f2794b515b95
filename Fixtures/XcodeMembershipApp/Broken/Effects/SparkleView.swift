import SwiftUI

/// Sparkles over a gradient; the Effects folder is synchronized with the Ripples target.
struct SparkleView: View {
  var body: some View {
    LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
      .colorEffect(ShaderLibrary.sparkle(.float(0.8)))
  }
}
