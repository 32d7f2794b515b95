import Foundation
import ShaderRegistry
import SwiftCallSites

/// Measures `SwiftShaderReader` in megabytes of Swift per second, one core, on two generated
/// apps: a realistic one (most files are views and models that never mention a shader, as in a
/// real app) and a shader-dense one (every file is a factory, the parser's worst case), each at
/// three sizes to show the time is linear in the input. Each run checks the number of call
/// sites found against the number generated.
enum SwiftReaderBenchmark {
  /// A view-and-model file with no shader in it: what most of an app is.
  static func plainFile(_ unit: Int, _ index: Int) -> String {
    """
    import SwiftUI

    /// Row \(index) of the lobby list: a table's name, its stakes and who is seated.
    struct LobbyRow\(unit)x\(index): View {
        var table: LobbyTable\(unit)x\(index)
        @State private var isExpanded = false
        @Environment(\\.dynamicTypeSize) private var typeSize

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(table.name).font(.headline)
                    Spacer()
                    Text(table.stakes, format: .currency(code: "USD")).monospacedDigit()
                }
                if isExpanded {
                    ForEach(table.seats) { seat in
                        Label(seat.player ?? "Open", systemImage: seat.player == nil ? "chair" : "person")
                    }
                }
            }
            .padding(.vertical, typeSize.isAccessibilitySize ? 12 : 8)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.snappy) { isExpanded.toggle() } }
        }
    }

    struct LobbyTable\(unit)x\(index): Identifiable, Hashable {
        var id = UUID()
        var name: String
        var stakes: Decimal
        var seats: [Seat]

        struct Seat: Identifiable, Hashable {
            var id: Int
            var player: String?
        }

        /// Open seats, counted for the badge ("3 open").
        var openSeats: Int { seats.filter { $0.player == nil }.count }
    }

    """
  }

  /// A factory with four shaders and a view applying them: 4 call sites.
  static func shaderFile(_ unit: Int) -> String {
    """
    import SwiftUI

    enum TableShaders\(unit) {
        static func felt(felt: Color, shadow: Color, shade: Double) -> Shader {
            ShaderLibrary.feltSurface(.boundingRect, .color(felt), .color(shadow), .float(shade))
        }
        static func ripple(origin: CGPoint, elapsed: Double) -> Shader {
            ShaderLibrary.ripple(
                .float2(origin),
                .float(elapsed),
                .float(6), .float(15), .float(8), .float(650)
            )
        }
        static var blur: Shader { ShaderLibrary.default.linearMotionBlur(.float2(1, 0), .float(9)) }
        static func flip(_ degrees: Double) -> Shader {
            ShaderLibrary.cardFlipShading(.boundingRect, .float(degrees))
        }
    }

    struct FeltView\(unit): View {
        var shade: Double
        var body: some View {
            Rectangle()
                .colorEffect(TableShaders\(unit).felt(felt: .green, shadow: .black, shade: shade))
                .layerEffect(TableShaders\(unit).blur, maxSampleOffset: CGSize(width: 9, height: 0))
        }
    }

    """
  }

  /// An app of about `bytes` bytes: per unit, one shader file and `plainPerUnit` plain files.
  static func app(bytes target: Int, plainPerUnit: Int) -> (
    sources: [(file: String, text: String)], callSites: Int
  ) {
    var sources: [(file: String, text: String)] = []
    var total = 0
    var unit = 0
    while total < target {
      let shader = shaderFile(unit)
      sources.append(("App/Shaders\(unit).swift", shader))
      total += shader.utf8.count
      for index in 0..<plainPerUnit {
        let plain = plainFile(unit, index)
        sources.append(("App/Lobby\(unit)x\(index).swift", plain))
        total += plain.utf8.count
      }
      unit += 1
    }
    return (sources, unit * 4)
  }

  static func run(megabytes: Int) -> String {
    var lines = [
      "Swift reader benchmark (fastest of 3 runs, one core; the reader only, no Metal check)", "",
      "app                     size (MB)  files  parsed   time (s)    MB/s   call sites",
    ]
    for (name, plain) in [("realistic (1 in 20)", 19), ("shader-dense (all)", 0)] {
      var previous: Double?
      for fraction in [4, 2, 1] {
        let target = max(100_000, megabytes * 1_000_000 / fraction)
        let (sources, expected) = app(bytes: target, plainPerUnit: plain)
        let size = Double(sources.reduce(0) { $0 + $1.text.utf8.count }) / 1e6
        var best = Double.infinity
        var model = SwiftShaderModel()
        for _ in 0..<3 {
          let clock = ContinuousClock()
          let elapsed = clock.measure { model = SwiftShaderReader().read(sources: sources) }
          best = min(best, elapsed.inSeconds)
        }
        let found = model.callSites.count
        let check = found == expected ? "\(found)" : "\(found) (expected \(expected)!)"
        lines.append(
          name.padding(toLength: 22, withPad: " ", startingAt: 0)
            + String(
              format: "%10.2f %6d %7d %10.3f %7.1f   %@", size, sources.count,
              model.parsedFiles.count, best, size / best, check))
        if let previous {
          lines.append(
            String(
              format: "  time ratio to the previous size: %.2f (2.00 is linear)", best / previous))
        }
        previous = best
      }
    }
    return lines.joined(separator: "\n")
  }
}
