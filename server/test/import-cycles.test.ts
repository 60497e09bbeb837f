import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.resolve(__dirname, '..', 'src');

/** Each module of server/src and the modules of server/src it imports values from (type-only imports run nothing). */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(SOURCE, file));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)];
    const targets = imports.flatMap(([, specifier = '']) => {
      const target = path.resolve(path.dirname(file), specifier);
      return [`${target}.ts`, path.join(target, 'index.ts')].filter((candidate) => existsSync(candidate)).slice(0, 1);
    });
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle a depth-first walk meets, as `a.ts -> b.ts -> a.ts`. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(SOURCE, f)).join(' -> '));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

it('server/src has no import cycle (as madge --circular would say)', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(100);
  expect(cyclesOf(graph)).toEqual([]);
});
