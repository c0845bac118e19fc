import { Button } from '@exchange/ui';

/** The form's submit: busy (spinner, disabled) while the request is in flight, so it cannot repeat. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" block loading={busy}>
      {label}
    </Button>
  );
}
