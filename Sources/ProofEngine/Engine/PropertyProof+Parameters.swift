extension PropertyProof {
  /// A proof over named parameters: the property receives a `Root` with every parameter
  /// written, in a ``ParameterDomain`` of `parameters`.
  ///
  /// ```swift
  /// PropertyProof(
  ///   id: "myapp.waveWithinAmplitude", fact: "|offset| ≤ amplitude",
  ///   parameters: [.init(\Wave.y, 0...400), .init(\.time, 0...2)],
  ///   strategy: .sequence([.grid, .random(count: 2000)])
  /// ) { wave in .expect(abs(offset(wave)), atMost: wave.amplitude) }
  /// ```
  ///
  /// A list with a problem (a name used twice, a stored `Double` no parameter sets, a NaN or
  /// inverted bound) makes ``run(_:)`` fail with a `strategy` finding naming the parameter.
  public init<Root>(
    id: String, title: String? = nil, fact: String, parameters: [NamedParameter<Root>],
    strategy: GenerationStrategy = .grid, coverage: [CoverageRequirement<Root>] = [],
    shrinkLimits: ShrinkLimits = ShrinkLimits(),
    property: @escaping @Sendable (Root) -> PropertyOutcome
  ) where Domain == ParameterDomain<Root> {
    self.init(
      id: id, title: title, fact: fact, domain: ParameterDomain(parameters), strategy: strategy,
      coverage: coverage, shrinkLimits: shrinkLimits, property: property)
  }
}
