/** Spec section 9: toasts show for 3000 ms, at most 5 at once. */
export const TOAST_DURATION = 3000;
export const MAX_OPEN_TOASTS = 5;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastEntry {
  id: string;
  kind: ToastKind;
  title?: string;
  message: string;
  /** How many times this same toast was asked for while it was open or waiting. */
  count: number;
}

/** Where toasts are drawn (react-hot-toast in the app, a recorder in tests). */
export interface ToastView {
  show(entry: ToastEntry, dismiss: () => void): void;
  dismiss(id: string): void;
}

/**
 * The rules of the spec's section 9: newest on top; a duplicate is not shown twice but counted and
 * its timer restarted; at most five open; further toasts wait until one closes, so older ones are
 * never pushed out early.
 */
export class ToastCenter {
  private open: ToastEntry[] = [];
  private waiting: ToastEntry[] = [];
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  constructor(private readonly view: ToastView) {}

  notify(kind: ToastKind, message: string, title?: string): string {
    const same = (e: ToastEntry) => e.kind === kind && e.message === message && e.title === title;
    const openDuplicate = this.open.find(same);
    if (openDuplicate) {
      openDuplicate.count += 1;
      this.draw(openDuplicate);
      return openDuplicate.id;
    }
    const waitingDuplicate = this.waiting.find(same);
    if (waitingDuplicate) {
      waitingDuplicate.count += 1;
      return waitingDuplicate.id;
    }
    const entry: ToastEntry = { id: `toast-${this.nextId++}`, kind, title, message, count: 1 };
    if (this.open.length < MAX_OPEN_TOASTS) this.openEntry(entry);
    else this.waiting.push(entry);
    return entry.id;
  }

  dismiss(id: string): void {
    const index = this.open.findIndex((e) => e.id === id);
    if (index < 0) return;
    this.open.splice(index, 1);
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.view.dismiss(id);
    const next = this.waiting.shift();
    if (next) this.openEntry(next);
  }

  /** Open toasts, newest first. */
  visible(): readonly ToastEntry[] {
    return this.open;
  }

  private openEntry(entry: ToastEntry): void {
    this.open.unshift(entry);
    this.draw(entry);
  }

  /** Draws (or redraws) a toast and restarts its 3000 ms timer. */
  private draw(entry: ToastEntry): void {
    clearTimeout(this.timers.get(entry.id));
    this.timers.set(
      entry.id,
      setTimeout(() => this.dismiss(entry.id), TOAST_DURATION),
    );
    this.view.show({ ...entry }, () => this.dismiss(entry.id));
  }
}
