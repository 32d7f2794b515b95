import EffectProof
import Foundation
import ProofEngine

/// The pictures of `check --html`'s Pictures section.
enum ReportFigures {
  /// The scale the report's pictures are drawn at: three quarters of `render`'s, so the
  /// embedded sheets stay under about 850 pixels wide and the page stays a few megabytes.
  static let scale = 0.75

  /// The figures for a run of `config`: the plots (with the promise plot from `report`'s
  /// promise results, when it has any), then the contact sheets.
  ///
  /// A sheet that cannot be encoded is left out rather than failing the report.
  static func figures(for config: CheckConfig, report: ProofReport? = nil) -> [ReportFigure] {
    let book = PictureBook(
      config: config, scale: scale, jobs: ProcessInfo.processInfo.activeProcessorCount)
    let promises = report.map(PictureBook.promiseReports(in:)) ?? []
    let sheets = (try? book.contactSheets()) ?? []
    return (book.plots(promises: promises) + sheets).map(\.figure)
  }
}
