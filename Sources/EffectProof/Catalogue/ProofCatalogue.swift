/// Every proof `effectproof check` can run, by id. Each effect adds its proofs here, in one file
/// per effect under `Catalogue/`; ids are unique and grouped by prefix.
public enum ProofCatalogue {
  /// The proofs `config` asks for, in catalogue order.
  public static func proofs(for config: CheckConfig) -> [any Proof] {
    RegistryProofs.proofs(for: config) + TiltProofs.proofs(for: config)
      + ProjectionProofs.proofs(for: config) + FlipProofs.proofs(for: config)
      + TimingProofs.proofs(for: config) + WheelProofs.proofs(for: config.wheel)
      + BallProofs.proofs() + CurlProofs.proofs(for: config.curl)
      + RippleProofs.proofs(for: config.ripple) + DiceProofs.proofs(for: config.dice)
      + KernelProofs.proofs(for: config)
  }

  /// The proofs whose id starts with one of `prefixes` (all of them when `prefixes` is empty).
  public static func select(_ proofs: [any Proof], prefixes: [String]) -> [any Proof] {
    guard !prefixes.isEmpty else { return proofs }
    return proofs.filter { proof in prefixes.contains { proof.id.hasPrefix($0) } }
  }
}
