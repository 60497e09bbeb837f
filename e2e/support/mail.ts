import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './environment';

/** The `.eml` files the server wrote to this address so far (one file per mail, in the data folder). */
function mailFilesTo(address: string): string[] {
  try {
    return readdirSync(path.join(dataDir(), 'mail')).filter((file) => file.endsWith(`-${address}.eml`));
  } catch {
    return [];
  }
}

/**
 * Watches the mails to an address: call it before the action that sends one, then `next()` waits for a mail that
 * was not there at the start and returns its text. No clock is compared: only which files are new.
 */
export function mailboxOf(address: string) {
  const before = new Set(mailFilesTo(address));
  /** The newest new mail's text, '' while there is none. */
  const newest = () => {
    const file = mailFilesTo(address)
      .filter((name) => !before.has(name))
      .sort()
      .at(-1);
    return file ? readFileSync(path.join(dataDir(), 'mail', file), 'utf8') : '';
  };
  return {
    /** The newest mail to the address written after `mailboxOf` was called; waits until it is written whole. */
    async next(): Promise<string> {
      // Headers, a blank line, then the text: a file caught while being written has no blank line yet.
      await expect.poll(newest, { message: `a new mail to ${address}` }).toMatch(/\r?\n\r?\n/);
      return newest();
    },
  };
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: string): string {
  const link = /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`No link in the mail:\n${mail}`);
  return link;
}
