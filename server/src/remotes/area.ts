import {
  type AreaDeclaration,
  type AreaMenuEntry,
  type AreaMenuLink,
  type AreaMount,
  type AreaPage,
  PERMISSIONS,
  type Permission,
  type RemoteName,
} from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../shared/errors';

/**
 * Checks a release's area declaration (posted, or read from its area.json) and rebuilds it from the known fields
 * only: the host builds routes, guard and sidebar from it, so nothing of another shape is ever stored.
 */
const PRINTABLE = /^\P{Cc}*$/u;
const PERMISSION_NAMES = Object.values(PERMISSIONS) as string[];
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

const refuse = (path: string, reason: string) => invalidField(path, ERROR_CODES.invalidArea, reason);

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refuse(path, 'must be an object');
  return value as Record<string, unknown>;
}

function list(value: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw refuse(path, 'must be an array');
  if (value.length > max) throw refuse(path, `must have at most ${max} items`);
  return value;
}

function text(value: unknown, path: string, max = 200): string {
  if (typeof value !== 'string' || value.length === 0) throw refuse(path, 'must be a non-empty string');
  if (value.length > max) throw refuse(path, `must be at most ${max} characters long`);
  if (!PRINTABLE.test(value)) throw refuse(path, 'must not contain control characters');
  return value;
}

function optionalText(value: unknown, path: string): string | undefined {
  return value === undefined ? undefined : text(value, path);
}

function permissions(value: unknown, path: string): Permission[] {
  return list(value, path, PERMISSION_NAMES.length).map((item, i) => {
    if (!PERMISSION_NAMES.includes(item as string)) throw refuse(`${path}.${i}`, 'must be a known permission');
    return item as Permission;
  });
}

function mount(value: unknown, path: string): AreaMount {
  const m = record(value, path);
  if (m.shell !== 'main' && m.shell !== 'public') throw refuse(`${path}.shell`, 'must be one of main, public');
  const basePath = m.basePath === '' ? '' : text(m.basePath, `${path}.basePath`);
  const title = optionalText(m.title, `${path}.title`);
  return { path: text(m.path, `${path}.path`), basePath, shell: m.shell, ...(title ? { title } : {}) };
}

function page(value: unknown, path: string): AreaPage {
  const p = record(value, path);
  const title = optionalText(p.title, `${path}.title`);
  return {
    path: text(p.path, `${path}.path`),
    permissions: permissions(p.permissions, `${path}.permissions`),
    ...(title ? { title } : {}),
  };
}

function link(value: unknown, path: string): AreaMenuLink {
  const l = record(value, path);
  const base = { label: text(l.label, `${path}.label`), to: text(l.to, `${path}.to`) };
  return l.roles === undefined ? base : { ...base, roles: permissions(l.roles, `${path}.roles`) };
}

function menuEntry(value: unknown, path: string): AreaMenuEntry {
  const e = record(value, path);
  if (typeof e.order !== 'number' || !Number.isFinite(e.order)) throw refuse(`${path}.order`, 'must be a number');
  const entry: AreaMenuEntry = {
    id: text(e.id, `${path}.id`, 100),
    label: text(e.label, `${path}.label`),
    icon: text(e.icon, `${path}.icon`, 4000),
    order: e.order,
    roles: permissions(e.roles, `${path}.roles`),
  };
  const to = optionalText(e.to, `${path}.to`);
  const children =
    e.children === undefined
      ? undefined
      : list(e.children, `${path}.children`, 30).map((c, i) => link(c, `${path}.children.${i}`));
  return { ...entry, ...(to ? { to } : {}), ...(children ? { children } : {}) };
}

function messages(value: unknown, path: string): Record<string, Record<string, string>> {
  const byLanguage = record(value, path);
  const languages = Object.keys(byLanguage);
  if (languages.length > 10) throw refuse(path, 'must have at most 10 languages');
  const result: Record<string, Record<string, string>> = {};
  for (const language of languages) {
    if (!LANGUAGE.test(language)) throw refuse(`${path}.${language}`, 'must be keyed by a language code such as en');
    const strings = record(byLanguage[language], `${path}.${language}`);
    if (Object.keys(strings).length > 500) throw refuse(`${path}.${language}`, 'must have at most 500 messages');
    result[language] = {};
    for (const [key, message] of Object.entries(strings)) {
      text(key, `${path}.${language}`, 100);
      if (typeof message !== 'string' || message.length > 1000) {
        throw refuse(`${path}.${language}.${key}`, 'must be a string of at most 1000 characters');
      }
      result[language][key] = message;
    }
  }
  return result;
}

/** The declaration rebuilt from `value`, or a 400 naming the first wrong field (`area.menu.2.roles`). */
export function checkedArea(value: unknown, remote: RemoteName, path = 'area'): AreaDeclaration {
  const area = record(value, path);
  if (area.remote !== remote) throw refuse(`${path}.remote`, `must be ${remote}, the release's remote`);
  return {
    remote,
    mounts: list(area.mounts, `${path}.mounts`, 20).map((m, i) => mount(m, `${path}.mounts.${i}`)),
    pages: list(area.pages, `${path}.pages`, 200).map((p, i) => page(p, `${path}.pages.${i}`)),
    menu: list(area.menu, `${path}.menu`, 50).map((e, i) => menuEntry(e, `${path}.menu.${i}`)),
    messages: messages(area.messages, `${path}.messages`),
  };
}
