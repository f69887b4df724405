import { sealBody, type THumanChallenge, type THumanVerification, type TEncryptionKey, type TLoginResult } from '@wps/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { totpCode, totpStep } from '../../apps/server/src/lib/totp';
import { waitForCode } from './outbox';

/**
 * Drives the API the way the browser does (human verification, sealed
 * bodies) so a test can prepare accounts without clicking through forms.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T>(method: string, path: string, body?: unknown, token?: string, extraHeaders: Record<string, string> = {}): Promise<{ status: number; success: boolean; code?: string; value?: T }> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...this.headers,
        ...extraHeaders,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const envelope = (await res.json()) as { success: boolean; code?: string; value?: T };
    return { status: res.status, ...envelope };
  }

  async sealed<T>(method: string, path: string, body: unknown, token?: string, extraHeaders: Record<string, string> = {}) {
    const permission = await this.call<{ info: { encryption: TEncryptionKey } }>('GET', '/wps/system/permission');
    const key = permission.value?.info.encryption;
    if (!key) throw new Error('no encryption key in the permission call');
    return this.call<T>(method, path, await sealBody(body, { method, path }, key), token, extraHeaders);
  }

  async humanVerification(): Promise<THumanVerification> {
    const challenge = await this.call<THumanChallenge>('GET', '/wps/verification/challenge');
    if (!challenge.value) throw new Error('no human challenge');
    const solution = await solveChallenge({ challenge: challenge.value, deriveKey });
    if (!solution) throw new Error('could not solve the human challenge');
    return { challenge: challenge.value, solution };
  }

  async login(username: string, password: string): Promise<TLoginResult> {
    const result = await this.sealed<TLoginResult>('POST', '/wps/session/login', {
      username,
      password,
      type: 'username',
      verification: await this.humanVerification(),
    });
    if (!result.success || !result.value) throw new Error(`login failed: ${result.code}`);
    return result.value;
  }

  /**
   * Registers a member with a verified mobile number (+63); `extra` adds an
   * invite code and the headers of another visitor (X-Forwarded-For through
   * the trusted local proxy, a user agent).
   */
  async register(username: string, password: string, mobile: string, extra: { referralCode?: string; headers?: Record<string, string> } = {}): Promise<TLoginResult> {
    const headers = extra.headers ?? {};
    const sent = await this.call(
      'POST',
      '/wps/verification/sms/register',
      {
        mobileNo: mobile,
        countryDialingCode: '+63',
        username,
        verification: await this.humanVerification(),
      },
      undefined,
      headers,
    );
    if (!sent.success) throw new Error(`register sms failed: ${sent.code}`);
    const { code } = await waitForCode(this.baseUrl, `+63${mobile}`);
    const result = await this.sealed<TLoginResult>('PUT', '/wps/member/register', {
      username,
      password,
      confirmPassword: password,
      mobileNum: mobile,
      countryDialingCode: '+63',
      verificationCode: code,
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      login: true,
      ...(extra.referralCode ? { referralCode: extra.referralCode } : {}),
      verification: await this.humanVerification(),
    }, undefined, headers);
    if (!result.success || !result.value) throw new Error(`register failed: ${result.code} ${JSON.stringify(result.value)}`);
    return result.value;
  }
}

let sequence = 0;
/** A unique username and Philippine mobile number for one test. */
export function uniqueMember(prefix = 'e2e'): { username: string; mobile: string } {
  sequence += 1;
  const stamp = `${Date.now() % 1_000_000}${sequence}`.slice(-7).padStart(7, '0');
  return { username: `${prefix}${stamp}`.slice(0, 16), mobile: `917${stamp}` };
}

/** Authenticator secrets of staff enrolled by these helpers, by server and username, with the last step used. */
const enrolled = new Map<string, { secret: string; lastStep: number }>();

/** The authenticator a staff member enrolled through `staffSession` on this server (undefined before). */
export const staffAuthenticator = (api: ApiClient, username: string) => enrolled.get(`${api.baseUrl}|${username}`);

/**
 * The next unused authenticator code of a secret: the current step's, or the next step's when this one was
 * used (the server accepts one step of drift each way); waits only when both were used.
 */
export async function nextTotpCode(key: { secret: string; lastStep: number }): Promise<string> {
  while (Math.max(totpStep(), key.lastStep + 1) > totpStep() + 1) await new Promise((r) => setTimeout(r, 500));
  key.lastStep = Math.max(totpStep(), key.lastStep + 1);
  return totpCode(key.secret, key.lastStep);
}

/**
 * A staff session (the operator's side of a journey); finance01 reviews deposits and withdrawals.
 * Finance and admin enrol the authenticator at their first login: this does it the way the console does.
 */
export async function staffSession(api: ApiClient, username = 'finance01', password = 'Finance@123'): Promise<string> {
  const id = `${api.baseUrl}|${username}`;
  const known = enrolled.get(id);
  const otp = known ? await nextTotpCode(known) : undefined;
  const staff = await api.call<{ token: string; enrolment: { secret: string } | null }>('POST', '/wps/staff/session', { username, password, ...(otp ? { otp } : {}) });
  if (!staff.value) throw new Error(`staff login failed: ${staff.code}`);
  if (staff.value.enrolment) {
    const key = { secret: staff.value.enrolment.secret, lastStep: -1 };
    const done = await api.call('POST', '/wps/staff/totp/enrol', { otp: await nextTotpCode(key) }, staff.value.token);
    if (!done.success) throw new Error(`staff enrolment failed: ${done.code}`);
    enrolled.set(id, key);
  }
  return staff.value.token;
}
