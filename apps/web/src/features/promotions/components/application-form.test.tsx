import { IMAGE_MAX_BYTES, promotionRequestReward } from '@wps/contracts/player';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStanding, ok, renderPromotions, servePromotions } from '../testing/render-promotions';
import { ApplicationForm } from './application-form';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('application-images-input'), { target: { files } });
const shownImages = () => screen.queryAllByTestId('application-image').length;

afterEach(() => {
  vi.unstubAllGlobals();
});

const setup = () => {
  const api = servePromotions({ [`POST ${promotionRequestReward.path}`]: () => ok(buildStanding({ state: 'in_process' })) });
  const onSent = vi.fn();
  renderPromotions(<ApplicationForm promotionId={4} onSent={onSent} />);
  return { api, onSent, sent: () => api.of(promotionRequestReward.path, 'POST') };
};

describe('the activity application (SPEC.md §5)', () => {
  it('refuses a comment of 141 characters and sends one of 140', async () => {
    const { sent, onSent } = setup();
    fireEvent.change(screen.getByTestId('application-comment'), { target: { value: 'x'.repeat(141) } });
    expect(screen.getByTestId('application-count').textContent).toBe('141/140');
    fireEvent.click(screen.getByTestId('application-submit'));
    expect(screen.getByTestId('field-error-comment').textContent).toBe('The message can have at most 140 characters');
    expect(sent()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('application-comment'), { target: { value: 'y'.repeat(140) } });
    expect(screen.queryByTestId('field-error-comment')).toBeNull();
    fireEvent.click(screen.getByTestId('application-submit'));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ state: 'in_process' }));
    expect((sent()[0]?.body as { comment: string }).comment).toBe('y'.repeat(140));
  });

  it('keeps three pictures and refuses a fourth', async () => {
    const { sent } = setup();
    choose([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await waitFor(() => expect(screen.getByTestId('application-image-error').textContent).toBe('You can add at most 3 pictures.'));
    expect(shownImages()).toBe(3);
    expect(screen.getByTestId('application-image-count').textContent).toBe('3/3');
    fireEvent.click(screen.getByTestId('application-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect((sent()[0]?.body as { images: { name: string }[] }).images.map((i) => i.name)).toEqual(['1.png', '2.png', '3.png']);
  });

  it('refuses a gif and a picture over 5 MB, naming the file', async () => {
    const { sent } = setup();
    choose([new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'party.gif', { type: 'image/gif' })]);
    await waitFor(() => expect(screen.getByTestId('application-image-error').textContent).toBe('“party.gif” is not a PNG or JPG picture.'));
    expect(shownImages()).toBe(0);

    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    choose([big]);
    await waitFor(() => expect(screen.getByTestId('application-image-error').textContent).toBe('“big.png” is larger than 5 MB.'));
    expect(shownImages()).toBe(0);

    // A good picture after them is kept, and removing it frees its place.
    choose([png('ok.png')]);
    await waitFor(() => expect(shownImages()).toBe(1));
    expect(screen.queryByTestId('application-image-error')).toBeNull();
    fireEvent.click(screen.getByTestId('application-image-remove-0'));
    expect(shownImages()).toBe(0);
    expect(sent()).toHaveLength(0);
  });
});
