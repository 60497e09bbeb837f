import { PERMISSIONS } from '@affnet/contracts';

type Fields = Record<string, unknown>;

const KNOWN_PERMISSIONS: readonly unknown[] = Object.values(PERMISSIONS);
const SHELLS: readonly unknown[] = ['main', 'public'];

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Collects what is wrong with one object's fields, each named by its path in the declaration. */
class Problems {
  readonly list: string[] = [];

  add(where: string, what: string) {
    this.list.push(`${where} ${what}`);
  }

  text(fields: Fields, key: string, where: string, optional = false) {
    const value = fields[key];
    if (optional && value === undefined) return;
    if (typeof value !== 'string' || value === '') this.add(`${where}.${key}`, 'is not a non-empty string');
  }

  permissions(fields: Fields, key: string, where: string, optional = false) {
    const value = fields[key];
    if (optional && value === undefined) return;
    if (!Array.isArray(value)) return this.add(`${where}.${key}`, 'is not a list of permissions');
    for (const permission of value) {
      if (!KNOWN_PERMISSIONS.includes(permission))
        this.add(`${where}.${key}`, `names an unknown permission ${JSON.stringify(permission)}`);
    }
  }

  /** Checks each item of a list field; returns nothing, the problems are collected. */
  each(fields: Fields, key: string, check: (item: Fields, where: string) => void, parent = '') {
    const value = fields[key];
    const named = parent ? `${parent}.${key}` : key;
    if (!Array.isArray(value)) return this.add(named, 'is not a list');
    value.forEach((item, index) => {
      const where = `${named}[${index}]`;
      if (isObject(item)) check(item, where);
      else this.add(where, 'is not an object');
    });
  }
}

function checkMenuEntry(problems: Problems, entry: Fields, where: string) {
  for (const key of ['id', 'label', 'icon']) problems.text(entry, key, where);
  problems.text(entry, 'to', where, true);
  if (typeof entry.order !== 'number' || !Number.isFinite(entry.order))
    problems.add(`${where}.order`, 'is not a number');
  problems.permissions(entry, 'roles', where);
  if (entry.children === undefined) return;
  problems.each(
    entry,
    'children',
    (link, linkWhere) => {
      problems.text(link, 'label', linkWhere);
      problems.text(link, 'to', linkWhere);
      problems.permissions(link, 'roles', linkWhere, true);
    },
    where,
  );
}

function checkMessages(problems: Problems, messages: unknown) {
  if (!isObject(messages)) return problems.add('messages', 'is not an object of languages');
  for (const [language, strings] of Object.entries(messages)) {
    if (!isObject(strings)) problems.add(`messages.${language}`, 'is not an object of strings');
    else if (Object.values(strings).some((text) => typeof text !== 'string')) {
      problems.add(`messages.${language}`, 'holds a value that is not a string');
    }
  }
}

/**
 * What keeps `value` (the default export of a remote's src/area.ts) from being the AreaDeclaration of `remote`;
 * empty when it is one. The build refuses such a remote: the host builds its router and sidebar from this.
 */
export function areaDeclarationProblems(value: unknown, remote: string): string[] {
  if (!isObject(value)) return ['the default export is not an object (export default the AreaDeclaration)'];
  const problems = new Problems();
  if (value.remote !== remote) problems.add('remote', `is ${JSON.stringify(value.remote)}, not "${remote}"`);
  problems.each(value, 'mounts', (mount, where) => {
    problems.text(mount, 'path', where);
    if (typeof mount.basePath !== 'string') problems.add(`${where}.basePath`, 'is not a string');
    if (!SHELLS.includes(mount.shell)) problems.add(`${where}.shell`, 'is neither "main" nor "public"');
    problems.text(mount, 'title', where, true);
  });
  problems.each(value, 'pages', (page, where) => {
    problems.text(page, 'path', where);
    problems.permissions(page, 'permissions', where);
    problems.text(page, 'title', where, true);
  });
  problems.each(value, 'menu', (entry, where) => checkMenuEntry(problems, entry, where));
  checkMessages(problems, value.messages);
  return problems.list;
}
