import SwiftUI
import CoreGraphics

// The plain values behind the table's shaders. The views turn these into shader arguments
// through `TableShaders`; everything that can be tested without a GPU lives here.

// MARK: - Theme

/// The colours one table theme paints with.
nonisolated struct TableTheme: Hashable, Sendable {
    var felt: Color
    var feltShadow: Color
    /// How much darker the lower half of the table gets, 0…1.
    var feltShade: Double
    var cardStock: Color
    var dieFace: Color
    var pipInk: Color
    var ball: Color

    static let classic = TableTheme(
        felt: Color(red: 0.05, green: 0.42, blue: 0.24),
        feltShadow: Color(red: 0.01, green: 0.16, blue: 0.09),
        feltShade: 0.25,
        cardStock: Color(white: 0.97),
        dieFace: Color(red: 0.78, green: 0.06, blue: 0.10),
        pipInk: .white,
        ball: Color(white: 0.96)
    )
}

// MARK: - Card curl

/// A card lifted from its bottom edge around a cylinder lying along the fold.
nonisolated struct CardCurl: Hashable, Sendable {
    /// The cylinder's radius as a fraction of the card's height.
    static let radiusFraction: CGFloat = 0.16
    /// The smallest radius the shaders accept.
    static let minimumRadius: CGFloat = 0.5

    /// The card's height in points.
    var height: CGFloat
    /// How much of the card is off the table: 0 flat, 1 lifted all the way.
    var peel: CGFloat

    var radius: CGFloat { max(height * Self.radiusFraction, Self.minimumRadius) }

    /// How far the bend ever samples from a pixel. Only the rising quarter of the roll is
    /// sampled (the underside is painted), so the worst case is r·θ − r·sin θ at θ = π/2,
    /// straight up or down: about 12 points on a 131-point card.
    var maxSampleOffset: CGSize {
        let reach = radius * (CGFloat.pi / 2 - 1)
        return CGSize(width: 0, height: reach.rounded(.up))
    }
}

// MARK: - Dice

/// The die face's fixed proportions, in unit space, and its pips packed for the shader.
nonisolated enum DieMaterial {
    static let corner = 0.18
    static let pipRadius = 0.09

    /// x, y for each pip: there is no `float2` array argument, so a five sends ten floats.
    static func pipCoordinates(for value: Int) -> [Float] {
        DieFaceView.pipPositions(for: value).flatMap { [Float($0.x), Float($0.y)] }
    }
}

/// A die thrown into the tray: a cubic slide in from `direction` plus a few decaying hops,
/// played by a keyframe animation from 0 to `duration` seconds.
nonisolated struct DieThrow: Hashable, Sendable {
    static let dieSize = 56.0
    static let throwDistance = 4 * dieSize
    static let hopHeight = 0.4 * dieSize
    static let hops = 3
    static let hopDecay = 3.0
    static let throwDuration = 0.8
    static let shutter = 1.0 / 60
    /// The most taps the motion blur takes per pixel.
    static let blurMaxSamples = 16

    /// The blur's promise to SwiftUI, in points. The streak is centred on the pixel, so a
    /// sample lands at most half of `speedBound × shutter` away: ⌈1149.2 / 60 / 2⌉ = 10.
    /// Neither the direction nor the spin changes the bound, so one constant serves every
    /// throw; a test samples whole throws and holds every streak against it.
    static let maxSampleOffset = CGSize(width: 10, height: 10)

    /// The fastest the die can move on screen, in points per second: the slide's top speed
    /// (at the start) plus the hops' top speed, which together bound the whole path.
    static var speedBound: Double {
        let omega = Double(hops) * .pi
        let slide = 3 * throwDistance / throwDuration
        let hop = hopHeight / throwDuration * (hopDecay / 2 + (hopDecay * hopDecay / 4 + omega * omega).squareRoot())
        return slide + hop
    }

    /// Where the die comes from, measured clockwise on screen from the right.
    var direction: Angle
    /// The spin the die unwinds as it slides, in degrees.
    var spinDegrees: Double

    var duration: Double { Self.throwDuration }

    /// The die `elapsed` seconds into the throw; at rest before 0 and from `duration` on.
    func pose(at elapsed: Double) -> DicePose {
        guard elapsed >= 0, elapsed < duration else { return .rest }
        let p = elapsed / duration
        let q = 1 - p
        let omega = Double(Self.hops) * .pi
        let fade = exp(-Self.hopDecay * p)
        let sine = sin(omega * p)
        let start = CGVector(
            dx: Self.throwDistance * cos(direction.radians),
            dy: Self.throwDistance * sin(direction.radians)
        )
        let slideRate = -3 * q * q / duration
        let hopRate = -Self.hopHeight / duration * fade * (omega * sin(2 * omega * p) - Self.hopDecay * sine * sine)
        return DicePose(
            offset: CGVector(dx: start.dx * q * q * q, dy: start.dy * q * q * q - Self.hopHeight * fade * sine * sine),
            degrees: spinDegrees * q * q * q,
            velocity: CGVector(dx: start.dx * slideRate, dy: start.dy * slideRate + hopRate),
            shutter: Self.shutter
        )
    }
}

