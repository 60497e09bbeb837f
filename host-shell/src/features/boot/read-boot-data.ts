import { BOOT_ELEMENT_ID, type BootData } from '@affnet/contracts';

/**
 * The boot data the server put in the page (remote manifest and branding), or null when the page has none (the
 * webpack dev server's page, a static copy) or it does not read: then the host asks the server as before.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData> | null;
    if (!data?.manifest?.remotes || !data.branding) return null;
    return data as BootData;
  } catch {
    console.warn('affnet: the boot data of the page does not read; asking the server instead');
    return null;
  }
}
