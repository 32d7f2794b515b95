import SwiftUI
import CoreGraphics

/// The centre of the cell the dolly sits on, published by that cell.
nonisolated struct RouletteDollyAnchorKey: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil

    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}

/// Sends a ripple across the betting layout from the winning number each time `trigger`
/// changes (when the spin stage closes, so the wave is not hidden beneath it).
struct RouletteDollyRipple: ViewModifier {
    let trigger: Int
    let style: RippleStyle

    @State private var dollyAnchor: Anchor<CGPoint>?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(trigger: Int, style: RippleStyle = .dolly) {
        self.trigger = trigger
        self.style = style
    }

    func body(content: Content) -> some View {
        content
            .onPreferenceChange(RouletteDollyAnchorKey.self) { anchor in
                dollyAnchor = anchor
            }
            // The animator only supplies elapsed seconds. It starts at the end, so nothing
            // runs before the first landing; MoveKeyframe(0) restarts the wave on each one.
            .keyframeAnimator(
                initialValue: style.duration,
                trigger: trigger
            ) { [dollyAnchor, style, reduceMotion] view, elapsed in
                view.visualEffect { effect, proxy in
                    // Resolved in the proxy's space, which is the shader's: no padding maths.
                    let origin = dollyAnchor.map { proxy[$0] } ?? .zero
                    return effect.layerEffect(
                        TableShaders.ripple(origin: origin, elapsed: elapsed, style: style),
                        maxSampleOffset: style.maxSampleOffset,
                        isEnabled: !reduceMotion && dollyAnchor != nil && style.isRunning(elapsed: elapsed)
                    )
                }
            } keyframes: { [duration = style.duration] _ in
                MoveKeyframe(0)
                LinearKeyframe(duration, duration: duration)
            }
    }
}

extension View {
    /// Publishes this cell's centre as the ripple's origin when it holds the dolly.
    func dollyAnchor(isWinner: Bool) -> some View {
        anchorPreference(key: RouletteDollyAnchorKey.self, value: .center) { isWinner ? $0 : nil }
    }

    /// Ripples this layout out from the cell marked with `dollyAnchor(isWinner:)`.
    func dollyRipple(trigger: Int, style: RippleStyle = .dolly) -> some View {
        modifier(RouletteDollyRipple(trigger: trigger, style: style))
    }
}
