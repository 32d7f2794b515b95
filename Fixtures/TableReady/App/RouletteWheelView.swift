import SwiftUI

/// The roulette wheel, spinning under its own clock so the blur can follow its true speed,
/// with the ball flying round the track against it.
struct RouletteWheelView: View {
    let diameter: CGFloat
    let spin: RouletteWheelSpin?
    let ball: RouletteBallFlight?
    let restingRotation: Double
    let theme: TableTheme

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(
        diameter: CGFloat = 300,
        spin: RouletteWheelSpin? = nil,
        ball: RouletteBallFlight? = nil,
        restingRotation: Double = 0,
        theme: TableTheme = .classic
    ) {
        self.diameter = diameter
        self.spin = spin
        self.ball = ball
        self.restingRotation = restingRotation
        self.theme = theme
    }

    private var pocketRadius: CGFloat { diameter * 0.44 }
    private var hubRadius: CGFloat { diameter * 0.18 }
    private var ballSize: CGFloat { diameter * 0.05 }
    /// The ball's reach from the wheel's centre: the rim.
    private var ballReach: CGFloat { diameter / 2 }
    /// The track rides the inner side of the rim.
    private var trackRadius: CGFloat { ballReach - ballSize }

    var body: some View {
        TimelineView(.animation(paused: spin == nil && ball == nil)) { context in
            ZStack {
                spinningFace(at: context.date)
                flyingBall(at: context.date)
            }
            .frame(width: diameter, height: diameter)
        }
    }

    private func spinningFace(at date: Date) -> some View {
        let angle = reduceMotion ? 0 : WheelBlur.angle(
            degreesPerSecond: spin?.degreesPerSecond(at: date) ?? 0,
            outerRadius: pocketRadius
        )
        return RouletteWheelFace(hubRadius: hubRadius)
            .frame(width: pocketRadius * 2, height: pocketRadius * 2)
            .rotationEffect(.degrees(spin?.rotation(at: date) ?? restingRotation))
            .layerEffect(
                TableShaders.wheelArcBlur(
                    center: CGPoint(x: pocketRadius, y: pocketRadius),
                    angle: angle,
                    innerRadius: hubRadius,
                    outerRadius: pocketRadius
                ),
                maxSampleOffset: WheelBlur.maxSampleOffset(outerRadius: pocketRadius),
                isEnabled: angle > 0
            )
    }

    /// The blur goes on before `.offset`: it runs in the ball's own small layer, around the
    /// wheel's centre, and the offset then moves the finished streak into place.
    @ViewBuilder
    private func flyingBall(at date: Date) -> some View {
        if let ball {
            let position = ball.position(at: date, trackRadius: trackRadius)
            let angle = reduceMotion ? 0 : WheelBlur.angle(
                degreesPerSecond: ball.degreesPerSecond(at: date),
                outerRadius: ballReach,
                shutter: WheelBlur.ballShutter
            )
            Circle()
                .fill(theme.ball)
                .frame(width: ballSize, height: ballSize)
                .layerEffect(
                    TableShaders.wheelArcBlur(
                        center: CGPoint(x: ballSize / 2 - position.x, y: ballSize / 2 - position.y),
                        angle: angle,
                        innerRadius: 0,
                        outerRadius: ballReach
                    ),
                    maxSampleOffset: WheelBlur.maxSampleOffset(
                        outerRadius: ballReach,
                        maxAngle: RouletteBallFlight.maxBlurAngle
                    ),
                    isEnabled: angle > 0
                )
                .offset(x: position.x, y: position.y)
        }
    }
}

/// The 38 pockets of an American wheel round a wooden hub. Kept in its own view so the
/// timeline closure only rebuilds the transforms and the shader each frame.
private struct RouletteWheelFace: View {
    let hubRadius: CGFloat

    private static let pocketCount = 38
    private static let pocketStops = makePocketStops()

    /// Hard-edged stops, two per pocket: green for 0 and 00, then red and black by turns.
    private static func makePocketStops() -> [Gradient.Stop] {
        var stops: [Gradient.Stop] = []
        for index in 0..<pocketCount {
            let colour: Color = index % 19 == 0 ? .green : (index.isMultiple(of: 2) ? .red : .black)
            stops.append(Gradient.Stop(color: colour, location: Double(index) / Double(pocketCount)))
            stops.append(Gradient.Stop(color: colour, location: Double(index + 1) / Double(pocketCount)))
        }
        return stops
    }

    var body: some View {
        ZStack {
            Circle()
                .fill(AngularGradient(stops: Self.pocketStops, center: .center))
            Circle()
                .fill(Color.brown)
                .frame(width: hubRadius * 2, height: hubRadius * 2)
        }
        .accessibilityHidden(true)
    }
}
