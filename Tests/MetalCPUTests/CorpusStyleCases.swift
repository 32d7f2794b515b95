@testable import MetalCPU

/// The corpus files written in the public packages' code styles (helpers and overloads, structs
/// and templates, macros, samplers, constant arrays, half and float mixed), one case a function.
enum CorpusStyleCases {
  /// The cases, in file order.
  static let cases: [CorpusCase] = []
}
