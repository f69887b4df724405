/** The member behind a request's bearer token. */
export interface AuthenticatedMember {
  id: number;
  merchantId: number;
  account: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  sessionId: string;
}
