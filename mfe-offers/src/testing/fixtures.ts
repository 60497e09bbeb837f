import type { Offer, Page } from '@affnet/contracts';
import { ApiError } from '@affnet/core';

export const pageOf = (rows: Offer[], total = rows.length, page = 1): Page<Offer> => ({ rows, total, page, limit: 20 });

export const serverError = (message: string, status = 400, code = 'INVALID_INPUT') =>
  new ApiError(message, status, code, { err: 1, msg: message, code });
