import Foundation
import ShaderRegistry

/// Measures `MetalSourceScanner` in megabytes per second on a corpus generated from the
/// TableReady fixtures, and checks that pathological inputs scale linearly with size.
enum ScannerBenchmark {
  /// One generated source unit: a realistic stitchable shader with comments, helpers, a
  /// multi-line signature, a `#if 0` group and a string. `index` makes every name unique.
  static func unit(_ index: Int) -> String {
    """
    // Shader \(index): a lamp-lit surface. [[ stitchable ]] in a comment does not count.
    namespace helpers\(index) {
    inline float hash(float2 p) { return fract(sin(dot(p, float2(12.9898, 78.233))) * 43758.5453); }
    }
    /* A block comment with non-ASCII text: θ · π · “quotes” */
    #if 0
    [[ stitchable ]] half4 hidden\(index)(float2 position, half4 color) { return color; }
    #endif
    [[ stitchable ]]
    half4 surface\(index)(
        float2 position,
        half4 color,
        float4 bounds,      // boundingRect
        device const float *values, int valueCount,
        half4 tint,
        float amount
    ) {
        float2 local = (position - bounds.xy) / max(bounds.zw, float2(1.0));
        float grain = helpers\(index)::hash(local * 512.0) * 0.03;
        for (int i = 0; i + 1 < valueCount; i += 2) { local += float2(values[i], values[i + 1]); }
        const char *label = "surface \(index) (not a [[ stitchable ]] attribute)";
        return half4(mix(color.rgb, tint.rgb, half(amount)) + half(grain), color.a);
    }

    """
  }

  static func corpus(bytes target: Int) -> (bytes: [UInt8], functions: Int) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(target + 2048)
    var count = 0
    while bytes.count < target {
      bytes += Array(unit(count).utf8)
      count += 1
    }
    return (bytes, count)
  }

  /// Seconds for the fastest of `repeats` scans of `bytes`, and the number of functions found.
  static func time(_ bytes: [UInt8], repeats: Int = 3) -> (seconds: Double, found: Int) {
    let scanner = MetalSourceScanner(maximumFileBytes: Int.max)
    var best = Double.infinity
    var found = 0
    for _ in 0..<repeats {
      let clock = ContinuousClock()
      var result = ScanResult()
      let elapsed = clock.measure { result = scanner.scan(bytes: bytes, file: "corpus.metal") }
      best = min(best, elapsed.inSeconds)
      found = result.functions.count
    }
    return (best, found)
  }

  /// The seed's test approach: split into lines and count those containing the attribute. It
  /// counts commented-out and `#if 0` functions too, which is why the scanner exists.
  static func naiveLineScan(_ bytes: [UInt8]) -> Int {
    let needle = Array("[[ stitchable ]]".utf8)
    var count = 0
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      var index = line.startIndex
      while index + needle.count <= line.endIndex {
        if line[index] == needle[0] && line[index..<index + needle.count].elementsEqual(needle) {
          count += 1
          break
        }
        index += 1
      }
    }
    return count
  }

  static func run(corpusMegabytes: Int) -> String {
    var lines = ["Metal scanner benchmark (fastest of 3 runs, one core)", ""]
    lines.append("input                         size (MB)   time (s)    MB/s   functions")
    func row(_ name: String, _ bytes: [UInt8], expected: Int? = nil) -> Double {
      let (seconds, found) = time(bytes)
      let size = Double(bytes.count) / 1_000_000
      let check =
        expected.map { found == $0 ? "\(found)" : "\(found) (expected \($0)!)" } ?? "\(found)"
      lines.append(
        name.padding(toLength: 28, withPad: " ", startingAt: 0)
          + String(format: "%10.1f %10.3f %7.1f   %@", size, seconds, size / seconds, check))
      return seconds
    }
    var previous: Double?
    for megabytes in [corpusMegabytes / 16, corpusMegabytes / 4, corpusMegabytes]
    where megabytes > 0 {
      let (bytes, functions) = corpus(bytes: megabytes * 1_000_000)
      let seconds = row("realistic corpus", bytes, expected: functions)
      if let previous {
        lines.append(
          String(
            format: "  time ratio to the previous size: %.2f (4.00 is linear)", seconds / previous))
      }
      previous = seconds
    }
    lines.append("")
    lines.append(
      "baseline: the article's line scan (a line containing \"[[ stitchable ]]\" counts)")
    let (bytes, functions) = corpus(bytes: corpusMegabytes * 1_000_000)
    let clock = ContinuousClock()
    var naive = 0
    let elapsed = clock.measure { naive = naiveLineScan(bytes) }
    let seconds = elapsed.inSeconds
    let (scannerSeconds, _) = time(bytes, repeats: 1)
    lines.append(
      String(
        format:
          "  %.1f MB in %.3f s (%.1f MB/s); counts %d where %d are real; scanner/line-scan time %.2f",
        Double(bytes.count) / 1e6, seconds, Double(bytes.count) / 1e6 / seconds, naive, functions,
        scannerSeconds / seconds))
    lines.append("")
    let size = 10_000_000
    _ = row("10 MB of '('", [UInt8](repeating: UInt8(ascii: "("), count: size))
    _ = row(
      "10 MB of '[[ stitchable ]]'",
      Array(String(repeating: "[[ stitchable ]]", count: size / 16).utf8))
    _ = row(
      "unterminated /* + 10 MB",
      Array("/*".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: size))
    _ = row("10 MB of #if 0 lines", Array(String(repeating: "#if 0\n", count: size / 6).utf8))
    _ = row(
      "10 MB one-line string", Array("\"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: size)
    )
    return lines.joined(separator: "\n")
  }
}
