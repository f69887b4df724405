/** A fresh id for one request the server keeps unique (a retried request carries the same one). */
export const newRequestId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
