import SwiftUI

/// A gallery of photo effects: a picker over a table of named shader builders, each turning
/// the current time into a `Shader`. Seeded mistake: "Ripple" moves 15 pt, past the 10 pt
/// the modifier promises.
struct EffectGallery: View {
    /// The effects, by name; each takes the frame's date.
    static let effects: [(String, (Date) -> Shader)] = [
        ("Ripple", { date in
            ShaderLibrary.ripple(.float(date.timeIntervalSinceReferenceDate), .float(15))
        }),
        ("Calm", { date in
            ShaderLibrary.ripple(.float(date.timeIntervalSinceReferenceDate), .float(4))
        }),
    ]

    @State private var selection = 0

    var body: some View {
        VStack {
            TimelineView(.animation) { context in
                Image("lake")
                    .resizable()
                    .frame(width: 320, height: 240)
                    .layerEffect(
                        Self.effects[selection].1(context.date),
                        maxSampleOffset: CGSize(width: 10, height: 10)
                    )
            }
            Picker("Effect", selection: $selection) {
                ForEach(Self.effects.indices, id: \.self) { index in
                    Text(Self.effects[index].0).tag(index)
                }
            }
            .pickerStyle(.segmented)
        }
    }
}
