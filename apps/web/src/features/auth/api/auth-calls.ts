import { getCaptcha, getCountryCodes } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Country dialing codes for the mobile fields (per session). */
export const useCountryCodes = () =>
  useQuery({ queryKey: ['system', 'countryCodes'], queryFn: () => callApi(getCountryCodes), staleTime: Infinity });

/** A captcha image as a data URL (the answer is bound to an HttpOnly cookie, so same-origin credentials). */
export const fetchCaptchaImage = async (): Promise<string> => {
  const value = await callApi(getCaptcha);
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
};
