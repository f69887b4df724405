import type { HelpTopicSeed } from './seed-types';

/** Nova Arcade help center: a smaller brand with its own texts. */
export const novaHelpTopics: HelpTopicSeed[] = [
  {
    language: 'EN',
    anchor: 'about-us',
    title: 'About Nova Arcade',
    content: `<p>Nova Arcade is a compact games site focused on slots, fishing and arcade titles, played in US dollars.</p>
<p>Every game is supplied by a tested provider and every payment runs over an encrypted connection.</p>`,
  },
  {
    language: 'EN',
    anchor: 'payments',
    title: 'Deposits and Withdrawals',
    content: `<p>Deposit from the <strong>Wallet</strong> page with a card or e-wallet in your own name. Withdrawals go back to the same method and are reviewed within one business day.</p>`,
  },
  {
    language: 'EN',
    anchor: 'responsible-gaming',
    title: 'Play Responsibly',
    content: `<p>Decide how much time and money you will spend before you play, and stop when you reach that limit. Ask support for a cooling-off period at any time. Players must be 21 or older.</p>`,
  },
  {
    language: 'EN',
    anchor: 'faq',
    title: 'Questions',
    content: `<h4>How do I open an account?</h4>
<p>Accounts are opened by our partners. Ask the person who invited you for a registration link.</p>
<h4>Which currency do you use?</h4>
<p>All balances and bets are in US dollars.</p>`,
  },
  {
    language: 'TY',
    anchor: 'about-us',
    title: 'Tungkol sa Nova Arcade',
    content: `<p>Ang Nova Arcade ay isang maliit na site ng mga laro na nakatuon sa slots, fishing at arcade, at nilalaro gamit ang US dollar.</p>
<p>Bawat laro ay mula sa sinuring provider at bawat bayad ay dumadaan sa naka-encrypt na koneksyon.</p>`,
  },
  {
    language: 'TY',
    anchor: 'payments',
    title: 'Mga Deposito at Withdrawal',
    content: `<p>Mag-deposito mula sa pahinang <strong>Wallet</strong> gamit ang card o e-wallet na nakapangalan sa iyo. Ibinabalik ang withdrawal sa parehong paraan at sinusuri sa loob ng isang araw ng trabaho.</p>`,
  },
  {
    language: 'TY',
    anchor: 'responsible-gaming',
    title: 'Maglaro nang Responsable',
    content: `<p>Pagpasyahan kung gaano karaming oras at pera ang gagastusin bago maglaro, at huminto kapag naabot na ang limitasyon. Maaaring humingi ng cooling-off period sa support anumang oras. Dapat ay 21 taong gulang pataas ang mga manlalaro.</p>`,
  },
  {
    language: 'TY',
    anchor: 'faq',
    title: 'Mga Tanong',
    content: `<h4>Paano ako magbubukas ng account?</h4>
<p>Ang aming mga partner ang nagbubukas ng mga account. Humingi ng registration link sa taong nag-imbita sa iyo.</p>
<h4>Anong pera ang ginagamit ninyo?</h4>
<p>Lahat ng balanse at taya ay nasa US dollar.</p>`,
  },
];
