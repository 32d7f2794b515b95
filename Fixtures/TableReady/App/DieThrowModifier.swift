import SwiftUI

/// Throws a die across the tray whenever `trigger` changes, with a straight motion blur.
///
/// The dice stay on screen between rolls: a keyframe animator only plays when its trigger
/// changes, never on insertion. It starts at the full duration so the first frame is at rest.
struct DieThrowModifier: ViewModifier {
    let dieThrow: DieThrow
    let trigger: Int

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(dieThrow: DieThrow, trigger: Int) {
        self.dieThrow = dieThrow
        self.trigger = trigger
    }

    func body(content: Content) -> some View {
        content.keyframeAnimator(
            initialValue: dieThrow.duration,
            trigger: trigger
        ) { [dieThrow, reduceMotion] die, elapsed in
            let pose = reduceMotion ? DicePose.rest : dieThrow.pose(at: elapsed)
            // The blur works in the die's own frame, so it goes on before the rotation.
            die
                .layerEffect(
                    TableShaders.linearMotionBlur(streak: pose.streak()),
                    maxSampleOffset: DieThrow.maxSampleOffset,
                    isEnabled: pose.speed > 0
                )
                .rotationEffect(.degrees(pose.degrees))
                .offset(x: pose.offset.dx, y: pose.offset.dy)
        } keyframes: { [duration = dieThrow.duration] _ in
            MoveKeyframe(0)
            LinearKeyframe(duration, duration: duration)
        }
    }
}

extension View {
    /// Plays `dieThrow` each time `trigger` changes (one increment per roll).
    func thrown(_ dieThrow: DieThrow, trigger: Int) -> some View {
        modifier(DieThrowModifier(dieThrow: dieThrow, trigger: trigger))
    }
}
