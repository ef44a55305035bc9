/** The report's stylesheet, inlined in every page: system fonts, light and dark, print. */
export const STYLE = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1d232b; --muted: #5b6573; --line: #dfe3e8; --soft: #f5f7f9; --accent: #0b5cad;
  --ok: #1a7f37; --ok-bg: #e6f4ea; --bad: #c62828; --bad-bg: #fdecea; --nc: #8a5a00; --nc-bg: #fff4d6;
  --nr: #5b6573; --nr-bg: #eef1f4; --warn: #9a6700; --mark: #c62828; --wn: #0e7490; --wn-bg: #e0f2f7;
  --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1419; --fg: #e3e8ee; --muted: #9aa5b1; --line: #2c3540; --soft: #171e25; --accent: #6cb6ff;
    --ok: #56d364; --ok-bg: #12321c; --bad: #ff7b72; --bad-bg: #3d1618; --nc: #e3b341; --nc-bg: #35290b;
    --nr: #9aa5b1; --nr-bg: #1f2830; --warn: #e3b341; --mark: #ff7b72; --wn: #67c5dc; --wn-bg: #10303a;
  }
  .chart svg .role-axis-label text, .chart svg .role-axis-title text, .chart svg .role-legend-label text,
  .chart svg .role-legend-title text, .chart svg .role-title-text text { fill: var(--muted); }
  .chart svg .role-axis-grid line, .chart svg .role-axis-grid path { stroke: var(--line); }
  .chart svg .role-axis-domain line, .chart svg .role-axis-tick line { stroke: var(--muted); }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); font: 14px/1.5 var(--sans); -webkit-text-size-adjust: 100%; }
