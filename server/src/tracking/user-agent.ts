import type { Device, OperatingSystem } from '@affnet/contracts';

/** A small user-agent reader: enough for OS and device targeting, not a full parser. */
export interface UserAgentInfo {
  os: OperatingSystem;
  device: Device;
}

const cache = new Map<string, UserAgentInfo>();
const CACHE_LIMIT = 5000;

function osOf(ua: string): OperatingSystem {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod|\bios\b/i.test(ua)) return 'ios';
  if (/windows/i.test(ua)) return 'windows';
  if (/mac os x|macintosh/i.test(ua)) return 'macos';
  if (/linux|x11|cros/i.test(ua)) return 'linux';
  return 'other';
}

function deviceOf(ua: string, os: OperatingSystem): Device {
  if (/ipad|tablet|kindle|silk|playbook/i.test(ua) || (os === 'android' && !/mobile/i.test(ua))) return 'tablet';
  if (/mobi|iphone|ipod|phone/i.test(ua)) return 'mobile';
  return 'desktop';
}

export function readUserAgent(userAgent: string): UserAgentInfo {
  const known = cache.get(userAgent);
  if (known) return known;
  const os = osOf(userAgent);
  const info = { os, device: deviceOf(userAgent, os) };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(userAgent, info);
  return info;
}
