/**
 * Handlebars templates of the HTML report. Everything is escaped (`{{…}}`); the one triple-stash,
 * `{{{svg}}}`, takes chart SVG rendered by vega from escaped data and checked by the renderer.
 */
import { STYLE } from './style.js';

/** The page shell; the stylesheet is a constant of ours, inlined when the module loads. */
export const LAYOUT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="generator" content="{{tool}}">
<title>{{pageTitle}}</title>
<style>${STYLE}</style>
</head>
<body>
{{> body}}
<footer>Generated {{generated}} by {{tool}}. Self-contained: no scripts, no network requests. Hover a value for its interval and verdict note.</footer>
</body>
</html>
`;

const CHART = `<figure class="chart" id="{{id}}">{{{svg}}}<figcaption>{{caption}}</figcaption></figure>`;

const SUMMARY = `<div class="cards">
  <div class="card reproduced"><div class="n">{{claims.reproduced}}</div><div class="l">claims reproduced</div></div>
  <div class="card within-noise"><div class="n">{{claims.[within-noise]}}</div><div class="l">within noise</div></div>
  <div class="card discrepancy"><div class="n">{{claims.discrepancy}}</div><div class="l">discrepant</div></div>
  <div class="card not-comparable"><div class="n">{{claims.[not-comparable]}}</div><div class="l">not comparable</div></div>
  <div class="card not-run"><div class="n">{{claims.[not-run]}}</div><div class="l">not run</div></div>
  <div class="card error"><div class="n">{{findings.error}}</div><div class="l">static errors</div></div>
  <div class="card warning"><div class="n">{{findings.warning}}</div><div class="l">static warnings</div></div>
