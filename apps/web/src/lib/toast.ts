// Toasts through sonner, loaded on first use so the library stays out of the initial bundle
// (the <Toaster> in the app provider is lazy-loaded the same way and shares the module).
import type { toast as SonnerToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Cart toasts close after 1.5 s; other toasts after 3 s (spec section 9). */
export const CART_TOAST_MS = 1500;
export const TOAST_MS = 3000;

type Sonner = typeof SonnerToast;
const openErrors = new Set<string | number>();

function dismissErrors(toast: Sonner) {
  for (const id of openErrors) toast.dismiss(id);
  openErrors.clear();
}

export function notify(kind: ToastKind, message: string, duration: number = TOAST_MS): void {
  import('sonner')
    .then(({ toast }) => {
      // An error that the success has resolved must not stay behind it: drop the error toasts.
      if (kind === 'success') dismissErrors(toast);
      const id = toast[kind](message, { duration });
      if (kind === 'error') openErrors.add(id);
    })
    .catch((error: unknown) => {
      // A toast that cannot load must never break the action that raised it.
      console.warn('Toast failed to load', error);
    });
}
