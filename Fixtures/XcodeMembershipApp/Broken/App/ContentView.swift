import SwiftUI

/// A photo that ripples from the centre, with film grain, from the app's own default library.
struct ContentView: View {
  let start = Date()

  var body: some View {
    TimelineView(.animation) { context in
      Image("Photo")
        .resizable()
        .scaledToFit()
        .distortionEffect(
          ShaderLibrary.ripple(.float(context.date.timeIntervalSince(start)), .float(12)),
          maxSampleOffset: CGSize(width: 12, height: 12)
        )
        .colorEffect(ShaderLibrary.default.grain(.float(0.05)))
      SparkleView()
    }
  }
}
