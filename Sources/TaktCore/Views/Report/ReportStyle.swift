/// The report's one stylesheet: light and dark colour schemes, and a print layout.
///
/// Written without `url(...)` or `@import`, and without `<` or `&`, so the page loads nothing
/// and stays well-formed XML.
enum ReportStyle {
    static let css = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0;
          --card: #f6f8fa; --l0: #ebedf0; --l1: #9be9a8; --l2: #40c463; --l3: #30a14e; --l4: #216e39;
          --bar: #0969da; --met: #1a7f37; --kcal: #bc4c00; --max: #cf222e; --median: #8250df; --score: #0969da; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --card: #151b23;
            --l0: #212830; --l1: #0e4429; --l2: #006d32; --l3: #26a641; --l4: #39d353;
            --bar: #4493f8; --met: #3fb950; --kcal: #f0883e; --max: #f85149; --median: #ab7df8; --score: #4493f8; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; background: var(--bg); color: var(--fg);
          font: 15px/1.5 system-ui, sans-serif; }
        h1 { font-size: 1.6rem; margin: 0 0 0.25rem; }
        h2 { font-size: 1.15rem; margin: 2rem 0 0.5rem; border-bottom: 1px solid var(--line); }
        .muted, figcaption, .legend { color: var(--muted); font-size: 0.9rem; }
        .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 0.75rem; }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem; }
        .card .big { font-size: 1.5rem; font-weight: 600; }
        svg { width: 100%; height: auto; display: block; }
        svg text { fill: var(--muted); font: 11px system-ui, sans-serif; }
        svg.heatmap { max-width: 46rem; } svg.heatmap text { font-size: 8px; }
        .l0 { fill: var(--l0); } .l1 { fill: var(--l1); } .l2 { fill: var(--l2); }
        .l3 { fill: var(--l3); } .l4 { fill: var(--l4); }
        .bar { fill: var(--bar); } .met { fill: var(--met); } .kcal { fill: var(--kcal); }
        .axis { stroke: var(--line); stroke-width: 1; }
        .max { stroke: var(--max); fill: none; stroke-width: 2; } .median { stroke: var(--median); fill: none; stroke-width: 2; }
        .dot-max { fill: var(--max); } .dot-median { fill: var(--median); }
        .score-line { stroke: var(--score); fill: none; stroke-width: 2; } .dot-score { fill: var(--score); }
        .hr-line { stroke: var(--max); fill: none; stroke-width: 1.5; }
        .hr-work { fill: var(--max); fill-opacity: 0.12; } .hr-rest { fill: var(--bar); fill-opacity: 0.08; }
        .dot-capped { fill: var(--bg); stroke: var(--max); stroke-width: 2; }
        td.score { font-variant-numeric: tabular-nums; white-space: nowrap; }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        th, td { text-align: left; padding: 0.2rem 0.5rem; border-bottom: 1px solid var(--line); }
        td.n, th.n { text-align: right; }
        details { margin-top: 0.5rem; }
        summary { cursor: pointer; color: var(--muted); }
        @media print {
          :root { --bg: #ffffff; --fg: #000000; --card: #ffffff; }
          body { max-width: none; padding: 0; font-size: 11pt; }
          section { break-inside: avoid; }
          summary { display: none; }
          @page { margin: 1.5cm; }
        }
        """
}
