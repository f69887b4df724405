/** The member module's public face: members as other modules read and record them (logins, addresses, second steps). */
export {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  findMembersByIds,
  insertMember,
  isKnownIp,
  markLoggedIn,
  registrationsByDay,
  rememberIp,
  useTotpStep,
  type MemberRow,
} from './member.repository';
