/// The HTML report's "Compiled source beside the geometry" section: one row per axis of each
/// ``GeometryComparison``, so that a promise proven twice reads side by side.
extension HTMLReportRenderer {
  /// The section, or nothing when no result was compared with a geometry.
  static func geometrySection(_ report: ProofReport) -> String {
    let compared = report.results.compactMap { result in
      result.geometry.map { (result.id, $0) }
    }
    guard !compared.isEmpty else { return "" }
    var html = """
      <section id="geometry" aria-labelledby="geometry-heading">
      <h2 id="geometry-heading">Compiled source beside the geometry</h2>
      <p class="muted">Each promise below is proven twice: by a pixel sweep of the compiled \
      shader, and by a certified proof on the effect's geometry. They agree when the promises \
      are equal and the compiled supremum stays within the geometry's bound (+2⁻¹⁰ pt).</p>
      <div class="table-wrap">
      <table class="beside">
      <thead>
      <tr><th scope="col">Compiled proof</th><th scope="col">Geometry proof</th>\
      <th scope="col">Axis</th><th scope="col">Promise (pt)</th>\
      <th scope="col">Geometry witness (pt)</th><th scope="col">Certified bound (pt)</th>\
      <th scope="col">Compiled supremum (pt)</th><th scope="col">Verdict</th></tr>
      </thead>
      <tbody>

      """
    for (id, comparison) in compared {
      for axis in [comparison.x, comparison.y] {
        let verdict = axis.agrees ? "✔ agrees" : "✘ disagrees"
        html += "<tr class=\"\(axis.agrees ? "passed" : "failed")\">"
        html += "<th scope=\"row\"><code>\(HTMLEscaping.escape(id))</code></th>"
        html += "<td><code>\(HTMLEscaping.escape(comparison.geometry))</code></td>"
        html += "<td>\(axis.axis.rawValue)</td>"
        for value in [axis.promise, axis.geometryWitness] {
          html += "<td class=\"num\">\(HTMLEscaping.escape(PromiseReport.number(value)))</td>"
        }
        html +=
          "<td class=\"num\">\(HTMLEscaping.escape(axis.geometryBound.map(PromiseReport.number) ?? "—"))</td>"
        html +=
          "<td class=\"num\">\(HTMLEscaping.escape(PromiseReport.number(axis.compiledSupremum)))</td>"
        html +=
          "<td>\(verdict)<br><span class=\"muted\">\(HTMLEscaping.escape(axis.note))</span></td>"
        html += "</tr>\n"
      }
    }
    return html + "</tbody>\n</table>\n</div>\n</section>\n\n"
  }
}
