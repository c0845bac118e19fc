import { resetI18nForTests } from '@exchange/i18n';
import { screen } from '@testing-library/react';
import { renderWithTheme, setUpI18n } from '../testing';
import { EmptyState } from './EmptyState';
import { Modal } from './Modal';
import { NetworkStatus } from './NetworkStatus';
import { Slider } from './Slider';

// Every text in ui comes from the `common` namespace, so switching the language switches it all.
afterEach(() => resetI18nForTests());

it('speaks German', async () => {
  await setUpI18n('de');
  renderWithTheme(
    <>
      <EmptyState />
      <NetworkStatus state="offline" />
      <Modal open title="Titel" onClose={() => {}} onConfirm={() => {}} />
    </>,
  );
  expect(screen.getByText('Keine Daten')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Verbindungsstatus' })).toHaveTextContent('Offline');
  expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
});

it('speaks Arabic, with Arabic percent marks on the slider', async () => {
  await setUpI18n('arabic');
  renderWithTheme(<Slider value={50} onChange={() => {}} />);
  const slider = screen.getByRole('slider', { name: 'النسبة المئوية' });
  expect(slider).toHaveAttribute('aria-valuetext', '50٪');
});
