/** Rules every new member password meets, wherever it is chosen (registration, registerCenter, changes). */
import { ErrorCode } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { isCommonPassword } from '../../lib/common-passwords';

/** A new password on the list of the most common ones (lib/common-passwords.ts) is refused: 400 password_common on its field. */
export function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, ErrorCode.passwordCommon, 'This password is one of the most common ones; choose another', {
      field,
      key: 'error.password_common',
      params: {},
    });
  }
}
