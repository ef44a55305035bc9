/**
 * docs/commands-reference.md is generated from the CLI's own --help texts (dist/help.json) by
 * `npm run docs:commands`; it must be exactly what the script writes now, so a changed option
 * fails here until the reference is regenerated.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandSummaries, renderCommandsReference } from '../../scripts/commands-doc.js';
import { repoRoot, runCli } from '../helpers/cli.js';

const committed = readFileSync(join(repoRoot, 'docs', 'commands-reference.md'), 'utf8');

describe('the generated command reference', () => {
  it('is what scripts/gen-commands-doc.ts writes from dist/help.json today', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'audit-cmdref-')), 'commands-reference.md');
    const r = spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), [join(repoRoot, 'scripts', 'gen-commands-doc.ts'), out], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8'), 'docs/commands-reference.md is stale: run npm run docs:commands').toBe(committed);
  });

  it('holds every command the CLI lists, with its --help text as the CLI prints it', () => {
    const top = runCli(['--help']);
    expect(top.code).toBe(0);
    const names = [...commandSummaries(top.stdout).keys()];
    expect(names).toContain('extract');
    for (const n of names) {
      const h = runCli([n, '--help']);
      expect(h.code, `${n}: ${h.stderr}`).toBe(0);
      expect(committed).toContain(`## audit ${n}\n\n\`\`\`text\n${h.stdout.trimEnd()}\n\`\`\``);
    }
  });

  it('would change when a help text changes (the comparison is not vacuous)', () => {
    const help = { '': 'audit <command>\n\nCommands:\n  audit list  List the papers\n', list: 'audit list\n\nOptions:\n  --json\n' };
    const changed = { ...help, list: 'audit list\n\nOptions:\n  --json\n  --new-option\n' };
    expect(renderCommandsReference(changed)).not.toBe(renderCommandsReference(help));
    expect(renderCommandsReference(help)).toContain('| [`audit list`](#audit-list) | List the papers |');
  });
});
