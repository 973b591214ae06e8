// Toasts through sonner, loaded on first use so the library stays out of the initial bundle
// (the <Toaster> in the app provider is lazy-loaded the same way and shares the module).
type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Cart toasts close after 1.5 s; other toasts after 3 s (spec section 9). */
export const CART_TOAST_MS = 1500;
export const TOAST_MS = 3000;

export function notify(kind: ToastKind, message: string, duration: number = TOAST_MS): void {
  import('sonner')
    .then(({ toast }) => {
      toast[kind](message, { duration });
    })
    .catch((error: unknown) => {
      // A toast that cannot load must never break the action that raised it.
      console.warn('Toast failed to load', error);
    });
}
