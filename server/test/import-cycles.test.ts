import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.resolve(__dirname, '..', 'src');

/**
 * Each module of server/src and the modules of server/src it imports: values only by default (type-only imports run
 * nothing, so they make no cycle), types too when asked.
 */
function importGraph({ types = false } = {}): Map<string, string[]> {
  const pattern = types
    ? /^(?:import|export)\s+[^'"]*?from\s+'(\.[^']+)'/gm
    : /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm;
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(SOURCE, file));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(pattern)];
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

/** The modules that wire the app: no feature module may import them. */
const WIRING = ['server.ts', 'app.ts', 'routes.ts'];

it('no upward imports: shared/ uses only shared/, and only the wiring imports the wiring', () => {
  const upward = [...importGraph({ types: true })].flatMap(([file, targets]) => {
    const from = path.relative(SOURCE, file);
    return targets
      .map((target) => path.relative(SOURCE, target))
      .filter((to) =>
        from.startsWith('shared/')
          ? !to.startsWith('shared/') && to !== 'repo-root.ts'
          : WIRING.includes(to) && !WIRING.includes(from),
      )
      .map((to) => `${from} -> ${to}`);
  });
  expect(upward).toEqual([]);
});
