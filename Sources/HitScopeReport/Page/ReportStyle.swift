/// The page's style sheet: a light and a dark palette (`prefers-color-scheme`), the "failures
/// only" filter (pure CSS, so it works with scripts off), and print rules.
enum ReportStyle {
  static let css: StaticString = """
    :root {
      color-scheme: light dark;
      --bg: #f6f7f9; --card: #ffffff; --text: #1f2937; --muted: #5b6573; --rule: #d5dae1;
      --accent: #2563eb; --pass: #15803d; --pass-bg: #dcfce7; --fail: #b91c1c;
      --fail-bg: #fee2e2; --warn: #b45309; --warn-bg: #fef3c7; --code-bg: #eef1f5;
      --picture-bg: #e8ebf0;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #111418; --card: #1b1f25; --text: #e5e7eb; --muted: #9aa3af; --rule: #343a44;
        --accent: #7aa2ff; --pass: #4ade80; --pass-bg: #14301f; --fail: #f87171;
        --fail-bg: #3b1719; --warn: #fbbf24; --warn-bg: #3a2b0c; --code-bg: #262b33;
        --picture-bg: #2a2f37;
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; background: var(--bg); color: var(--text);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
    }
    .page { max-width: 1180px; margin: 0 auto; padding: 24px 28px 64px; }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    code { font: 0.9em/1.3 ui-monospace, "DejaVu Sans Mono", monospace; background: var(--code-bg);
      padding: 1px 5px; border-radius: 4px; overflow-wrap: anywhere; }
    h1 { font-size: 26px; margin: 0 0 6px; }
    h2 { font-size: 21px; margin: 0 0 4px; }
    h3 { font-size: 16px; margin: 26px 0 10px; color: var(--muted); text-transform: uppercase;
      letter-spacing: 0.04em; }
    h4 { font-size: 16px; margin: 0 0 10px; }
    h5 { font-size: 13px; margin: 0 0 4px; color: var(--muted); text-transform: uppercase;
      letter-spacing: 0.04em; }
    .status { display: inline-block; margin: 6px 0 14px; padding: 6px 14px; border-radius: 999px;
      font-weight: 600; }
    .status.pass { background: var(--pass-bg); color: var(--pass); }
    .status.fail { background: var(--fail-bg); color: var(--fail); }
    .figures { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 0 12px; }
    .figures div { background: var(--card); border: 1px solid var(--rule); border-radius: 10px;
      padding: 10px 16px; min-width: 130px; }
    .figures dt { color: var(--muted); font-size: 13px; }
    .figures dd { margin: 0; font-size: 26px; font-weight: 700; }
    .figures .failed dd, .figures .error dd { color: var(--fail); }
    .figures .passed dd { color: var(--pass); }
    .figures .warning dd { color: var(--warn); }
    .figures .zero dd { color: var(--muted); }
    .meta { color: var(--muted); margin: 4px 0; }
    .toolbar { position: sticky; top: 0; z-index: 2; display: flex; gap: 18px; align-items: center;
      background: var(--bg); border-bottom: 1px solid var(--rule); padding: 10px 0; margin: 8px 0 18px; }
    .toolbar span { color: var(--muted); font-weight: 600; }
    .toolbar label { cursor: pointer; }
    .card { background: var(--card); border: 1px solid var(--rule); border-radius: 12px;
      padding: 18px 20px; margin: 0 0 22px; }
    table { border-collapse: collapse; }
    th { text-align: left; font-weight: 600; color: var(--muted); font-size: 13px; }
    td, th { padding: 4px 12px 4px 0; vertical-align: top; }
    tbody tr + tr td, tbody tr + tr th { border-top: 1px solid var(--rule); }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    .bad { color: var(--fail); font-weight: 600; }
    .good { color: var(--pass); }
    .warn { color: var(--warn); }
    .scene-index { width: 100%; }
    .failure-list { margin: 6px 0 0; padding-left: 20px; }
    .failure-list li { margin: 3px 0; }
    .scene-meta { color: var(--muted); margin: 0 0 14px; }
    .chip { display: inline-block; font-size: 12px; font-weight: 700; padding: 1px 8px;
      border-radius: 999px; vertical-align: 2px; }
    .chip.fail, .chip.error { background: var(--fail-bg); color: var(--fail); }
    .chip.pass { background: var(--pass-bg); color: var(--pass); }
    .chip.warning { background: var(--warn-bg); color: var(--warn); }
    figure { margin: 0; }
    figure img { display: block; max-width: 100%; height: auto; border-radius: 8px;
      border: 1px solid var(--rule); background: var(--picture-bg); }
    figcaption { color: var(--muted); font-size: 13px; margin-top: 6px; }
    .scene-pictures { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      gap: 22px; align-items: start; }
    .legend { list-style: none; margin: 8px 0 0; padding: 0; font-size: 13px;
      columns: 2; column-gap: 16px; }
    .legend li { break-inside: avoid; margin: 2px 0; }
    .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px;
      border: 1px solid rgba(0, 0, 0, 0.35); vertical-align: -1px; margin-right: 5px; }
    .legend .area { color: var(--muted); }
    .probe, .finding { border-left: 4px solid var(--fail); padding-left: 16px; margin: 0 0 22px; }
    .finding.warning { border-left-color: var(--warn); }
    .probe h4 .at { color: var(--muted); font-weight: 400; }
    .probe-body, .finding-body { display: grid; grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
      gap: 20px; align-items: start; }
    .overview img, .crop img { width: 100%; max-height: 80vh; object-fit: contain; }
    .trace td.view, .trace td.verdict-cell { white-space: nowrap; }
    .expect td, .expect th { padding-right: 18px; }
    .expect .mismatch td.actual { color: var(--fail); font-weight: 600; }
    .why { background: var(--fail-bg); border-radius: 8px; padding: 8px 12px; margin: 10px 0; }
    .why p { margin: 0 0 4px; }
    .why ul { margin: 0; padding-left: 20px; }
    .trace { font-size: 13px; margin-top: 6px; }
    .trace caption { text-align: left; font-weight: 600; color: var(--muted); padding-bottom: 2px; }
    .verdict { display: inline-block; width: 10px; height: 10px; border-radius: 2px;
      border: 2px solid currentColor; margin-right: 5px; vertical-align: -1px; }
    .trace tr.explains td { font-weight: 600; }
    .passing { width: 100%; font-size: 14px; }
    .passing td:first-child { color: var(--pass); }
    .findings, .failing { width: 100%; font-size: 14px; }
    .more { color: var(--muted); }
    .finding p { margin: 0 0 6px; }
    .finding .rule-why { color: var(--muted); font-size: 13px; }
    .invalid pre { white-space: pre-wrap; background: var(--code-bg); padding: 10px 12px;
      border-radius: 8px; font-size: 13px; }
    .empty { color: var(--muted); }
    :target { scroll-margin-top: 60px; }
    article:target, tr:target { outline: 3px solid var(--accent); outline-offset: 4px;
      border-radius: 4px; }
    body:has(#filter-failures:checked) .ok { display: none; }
    @media screen and (max-width: 760px) {
      .scene-pictures, .probe-body, .finding-body { grid-template-columns: minmax(0, 1fr); }
    }
    @media print {
      body { background: #fff; color: #000; font-size: 11pt; }
      .page { max-width: none; padding: 0; }
      .toolbar { display: none; }
      .card { border: none; padding: 0; margin: 0 0 18pt; }
      section.scene { break-before: page; }
      .probe, .finding, figure, tr { break-inside: avoid; }
      .overview img { max-height: 9cm; }
      .map img { max-height: 6cm; object-fit: contain; }
      .crop img { max-height: 5cm; }
      .probe-body, .finding-body { grid-template-columns: minmax(0, 6cm) minmax(0, 1fr); }
      a { color: inherit; }
      .why { border: 1px solid #d99; }
    }
    """
}
