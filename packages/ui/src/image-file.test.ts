import { IMAGE_MAX_BYTES } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { checkImageFile, imagePreviewUrl, loadImageFile, readImageFile, sniffImageMime } from './image-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('image uploads (SPEC.md §9: png or jpg, 5 MB)', () => {
  it('refuses other types, oversized and empty files before reading them', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(checkImageFile({ type: 'image/png', size: 0 })).toBe('unreadable');
  });

  it('knows png and jpg by their first bytes', () => {
    expect(sniffImageMime(b64(PNG_HEAD))).toBe('image/png');
    expect(sniffImageMime(b64([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(sniffImageMime(btoa('hello world!'))).toBeNull();
    expect(sniffImageMime('***')).toBeNull();
  });

  it('reads a file as base64 and refuses a text file named .png', async () => {
    const png = new File([new Uint8Array(PNG_HEAD)], 'proof.png', { type: 'image/png' });
    await expect(readImageFile(png)).resolves.toEqual({ name: 'proof.png', mime: 'image/png', data: b64(PNG_HEAD) });
    const fake = new File(['not an image at all'], 'fake.png', { type: 'image/png' });
    await expect(readImageFile(fake)).rejects.toThrow('type');
  });

  it('checks and reads in one step, naming the problem of a refused file', async () => {
    const png = new File([new Uint8Array(PNG_HEAD)], 'receipt.png', { type: 'image/png' });
    const loaded = await loadImageFile(png);
    expect(loaded).toEqual({ image: { name: 'receipt.png', mime: 'image/png', data: b64(PNG_HEAD) } });
    if ('image' in loaded) expect(imagePreviewUrl(loaded.image)).toBe(`data:image/png;base64,${b64(PNG_HEAD)}`);
    await expect(loadImageFile(new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }))).resolves.toEqual({ problem: 'type' });
    await expect(loadImageFile(new File(['not an image at all'], 'fake.png', { type: 'image/png' }))).resolves.toEqual({ problem: 'type' });
    await expect(loadImageFile(new File([], 'empty.png', { type: 'image/png' }))).resolves.toEqual({ problem: 'unreadable' });
  });
});
