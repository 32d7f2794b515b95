/// A value type that holds one case's named parameters, for ``ParameterDomain`` and the named
/// forms of ``SampleOffsetPromise``: a proof's closure receives the struct, so it reads
/// `wave.amplitude` and never `parameters[1]`, and reordering the list changes nothing.
///
/// ```swift
/// struct Wave: ProofParameters {
///   var time = 0.0
///   var amplitude = 0.0
/// }
/// // [.init(\Wave.time, 0...2), .init(\.amplitude, 4...8)]
/// ```
///
/// The engine starts every case from `init()` and writes each listed parameter through its key
/// path. Every stored `Double` of the struct (nested structs' and `SIMD2`/`SIMD3`/`SIMD4<Double>`
/// components included) must be set by exactly one ``NamedParameter``, swept or `fixed:`;
/// one left out, or set twice, is an error that names it (``ParameterDomain/problem``,
/// ``PromiseError/invalidParameter(name:reason:)``), never a silent default. Stored values of
/// other types (an `Int`, a `Bool`) are taken from `init()` as they are. Keep constants out of
/// the struct (in the closure) or hold them with `fixed:`.
///
/// A struct whose stored properties all have default values gets `init()` from the compiler.
/// A class is refused: the engine copies the value for every case.
public protocol ProofParameters: Sendable {
  /// The value every case starts from before its parameters are written.
  init()
}
