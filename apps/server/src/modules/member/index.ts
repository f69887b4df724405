/** The member module's public face: members as other modules read and record them (logins, addresses, second steps). */
export {
  findAgentByAffiliateCode,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  findMembersByIds,
  insertMember,
  isKnownIp,
  markLoggedIn,
  membersBornIn,
  registrationsByDay,
  registeredFromAddressOf,
  registerAddressClusters,
  rememberIp,
  setAffiliateCode,
  useTotpStep,
  type MemberRow,
} from './member.repository';
/** The upline tree (a closure table the database keeps through triggers on members). */
export { teamOf, teamSize, uplinesOf } from './member-tree.repository';
export { roomBelow } from './member-tree.service';
export { refuseCommonPassword } from './password-rules';
/** A member's tags (promotions' audiences). */
export { tagsOfMember } from './member-notes.repository';
