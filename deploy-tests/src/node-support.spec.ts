import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './support/workspace';

/** scripts/node-support.mjs, asked in a Node of its own (it is an ES module script, as npm start runs it). */
function warningFor(version: string, date: string): string | null {
  const script = `import(${JSON.stringify(join(ROOT, 'scripts/node-support.mjs'))}).then((m) => console.log(JSON.stringify(m.endOfLifeWarning(${JSON.stringify(version)}, new Date(${JSON.stringify(date)})))))`;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string | null;
}

describe('npm start on a Node.js past its end of life', () => {
  it('warns on Node 20 after 30 April 2026, naming the date and the version to use', () => {
    expect(warningFor('20.20.2', '2026-11-27')).toBe(
      '[labmedicin] Node.js 20.20.2 reached its end of life on 2026-04-30 and gets no security fixes: it still runs the product, but use Node.js 24 LTS (the version the image and CI use).',
    );
  });

  it('says nothing before the end of life, nor on Node 22 or 24 today', () => {
    expect(warningFor('20.19.0', '2026-04-29')).toBeNull();
    expect(warningFor('22.21.0', '2026-11-27')).toBeNull();
    expect(warningFor('24.21.0', '2026-11-27')).toBeNull();
  });
});
