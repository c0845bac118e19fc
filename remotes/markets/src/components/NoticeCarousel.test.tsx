import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notices } from '../testing/fixtures';
import { renderMarkets } from '../testing/render';
import { NoticeCarousel } from './NoticeCarousel';

afterEach(() => jest.useRealTimers());

const titles = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('NoticeCarousel', () => {
  it('shows 3 notices per page linking to their detail, and loops with the controls', async () => {
    const user = userEvent.setup();
    await renderMarkets(<NoticeCarousel notices={notices(7)} intervalMs={60_000} />);
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    expect(screen.getByRole('link', { name: 'Notice 1' })).toHaveAttribute('href', '/noticeDetail?id=1');
    await user.click(screen.getByRole('button', { name: 'Next notices' }));
    await user.click(screen.getByRole('button', { name: 'Next notices' }));
    expect(titles()).toEqual(['Notice 7']);
    await user.click(screen.getByRole('button', { name: 'Next notices' }));
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    await user.click(screen.getByRole('button', { name: 'Previous notices' }));
    expect(titles()).toEqual(['Notice 7']);
  });

  it('autoplays, pauses while hovered and when the reader presses pause', async () => {
    jest.useFakeTimers();
    await renderMarkets(<NoticeCarousel notices={notices(6)} intervalMs={1000} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(titles()).toEqual(['Notice 4', 'Notice 5', 'Notice 6']);
    act(() => jest.advanceTimersByTime(1000));
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);

    const strip = screen.getByRole('region', { name: 'Notices' });
    fireEvent.mouseEnter(strip);
    act(() => jest.advanceTimersByTime(3000));
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    fireEvent.mouseLeave(strip);

    fireEvent.click(screen.getByRole('button', { name: 'Pause notices' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play notices' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
  });

  it('says when there are no notices and shows no controls for a single page', async () => {
    const { unmount } = await renderMarkets(<NoticeCarousel notices={[]} />);
    expect(screen.getByText('No notices yet')).toBeInTheDocument();
    unmount();
    await renderMarkets(<NoticeCarousel notices={notices(2)} />);
    expect(titles()).toEqual(['Notice 1', 'Notice 2']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
