import sanitize from 'sanitize-html';

/**
 * Rich text that brands author (help topics, later announcements) is rendered
 * as HTML by the client, so it is cleaned once, when written: only structural
 * tags, links limited to http(s)/mailto/tel and relative paths, no scripts,
 * styles or event handlers.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      // A link that opens a new tab must not hand the opener to the target.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
