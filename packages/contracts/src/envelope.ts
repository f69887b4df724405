import { z } from 'zod';

/**
 * Every call answers in one envelope. `code` is a stable machine-readable
 * identifier (the web client maps it to the i18n key `error.<code>`);
 * `message` is a human-readable English explanation for logs and developers.
 */
export const ZEnvelopeBase = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
});

export const envelopeOf = <T extends z.ZodType>(value: T) =>
  ZEnvelopeBase.extend({ value: value.optional() });

export type TEnvelope<T> = {
  success: boolean;
  message?: string;
  code?: string;
  value?: T;
};

/** Stable error codes shared by server and client. */
export const ErrorCode = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  brandNotFound: 'brand_not_found',
  maintenance: 'maintenance',
  regionRestricted: 'region_restricted',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
