import EffectProofBase

/// A layer sample the abstract run met: the position's two lanes over the box, and where in
/// the user's source the sample is.
public struct AbstractSampleEvent: Sendable, Hashable {
  /// The position's x over the box.
  public var x: AbstractFloat
  /// The position's y over the box.
  public var y: AbstractFloat
  /// The user's line of the sample, when the IR says.
  public var location: FileLocation?
}

/// An instruction whose result may be NaN or infinite over the box: under fast math the GPU's
/// result is undefined from there on (MSL §8.1), a `finite` finding at the user's line.
public struct AbstractNonFiniteEvent: Sendable, Hashable {
  /// The instruction, as the IR writes its opcode (`fdiv`, `llvm.log.f32`).
  public var operation: String
  /// The value it may produce.
  public var value: String
  /// The user's line, when the IR says.
  public var location: FileLocation?
}

/// What one abstract run of a function over a box found.
public struct AbstractRunOutcome: Sendable {
  /// Every value the function may return over the box; nil when the run did not finish.
  public var result: AbstractValue?
  /// The layer samples, each with its position over the box.
  public var samples: [AbstractSampleEvent] = []
  /// Intermediates that may be NaN or infinite.
  public var nonFinite: [AbstractNonFiniteEvent] = []
  /// How many conditional branches could go either way over the box: when any could, a sample
  /// event may happen at some inputs of the box and not at others.
  public var undecidedBranches = 0
  /// What the enclosures rest on beyond the precision tables.
  public var assumptions: Set<PrecisionAssumption> = []
  /// Why the run stopped without a result: an instruction, type or shape the abstract run does
  /// not model, at the user's line. Never a silent pass: a caller reports it.
  public var unsupported: (reason: String, location: FileLocation?)?

  /// An outcome with nothing in it yet.
  public init() {}
}