body { margin: 0 auto; max-width: 1120px; padding: 28px 28px 64px; }
a { color: var(--accent); }
h1 { font-size: 24px; line-height: 1.25; margin: 0 0 6px; letter-spacing: -0.01em; }
h2 { font-size: 18px; margin: 36px 0 10px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 15px; margin: 22px 0 4px; }
p { margin: 6px 0; }
code, .mono { font-family: var(--mono); font-size: 12.5px; }
.muted { color: var(--muted); }
.ok { color: var(--ok); } .bad { color: var(--bad); }
.small { font-size: 12.5px; }
header .kicker { text-transform: uppercase; letter-spacing: .08em; font-size: 11.5px; color: var(--muted); margin-bottom: 4px; }
header .meta { color: var(--muted); font-size: 13px; display: flex; flex-wrap: wrap; gap: 4px 18px; }
nav.toc { margin: 14px 0 0; font-size: 13px; display: flex; flex-wrap: wrap; gap: 4px 14px; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 10px; margin: 16px 0 8px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; background: var(--soft); }
.card .n { font-size: 26px; font-weight: 650; line-height: 1.1; font-variant-numeric: tabular-nums; }
.card .l { font-size: 12px; color: var(--muted); }
.card.reproduced .n { color: var(--ok); } .card.discrepancy .n { color: var(--bad); }
.card.not-comparable .n { color: var(--nc); } .card.not-run .n { color: var(--nr); }
.card.error .n { color: var(--bad); } .card.warning .n { color: var(--warn); }
.bar { display: flex; height: 10px; border-radius: 5px; overflow: hidden; background: var(--nr-bg); margin: 4px 0 2px; }
.bar span { display: block; height: 100%; }
.bar .reproduced { background: var(--ok); } .bar .discrepancy { background: var(--bad); }
.bar .not-comparable { background: var(--nc); } .bar .not-run { background: var(--nr-bg); }
.bar .error { background: repeating-linear-gradient(45deg, var(--bad) 0 3px, var(--bad-bg) 3px 6px); }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; font-variant-numeric: tabular-nums; }
th, td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
th { font-size: 12px; font-weight: 600; color: var(--muted); background: var(--soft); white-space: nowrap; }
td.num, th.num { text-align: right; white-space: nowrap; }
th .small { white-space: normal; font-weight: normal; overflow-wrap: anywhere; }
table.results td.label { min-width: 12em; }
table.results tr.own td.label { font-weight: 600; }
table.results tr.published td, table.results tr.measured td { background: color-mix(in srgb, var(--soft) 60%, transparent); }
table.results tr.measured td.label::before { content: "▸ "; color: var(--accent); }
td.label .note { display: block; font-size: 11.5px; color: var(--muted); font-weight: normal; }
.b { font-weight: 700; }
.delta { font-weight: 700; margin-left: 4px; }
.v-reproduced .delta, .v-reproduced .dot { color: var(--ok); }
.v-discrepancy .delta, .v-discrepancy .dot { color: var(--bad); }
.v-not-comparable .delta, .v-not-comparable .dot { color: var(--nc); }
td.cell[title] { cursor: help; }
/* the reason code sits on its own line under the value, so a table of four metrics fits the page */
.reason { display: table; margin: 2px 0 0 auto; font-family: var(--mono); font-size: 11px; padding: 0 5px; border-radius: 4px; background: var(--nc-bg); color: var(--nc); }
.printed { display: block; font-size: 11.5px; color: var(--muted); }
.printed.bad { color: var(--mark); font-weight: 600; }
.printed.bad s { text-decoration-thickness: 1.5px; }
.pill { display: inline-block; font-size: 11px; font-weight: 600; padding: 1px 7px; border-radius: 10px; white-space: nowrap; }
.pill.reproduced, .pill.succeeded { background: var(--ok-bg); color: var(--ok); }
.pill.discrepancy, .pill.error, .pill.failed { background: var(--bad-bg); color: var(--bad); }
.pill.not-comparable, .pill.warning, .pill.interrupted { background: var(--nc-bg); color: var(--nc); }
.pill.not-run, .pill.skipped, .pill.running, .pill.check, .pill.who-estimate { background: var(--nr-bg); color: var(--nr); }
.pill.who-claimed { background: color-mix(in srgb, var(--accent) 15%, transparent); color: var(--accent); }
.pill.who-published { background: var(--nc-bg); color: var(--nc); }
.pill.who-measured { background: var(--ok-bg); color: var(--ok); }
.legend { font-size: 12px; color: var(--muted); display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 4px 0 12px; }
.alert { border-left: 3px solid var(--mark); background: var(--bad-bg); padding: 6px 10px; border-radius: 0 6px 6px 0; margin: 8px 0; font-size: 13px; }
figure.chart { margin: 10px 0 18px; }
figure.chart svg { max-width: 100%; height: auto; display: block; }
figure.chart figcaption { font-size: 12px; color: var(--muted); margin-top: 2px; }
ol.findings { list-style: none; padding: 0; margin: 8px 0; }
ol.findings > li { border: 1px solid var(--line); border-left-width: 4px; border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
ol.findings > li.error { border-left-color: var(--bad); } ol.findings > li.warning { border-left-color: var(--warn); }
ol.findings .head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
ol.findings .msg { margin: 4px 0; }
ol.findings ul { margin: 4px 0 0; padding-left: 18px; font-size: 12.5px; color: var(--muted); }
pre.code { margin: 4px 0 10px; padding: 8px 10px; background: #f6f8fa; border: 1px solid var(--line); border-radius: 4px; overflow-x: auto; font-size: 12px; line-height: 1.4; }
.protocol { margin-bottom: 18px; }
blockquote { margin: 4px 0; padding: 2px 10px; border-left: 3px solid var(--line); color: var(--muted); font-style: italic; }
details { margin: 4px 0; }
details summary { cursor: pointer; color: var(--accent); font-size: 12.5px; }
dl.env { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; font-size: 12px; }
dl.env dt { color: var(--muted); font-family: var(--mono); } dl.env dd { margin: 0; font-family: var(--mono); word-break: break-all; }
.stale { color: var(--mark); font-weight: 600; }
footer { margin-top: 40px; font-size: 12px; color: var(--muted); border-top: 1px solid var(--line); padding-top: 10px; }
@media print {
  :root { --bg: #fff; --fg: #000; --soft: #fff; color-scheme: light; }
  body { max-width: none; padding: 0; font-size: 11px; }
  nav.toc, details summary { display: none; }
  h2 { break-after: avoid; } table, figure, ol.findings > li, .cards { break-inside: avoid; }
  .card { background: none; }
  a { color: inherit; text-decoration: none; }
  td.cell[title]::after { content: none; }
}
.card.within-noise .n { color: var(--wn); } .bar .within-noise { background: var(--wn); }
.v-within-noise .delta, .v-within-noise .dot { color: var(--wn); }
.noise { display: table; margin: 2px 0 0 auto; font-size: 11px; padding: 0 5px; border-radius: 4px; background: var(--wn-bg); color: var(--wn); }
.pill.within-noise { background: var(--wn-bg); color: var(--wn); }
.approx { display: table; margin: 2px 0 0 auto; font-size: 11px; font-style: italic; color: var(--nc); }
td .approx { white-space: nowrap; }
.legend .approx { display: inline; margin: 0; }
.marks { margin-left: 2px; white-space: nowrap; }
a.mark { display: inline-block; font-size: 10.5px; font-weight: 700; line-height: 1.3; padding: 0 4px; margin-left: 3px; border-radius: 3px; text-decoration: none; border: 1px solid currentColor; }
a.mark.error { color: var(--bad); background: var(--bad-bg); } a.mark.warning { color: var(--warn); background: var(--nc-bg); }
td.marked { box-shadow: inset 3px 0 0 var(--mark); }
:target { outline: 2px solid var(--accent); outline-offset: 1px; scroll-margin-top: 40px; }
.story { font-size: 15px; line-height: 1.55; margin: 8px 0 4px; max-width: 62em; }
.story span:first-child { font-weight: 600; }
.in-place { margin: 2px 0; }
details.sources > summary { cursor: pointer; font-size: 12px; color: var(--muted); }
.numbers { margin: 2px 0; color: var(--muted); }
details.earlier > summary { cursor: pointer; color: var(--accent); font-size: 13px; margin: 6px 0; }
table.cross td { font-size: 13px; }
`;
