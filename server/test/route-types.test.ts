import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.resolve(__dirname, '..', 'src');

/**
 * A route's shape is written once, in its schema: its handler's types come from it (RouteApp in
 * shared/http/schemas.ts) and it is validated by it, once. What would write the shape a second time is refused here.
 */
const SECOND_COPIES: [string, RegExp, (file: string) => boolean][] = [
  ['a hand-written route generic', /\.(get|post|put|delete|patch|route)<\{/, () => true],
  ['a hand-written request type', /FastifyRequest<\{/, () => true],
  // In a route's handler: a global hook (shared/http) sees every route's request, of no one schema.
  ['a cast of the request', /request\.(query|body|params) as /, (file) => file.endsWith('routes.ts')],
  ['a validator that lets everything through', /validatorCompiler: \(\) => \(\) => true/, () => true],
];

function sourceFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(SOURCE, file));
}

it('route handlers take their types from their schemas and are validated by them, once', () => {
  const found: string[] = [];
  for (const file of sourceFiles()) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [what, pattern, applies] of SECOND_COPIES) {
        if (applies(file) && pattern.test(line)) found.push(`${path.relative(SOURCE, file)}:${index + 1} ${what}`);
      }
    });
  }
  expect(found).toEqual([]);
});

it('sees the files it checks', () => {
  // A wrong folder would find nothing and pass: the routes are there.
  expect(sourceFiles().filter((file) => file.endsWith('routes.ts')).length).toBeGreaterThan(20);
});
