import EffectProofBase
import ShaderRegistry
import SwiftCallSites

/// One argument's starter domain, as `effectproof init` writes it, and the review line that
/// says what it was guessed from (`nil` when nothing was guessed: a `.boundingRect`).
struct StarterDomain {
  var json: StarterJSON
  var review: String?
}

/// How `effectproof init` guesses an argument's domain (docs/init.md, "How it guesses"):
///
/// ```
/// only literals reach it (every call passes one)  → those values: 2, or {"values": [1, 2]}
/// .boundingRect at every call                       → "boundingRect" (no guess)
/// proxy.size at every call                          → "viewSize"
/// the app's code bounds every value (a Slider's     → the range those cover, each piece of
///   in:, a time's sign, proxy.size.width, literals)   evidence named in the review line
/// otherwise                                         → a range from its Metal type and name,
///                                                     widened to every value seen
/// ```
///
/// A range never leaves out a value the app is seen to pass, so a guess can widen what the
/// Swift shows but never narrows it.
enum StarterDomainGuess {
  /// A `float`'s range by its name, checked in order (lowercased substrings); `view` is the
  /// largest view guessed, `[width, height]` in points.
  static func scalarRange(name: String, view: SIMD2<Double>) -> (range: [Double], why: String)? {
    let lower = name.lowercased()
    let table: [([String], [Double], String)] = [
      (["radius"], [0, (min(view.x, view.y) / 2).rounded(.up)], "half the view's smaller side"),
      (["zoom", "magnif", "scale"], [1, 4], "a zoom of 1 to 4"),
      (["phase", "angle", "rotation", "radian", "hue"], [0, 6.2832], "a turn, 0 to 2π"),
      (["degree"], [0, 360], "a turn in degrees"),
      (
        ["time", "elapsed"], [0, EvidenceValueHint.session],
        "a session of up to \(Int(EvidenceValueHint.session)) s"
      ),
      (["second", "duration"], [0, 10], "ten seconds"),
      (
        [
          "progress", "strength", "intensity", "amount", "opacity", "alpha", "fraction", "mix",
          "blend", "percent",
        ],
        [0, 1], "a fraction, 0 to 1"
      ),
      (
        ["width", "thickness", "amplitude", "distance", "length", "blur", "spread", "offset"],
        [0, 20], "up to 20 pt"
      ),
      (["frequency", "wavelength", "period", "speed"], [1, 100], "1 to 100"),
      (["count", "steps", "segments"], [1, 16], "1 to 16"),
    ]
    for (words, range, why) in table where words.contains(where: lower.contains) {
      return (range, why)
    }
    return nil
  }

  /// The domain of the slot named `name`, of `kind`, given what the Swift passes it.
  ///
  /// - Parameters:
  ///   - kinds: the argument kinds the call sites pass (a `float4` slot may get `.boundingRect`).
  ///   - view: the largest view guessed; `views`: every one (a `proxy.size.width` takes their
  ///     widths), `[view]` when empty.
  ///   - place: a location as the review lines name it (relative to the app's folder).
  static func domain(
    name: String, kind: ShaderArgumentKind, hint: ArgumentValueHint,
    kinds: Set<ShaderArgumentKind>, view: SIMD2<Double>, views: [SIMD2<Double>] = [],
    place: (FileLocation) -> String
  ) -> StarterDomain {
    let key = "arguments.\(name)"
    if kind == .float4, kinds == [.boundingRect] {
      return StarterDomain(json: .string("boundingRect"))
    }
    let all = unique(hint.literals.map(\.numbers))
    let seen = describe(hint, place: place)
    if kind == .float2, !hint.viewSizes.isEmpty, hint.literals.isEmpty, hint.others.isEmpty {
      return StarterDomain(
        json: .string("viewSize"),
        review: "\(key): the view's size, as the Swift passes it (\(seen)); check the view sizes")
    }
    switch kind {
    case .floatArray, .colorArray:
      return StarterArrayGuess.array(
        key: key, isColour: kind == .colorArray, hint: hint, seen: seen)
    case .image:
      return StarterDomain(
        json: .string("appImages"),
        review:
          "\(key): the images the Swift names (Image(\"…\") in the app's assets), else generated test images; name the app's PNGs or assets if it passes others"
      )
    case .data:
      return StarterDomain(
        json: .object([
          ("count", .object([("range", .numbers([0, 64]))])),
          ("values", .object([("range", .numbers([0, 255]))])),
        ]),
        review:
          "\(key): 0 to 64 bytes of any value, guessed; set the byte counts and values the app passes"
      )
    default: break
    }
    let width = [.float: 1, .float2: 2, .float3: 3, .float4: 4, .color: 4][kind] ?? 1
    // Only values as wide as the parameter (a `.float(1)` passed to a float2 fits nothing).
    var literals = all.filter { $0.count == width }
    var spans = hint.ranges.filter { $0.lower.count == width }.map { ($0.lower, $0.upper) }
    if width == 1 {
      // A side of the view takes the sides of every view guessed.
      for side in Set(hint.viewSides.map(\.axis)) {
        let lengths = (views.isEmpty ? [view] : views).map { $0[side] }
        spans.append(([lengths.min() ?? 0], [lengths.max() ?? 0]))
      }
    }
    if hint.isOnlyLiterals, !literals.isEmpty {
      let json: StarterJSON =
        literals.count == 1
        ? .value(literals[0]) : .object([("values", .array(literals.map(StarterJSON.value)))])
      return StarterDomain(
        json: json,
        review:
          "\(key): only literals reach it (\(seen)): add the values it can take at run time, if any"
      )
    }
    let bounded = hint.isBounded && !spans.isEmpty
    var (lower, upper, why) = base(name: name, kind: kind, width: width, view: view)
    if bounded, let first = spans.first {
      (lower, upper) = first
    }
    literals += spans.flatMap { [$0.0, $0.1] }
    for value in literals where value.count == width {
      for lane in 0..<width {
        lower[lane] = min(lower[lane], value[lane])
        upper[lane] = max(upper[lane], value[lane])
      }
    }
    let json: StarterJSON =
      lower == upper
      ? .value(lower) : .object([("range", .array([.value(lower), .value(upper)]))])
    if bounded {
      return StarterDomain(
        json: json,
        review:
          "\(key): from the app's code (\(seen)): check it covers every value the app passes at run time"
      )
    }
    let from = seen.isEmpty ? "the Swift passes nothing init could follow" : seen
    let widened =
      spans.isEmpty
      ? (literals.isEmpty ? "" : ", widened to the literals")
      : ", widened to the app's code"
    return StarterDomain(
      json: json,
      review: "\(key): guessed from \(why)\(widened); \(from): set the range it can take"
    )
  }

