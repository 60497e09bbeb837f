import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AreaDeclaration, RemoteName } from '@affnet/contracts';
import { REMOTE_FOLDERS } from '../remote-origins';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Stand-in until releases are registered with their area (issue 11, design §3–4): the area a remote built in this
 * checkout declares, from its `dist/area.json`, else from its `src/area.ts` (the server runs under tsx). Null when
 * neither can be read, so the host simply has no pages of that remote.
 */
export function areaOfBuiltRemote(name: RemoteName): AreaDeclaration | null {
  const folder = path.join(REPO_ROOT, REMOTE_FOLDERS[name]);
  try {
    const built = path.join(folder, 'dist', 'area.json');
    if (existsSync(built)) return JSON.parse(readFileSync(built, 'utf8')) as AreaDeclaration;
    const source = path.join(folder, 'src', 'area.ts');
    return existsSync(source) ? ((require(source) as { default: AreaDeclaration }).default ?? null) : null;
  } catch (error) {
    console.warn(`the area of remote ${name} could not be read`, error);
    return null;
  }
}
