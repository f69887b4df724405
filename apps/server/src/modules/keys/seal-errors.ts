import { ErrorCode, SealError } from '@wps/contracts';
import { AppError } from '../../http/app-error';

/** The client learns only the code; the reason stays in the server log (it would help probing). */
export function sealErrorToAppError(err: unknown): unknown {
  if (!(err instanceof SealError)) return err;
  return err.code === 'encryption_key_unknown'
    ? new AppError(400, ErrorCode.encryptionKeyUnknown, 'The encryption key is unknown or retired; reload the page')
    : new AppError(400, ErrorCode.encryptionInvalid, 'The encrypted body could not be opened');
}
