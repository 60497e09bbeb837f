// Writes the README's configuration table from the configuration schema (server/src/shared/config-schema.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/repo-root';
import { withConfigTable } from '../src/shared/config-table';

const readme = path.join(REPO_ROOT, 'README.md');
writeFileSync(readme, withConfigTable(readFileSync(readme, 'utf8')));
console.info('README.md: configuration table written from the schema');
