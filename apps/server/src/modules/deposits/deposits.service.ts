/**
 * The member's side of deposits (issue 4): the brand's channels, reporting a
 * bank transfer (staff approve or reject it later), starting a payment
 * gateway deposit (the gateway's signed callback settles it), and the list.
 *
 * Creating a deposit moves no money: only settlement does (deposit-settlement.ts).
 * A deposit is keyed by the client's request id, so a double submit or a
 * retried request finds the first deposit instead of making a second one.
 */
import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  depositQuote,
  type TBankDepositBody,
  type TDeposit,
  type TDepositChannel,
  type TGatewayDepositBody,
  type TImageUpload,
  type TPage,
} from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import { uniqueViolation } from '../../lib/db-errors';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { channelReady, presentChannel, presentDeposit } from './deposits.presenter';
import {
  findChannelByCode,
  findChannelById,
  findDepositByRequest,
  findDepositView,
  insertDeposit,
  insertReceipt,
  listActiveChannels,
  listDepositViews,
  receiptHashes,
  type ChannelRow,
  type DepositRow,
  type DepositStatus,
} from './deposits.repository';
import { CALLBACK_PATH, signRedirect, type GatewayRedirectParams } from './gateway.protocol';
import { decodeImage, type DecodedImage } from '../../lib/image-upload';

export interface MemberContext {
  merchant: MerchantRow;
  memberId: number;
}

type Kind = ChannelRow['kind'];

/** Read on every call, never cached: a channel the console changes shows on the deposit page at once. */
export async function depositChannels(services: Pick<AppServices, 'db'>, merchantId: number): Promise<TDepositChannel[]> {
  return (await listActiveChannels(services.db, merchantId)).filter(channelReady).map(presentChannel);
}

