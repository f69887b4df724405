/** The catalog's public face: the vendors rows as the console reads and changes them. */
export { listAllVendorRows, updateVendorRows, type VendorRow } from './catalog.repository';
