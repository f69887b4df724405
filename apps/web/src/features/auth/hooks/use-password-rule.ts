import { type TFieldError, type TRegisterFieldConfig, validateConfiguredField } from '@wps/contracts/player';
import { useCallback } from 'react';
import { useBrand } from '@/lib/brand';

/**
 * The brand's password rule (registration config `password`), used by every
 * form that sets a new password: change, reset by phone, reset by email.
 */
export const usePasswordRule = () => {
  const { permission } = useBrand();
  const configured = permission.info.register.password;
  return useCallback(
    (value: string): TFieldError | null => {
      const rule: TRegisterFieldConfig = configured?.enabled ? { ...configured, required: true } : { enabled: true, required: true };
      return validateConfiguredField(rule, value);
    },
    [configured],
  );
};

/** Confirmation must be given and equal (SPEC.md §5: 'Incorrect confirmation input' / 'Inconsistent input'). */
export const confirmError = (password: string, confirm: string): TFieldError | null =>
  confirm.trim() === '' ? { key: 'validation.confirm_required' } : confirm.trim() === password.trim() ? null : { key: 'validation.confirm_mismatch' };
