/// The HTML report's inline style sheet. Status colours always come with a symbol and a word,
/// so the report reads the same without colour.
enum HTMLReportStyle {
  static let css = """
    :root { color-scheme: light; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de;
      --bg-alt: #f6f8fa; --pass: #116329; --pass-bg: #dafbe1; --fail: #a40e26;
      --fail-bg: #ffebe9; --warn: #7d4e00; --warn-bg: #fff8c5; --skip: #424a53;
      --skip-bg: #eaeef2; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1200px; padding: 1.5rem; color: var(--fg);
      background: #fff; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    h1 { font-size: 1.6rem; margin: 0 0 0.25rem; }
    h2 { font-size: 1.25rem; margin: 2rem 0 0.75rem; border-bottom: 1px solid var(--line);
      padding-bottom: 0.25rem; }
    h3 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
    code, pre { font: 0.9em/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    pre { white-space: pre-wrap; word-break: break-word; margin: 0.25rem 0;
      background: var(--bg-alt); padding: 0.4rem 0.6rem; border-radius: 4px; }
    .generator { color: var(--muted); margin: 0; }
    .verdict { font-size: 1.1rem; font-weight: 600; padding: 0.5rem 0.75rem;
      border-radius: 6px; display: inline-block; margin: 0.5rem 0; }
    .verdict.passed { color: var(--pass); background: var(--pass-bg); }
    .verdict.failed { color: var(--fail); background: var(--fail-bg); }
    dl.counts { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0.5rem 0; }
    dl.counts div { min-width: 6rem; }
    dl.counts dt { color: var(--muted); font-size: 0.85rem; }
    dl.counts dd { margin: 0; font-size: 1.2rem; font-weight: 600; }
    .table-wrap { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; min-width: 760px; table-layout: fixed; }
    col.proof { width: 22%; } col.status { width: 7.5rem; } col.cases { width: 6.5rem; }
    col.worst { width: 18%; }
    caption { text-align: left; color: var(--muted); padding-bottom: 0.4rem; }
    th, td { border-bottom: 1px solid var(--line); padding: 0.45rem 0.6rem; text-align: left;
      vertical-align: top; }
    thead th { background: var(--bg-alt); font-size: 0.85rem; }
    tbody th { font-weight: 600; overflow-wrap: anywhere; }
    tbody th .title { display: block; font-weight: 400; font-size: 0.85rem; margin-top: 0.2rem; }
    td { overflow-wrap: anywhere; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    tr.failed { background: #fff8f7; }
    tr.warned { background: #fffdf0; }
    .badge { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 1rem;
      font-size: 0.8rem; font-weight: 700; white-space: nowrap; border: 1px solid; }
    .badge.passed { color: var(--pass); background: var(--pass-bg); }
    .badge.failed { color: var(--fail); background: var(--fail-bg); }
    .badge.warned { color: var(--warn); background: var(--warn-bg); }
    .badge.skipped { color: var(--skip); background: var(--skip-bg); }
    .evidence { display: inline-block; margin-top: 0.25rem; padding: 0 0.4rem;
      border-radius: 3px; font-size: 0.75rem; border: 1px dashed var(--line); }
    .evidence.certified { color: var(--pass); border-style: solid; }
    .evidence.counterexample { color: var(--fail); }
    .evidence.sampled { color: var(--muted); }
    p.note { color: var(--warn); background: var(--warn-bg); padding: 0.3rem 0.6rem;
      border-radius: 4px; }
    .fact { margin: 0 0 0.3rem; }
    ul.lines { margin: 0.25rem 0; padding-left: 1.1rem; }
    li.failure { color: var(--fail); }
    li.warning { color: var(--warn); }
    .tag { font-weight: 700; }
    details.counterexample { border: 1px solid var(--fail); border-radius: 6px;
      padding: 0.4rem 0.6rem; margin: 0.4rem 0; background: #fff; }
    details.counterexample summary { font-weight: 600; color: var(--fail); cursor: pointer; }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.75rem;
      margin: 0.4rem 0; }
    dl.facts dt { color: var(--muted); }
    dl.facts dd { margin: 0; }
    .muted { color: var(--muted); }
    figure { margin: 1rem 0 2rem; }
    figure svg, figure img { max-width: 100%; height: auto; display: block;
      border: 1px solid var(--line); background: #fff; }
    figcaption { color: var(--muted); margin-top: 0.4rem; }
    @media print { body { max-width: none; } details.counterexample { break-inside: avoid; } }
    """
}
