import toast from 'react-hot-toast';
import styled from 'styled-components';
import type { ToastEntry, ToastView } from './toast-center';

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

/** Draws toasts with react-hot-toast; their lifetime is kept by the ToastCenter, not by the library. */
export const hotToastView: ToastView = {
  show(entry, dismiss) {
    const content = <ToastContent entry={entry} onClose={dismiss} />;
    const options = { id: entry.id, duration: Number.POSITIVE_INFINITY };
    if (entry.kind === 'success') toast.success(content, options);
    else if (entry.kind === 'error') toast.error(content, options);
    else toast(content, options);
  },
  dismiss(id) {
    toast.dismiss(id);
  },
};
