import { QR_CODE_DEFAULTS } from '@wps/contracts/player';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from '@wps/ui/qr-code';
import { BrandProvider } from '@/lib/brand';
import '@/lib/i18n';
import { buildPermission } from '@/testing/fixtures';
import { AppDownload } from './app-download';

describe('QR codes', () => {
  it('draws with the SPEC.md §9 defaults', () => {
    render(<QrCode value="https://example.test/app" label="code" logo="/logo.svg" />);
    const svg = screen.getByRole('img', { name: 'code' });
    expect(svg.getAttribute('width')).toBe(String(QR_CODE_DEFAULTS.size));
    expect(svg.getAttribute('height')).toBe('200');
    expect(svg.dataset.ecc).toBe('M');
    expect(svg.dataset.margin).toBe('20');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000000');
    // The logo is 0.2 of the code's width with corners of 8 px, in viewBox units.
    const [, , box] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const pxPerUnit = 200 / (box as number);
    const image = svg.querySelector('image') as SVGImageElement;
    expect(image.getAttribute('href')).toBe('/logo.svg');
    expect(Number(image.getAttribute('width')) * pxPerUnit).toBeCloseTo(200 * 0.2, 5);
    const clip = svg.querySelector('clipPath rect') as SVGRectElement;
    expect(Number(clip.getAttribute('rx')) * pxPerUnit).toBeCloseTo(8, 5);
    // The 20 px margin: the quiet zone before the first module.
    const [minX] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(-(minX as number) * pxPerUnit).toBeCloseTo(20, 5);
  });

  it('shows a code for each published app resource only, with the brand logo', () => {
    const permission = buildPermission({}, {
      resources: [
        { resourceType: 'LOGO', url: '/brands/demo/logo.svg' },
        { resourceType: 'MOBILECONFIG', url: 'https://example.test/app.mobileconfig' },
        { resourceType: 'ANDROID', url: 'https://example.test/app.apk' },
      ],
    });
    render(
      <BrandProvider permission={permission}>
        <AppDownload />
      </BrandProvider>,
    );
    const items = document.querySelectorAll<HTMLElement>('.app-download__item');
    expect([...items].map((i) => i.dataset.resource)).toEqual(['MOBILECONFIG', 'ANDROID']);
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(2);
    expect(items[0]?.querySelector('image')?.getAttribute('href')).toBe('/cdn/brands/demo/logo.svg');
  });

  it('draws a relative resource’s code with the page’s origin, so a phone can open it', () => {
    const permission = buildPermission({}, { resources: [{ resourceType: 'ANDROID', url: '/apps/brand.apk' }] });
    render(
      <BrandProvider permission={permission}>
        <AppDownload />
      </BrandProvider>,
    );
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(screen.queryByTestId('qr-pending')).toBeNull();
    expect(screen.getByRole('link', { name: /Download|Get/i }).getAttribute('href')).toBe('/apps/brand.apk');
  });
});
