/// Builds a list of proofs from statements: each proof on its own line, with `if`, `switch`
/// and `for` where the list depends on a configuration, and no array concatenation.
///
/// ```swift
/// @ProofListBuilder static var all: [any Proof] {
///   waveStaysWithinAmplitude
///   for size in sizes { wavePromise(in: size) }
///   if checksRipple { ripplePromise }
/// }
/// ```
///
/// A plain array literal does as well for a fixed list; the builder earns its keep when
/// proofs are added per size, per configuration or conditionally. A statement may also be an
/// `[any Proof]`, which is spliced in order.
@resultBuilder
public enum ProofListBuilder {
  /// One proof.
  public static func buildExpression(_ proof: some Proof) -> [any Proof] { [proof] }

  /// A list of proofs, spliced in.
  public static func buildExpression(_ proofs: [any Proof]) -> [any Proof] { proofs }

  /// The statements' lists, in order.
  public static func buildBlock(_ parts: [any Proof]...) -> [any Proof] { parts.flatMap { $0 } }

  /// An `if` without `else`: its proofs, or none.
  public static func buildOptional(_ part: [any Proof]?) -> [any Proof] { part ?? [] }

  /// The `if` branch of an `if`/`else` or a `switch` case.
  public static func buildEither(first part: [any Proof]) -> [any Proof] { part }

  /// The `else` branch of an `if`/`else` or a `switch` case.
  public static func buildEither(second part: [any Proof]) -> [any Proof] { part }

  /// A `for` loop: every iteration's proofs, in order.
  public static func buildArray(_ parts: [[any Proof]]) -> [any Proof] { parts.flatMap { $0 } }

  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [any Proof]) -> [any Proof] { part }
}
