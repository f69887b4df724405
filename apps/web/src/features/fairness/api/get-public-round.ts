import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@wps/contracts/player';
import { ZPublicRound, ZRoundId, type TPublicRound } from '@wps/fair';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/** The studio's public record of a round: not a /wps call, so it has no contract; ZPublicRound checks the answer. */
export const publicRoundPath = (roundId: string) => `/studio/fair/rounds/${encodeURIComponent(roundId)}`;

type Envelope = { success?: unknown; code?: unknown; message?: unknown; value?: unknown };

/**
 * GET /studio/fair/rounds/<roundId> in the platform's envelope. It carries no
 * token: the record is public and the verifier works without a login.
 * Failures are ApiErrors, so the page words them like any other call.
 */
export async function fetchPublicRound(roundId: string, signal?: AbortSignal): Promise<TPublicRound> {
  let response: Response;
  try {
    response = await fetch(publicRoundPath(roundId), { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network request failed');
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError(response.status, NETWORK_ERROR, `Unreadable response (HTTP ${response.status})`);
  }
  if (!envelope || typeof envelope !== 'object' || envelope.success !== true || !response.ok) {
    const code = typeof envelope?.code === 'string' ? envelope.code : response.ok ? ErrorCode.internal : `http_${response.status}`;
    const message = typeof envelope?.message === 'string' ? envelope.message : `Request failed (HTTP ${response.status})`;
    throw new ApiError(response.status, code, message);
  }
  const parsed = ZPublicRound.safeParse(envelope.value);
  if (!parsed.success) throw new ApiError(response.status, ErrorCode.internal, 'The round record is not in the expected shape');
  return parsed.data;
}

export const isRoundId = (value: string | null): value is string => value !== null && ZRoundId.safeParse(value).success;

/** The round to prefill the verifier with; asked only for a well-formed id. */
export const usePublicRound = (roundId: string | null) =>
  useQuery({
    queryKey: ['fairness', 'round', roundId],
    queryFn: ({ signal }) => fetchPublicRound(roundId ?? '', signal),
    enabled: isRoundId(roundId),
    staleTime: 0,
  });
