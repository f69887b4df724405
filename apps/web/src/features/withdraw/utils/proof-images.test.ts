import { IMAGE_MAX_BYTES } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { checkImageFile, readImageFile, sniffImageMime } from './proof-images';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('proof images (SPEC.md §5: png or jpg, 5 MB, 3 images)', () => {
  it('refuses other types, oversized files and a fourth image before reading them', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 }, 0)).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES }, 2)).toBeNull();
    expect(checkImageFile({ type: 'text/plain', size: 10 }, 0)).toBe('type');
    expect(checkImageFile({ type: 'image/gif', size: 10 }, 0)).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 0)).toBe('size');
    expect(checkImageFile({ type: 'image/png', size: 10 }, 3)).toBe('count');
    expect(checkImageFile({ type: 'image/png', size: 0 }, 0)).toBe('unreadable');
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
});
