import SwiftUI

/// Which layer of the baccarat squeeze a curl is drawn on.
nonisolated enum CardCurlSurface: Hashable, Sendable {
    /// The face lying under the card; it only receives the lifted card's shadow.
    case face
    /// The card back, which bends, catches the light and shows `stock` on its underside.
    case back(stock: Color)
}

/// The squeeze: the card back peels up from its bottom edge and the face underneath shows
/// through the strip it leaves.
///
/// Shader arguments do not animate on their own. As an animatable modifier, `peel` is
/// interpolated by SwiftUI and `body` runs for every in-between value, so a released card
/// springs back flat through each frame instead of snapping.
@Animatable
private struct CardCurlEffect: ViewModifier {
    var peel: CGFloat
    @AnimatableIgnored var height: CGFloat
    @AnimatableIgnored var surface: CardCurlSurface

    func body(content: Content) -> some View {
        let curl = CardCurl(height: height, peel: peel)
        let isLifted = peel > 0
        switch surface {
        case .face:
            content
                .colorEffect(TableShaders.cardCurlShadow(curl), isEnabled: isLifted)
                .opacity(isLifted ? 1 : 0)
        case .back(let stock):
            content
                .distortionEffect(
                    TableShaders.cardCurlBend(curl),
                    maxSampleOffset: curl.maxSampleOffset,
                    isEnabled: isLifted
                )
                .colorEffect(TableShaders.cardCurlShade(curl, stock: stock), isEnabled: isLifted)
        }
    }
}

extension View {
    /// Curls this card layer: `peel` 0 lies flat, 1 is lifted all the way; `height` is the
    /// card's height in points.
    func cardCurl(peel: CGFloat, height: CGFloat, surface: CardCurlSurface) -> some View {
        modifier(CardCurlEffect(peel: peel, height: height, surface: surface))
    }
}
