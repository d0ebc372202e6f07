import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carryToNextPage, clearErrorToastsOfEarlierPages, showToast, toast } from '../lib/toast.ts';
import { AppToaster } from './toaster.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('AppToaster', () => {
  it('keeps success toasts 2 s and error and normal toasts 4 s', () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
      toast('Note');
    });

    advance(2100);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Note')).toBeInTheDocument();

    advance(2000);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Note')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is replaced', () => {
    render(<AppToaster />);
    act(() => {
      toast.loading('Submitting...', { id: 'submit' });
    });

    advance(60_000);
    expect(screen.getByText('Submitting...')).toBeInTheDocument();

    act(() => {
      toast.success('Done', { id: 'submit' });
    });
    expect(screen.queryByText('Submitting...')).not.toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    render(<AppToaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Toast ${index}`);
    });

    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 6')).toBeInTheDocument();
    expect(screen.getByText('Toast 25')).toBeInTheDocument();
  });

  it('shows a title line over the text, and errors in the destructive style', () => {
    render(<AppToaster />);
    act(() => {
      showToast('Message Sent!', "We'll get back to you as soon as possible.");
      showToast('Error', 'Failed to send message. Please try again later.', 'destructive');
    });

    const sent = screen.getByText('Message Sent!');
    expect(sent.tagName).toBe('STRONG');
    expect(sent.parentElement).toHaveTextContent(
      "Message Sent!We'll get back to you as soon as possible.",
    );
    const failed = screen.getByText('Failed to send message. Please try again later.');
    expect(failed.parentElement).toHaveClass('bg-red-700');
    expect(sent.parentElement).not.toHaveClass('bg-red-700');

    advance(2100);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('clears the error toasts of earlier pages on a move, but not one carried to the next page', () => {
    render(<AppToaster />);
    let carriedId = '';
    act(() => {
      toast.error('Stale error');
      showToast('Error', 'Stale destructive', 'destructive');
      toast('A note');
      carriedId = toast.error('About the next page');
      carryToNextPage(carriedId);
    });

    act(() => clearErrorToastsOfEarlierPages());
    advance(1000); // the dismissal animation
    expect(screen.queryByText('Stale error')).not.toBeInTheDocument();
    expect(screen.queryByText('Stale destructive')).not.toBeInTheDocument();
    expect(screen.getByText('A note')).toBeInTheDocument();
    expect(screen.getByText('About the next page')).toBeInTheDocument();

    // Carried once: the move after that clears it too.
    act(() => clearErrorToastsOfEarlierPages());
    advance(1000);
    expect(screen.queryByText('About the next page')).not.toBeInTheDocument();
  });
});