</div>
<div class="bar" role="img" aria-label="{{claimTotal}} printed values by verdict and {{findings.error}} static errors">{{#each bar}}<span class="{{status}}" style="width: {{width}}%" title="{{count}} {{status}}"></span>{{/each}}</div>
<p class="small muted">The value cards count the {{claimTotal}} printed values (the paper's own and its published reproductions') that a config of the claim file measures: {{compared}} compared by a run, {{claims.[not-run]}} not run{{#if unmeasured}}; {{unmeasured}} more of the paper's own values no config measures are counted in no card{{/if}}. The bar adds the static errors (hatched).{{#if checks}} Static checks: {{checks.run}} run, {{checks.failed}} failed.{{else}} Static checks were not run for this report.{{/if}} Runs: {{runLine}}.</p>`;

const MARKS = `{{#if marks}}<span class="marks">{{#each marks}}<a class="mark {{severity}}" href="{{href}}" title="{{title}}">{{label}}</a>{{/each}}</span>{{/if}}`;

const CELL = `{{#if (eq kind "empty")}}<td class="num cell muted">–</td>{{/if}}{{#if (eq kind "claimed")}}<td class="num cell{{#if bold}} b{{/if}}{{#if marks}} marked{{/if}}"{{#if anchor}} id="{{anchor}}"{{/if}}>{{text}}${MARKS}</td>{{/if}}{{#if (eq kind "compared")}}<td class="num cell v-{{verdict}}{{#if marks}} marked{{/if}}"{{#if anchor}} id="{{anchor}}"{{/if}} title="{{title}}">{{text}}{{#if approx}}<span class="approx">{{approx}}</span>{{/if}}{{#if delta}}<span class="delta">({{delta.text}})</span>{{/if}}{{#if reason}}<span class="reason">{{reason}}</span>{{/if}}{{#if printedDelta}}{{#if printedDelta.consistent}}<span class="printed">printed {{printedDelta.delta.text}} ✓</span>{{else}}<span class="printed bad">⚠ printed <s>{{printedDelta.delta.text}}</s></span>{{/if}}{{/if}}{{#if (eq verdict "within-noise")}}<span class="noise">within noise</span>{{/if}}${MARKS}</td>{{/if}}`;

const FINDING = `<li class="{{severity}}" id="{{anchor}}">
<div class="head"><a class="mark {{severity}}" href="#{{anchor}}">{{label}}</a><span class="pill {{severity}}">{{severity}}</span><span class="pill check">{{check}}</span>{{#if withinNoise}}<span class="pill within-noise">within noise</span>{{/if}}<code class="muted small">{{id}}</code></div>
<p class="msg">{{message}}</p>
{{#if cells.length}}<p class="small in-place">In place: {{#each cells}}{{#unless @first}} · {{/unless}}<a href="{{href}}">{{text}}</a>{{/each}}</p>{{/if}}
{{#if numbers}}<p class="small numbers">{{numbers}}</p>{{/if}}
<details class="sources"><summary>{{locations.length}} {{plural locations.length "source" "sources"}}{{#if details.length}} and {{details.length}} {{plural details.length "note" "notes"}}{{/if}}</summary><ul>{{#each locations}}<li><code>{{claimFile}}</code> — {{printed}}{{#if label}} · {{label}}{{/if}}</li>{{/each}}{{#each details}}<li>{{this}}</li>{{/each}}</ul></details>
</li>`;

const RUN_ROW = `<tr><td class="mono">#{{id}}</td><td><code>{{configId}}</code><div class="small muted">{{runner}} · seed {{seed}}{{#if smoke}} · smoke{{/if}}</div></td>
<td><span class="pill {{status}}">{{status}}</span>{{#if reason}}<div class="small">{{reason}}</div>{{/if}}</td><td class="small">{{started}}</td><td class="small">{{duration}}</td>
<td class="small">{{#if claimFile}}<code title="sha256 {{claimFile.full}}">{{claimFile.short}}</code>{{#unless claimFile.current}} <span class="stale">differs from the current file</span>{{/unless}}{{else}}<span class="muted">unknown</span>{{/if}}</td>
<td class="small">{{#each key}}<div><span class="muted">{{key}}:</span> {{value}}</div>{{/each}}{{#if environment.length}}<details><summary>all {{environment.length}} facts</summary><dl class="env">{{#each environment}}<dt>{{key}}</dt><dd>{{value}}</dd>{{/each}}</dl></details>{{/if}}</td></tr>`;

export const PAPER = `<header>
  <div class="kicker">Reproduction audit · {{id}}</div>
  <h1>{{title}}</h1>
  <div class="meta">
    {{#if venue}}<span>{{venue}}</span>{{/if}}
    {{#if url}}<span><a href="{{url}}">paper</a></span>{{/if}}
    {{#if code}}<span><a href="{{code}}">code</a></span>{{/if}}
    <span>claims: <code>{{claimFile.path}}</code> <code title="sha256 {{claimFile.sha256}}">{{shortSha}}</code></span>
    <span>tolerance ±{{tolerancePercent}}%</span>
  </div>
  {{#if note}}<p class="small muted">{{note}}</p>{{/if}}
  <nav class="toc"><a href="index.html">← all papers</a><a href="#summary">Summary</a><a href="#tables">Tables</a>{{#if other.length}}<a href="#other">Other measurements</a>{{/if}}<a href="#findings">Findings</a>{{#if protocolShown}}<a href="#protocol">Protocol</a>{{/if}}<a href="#hardware">Hardware</a><a href="#runs">Runs</a></nav>
</header>

<section id="summary"><h2>Summary</h2>
<p class="story">{{#each story}}<span>{{this}}</span> {{/each}}</p>
{{#with summary}}${SUMMARY}{{/with}}
{{#if published.compared}}<p class="small">Published reproductions in the claim file: <b>{{published.compared}}</b> values compared with the claims — <b class="ok">{{published.reproduced}}</b> within ±{{tolerancePercent}}%, <b class="bad">{{published.discrepancy}}</b> beyond{{#if published.printedMismatches}}; <b class="bad">{{published.printedMismatches}}</b> printed {{plural published.printedMismatches "delta" "deltas"}} that no rounding explains{{/if}}.</p>{{/if}}
</section>

<section id="tables"><h2>Claimed vs reproduced</h2>
<div class="legend"><span><b class="dot" style="color:var(--ok)">●</b> reproduced (within ±{{tolerancePercent}}%)</span><span><b style="color:var(--wn)">●</b> within noise (beyond ±{{tolerancePercent}}%, but the printed value is inside the measurement's 95% interval)</span><span><b style="color:var(--bad)">●</b> discrepancy</span><span><a class="mark error" href="#findings">F1</a> a finding about this cell (click for it)</span><span><span class="approx">METEOR~ (approx.)</span> measured with an approximation of the column's metric</span><span><b style="color:var(--nc)">●</b> not comparable (reason code)</span><span>(↓x%) relative delta = (reproduced − claimed) / claimed, recomputed</span><span><b style="color:var(--mark)">⚠ printed <s>x%</s></b> a delta printed in the source that no rounding of its values gives</span></div>
{{#each tables}}
<h3>{{table.title}}</h3>
<p class="small muted">source: {{table.source}}</p>
{{#if table.printedMismatches}}<div class="alert">{{table.printedMismatches}} printed {{plural table.printedMismatches "delta differs" "deltas differ"}} from the recomputed one (marked ⚠).</div>{{/if}}
<div class="scroll"><table class="results">
<thead><tr><th>method</th>{{#each table.columns}}<th class="num">{{label}}{{#if subsetNote}}<div class="small muted">{{subsetNote}}</div>{{/if}}</th>{{/each}}</tr></thead>
<tbody>{{#each table.rows}}<tr class="{{kind}}{{#if own}} own{{/if}}"><td class="label">{{label}}{{#if note}}<span class="note">{{note}}</span>{{/if}}</td>{{#each cells}}${CELL}{{/each}}</tr>{{/each}}</tbody>
</table></div>
{{#if table.notMeasured.length}}<p class="small muted">Compared but nothing measured: {{#each table.notMeasured}}{{#unless @first}}, {{/unless}}<code>{{this}}</code>{{/each}} (see Runs).</p>{{/if}}
{{#if chart}}{{#with chart}}${CHART}{{/with}}{{/if}}
{{else}}<p class="muted">The claim file has no results tables.</p>
{{/each}}
</section>

{{#if other.length}}<section id="other"><h2>Other measurements</h2>
<p class="small muted">What the latest run of a config measured on data no results table of the paper prints (such as the seeded synthetic set): shown for what it is, never compared with a printed value.</p>
{{#each other}}<h3><code>{{configId}}</code> · run #{{runId}} · {{where}}</h3>{{#if description}}<p class="small muted">{{description}}</p>{{/if}}
<div class="scroll"><table><thead><tr><th>subset</th><th>metric</th><th class="num">value (×100)</th><th class="num">bootstrap 95% interval</th><th class="num">n</th></tr></thead><tbody>
{{#each rows}}<tr><td>{{subset}}</td><td>{{metric}}</td><td class="num b">{{value}}</td><td class="num">{{interval}}</td><td class="num">{{n}}</td></tr>{{/each}}
</tbody></table></div>{{/each}}
</section>{{/if}}

<section id="findings"><h2>Static-audit findings</h2>
{{#if findingsRun}}{{#if findings.length}}<ol class="findings">{{#each findings}}${FINDING}{{/each}}</ol>{{else}}<p>No findings: every static check passed.</p>{{/if}}
{{else}}<p class="muted">The static checks were not run for this report (<code>audit check {{id}}</code>).</p>{{/if}}
{{#if runFindings.length}}<h3 id="run-findings">Discrepancies measured by runs ({{runFindings.length}})</h3>
<p class="small muted">The claim-vs-measurement findings <code>audit run</code> stores, for the latest run of each config.</p>
<ol class="findings">{{#each runFindings}}${FINDING}{{/each}}</ol>{{/if}}
</section>

{{#if protocolShown}}<section id="protocol"><h2>Evaluation protocol</h2>
{{#each protocol.evidence}}<div class="protocol"><h3><code>{{id}}</code>{{#if rule}} <span class="pill check">{{rule}}</span>{{/if}}</h3>
<p>{{does}}</p>
{{#each locations}}<p class="small"><a href="{{href}}">{{label}}</a></p><pre class="code">{{code}}</pre>{{/each}}
<p class="small">Affects:</p><ul class="small">{{#each affects}}<li>{{this}}</li>{{/each}}</ul>{{#if note}}<p class="small muted">{{note}}</p>{{/if}}</div>{{/each}}
{{#if protocol.effects.length}}<h3>Measured effect</h3>
{{#each protocol.effects}}<p>Run #{{runId}} (<code>{{configId}}</code>) scored its predictions the standard way and under <b>{{protocol}}</b>: {{summary}}</p>
<div class="scroll"><table><thead><tr><th>subset</th><th>metric</th><th class="num">standard</th><th class="num">{{protocol}}</th><th class="num">difference</th><th class="num">95% CI</th></tr></thead><tbody>
{{#each rows}}<tr><td>{{subset}} <span class="muted small">({{n}} pairs)</span></td><td>{{metric}}</td><td class="num">{{standard}}</td><td class="num">{{underProtocol}}</td><td class="num b">{{delta}}</td><td class="num">{{interval}}{{#if significant}} <span class="pill discrepancy">beyond noise</span>{{/if}}</td></tr>{{/each}}
</tbody></table></div>{{/each}}
{{else}}{{#if protocol.evidence.length}}<p class="small muted">No run measured a protocol's effect yet: a <code>predictions</code> config with <code>protocol:</code> (or a <code>tfjs</code> config with <code>evaluation.protocol</code>) records it, and <code>audit score --protocol</code> measures it on any predictions file.</p>{{/if}}{{/if}}
</section>{{/if}}

<section id="hardware"><h2>Hardware</h2>
{{#if hardware.claims.length}}<div class="scroll"><table><thead><tr><th>claim</th><th>value</th><th>about</th><th>source</th></tr></thead><tbody>
{{#each hardware.claims}}<tr><td><code>{{id}}</code> <span class="muted small">{{kind}}</span></td><td class="b">{{what}}</td><td>{{about}}</td><td class="small">{{source}}{{#if quote}}<blockquote>{{quote}}</blockquote>{{/if}}</td></tr>{{/each}}
</tbody></table></div>{{else}}<p class="muted">The claim file records no hardware claims.</p>{{/if}}
{{#if hardware.memory.length}}<h3>GPU memory: claimed vs measured vs estimated</h3>
<div class="scroll"><table><thead><tr><th>who</th><th>what</th><th class="num">GPU memory</th></tr></thead><tbody>
{{#each hardware.memory}}<tr><td><span class="pill who-{{who}}">{{who}}</span></td><td>{{label}}</td><td class="num b">{{value}}{{#if exceedsClaim}} <span class="pill discrepancy">exceeds the claimed GPU</span>{{/if}}</td></tr>{{/each}}
</tbody></table></div>{{/if}}
{{#if hardware.verdicts.length}}<h3>Hardware claims: claimed vs estimated vs measured</h3>
<div class="scroll"><table><thead><tr><th>claim</th><th>claimed</th><th>estimated (expected, range)</th><th>measured peak</th><th>verdict</th></tr></thead><tbody>
{{#each hardware.verdicts}}<tr><td><code>{{claimId}}</code></td><td class="b">{{claimed}}</td><td class="small">{{estimated}}</td><td class="num">{{measured}}</td><td><span class="pill {{verdict}}">{{verdict}}</span> <span class="small muted">{{note}}</span></td></tr>{{/each}}
</tbody></table></div>{{/if}}
{{#if hardware.time.length}}<h3>Time</h3><div class="scroll"><table><thead><tr><th>who</th><th>what</th><th class="num">time</th></tr></thead><tbody>
{{#each hardware.time}}<tr><td><span class="pill who-{{who}}">{{who}}</span></td><td>{{label}}</td><td class="num">{{value}}</td></tr>{{/each}}
</tbody></table></div>{{/if}}
{{#each memoryCharts}}${CHART}{{/each}}
{{#unless memoryCharts.length}}<p class="small muted">No GPU memory samples recorded: the memory-over-time chart appears once a run is profiled on a GPU.</p>{{/unless}}
</section>

<section id="runs"><h2>Runs and provenance</h2>
{{#if assumedConfigs.length}}<div class="assumed"><h3>Assumed config values</h3><p class="small muted">Values the transcriber had to assume because the paper does not print them; results of these configs depend on them.</p><ul>{{#each assumedConfigs}}<li><code>{{id}}</code>: assumed {{fields}}</li>{{/each}}</ul></div>{{/if}}
{{#if history.length}}<h3>History</h3><p class="small muted">Tables show the latest run of each config; these charts show every run.</p>{{/if}}
{{#each history}}{{#with chart}}${CHART}{{/with}}{{/each}}
{{#if runs.length}}<div class="scroll"><table><thead><tr><th>run</th><th>config</th><th>status</th><th>started</th><th>duration</th><th>claim file</th><th>environment</th></tr></thead><tbody>
{{#each runs}}${RUN_ROW}{{/each}}
</tbody></table></div>
{{#if earlierRuns.length}}<details class="earlier"><summary>{{earlierRuns.length}} earlier {{plural earlierRuns.length "run" "runs"}} (history)</summary><div class="scroll"><table><thead><tr><th>run</th><th>config</th><th>status</th><th>started</th><th>duration</th><th>claim file</th><th>environment</th></tr></thead><tbody>
{{#each earlierRuns}}${RUN_ROW}{{/each}}
</tbody></table></div></details>{{/if}}{{else}}<p class="muted">No runs recorded for this paper yet (<code>audit run {{id}}</code>).{{#if noConfigs}} Its claim file declares no configs to run.{{/if}}</p>{{/if}}
</section>`;

export const INDEX = `<header>
  <div class="kicker">Reproduction audit</div>
  <h1>Reports</h1>
  <div class="meta"><span>{{papers.length}} {{plural papers.length "paper" "papers"}}</span><span>generated {{generated}}</span></div>
</header>
<section><div class="scroll"><table>
<thead><tr><th>paper</th><th class="num">reproduced</th><th class="num">within noise</th><th class="num">discrepant</th><th class="num">not comparable</th><th class="num">not run</th><th class="num">static errors</th><th class="num">warnings</th><th>last run</th></tr></thead>
<tbody>{{#each papers}}<tr><td>{{#if href}}<a href="{{href}}"><b>{{id}}</b></a>{{else}}<b>{{id}}</b> <span class="small muted">(no page yet: <code>audit report {{id}}</code>)</span>{{/if}}<div class="small muted">{{title}}{{#if venue}} · {{venue}}{{/if}}</div><div class="bar">{{#each bar}}<span class="{{status}}" style="width: {{width}}%"></span>{{/each}}</div></td>
<td class="num">{{summary.claims.reproduced}}</td><td class="num">{{summary.claims.[within-noise]}}</td><td class="num">{{summary.claims.discrepancy}}</td><td class="num">{{summary.claims.[not-comparable]}}</td><td class="num">{{summary.claims.[not-run]}}</td>
<td class="num">{{summary.findings.error}}</td><td class="num">{{summary.findings.warning}}</td><td class="small">{{#if lastRun}}{{lastRun}}{{else}}<span class="muted">none</span>{{/if}}</td></tr>{{/each}}</tbody>
</table></div></section>
<section id="findings"><h2>Findings across papers</h2>
{{#if findings.length}}<p class="small muted">Every paper's static-check findings (F) and the discrepancies its latest runs measured (R), errors first; each links to the finding on its paper's page, which links to the table cells it is about.</p>
<div class="scroll"><table class="cross"><thead><tr><th>paper</th><th>finding</th><th>severity</th><th>check</th><th>what</th></tr></thead><tbody>
{{#each findings}}<tr><td><b>{{paper}}</b></td><td>{{#if href}}<a class="mark {{severity}}" href="{{href}}">{{label}}</a>{{else}}{{label}}{{/if}}</td><td><span class="pill {{severity}}">{{severity}}</span>{{#if withinNoise}} <span class="pill within-noise">within noise</span>{{/if}}</td><td><span class="pill check">{{check}}</span></td><td>{{text}}</td></tr>{{/each}}
</tbody></table></div>{{else}}<p class="muted">No findings in any paper.</p>{{/if}}
</section>`;
