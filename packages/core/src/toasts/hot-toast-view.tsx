import styled from 'styled-components';
import type { ToastEntry, ToastView } from './toast-center';
import { loadToastLibrary, useToaster } from './toast-library';

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
`;

const Close = styled.button`
  background: none;
  border: none;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  color: inherit;
  padding: 0 0.25rem;
`;

function ToastContent({ entry, onClose }: { entry: ToastEntry; onClose: () => void }) {
  return (
    <Body>
      <div>
        {entry.title ? <strong>{entry.title} </strong> : null}
        <span>{entry.message}</span>
        {entry.count > 1 ? <span title={`${entry.count}×`}> ×{entry.count}</span> : null}
      </div>
      <Close type="button" aria-label="Dismiss" onClick={onClose}>
        ×
      </Close>
    </Body>
  );
}

/**
 * Draws toasts with react-hot-toast; their lifetime is kept by the ToastCenter, not by the library. The library comes
 * with the first toast (a page that shows none never downloads it), in the order the toasts were asked for.
 */
export const hotToastView: ToastView = {
  show(entry, dismiss) {
    const content = <ToastContent entry={entry} onClose={dismiss} />;
    const options = { id: entry.id, duration: Number.POSITIVE_INFINITY };
    useToaster.getState().require();
    void loadToastLibrary().then(({ default: toast }) => {
      if (entry.kind === 'success') toast.success(content, options);
      else if (entry.kind === 'error') toast.error(content, options);
      else toast(content, options);
    });
  },
  dismiss(id) {
    void loadToastLibrary().then(({ default: toast }) => toast.dismiss(id));
  },
};
