extension Duration {
  /// The duration in seconds, for the legacy tables' timings.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
