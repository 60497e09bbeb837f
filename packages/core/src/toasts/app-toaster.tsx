import { lazy, Suspense } from 'react';
import { loadToastLibrary, useToaster } from './toast-library';

const Toaster = lazy(() => loadToastLibrary().then(({ Toaster }) => ({ default: Toaster })));

/** Mount once in the host: top right, newest on top; drawn from the first toast on. */
export function AppToaster() {
  const required = useToaster((state) => state.required);
  if (!required) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" reverseOrder={false} containerStyle={{ top: 72 }} />
    </Suspense>
  );
}
