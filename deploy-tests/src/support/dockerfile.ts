/**
 * Just enough of a Dockerfile parser for our checks: instructions with their line continuations
 * joined, heredoc bodies kept, grouped into build stages.
 */
export interface Instruction {
  keyword: string;
  args: string;
  heredoc?: { delimiter: string; body: string };
}

export interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

const HEREDOC = /<<-?(["']?)([A-Za-z_][A-Za-z0-9_]*)\1/;

export function parseDockerfile(text: string): Stage[] {
  const lines = text.split('\n');
  const stages: Stage[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    while (/\\\s*$/.test(line) && i + 1 < lines.length) {
      i++;
      if (lines[i].trim().startsWith('#')) continue;
      line = `${line.replace(/\\\s*$/, '')} ${lines[i].trim()}`;
    }
    const [, keyword, args] = /^\s*(\S+)\s*(.*)$/.exec(line) as RegExpExecArray;
    const instruction: Instruction = { keyword: keyword.toUpperCase(), args: args.trim() };
    const heredoc = HEREDOC.exec(args);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2], i + 1);
      if (end < 0) throw new Error(`heredoc ${heredoc[2]} is not closed`);
      instruction.heredoc = { delimiter: heredoc[2], body: `${lines.slice(i + 1, end).join('\n')}\n` };
      i = end;
    }
    if (instruction.keyword === 'FROM') {
      const [base, as, name] = instruction.args.split(/\s+/);
      stages.push({ base, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      if (stages.length === 0) throw new Error(`${instruction.keyword} before the first FROM`);
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return stages;
}

/** A COPY's --flags and its sources and destination. */
export function copyParts(instruction: Instruction): { flags: Record<string, string>; sources: string[]; dest: string } {
  const words = instruction.args.split(/\s+/);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith('--')) {
    const [flag, value = ''] = (words.shift() as string).slice(2).split('=');
    flags[flag] = value;
  }
  const dest = words.pop() as string;
  return { flags, sources: words, dest };
}

/** The value of an exec-form instruction such as CMD ["node", "main.js"]. */
export function execForm(instruction: Instruction | undefined): string[] | undefined {
  return instruction ? (JSON.parse(instruction.args) as string[]) : undefined;
}

export function lastOf(stage: Stage, keyword: string): Instruction | undefined {
  return stage.instructions.filter((i) => i.keyword === keyword).pop();
}
