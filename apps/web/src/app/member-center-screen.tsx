import MemberCenter, { type MemberScreens } from '@/features/member/components/member-center';

/**
 * The lazy MemberCenter chunk: the member center with the sections other
 * features own. Each feature exports its section; this map puts it under its
 * SPEC.md §2 menu id.
 */
const screens: MemberScreens = {};

const MemberCenterScreen = () => <MemberCenter screens={screens} />;

export default MemberCenterScreen;
