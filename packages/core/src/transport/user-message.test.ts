import { ApiError, REQUEST_TIMEOUT } from './api-error';
import { userMessage } from './user-message';

// The key (and its values) stands for the translation: what matters is which message the user gets.
const t = (key: string) => key;

describe('the message of a call that got no answer', () => {
  it('says the server took too long when the call timed out', () => {
    expect(userMessage(new ApiError('timeout of 30000ms exceeded', 0, REQUEST_TIMEOUT), t)).toBe('common:timeoutError');
  });

  it('says the server cannot be reached when the connection failed', () => {
    expect(userMessage(new ApiError('Failed to fetch', 0), t)).toBe('common:networkError');
  });
});
