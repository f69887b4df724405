import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('never lets scripts or event handlers through and keeps the text', () => {
    const out = sanitizeHtml('<p>Deposit <b>steps</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">');
    expect(out).not.toMatch(/<script|onerror/i);
    const div = document.createElement('div');
    div.innerHTML = out;
    expect(div.textContent).toContain('Deposit steps');
    expect(div.textContent).not.toContain('alert');
  });
});
