import EffectProof
import Foundation
import PNG
import ProofEngine
import ShaderProofs

/// The pictures of `check --html`'s Pictures section.
enum ReportFigures {
  /// The scale the report's pictures are drawn at: three quarters of `render`'s, so the
  /// embedded sheets stay under about 850 pixels wide and the page stays a few megabytes.
  static let scale = 0.75

  /// The figures for a run of the workspace: the worst pixel and sample of each failed shader
  /// sample promise first, then the plots (with the promise plot from `report`'s promise
  /// results, when it has any), the effects' contact sheets, and one sheet per `shaderProofs`
  /// entry from the compiled source. A config without effect sections (an app's) gets only its
  /// own shaders' pictures and its promise plot.
  ///
  /// A sheet that cannot be drawn is left out of the page, and named in a figure of its own.
  static func figures(for workspace: Workspace, report: ProofReport? = nil) -> [ReportFigure] {
    let book = PictureBook(
      workspace: workspace, scale: scale, jobs: ProcessInfo.processInfo.activeProcessorCount)
    let promises = report.map(PictureBook.promiseReports(in:)) ?? []
    var sheets: [BookPicture] = []
    var sheetProblems: [String] = []
    do throws(PNGError) {
      sheets = try book.contactSheets()
    } catch {
      sheetProblems.append("the effects' contact sheets: not drawn: \(error)")
    }
    var shaders = PictureBook.ShaderPictureSet()
    var worst = PictureBook.ShaderPictureSet()
    if !workspace.config.shaderProofs.isEmpty {
      if let report { worst = book.worstSamplePictures(report: report) }
      shaders = book.shaderSheets()
    }
    var figures = (worst.pictures + book.plots(promises: promises) + sheets + shaders.pictures)
      .map(\.figure)
    let problems = sheetProblems + worst.problems + shaders.problems
    if !problems.isEmpty {
      figures.append(
        ReportFigure(
          title: "Pictures not drawn", caption: problems.joined(separator: "; "),
          content: .svg(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"></svg>")))
    }
    return figures
  }
}
