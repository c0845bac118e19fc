import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { focusableWithin } from './focusable';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Esc, the close button, Cancel and a click on the backdrop call this. */
  onClose: () => void;
  children?: ReactNode;
  /** Shows Cancel and Confirm; a returned promise keeps Confirm busy until it settles. */
  onConfirm?: () => unknown;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmVariant?: 'primary' | 'buy' | 'sell';
  /** Replaces the default Cancel/Confirm footer. */
  footer?: ReactNode;
  closeOnBackdrop?: boolean;
  width?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $width: string }>`
  inline-size: min(${({ $width }) => $width}, 100%);
  max-block-size: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.xl};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xl}`};
`;

const CloseButton = styled.button`
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

/**
 * An accessible dialog: aria-modal, labelled by its title, focus moved in and kept in (Tab and
 * Shift+Tab wrap), Esc closes, focus returns to whatever opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  onConfirm,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  footer,
  closeOnBackdrop = true,
  width = '420px',
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusableWithin(dialog)[0] ?? dialog).focus();
    // The page behind must not scroll under the backdrop.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={t('modal.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children !== undefined && <Body>{children}</Body>}
        {footer ??
          (onConfirm && (
            <Footer>
              <Button variant="ghost" onClick={onClose}>
                {cancelLabel ?? t('action.cancel')}
              </Button>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel ?? t('action.confirm')}
              </Button>
            </Footer>
          ))}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
