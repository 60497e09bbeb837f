import { create } from 'zustand';

/** react-hot-toast, loaded once, on the first toast. */
let library: Promise<typeof import('react-hot-toast')> | null = null;
export function loadToastLibrary(): Promise<typeof import('react-hot-toast')> {
  library ??= import('react-hot-toast');
  return library;
}

/** Whether a toast was asked for yet: the toaster is mounted (and its library loaded) from then on. */
export const useToaster = create<{ required: boolean; require: () => void }>((set) => ({
  required: false,
  require: () => set({ required: true }),
}));
