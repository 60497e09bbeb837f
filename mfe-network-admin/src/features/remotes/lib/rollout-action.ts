import type { RolloutLine } from './remote-view';

/** What the super admin asked to do on the Remotes page; the dialog that asks or confirms it shows until done. */
export type RolloutAction =
  | { kind: 'pin' | 'canary' | 'promote' | 'rollBack' | 'reset'; line: RolloutLine }
  | { kind: 'makeDefault'; version: string };
