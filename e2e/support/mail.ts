import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './environment';

/** The newest mail the server wrote (as a `.eml` file) to this address; waits for it to appear. */
export async function newestMailTo(address: string, newerThan = 0): Promise<string> {
  const folder = path.join(dataDir(), 'mail');
  const find = () => {
    let files: string[] = [];
    try {
      files = readdirSync(folder);
    } catch {
      return null;
    }
    const mine = files
      .filter((file) => file.endsWith(`-${address}.eml`))
      .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }))
      .filter(({ text }) => new Date(/^Date: (.+)$/m.exec(text)?.[1] ?? 0).getTime() >= newerThan - 1000)
      .sort((a, b) => a.file.localeCompare(b.file));
    return mine.at(-1)?.text ?? null;
  };
  await expect.poll(find, { message: `a mail to ${address}` }).not.toBeNull();
  return find() as string;
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: string): string {
  const link = /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`No link in the mail:\n${mail}`);
  return link;
}
