import { Toaster } from 'react-hot-toast';

/** Mount once in the host: top right, newest on top. */
export function AppToaster() {
  return <Toaster position="top-right" reverseOrder={false} containerStyle={{ top: 72 }} />;
}
