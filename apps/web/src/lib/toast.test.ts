// The test mocks sonner itself; the rule keeps app code on notify().
// eslint-disable-next-line no-restricted-imports
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './toast';

vi.mock('sonner', () => {
  let next = 0;
  const show = () => ++next;
  return {
    toast: { success: vi.fn(show), error: vi.fn(show), info: vi.fn(show), dismiss: vi.fn() },
  };
});

describe('notify', () => {
  it('drops the error toasts a success follows, so no stale error stays under it', async () => {
    notify('error', 'Login failed. Please try again.');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    const errorId = vi.mocked(toast.error).mock.results[0]?.value as number;
    notify('info', 'Please log in');
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalledTimes(1));
    expect(toast.dismiss).not.toHaveBeenCalled();

    notify('success', 'Login successful!');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.dismiss).toHaveBeenCalledExactlyOnceWith(errorId);
  });
});
