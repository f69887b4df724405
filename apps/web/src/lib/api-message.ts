import type { TFunction } from 'i18next';
import { errorKey, isApiError } from './api-client';

/** An API failure in the member's language: the `error.<code>` text, else the server's English message. */
export const apiMessage = (t: TFunction, e: unknown): string => t(errorKey(e), { defaultValue: isApiError(e) ? e.message : undefined });

/** The error code of an API failure, or null for anything else. */
export const apiCode = (e: unknown): string | null => (isApiError(e) ? e.code : null);
