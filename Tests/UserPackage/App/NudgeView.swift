import SwiftUI

/// A card nudged sideways by 6 pt; the promise is the nudge.
struct NudgeView: View {
  var body: some View {
    Rectangle()
      .frame(width: 240, height: 120)
      .distortionEffect(
        ShaderLibrary.nudge(.float(6)),
        maxSampleOffset: CGSize(width: 6, height: 0))
  }
}
