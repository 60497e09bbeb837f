import { create } from 'zustand';

interface BusyState {
  /** Requests in flight. The global busy flag is on while this is above zero. */
  pending: number;
  start: () => void;
  finish: () => void;
}

export const useBusy = create<BusyState>((set) => ({
  pending: 0,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  finish: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

/** True while any request is in flight. */
export const selectBusy = (s: BusyState): boolean => s.pending > 0;
