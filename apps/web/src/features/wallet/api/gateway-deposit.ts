import { gatewayDeposit, type TGatewayDepositBody } from '@wps/contracts/player';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Starts a gateway deposit; the caller sends the member to the answered address. */
export const useGatewayDeposit = () => useMutation({ mutationFn: (body: TGatewayDepositBody) => callApi(gatewayDeposit, { body }) });
