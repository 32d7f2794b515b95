import SwiftUI

/// A card that turns over about its vertical axis. Change `isFaceUp` inside an animation to
/// play the turn.
struct CardFlipView<Back: View, Face: View>: View {
    var isFaceUp: Bool
    @ViewBuilder var back: Back
    @ViewBuilder var face: Face

    var body: some View {
        let degrees = isFaceUp ? 180.0 : 0.0
        ZStack {
            back.modifier(CardFlipShading(degrees: degrees, side: .back))
            face.modifier(CardFlipShading(degrees: degrees, side: .face))
        }
    }
}

private enum CardFlipSide {
    case back
    case face
}

/// Turns one side of the card and shades it for the angle it is at. Animatable, so the
/// shader sees every in-between angle of the turn, not just where it ends.
@Animatable
private struct CardFlipShading: ViewModifier {
    /// 0 shows the back face-on, 90 is edge-on, 180 shows the face.
    var degrees: Double
    @AnimatableIgnored var side: CardFlipSide

    func body(content: Content) -> some View {
        let isShowing = (side == .face) == (degrees >= 90)
        content
            .colorEffect(TableShaders.cardFlipShading(degrees: degrees), isEnabled: degrees > 0 && degrees < 180)
            .rotation3DEffect(
                .degrees(side == .face ? degrees - 180 : degrees),
                axis: (x: 0, y: 1, z: 0),
                perspective: 0.5
            )
            .opacity(isShowing ? 1 : 0)
            .accessibilityHidden(!isShowing)
    }
}
