import BenchmarkHarness
import Foundation
import MetalCPU

/// `bareloop`: the runtime's pixel loop beside a bare loop over the same frame
/// (docs/benchmarks.md, "The runtime's pixel loop beside a bare loop").
///
/// ```
/// bare loop  = Benchmarks/BareLoop/bare_loop.cpp, built with MetalCompiler's flags and
///              prelude: the function called directly at every pixel centre, results summed
/// runtime    = the compiled program in its child (MetalSession), 1 job, the child's own
///              clock around its pixel loop (MetalRunResult.seconds)
/// one round  = one frame of each side, in turns (the order rotates each round)
/// ```
///
/// Both sides are self-timed benchmarks whose samples come from the same rounds
/// (``SideBySide``), so the ratios compare frames run next to each other. Before the first is
/// timed, the bare loop's pixels and the runtime's are compared, and must be equal bit for bit.
enum BareLoopSuite {
  /// One function over the frame.
  struct Case: Sendable {
    /// The benchmark's name: `foil`.
    let name: String
    /// The source, relative to the repository root (where `make bench` runs).
    let file: String
    /// The `[[ stitchable ]]` function.
    let function: String
    /// How it is applied.
    let usage: ShaderUsage
    /// Its arguments: `.float` … `.float4` only (the bare loop reads them as floats).
    let arguments: [MetalArgument]
  }

  /// The frame: 1170 × 2532 pixels (an iPhone at scale 3: 390 × 844 pt).
  static let width = 1170
  /// The frame's height in pixels.
  static let height = 2532
  /// Pixels per point.
  static let scale = 3.0

  /// The foil (a colour effect), the ExampleApp's loupe (a layer effect, one sample a pixel)
  /// and wave (a distortion).
  static let cases = [
    Case(
      name: "foil", file: "Fixtures/Holographic/Shaders/HolographicCard.metal",
      function: "HolographicCardFoil", usage: .colorEffect,
      arguments: [.float2([390, 844]), .float2([0.3, -0.2]), .float(0.8)]),
    Case(
      name: "loupe", file: "Fixtures/ExampleApp/Shaders/Loupe.metal", function: "loupe",
      usage: .layerEffect, arguments: [.float2([195, 422]), .float(120), .float(2)]),
    Case(
      name: "wave", file: "Fixtures/ExampleApp/Shaders/Wave.metal", function: "wave",
      usage: .distortionEffect, arguments: [.float(6), .float(40), .float(1)]),
  ]

  /// Three self-timed benchmarks a case: the runtime (colour checks off, as `effectproof run`
  /// runs), the bare loop, and the runtime with the colour checks a sweep asks for.
  static var benchmarks: [Benchmark] {
    let pixels = Double(width * height)
    return cases.flatMap { item in
      let pair = SideBySide.shared(item)
      return [
        Benchmark.selfTimed(
          name: "\(item.name) runtime [1 job]", suite: "bareloop", unit: .pixels,
          itemsPerIteration: pixels
        ) { pair.next(.runtime) },
        Benchmark.selfTimed(
          name: "\(item.name) bare loop", suite: "bareloop", unit: .pixels,
          itemsPerIteration: pixels
        ) { pair.next(.bare) },
        Benchmark.selfTimed(
          name: "\(item.name) runtime, colour checks [1 job]", suite: "bareloop", unit: .pixels,
          itemsPerIteration: pixels
        ) { pair.next(.checked) },
      ]
    }
  }

  /// Per case: runtime ÷ bare loop of the medians and of the minima, and the runtime with the
  /// colour checks ÷ bare loop (minima).
  static var ratios: [BenchmarkRatio] {
    cases.flatMap { item in
      let runtime = "bareloop/\(item.name) runtime [1 job]"
      let bare = "bareloop/\(item.name) bare loop"
      let checked = "bareloop/\(item.name) runtime, colour checks [1 job]"
      return [
        BenchmarkRatio(
          label: "\(item.name): runtime ÷ bare loop (medians)", numerator: runtime,
          denominator: bare),
        BenchmarkRatio(
          label: "\(item.name): runtime ÷ bare loop (minima)", numerator: runtime,
          denominator: bare, statistic: .minimum),
        BenchmarkRatio(
          label: "\(item.name): runtime with colour checks ÷ bare loop (minima)",
          numerator: checked, denominator: bare, statistic: .minimum),
      ]
    }
  }
}

// @unchecked Sendable: every mutable property is only touched under `lock`.
/// One case's two sides, prepared on first use and run in rounds: a benchmark asking for a
/// sample of one side takes the oldest one queued for it, or runs a new round (every side
/// once, in an order that rotates) and queues the others' times for them. The harness
/// measures the benchmarks one after another, so the later ones' samples are the times of
/// frames run beside the first one's.
final class SideBySide: @unchecked Sendable {
  /// A side of the comparison.
  enum Side: Int, CaseIterable {
    case bare, runtime, checked
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var pairs: [String: SideBySide] = [:]

  /// The one `SideBySide` of `item`.
  static func shared(_ item: BareLoopSuite.Case) -> SideBySide {
    lock.withLock {
      if let pair = pairs[item.name] { return pair }
      let pair = SideBySide(item)
      pairs[item.name] = pair
      return pair
    }
  }

  private let item: BareLoopSuite.Case
  private let lock = NSLock()
  private var prepared: Prepared?
  private var queued: [Side: [Double]] = [:]
  private var rounds = 0

  private init(_ item: BareLoopSuite.Case) { self.item = item }

  /// The next sample of `side`, in seconds. A case that cannot be prepared, or whose two
  /// sides disagree on a pixel, stops the executable (exit 1): a ratio between different
  /// computations means nothing.
  func next(_ side: Side) -> Double {
    lock.withLock {
      if let time = queued[side]?.first {
        queued[side]?.removeFirst()
        return time
      }
      let ready: Prepared
      if let prepared {
        ready = prepared
      } else {
        do throws(BareLoopProblem) {
          ready = try Prepared(item)
        } catch {
          StandardError.write("error: bareloop/\(item.name): \(error.message)\n")
          exit(1)
        }
        prepared = ready
      }
      let order = Side.allCases.indices.map {
        Side.allCases[($0 + rounds) % Side.allCases.count]
      }
      rounds += 1
      var times: [Side: Double] = [:]
      for each in order {
        do throws(BareLoopProblem) {
          times[each] = try ready.frame(each)
        } catch {
          StandardError.write("error: bareloop/\(item.name): \(error.message)\n")
          exit(1)
        }
      }
      for other in Side.allCases where other != side {
        queued[other, default: []].append(times[other] ?? .nan)
      }
      return times[side] ?? .nan
    }
  }
}
