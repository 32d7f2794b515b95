import EffectProofBase
import ShaderRegistry

/// What the app's Swift writes, as literals, where it draws its shaders: for each call site's
/// arguments the literal values that reach them (through the factories that pass them on), and
/// for each use site the `.frame(width:height:)` of its modifier chain. `effectproof init`
/// guesses its argument domains and view sizes from these (docs/init.md).
///
/// ```
/// ShaderLibrary.loupe(.float2(center), .float(radius), .float(zoom))   in Effects.loupe(…)
/// Effects.loupe(center: touch ?? .zero, radius: loupeRadius, zoom: 2)   a view
///   → center: literal (0, 0), and a value that is not one (touch)
///     radius: a value that is not a literal (loupeRadius)
///     zoom:   literal 2
/// ```
///
/// Nothing here is a proof: a literal is one value the app passes, and a value that is not a
/// literal (a variable, a call) is only where the app passes something unknown.
public struct SwiftValueHints: Hashable, Sendable {
  /// Per call site (the indices of ``SwiftShaderModel/callSites``), per argument: what reaches
  /// it. A call site whose arguments are not static has none.
  public var arguments: [[ArgumentValueHint]]
  /// Per use site (the indices of ``SwiftShaderModel/uses``): the view size a
  /// `.frame(width:height:)` with numbers in the same modifier chain gives, if any.
  public var frames: [FrameSizeHint?]
  /// Per use site: its `maxSampleOffset` as a formula over its shader's arguments, when the
  /// Swift writes it so (``PromiseFormulaHint``).
  public var promises: [PromiseFormulaHint?]

  /// Hints.
  public init(
    arguments: [[ArgumentValueHint]] = [], frames: [FrameSizeHint?] = [],
    promises: [PromiseFormulaHint?] = []
  ) {
    self.arguments = arguments
    self.frames = frames
    self.promises = promises
  }
}

/// What reaches one argument of a call site.
public struct ArgumentValueHint: Hashable, Sendable {
  /// The literal values, each as its numbers: a scalar's one, a vector's components, a colour's
  /// straight `r, g, b, a` (0…1), an array literal's elements (a colour array's four per
  /// colour, so its length is the count times four).
  public var literals: [LiteralValueHint] = []
  /// Where a value that is not a literal reaches the argument: a variable, a call, a parameter
  /// whose callers the reader did not find.
  public var others: [FileLocation] = []
  /// Where the argument is passed a view's size (`proxy.size`, `geometry.size`).
  public var viewSizes: [FileLocation] = []
  /// Ranges the app's own code bounds the value to, each with the code that says so: a
  /// `Slider`'s or `Stepper`'s `in:`, a `random(in:)`, a time's sign over a long session
  /// (``EvidenceValueHint``).
  public var ranges: [EvidenceValueHint] = []
  /// Where the argument is passed one side of a view's size (`proxy.size.width`): the axis,
  /// 0 for the width and 1 for the height.
  public var viewSides: [ViewSideHint] = []
  /// The exact lengths of array literals whose elements are not all literals (nine
  /// `Color(hex:)`s in a `static let`), each as a one-number range.
  public var counts: [EvidenceValueHint] = []
  /// The `Toggle`s whose `Bool` chooses the value (`flag ? 1 : 0`,
  /// `Float(truncating: flag as NSNumber)`), each with the values it switches between as
  /// ``EvidenceValueHint/text`` (`0 or 1`). They only name the evidence: the values themselves
  /// are in ``literals`` and the other fields.
  public var switches: [EvidenceValueHint] = []

  /// A hint.
  public init(
    literals: [LiteralValueHint] = [], others: [FileLocation] = [],
    viewSizes: [FileLocation] = [], ranges: [EvidenceValueHint] = [],
    viewSides: [ViewSideHint] = [], counts: [EvidenceValueHint] = [],
    switches: [EvidenceValueHint] = []
  ) {
    self.literals = literals
    self.others = others
    self.viewSizes = viewSizes
    self.ranges = ranges
    self.viewSides = viewSides
    self.counts = counts
    self.switches = switches
  }

  /// Whether every value that reaches the argument is a literal (and at least one does).
  public var isOnlyLiterals: Bool {
    !literals.isEmpty && others.isEmpty && viewSizes.isEmpty && ranges.isEmpty
      && viewSides.isEmpty && counts.isEmpty
  }

  /// Whether the app's code bounds every value that reaches the argument: literals, ranges it
  /// names and view sides, and nothing unknown (at least one of them).
  public var isBounded: Bool {
    others.isEmpty && viewSizes.isEmpty && counts.isEmpty
      && !(literals.isEmpty && ranges.isEmpty && viewSides.isEmpty)
  }

  /// This hint with `other`'s values added.
  public mutating func merge(_ other: ArgumentValueHint) {
    for literal in other.literals where !literals.contains(literal) { literals.append(literal) }
    for place in other.others where !others.contains(place) { others.append(place) }
    for place in other.viewSizes where !viewSizes.contains(place) { viewSizes.append(place) }
    for range in other.ranges where !ranges.contains(range) { ranges.append(range) }
    for side in other.viewSides where !viewSides.contains(side) { viewSides.append(side) }
    for count in other.counts where !counts.contains(count) { counts.append(count) }
    for toggle in other.switches where !switches.contains(toggle) { switches.append(toggle) }
  }
}

/// One literal value the app passes, and where it is written.
public struct LiteralValueHint: Hashable, Sendable {
  /// Its numbers (see ``ArgumentValueHint/literals``).
  public var numbers: [Double]
  /// Where the literal is written.
  public var location: FileLocation

  /// A literal.
  public init(numbers: [Double], location: FileLocation) {
    self.numbers = numbers
    self.location = location
  }
}

/// A `.frame(width: 300, height: 200)` in a use site's modifier chain.
public struct FrameSizeHint: Hashable, Sendable {
  /// The width and height in points.
  public var size: SIMD2<Double>
  /// Where the `frame` modifier is written.
  public var location: FileLocation

  /// A frame.
  public init(size: SIMD2<Double>, location: FileLocation) {
    self.size = size
    self.location = location
  }
}
