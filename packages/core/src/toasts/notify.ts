import { hotToastView } from './hot-toast-view';
import { ToastCenter } from './toast-center';

/** The dashboard's one toast center; remotes share it through the shared core (@affnet/core). */
export const toasts = new ToastCenter(hotToastView);

export const notifySuccess = (message: string, title?: string) => toasts.notify('success', message, title);
export const notifyError = (message: string, title?: string) => toasts.notify('error', message, title);
export const notifyInfo = (message: string, title?: string) => toasts.notify('info', message, title);
