import { ErrorCode, type TLoginResult } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { sha256 } from '../../lib/tokens';
import type { AppServices } from '../../services';
import { findMemberById } from '../member/member.repository';
import type { LoginContext } from './login.service';
import { consumeExchangeCode } from './session.repository';
import { completeLogin } from './session.service';

/** The browser trades the one-time code of `/?oauthCode=` for a session (the token never travels in a URL). */
export async function exchangeOAuthCode(services: AppServices, ctx: LoginContext, code: string): Promise<TLoginResult> {
  const merchant = ctx.brand.merchant;
  const memberId = await consumeExchangeCode(services.db, merchant.id, sha256(code), services.clock.now());
  const member = memberId === null ? undefined : await findMemberById(services.db, merchant.id, memberId);
  if (!member) throw new AppError(400, ErrorCode.codeInvalid, 'The sign-in has expired; please try again');
  if (member.status !== 'active') throw new AppError(403, ErrorCode.accountDisabled, 'This account is disabled; contact customer service');
  return completeLogin(services, merchant, member, ctx, { weakPassword: false });
}
