import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass, type ButtonVariant } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

describe('buttonClass', () => {
  it('names the variant and size, primary and md by default', () => {
    expect(buttonClass()).toBe('btn btn--primary btn--md');
    expect(buttonClass({ variant: 'outline', size: 'sm', block: true, className: 'extra' })).toBe('btn btn--outline btn--sm btn--block extra');
  });
});

describe('Button', () => {
  it.each<ButtonVariant>(['primary', 'accent', 'ghost', 'outline', 'subtle', 'danger'])('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).className).toBe(`btn btn--${variant} btn--md`);
  });

  it('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('puts the icon before the label and passes other attributes through', () => {
    const onClick = vi.fn();
    render(
      <Button size="lg" block icon={<svg data-testid="icon" />} className="wide" disabled={false} aria-busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toBe('btn btn--primary btn--lg btn--block wide');
    expect(button.firstElementChild).toBe(screen.getByTestId('icon'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it('renders an icon-only button without an empty label span', () => {
    render(<Button icon={<svg />} aria-label="Close" />);
    expect(screen.getByRole('button', { name: 'Close' }).querySelector('span')).toBeNull();
  });
});

describe('Spinner and EmptyState', () => {
  it('announces a labelled spinner and hides an unlabelled one from the status role', () => {
    const { rerender } = render(<Spinner label="Loading" size={20} />);
    expect(screen.getByRole('status', { name: 'Loading' }).style.width).toBe('20px');
    rerender(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders its title, body and actions', () => {
    render(<EmptyState icon={<svg />} title="Nothing yet" body="Come back later" actions={<Button>Refresh</Button>} compact />);
    expect(screen.getByRole('heading', { name: 'Nothing yet' }).parentElement!.className).toBe('empty-state empty-state--compact');
    expect(screen.getByText('Come back later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