/// Where a thrown die is at one moment, and how fast it is moving on screen.
nonisolated struct DicePose: Sendable {
    var offset: CGVector
    /// Clockwise on screen, as `rotationEffect` takes it.
    var degrees: Double
    /// Points per second.
    var velocity: CGVector
    var shutter: Double

    static let rest = DicePose(offset: .zero, degrees: 0, velocity: .zero, shutter: 0)

    var speed: Double { hypot(velocity.dx, velocity.dy) }

    /// The distance covered while the shutter is open, turned back into the die's own frame:
    /// the blur runs before `rotationEffect`, which then turns the streak along the motion.
    func streak() -> CGVector {
        let theta = degrees * .pi / 180
        let sx = velocity.dx * shutter
        let sy = velocity.dy * shutter
        return CGVector(dx: cos(theta) * sx + sin(theta) * sy, dy: cos(theta) * sy - sin(theta) * sx)
    }
}

// MARK: - Roulette

/// The wheel's motion blur, treating the wheel as a photograph taken with a shutter.
nonisolated enum WheelBlur {
    static let shutter = 1.0 / 60
    /// The flying ball gets a shorter exposure so its streak stays solid enough to follow.
    static let ballShutter = 1.0 / 120
    /// The longest arc, in radians, any pixel is blurred over.
    static let maxAngle = 0.35
    /// Below this many points of travel at the rim the blur is switched off.
    static let minArc = 0.5
    static let sampleSpacing = 1.5
    static let maxSamples = 24

    /// The arc, in radians, the ring turns through while the shutter is open; 0 when the rim
    /// would move less than `minArc`.
    static func angle(
        degreesPerSecond: Double,
        outerRadius: Double,
        shutter: Double = WheelBlur.shutter
    ) -> Double {
        let arc = min(abs(degreesPerSecond) * .pi / 180 * shutter, maxAngle)
        return arc * outerRadius < minArc ? 0 : arc
    }

    /// Samples are centred on the pixel, so the farthest is half the largest arc away: the
    /// chord 2R·sin(θmax / 4), rounded up. 24 points for the 300-point wheel.
    static func maxSampleOffset(outerRadius: Double, maxAngle: Double = WheelBlur.maxAngle) -> CGSize {
        let chord = (2 * outerRadius * sin(maxAngle / 4)).rounded(.up)
        return CGSize(width: chord, height: chord)
    }
}

/// One spin of the wheel, driven by the clock so its speed can be read on every frame.
nonisolated struct RouletteWheelSpin: Hashable, Sendable {
    /// Slows down from the first frame and never speeds up again.
    static let deceleration = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.3, y: 0.48),
        endControlPoint: UnitPoint(x: 0.7, y: 1)
    )

    let from: Double
    let to: Double
    let start: Date
    let duration: Double
    var curve = RouletteWheelSpin.deceleration

    func progress(at date: Date) -> Double {
        guard duration > 0 else { return 1 }
        return min(max(date.timeIntervalSince(start) / duration, 0), 1)
    }

    /// Degrees.
    func rotation(at date: Date) -> Double {
        from + (to - from) * curve.value(at: progress(at: date))
    }

    /// The curve's slope scaled from unit space to degrees per second.
    func degreesPerSecond(at date: Date) -> Double {
        let progress = progress(at: date)
        guard duration > 0, progress < 1 else { return 0 }
        return (to - from) * curve.velocity(at: progress) / duration
    }
}

/// The ball on its track, running against the wheel until it drops.
nonisolated struct RouletteBallFlight: Hashable, Sendable {
    static let launchDegreesPerSecond = 990.0
    static let dropDegreesPerSecond = 90.0
    /// The longest arc the ball's blur can cover: launch speed through the ball's shutter.
    static let maxBlurAngle = launchDegreesPerSecond * .pi / 180 * WheelBlur.ballShutter

    let start: Date
    /// Degrees, clockwise on screen from the right.
    let startAngle: Double
    /// Seconds on the track before the ball drops toward the pockets.
    let trackTime: Double

    /// Signed: the ball turns counter-clockwise, against the wheel. 0 once it has dropped.
    func degreesPerSecond(at date: Date) -> Double {
        let t = date.timeIntervalSince(start)
        guard trackTime > 0, t >= 0, t < trackTime else { return 0 }
        let launch = Self.launchDegreesPerSecond
        return -(launch + (Self.dropDegreesPerSecond - launch) * t / trackTime)
    }

    /// Degrees: the integral of a speed falling linearly from launch to drop.
    func angle(at date: Date) -> Double {
        guard trackTime > 0 else { return startAngle }
        let t = min(max(date.timeIntervalSince(start), 0), trackTime)
        let launch = Self.launchDegreesPerSecond
        let travelled = launch * t + (Self.dropDegreesPerSecond - launch) * t * t / (2 * trackTime)
        return startAngle - travelled
    }

    /// The ball's centre relative to the wheel's centre.
    func position(at date: Date, trackRadius: Double) -> CGPoint {
        let radians = angle(at: date) * .pi / 180
        return CGPoint(x: trackRadius * cos(radians), y: trackRadius * sin(radians))
    }
}

// MARK: - Ripple

/// A damped ring spreading out from a point.
nonisolated struct RippleStyle: Hashable, Sendable {
    /// Points.
    var amplitude: Double
    /// Radians per second.
    var frequency: Double
    /// Per second.
    var decay: Double
    /// Points per second.
    var speed: Double
    /// Seconds the effect stays on.
    var duration: Double

    /// What ships: 6 points at 650 points a second, settled within two seconds.
    static let dolly = RippleStyle(amplitude: 6, frequency: 30, decay: 5, speed: 650, duration: 2)

    /// Every sample moves along a unit direction by at most the amplitude.
    var maxSampleOffset: CGSize { CGSize(width: abs(amplitude), height: abs(amplitude)) }

    func isRunning(elapsed: Double) -> Bool { elapsed >= 0 && elapsed < duration }
}
