import EffectProofBase
import ShaderRegistry

/// A range of values the app's own code bounds an argument to, and the code that says so, as
/// `effectproof init`'s review lines name it: `Slider at PlayerView.swift:41: 0...20`.
///
/// ```
/// Slider(value: $amplitude, in: 0...20)          → Slider, "0...20", [0] to [20]
/// CGFloat.random(in: 1...10)                     → random(in:), "1...10", [1] to [10]
/// start.timeIntervalSinceNow                     → timeIntervalSinceNow, "≤ 0 …", [-3600] to [0]
/// ```
///
/// Evidence, not proof: the app may set the value elsewhere too, and the reader says where it
/// saw that (``ArgumentValueHint/others``).
public struct EvidenceValueHint: Hashable, Sendable {
  /// What bounds the value: `Slider`, `Stepper`, `Picker`, `random(in:)`,
  /// `timeIntervalSinceNow`, `an array of 9`.
  public var source: String
  /// The bound as the Swift writes it, or as the reader reads it: `0...20`, `≤ 0`.
  public var text: String
  /// The lowest value, one number per component.
  public var lower: [Double]
  /// The highest value, one number per component.
  public var upper: [Double]
  /// Where the code that bounds it is written.
  public var location: FileLocation
  /// The code around it that gives it its meaning, when there is some: the `TimelineView`
  /// whose content reads a time.
  public var within: EvidenceContext?

  /// Evidence.
  public init(
    source: String, text: String, lower: [Double], upper: [Double], location: FileLocation,
    within: EvidenceContext? = nil
  ) {
    self.source = source
    self.text = text
    self.lower = lower
    self.upper = upper
    self.location = location
    self.within = within
  }

  /// The longest session the reader assumes of a time the app measures from a start date, in
  /// seconds: an hour. A `bpm · time` product reaches a `half`'s overflow after six minutes,
  /// so a range of ten seconds never shows it (issue 35).
  public static let session: Double = 3600
}

/// The code around a piece of evidence, named beside it: `TimelineView(.animation)` around
/// `start.distance(to: context.date)`.
public struct EvidenceContext: Hashable, Sendable {
  /// The code as a review line names it: `TimelineView(.periodic(from: start, by: 1))`.
  public var source: String
  /// Where it is written.
  public var location: FileLocation

  /// A context.
  public init(source: String, location: FileLocation) {
    self.source = source
    self.location = location
  }
}

/// One side of a view's size passed to an argument: `.float(proxy.size.width)`.
public struct ViewSideHint: Hashable, Sendable {
  /// 0 for the width, 1 for the height.
  public var axis: Int
  /// Where the size is read.
  public var location: FileLocation

  /// A side.
  public init(axis: Int, location: FileLocation) {
    self.axis = axis
    self.location = location
  }
}
