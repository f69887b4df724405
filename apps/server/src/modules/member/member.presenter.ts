import { MEMBER_ICON_IDS, type TMemberIcon, type TMemberInfo } from '@wps/contracts';
import type { MerchantRow } from '../brand';
import type { MemberRow } from './member.repository';

/** '+63', '9171234567' → '+63 917****567': enough for the member to recognise, not enough to reuse. */
export function maskMobile(countryCode: string | null, number: string | null): string | null {
  if (!number) return null;
  const visible = number.length > 6 ? `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}` : `${'*'.repeat(Math.max(0, number.length - 2))}${number.slice(-2)}`;
  return countryCode ? `${countryCode} ${visible}` : visible;
}

/** 'player01@example.com' → 'pl******@example.com'. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}${email.slice(at)}`;
}

export const isAgentType = (merchant: MerchantRow, type: number) => merchant.agentTypes.includes(type);
export const isTrialType = (merchant: MerchantRow, type: number) => type === merchant.trialType;

export function presentMemberInfo(member: MemberRow, merchant: MerchantRow): TMemberInfo {
  return {
    id: member.id,
    account: member.account,
    userName: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(merchant, member.type),
    isTrial: isTrialType(merchant, member.type),
    currency: merchant.currency,
    iconId: member.iconId,
    mobileMasked: maskMobile(member.mobileCountryCode, member.mobileNumber),
    emailMasked: maskEmail(member.email),
    totpEnabled: member.totpEnabled,
    affiliateCode: member.affiliateCode,
    createdAt: member.createdAt.getTime(),
    lastLoginAt: member.lastLoginAt?.getTime() ?? null,
  };
}

/** Avatar paths are relative to an image CDN, like vendor icons. */
export const avatarPath = (iconId: number) => `/avatars/${iconId}.svg`;

export function presentMemberIcon(member: MemberRow): TMemberIcon {
  return {
    iconId: member.iconId,
    iconUrl: avatarPath(member.iconId),
    choices: MEMBER_ICON_IDS.map((iconId) => ({ iconId, iconUrl: avatarPath(iconId) })),
  };
}
