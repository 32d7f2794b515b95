import EffectProof

/// The pictures of `check --html`'s Pictures section.
enum ReportFigures {
  /// The figures for a run of `config`.
  ///
  /// Placeholder: no pictures yet. The plots and rendered frames are added by the render work
  /// (the SVG plot writer and PNG encoder in `Sources/EffectProof/Pictures/`).
  static func figures(for config: CheckConfig) -> [ReportFigure] {
    []
  }
}
