import type { z } from 'zod';
import type { TStaffGuard } from './staff/staff-access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One call of SPEC.md §7: its path and method, the schema of its input and
 * the schema of the `value` it answers with. The server validates with it,
 * the web client calls through it, the tests use it, and the OpenAPI
 * document is generated from it.
 */
export interface Contract<
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TValue extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /** Requires a member session token. */
  auth: boolean;
  /**
   * The body travels encrypted (SPEC.md §7 "encrypted"): the client sends a
   * `ZEncryptedBody` sealed with the server's published key; the server opens
   * it and validates the result against `body`.
   */
  encrypted?: boolean;
  /** The body is `application/x-www-form-urlencoded` instead of JSON. */
  form?: boolean;
  /** A larger body limit than the default 1 MiB (calls carrying images). */
  bodyLimit?: number;
  /**
   * Requires a staff session token instead of a member's (the staff API), and
   * the permission the call needs (`self`: any staff session, for calls about
   * one's own). `enrolment`: a session still enrolling its authenticator may
   * call it too (every other staff call refuses such a session).
   */
  staff?: { permission: TStaffGuard; enrolment?: true };
  query?: TQuery;
  body?: TBody;
  value: TValue;
}

export const defineContract = <
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TValue extends z.ZodType = z.ZodType,
>(
  c: Contract<TQuery, TBody, TValue>,
) => c;

/** Types only: the key by which a `Call` names its contract. Never present at runtime. */
export declare const contractOf: unique symbol;

/**
 * What a client needs to make one call of a contract: its method, path and
 * flags, without the contract's zod schemas. `player/calls.ts` is generated
 * with one per player contract (`npm run calls -w @wps/contracts`), so a
 * browser calls the API without loading a schema it does not run. The
 * contract rides along in the type only, for the call's query, body and value.
 */
export interface Call<C extends Contract = Contract> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: boolean;
  readonly encrypted?: boolean;
  readonly form?: boolean;
  readonly [contractOf]: C;
}

/** The contract behind a `Call`, or the contract itself. */
export type ContractOf<C> = C extends { readonly [contractOf]: infer K } ? K : C;

export type ContractQuery<C> =
  ContractOf<C> extends Contract<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type ContractBody<C> =
  ContractOf<C> extends Contract<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type ContractValue<C> =
  ContractOf<C> extends Contract<z.ZodType | undefined, z.ZodType | undefined, infer V> ? z.output<V> : never;