  /// A range from the Metal type and the name alone: `(lower, upper, why)`.
  static func base(name: String, kind: ShaderArgumentKind, width: Int, view: SIMD2<Double>)
    -> (lower: [Double], upper: [Double], why: String)
  {
    switch kind {
    case .float:
      if let (range, why) = scalarRange(name: name, view: view) {
        return ([range[0]], [range[1]], "its name (\(why))")
      }
      return ([0], [1], "its type (a float, 0 to 1)")
    case .float2:
      let lower = name.lowercased()
      if ["offset", "shift", "direction", "delta", "displacement", "translation", "velocity"]
        .contains(where: lower.contains)
      {
        return ([-10, -10], [10, 10], "its name (an offset, ±10 pt)")
      }
      return ([0, 0], [view.x, view.y], "its type (a float2: a point in the view)")
    case .color:
      return ([0, 0, 0, 0], [1, 1, 1, 1], "its type (any colour)")
    default:
      return (
        Array(repeating: 0, count: width), Array(repeating: 1, count: width),
        "its type (\(kind.rawValue), 0 to 1)"
      )
    }
  }

  /// Sorted, without repeats.
  static func unique(_ values: [[Double]]) -> [[Double]] {
    var out: [[Double]] = []
    for value in values where !out.contains(value) { out.append(value) }
    return out.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// `2 at Effects.swift:40; not a literal at PhotoView.swift:29`: every place, so each
  /// guess names all its evidence.
  static func describe(_ hint: ArgumentValueHint, place: (FileLocation) -> String) -> String {
    func list(_ places: [FileLocation]) -> String {
      places.map(place).joined(separator: ", ")
    }
    var parts: [String] = []
    if !hint.literals.isEmpty {
      parts.append(
        hint.literals.map { "\(literalText($0.numbers)) at \(place($0.location))" }.joined(
          separator: ", "))
    }
    for range in hint.ranges {
      let within = range.within.map { ", in \($0.source) at \(place($0.location))" } ?? ""
      parts.append("\(range.source) at \(place(range.location)): \(range.text)\(within)")
    }
    for toggle in hint.switches {
      parts.append("\(toggle.source) at \(place(toggle.location)): \(toggle.text)")
    }
    for side in hint.viewSides {
      parts.append("the view's \(side.axis == 0 ? "width" : "height") at \(place(side.location))")
    }
    for count in hint.counts {
      parts.append("\(count.source) at \(place(count.location)): \(count.text)")
    }
    if !hint.viewSizes.isEmpty { parts.append("a view's size at \(list(hint.viewSizes))") }
    if !hint.others.isEmpty { parts.append("not a literal at \(list(hint.others))") }
    return parts.joined(separator: "; ")
  }

  static func literalText(_ numbers: [Double]) -> String {
    numbers.count == 1
      ? StarterJSON.number(numbers[0])
      : "[" + numbers.map(StarterJSON.number).joined(separator: ", ") + "]"
  }
}
