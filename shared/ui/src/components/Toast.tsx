import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  kind?: ToastKind;
  /** Milliseconds before it hides itself; 0 keeps it until dismissed. Default 3000. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a message (already translated) and returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastEntry {
  id: number;
  message: ReactNode;
  kind: ToastKind;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The host mounts one ToastProvider; remotes and the sdk's error routing call `useToast().show`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const Region = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space.xl};
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-inline-size: min(480px, calc(100vw - 32px));
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $kind }) =>
      $kind === 'success'
        ? theme.colors.up
        : $kind === 'error'
          ? theme.colors.down
          : $kind === 'warning'
            ? theme.colors.warning
            : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Dismiss = styled.button`
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  font-size: 16px;
`;

function ToastView({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);
  // Errors interrupt (alert); everything else waits its turn (status).
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <Dismiss type="button" aria-label={t('toast.dismiss')} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Item>
  );
}

export function ToastProvider({ children, max = 4 }: { children?: ReactNode; max?: number }) {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (message: ReactNode, { kind = 'info', duration = 3000 }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, kind, duration }].slice(-max));
      return id;
    },
    [max],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="region" aria-label={t('toast.region')}>
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Region>
    </ToastContext.Provider>
  );
}
