import SwiftUI

/// An old television: the picture wobbles in its tube, and the settings below switch its scan
/// lines, warm tint, glow, flicker and colour bleeding on and off.
struct RetroView: View {
    @State private var start = Date.now
    @State private var showLines = true
    @State private var glowOn = false
    @State private var glowAmount = 0.4
    @State private var warm = false
    @State private var flickers = false
    @State private var bleeds = false
    @State private var wobbleAmount = 2.0
    @State private var paused = false

    /// The warm tint's mix: all or nothing.
    private var tintMix: Double { warm ? 1.0 : 0.0 }

    /// A setting's weight in the shader.
    static func weight(_ on: Bool) -> Float { on ? 1 : 0 }

    /// How far the wobble moves a pixel on each axis, in points.
    static func reach(for amount: Double) -> CGSize {
        CGSize(width: amount * 2, height: amount * 2)
    }

    var body: some View {
        VStack(spacing: 12) {
            TimelineView(.animation(minimumInterval: 1 / 30, paused: paused)) { timeline in
                Image("broadcast")
                    .resizable()
                    .frame(width: 320, height: 240)
                    .colorEffect(
                        ShaderLibrary.scanlines(
                            .float(start.timeIntervalSince(timeline.date)),
                            .float(showLines ? 1 : 0),
                            .float(glowOn ? glowAmount : 0),
                            .float(tintMix),
                            .float(Float(truncating: flickers as NSNumber)),
                            .float(Self.weight(bleeds))
                        )
                    )
            }
            TimelineView(.periodic(from: start, by: 1 / 24)) { context in
                Text("ON AIR")
                    .font(.largeTitle.monospaced())
                    .frame(width: 200, height: 60)
                    .distortionEffect(
                        ShaderLibrary.wobble(
                            .float(context.date.timeIntervalSince1970 - start.timeIntervalSince1970),
                            .float(wobbleAmount)
                        ),
                        maxSampleOffset: Self.reach(for: wobbleAmount)
                    )
            }
            Toggle("Scan lines", isOn: $showLines)
            Toggle("Glow", isOn: $glowOn)
            Slider(value: $glowAmount, in: 0...0.8)
            Toggle("Warm", isOn: $warm)
            Toggle("Flicker", isOn: $flickers)
            Toggle("Colour bleed", isOn: $bleeds)
            Slider(value: $wobbleAmount, in: 1...6) {
                Text("Wobble")
            }
            Toggle("Pause", isOn: $paused)
        }
        .padding()
    }
}
