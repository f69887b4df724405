import {
  consolidatedFunds as consolidatedFundsContract,
  merchantWallet as merchantWalletContract,
  transactionDetails as transactionDetailsContract,
  transactionHistory as transactionHistoryContract,
  walletBalance,
  walletTransfer,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { transactionDetails, transactionHistory } from './records.service';
import { consolidatedFunds, merchantWallet, readBalance, transfer } from './wallet.service';

const memberId = (request: FastifyRequest) => {
  if (!request.member) throw new Error('auth contract reached without a member');
  return request.member.id;
};

export function registerWalletRoutes(app: FastifyInstance, services: AppServices): void {
  // Trial members see their demo credits in the header.
  registerContract(app, walletBalance, async ({ request }) => readBalance(services.db, request.brand.merchant, memberId(request)), {
    allowTrial: true,
  });
  registerContract(app, consolidatedFundsContract, async ({ request }) =>
    consolidatedFunds(services.db, request.brand.merchant, memberId(request)),
  );
  registerContract(app, merchantWalletContract, async ({ request }) => merchantWallet(request.brand.merchant));
  registerContract(app, walletTransfer, async ({ body, request }) => transfer(services, request.brand.merchant, memberId(request), body), {
    rateLimit: { max: 120, timeWindowMs: 60_000 },
  });
  registerContract(app, transactionDetailsContract, async ({ query, request }) =>
    transactionDetails(services.db, request.brand.merchant, memberId(request), query),
  );
  registerContract(app, transactionHistoryContract, async ({ query, request }) =>
    transactionHistory(services.db, request.brand.merchant, memberId(request), query),
  );
}