/** 'D' + the brand-local day + 8 random digits, e.g. D2026030112345678; the unique index catches the rare repeat. */
export function newOrderNo(merchant: Pick<MerchantRow, 'gmtOffsetMinutes'>, now: Date): string {
  const local = new Date(now.getTime() + merchant.gmtOffsetMinutes * 60_000);
  const day = local.toISOString().slice(0, 10).replaceAll('-', '');
  return `D${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

async function usableChannel(services: Pick<AppServices, 'db'>, merchantId: number, code: string, kind: Kind): Promise<ChannelRow> {
  const channel = await findChannelByCode(services.db, merchantId, code);
  if (!channel || channel.status !== 'active' || channel.kind !== kind || !channelReady(channel)) {
    throw new AppError(400, ErrorCode.channelUnavailable, 'This deposit channel is not available');
  }
  return channel;
}

function checkAmount(amount: bigint, channel: ChannelRow): bigint {
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    throw new AppError(400, ErrorCode.amountOutOfRange, `The amount must be between ${channel.minAmount} and ${channel.maxAmount} (minor units)`);
  }
  // The deposit form shows the member this same quote before they pay.
  const { fee, coversFee } = depositQuote(amount, channel);
  if (!coversFee) throw new AppError(400, ErrorCode.amountOutOfRange, 'The amount does not cover the channel fee');
  return fee;
}

interface NewDeposit {
  requestId: string;
  kind: Kind;
  channelCode: string;
  amount: bigint;
  payerName: string | null;
  reference: string | null;
  receipt?: TImageUpload | undefined;
}

/** A double submit returns the first deposit; the same request id with other data is refused. */
async function sameRequest(services: Pick<AppServices, 'db'>, existing: DepositRow, input: NewDeposit, receipt: string | null): Promise<DepositRow> {
  const channel = await findChannelById(services.db, existing.channelId);
  const hashes = await receiptHashes(services.db, existing.id);
  const same =
    existing.kind === input.kind &&
    channel?.code === input.channelCode &&
    existing.amount === input.amount &&
    existing.payerName === input.payerName &&
    existing.reference === input.reference &&
    (hashes[0] ?? null) === receipt;
  if (!same) throw new AppError(409, ErrorCode.requestConflict, 'This request id was already used for a different deposit');
  return existing;
}

const ORDER_NO_ATTEMPTS = 5;

async function createDeposit(services: Pick<AppServices, 'db' | 'clock'>, ctx: MemberContext, input: NewDeposit): Promise<DepositRow> {
  const earlier = await findDepositByRequest(services.db, ctx.memberId, input.requestId);
  const receipt: DecodedImage | null = input.receipt ? decodeImage(input.receipt, 'receipt') : null;
  if (earlier) return sameRequest(services, earlier, input, receipt?.sha256 ?? null);

  const channel = await usableChannel(services, ctx.merchant.id, input.channelCode, input.kind);
  const fee = checkAmount(input.amount, channel);

  for (let attempt = 1; ; attempt++) {
    const now = services.clock.now();
    try {
      return await services.db.transaction(async (tx) => {
        const deposit = await insertDeposit(tx, {
          merchantId: ctx.merchant.id,
          memberId: ctx.memberId,
          channelId: channel.id,
          kind: input.kind,
          requestId: input.requestId,
          orderNo: newOrderNo(ctx.merchant, now),
          amount: input.amount,
          fee,
          payerName: input.payerName,
          reference: input.reference,
          createdAt: now,
          updatedAt: now,
        });
        if (receipt) {
          await insertReceipt(tx, {
            merchantId: ctx.merchant.id,
            memberId: ctx.memberId,
            ownerId: deposit.id,
            mime: receipt.mime,
            size: receipt.bytes.length,
            sha256: receipt.sha256,
            bytes: receipt.bytes,
            createdAt: now,
          });
        }
        return deposit;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      // Two submits of one request racing each other: the loser answers with the winner's deposit.
      if (constraint === 'deposits_request_unique') {
        const first = await findDepositByRequest(services.db, ctx.memberId, input.requestId);
        if (first) return sameRequest(services, first, input, receipt?.sha256 ?? null);
      }
      if (constraint === 'deposits_order_unique' && attempt < ORDER_NO_ATTEMPTS) continue;
      throw err;
    }
  }
}

async function view(services: Pick<AppServices, 'db'>, merchantId: number, deposit: DepositRow) {
  const found = await findDepositView(services.db, merchantId, deposit.id);
  if (!found) throw new Error(`deposit ${deposit.id} vanished`);
  return found;
}

export async function bankDeposit(services: Pick<AppServices, 'db' | 'clock'>, ctx: MemberContext, body: TBankDepositBody): Promise<TDeposit> {
  const deposit = await createDeposit(services, ctx, {
    requestId: body.requestId,
    kind: 'bank',
    channelCode: body.channelCode,
    amount: BigInt(body.amount),
    payerName: body.payerName,
    reference: body.reference,
    receipt: body.receipt,
  });
  return presentDeposit(await view(services, ctx.merchant.id, deposit));
}

/**
 * Where the member's browser goes to pay: the channel's gateway address
 * (absolute, or relative to this site like the simulator's) with the signed
 * order. The gateway calls back `notifyUrl` and returns the member to the
 * deposit page.
 */
export function gatewayRedirectUrl(channel: ChannelRow, deposit: DepositRow, currency: string, origin: string): string {
  if (!channel.gatewayUrl || !channel.gatewayMerchantId || !channel.gatewaySecret) throw new Error(`gateway channel ${channel.code} is not configured`);
  const params: GatewayRedirectParams = {
    merchantId: channel.gatewayMerchantId,
    orderNo: deposit.orderNo,
    amount: deposit.amount.toString(),
    currency,
    notifyUrl: `${origin}${CALLBACK_PATH}`,
    returnUrl: `${origin}/member?tab=depositv2&order=${encodeURIComponent(deposit.orderNo)}`,
  };
  const url = new URL(channel.gatewayUrl, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set('signature', signRedirect(params, channel.gatewaySecret));
  return url.toString();
}

export async function gatewayDeposit(
  services: Pick<AppServices, 'db' | 'clock'>,
  ctx: MemberContext & { origin: string },
  body: TGatewayDepositBody,
): Promise<{ deposit: TDeposit; redirectUrl: string }> {
  const deposit = await createDeposit(services, ctx, {
    requestId: body.requestId,
    kind: 'gateway',
    channelCode: body.channelCode,
    amount: BigInt(body.amount),
    payerName: null,
    reference: null,
  });
  const channel = await findChannelById(services.db, deposit.channelId);
  if (!channel) throw new Error(`channel ${deposit.channelId} vanished`);
  return {
    deposit: presentDeposit(await view(services, ctx.merchant.id, deposit)),
    redirectUrl: gatewayRedirectUrl(channel, deposit, ctx.merchant.currency, ctx.origin),
  };
}

export async function memberDeposits(
  services: Pick<AppServices, 'db'>,
  ctx: MemberContext,
  query: { pageNo: number; pageSize: number; status?: DepositStatus | undefined },
): Promise<TPage<TDeposit>> {
  const { rows, total } = await listDepositViews(
    services.db,
    { merchantId: ctx.merchant.id, memberId: ctx.memberId, status: query.status },
    pageWindow(query),
  );
  return pageOfRows(rows.map(presentDeposit), total, query);
}
