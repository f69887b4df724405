import { z } from 'zod';

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-fA-F:]{2,39}(\/(12[0-8]|1[01]\d|\d?\d))?$/;

/** An IPv4 or IPv6 address, or a CIDR block of either: an entry of an address allow-list. */
export const isIpOrCidr = (v: string): boolean => IPV4.test(v) || (IPV6.test(v) && v.includes(':'));

export const ZIpOrCidr = z.string().trim().refine(isIpOrCidr, 'An IP address or a CIDR block');
