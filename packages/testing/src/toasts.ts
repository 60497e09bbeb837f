import { toasts } from '@affnet/core';

/** Records toasts instead of drawing them; returns the spy, whose calls are what a user would have read. */
export const recordToasts = () => jest.spyOn(toasts, 'notify').mockReturnValue('toast');
