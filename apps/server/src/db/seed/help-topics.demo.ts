import type { HelpTopicSeed } from './seed-types';

/** Lucky Peso help center, English and Tagalog. Written as HTML; sanitized on insert. */
export const demoHelpTopics: HelpTopicSeed[] = [
  {
    language: 'EN',
    anchor: 'about-us',
    title: 'About Us',
    content: `<p>Lucky Peso is an online games site: you play, deposit and withdraw in one account, on any device.</p>
<p>Every game on the site runs here, from our own studio, with its mathematics certified; most can be tried for free on demo credits first. Your password is stored hashed, and logins from a new place are verified before they are let in.</p>
<p>For help, read these topics or write to us through <strong>Feedback</strong> in the Member Center.</p>`,
  },
  {
    language: 'EN',
    anchor: 'how-to-deposit',
    title: 'How to Deposit',
    content: `<ol>
<li>Log in and press <strong>Deposit</strong> at the top of the page.</li>
<li>Choose a payment channel and enter the amount. The minimum and maximum for each channel are shown beside it.</li>
<li>Follow the instructions of the channel. Keep the reference number of your payment.</li>
<li>Your balance is updated as soon as the payment is confirmed, usually within a few minutes.</li>
</ol>
<p>If your deposit has not arrived after 15 minutes, contact customer service with the reference number and a screenshot of the payment.</p>`,
  },
  {
    language: 'EN',
    anchor: 'how-to-withdraw',
    title: 'How to Withdraw',
    content: `<ol>
<li>Open the <strong>Member Center</strong> and choose <strong>Withdraw</strong>.</li>
<li>Add a bank account or e-wallet in your own name if you have not done so yet.</li>
<li>Enter the amount and your transaction password, then submit.</li>
<li>Withdrawals are reviewed and paid in the order they are received. You can follow the status in your account records.</li>
</ol>
<p>The name on the receiving account must match the name on your Lucky Peso account. Bonus turnover requirements must be completed before withdrawing.</p>`,
  },
  {
    language: 'EN',
    anchor: 'responsible-gaming',
    title: 'Responsible Gaming',
    content: `<p>Gaming should be fun, never a way to make money or escape problems. Only play with money you can afford to lose.</p>
<ul>
<li>Set a budget and a time limit before you start, and stop when you reach them.</li>
<li>Never chase losses.</li>
<li>Take regular breaks.</li>
<li>You must be at least 21 years old to play.</li>
</ul>
<p>If you feel you are losing control, contact customer service to set deposit limits or to close your account for a period of time.</p>`,
  },
  {
    language: 'EN',
    anchor: 'terms-and-conditions',
    title: 'Terms and Conditions',
    content: `<p>By opening an account you confirm that you are at least 21 years old, that all information you give is true, and that you hold only one account.</p>
<p>Accounts, balances and bonuses are personal and may not be transferred. Bets are final once accepted. In case of a technical fault, the result recorded by the game provider applies.</p>
<p>We may ask for proof of identity before paying a withdrawal, and we may close accounts that break these terms, use more than one account or abuse promotions.</p>`,
  },
  {
    language: 'EN',
    anchor: 'privacy-policy',
    title: 'Privacy Policy',
    content: `<p>We collect only the information we need to run your account: your username, contact details, payment details and your play history.</p>
<p>We use it to process your transactions, to keep your account safe, to meet our legal obligations and, if you agree, to tell you about promotions.</p>
<p>We never sell your data. We share it only with payment and game providers as needed to serve you, or when the law requires it. You can ask customer service for a copy of your data at any time.</p>`,
  },
  {
    language: 'EN',
    anchor: 'faq',
    title: 'Frequently Asked Questions',
    content: `<h4>I forgot my password. What should I do?</h4>
<p>Press <strong>Forgot password</strong> in the login window and reset it by mobile number or e-mail.</p>
<h4>Can I try games without depositing?</h4>
<p>Yes. Use the free-trial button on a game tile to play with demo credits.</p>
<h4>Why was my withdrawal rejected?</h4>
<p>The most common reasons are a name mismatch on the receiving account or unfinished bonus turnover. The reason is shown in your account records.</p>`,
  },
  {
    language: 'TY',
    anchor: 'about-us',
    title: 'Tungkol sa Amin',
    content: `<p>Ang Lucky Peso ay isang online na site ng mga laro: naglalaro, nagdedeposito at nagwi-withdraw ka sa iisang account, sa kahit anong device.</p>
<p>Tumatakbo rito ang bawat laro sa site, mula sa aming sariling studio, at sertipikado ang matematika nito; karamihan ay masusubukan muna nang libre gamit ang demo credits. Naka-hash ang iyong password, at bineberipika muna ang login mula sa bagong lugar bago ito papasukin.</p>
<p>Para sa tulong, basahin ang mga paksang ito o sumulat sa amin sa <strong>Feedback</strong> sa Member Center.</p>`,
  },
  {
    language: 'TY',
    anchor: 'how-to-deposit',
    title: 'Paano Mag-deposito',
    content: `<ol>
<li>Mag-log in at pindutin ang <strong>Deposito</strong> sa itaas ng pahina.</li>
<li>Pumili ng paraan ng pagbabayad at ilagay ang halaga. Makikita sa tabi ng bawat paraan ang pinakamababa at pinakamataas na halaga.</li>
<li>Sundin ang mga tagubilin ng napiling paraan. Itago ang reference number ng iyong bayad.</li>
<li>Madadagdagan ang iyong balanse sa sandaling makumpirma ang bayad, kadalasan sa loob ng ilang minuto.</li>
</ol>
<p>Kung hindi pa pumapasok ang deposito pagkalipas ng 15 minuto, makipag-ugnayan sa customer service at ibigay ang reference number at screenshot ng bayad.</p>`,
  },
  {
    language: 'TY',
    anchor: 'how-to-withdraw',
    title: 'Paano Mag-withdraw',
    content: `<ol>
<li>Buksan ang <strong>Member Center</strong> at piliin ang <strong>Withdraw</strong>.</li>
<li>Magdagdag ng bank account o e-wallet na nakapangalan sa iyo kung wala ka pa nito.</li>
<li>Ilagay ang halaga at ang iyong transaction password, saka pindutin ang isumite.</li>
<li>Sinusuri at binabayaran ang mga withdrawal ayon sa pagkakasunod ng pagdating. Masusubaybayan mo ang katayuan nito sa iyong mga talaan ng account.</li>
</ol>
<p>Dapat tumugma ang pangalan sa tatanggap na account sa pangalan ng iyong Lucky Peso account. Kailangang matapos muna ang turnover ng bonus bago mag-withdraw.</p>`,
  },
  {
    language: 'TY',
    anchor: 'responsible-gaming',
    title: 'Responsableng Paglalaro',
    content: `<p>Ang paglalaro ay para sa kasiyahan, hindi paraan ng pagkakakitaan o pagtakas sa mga problema. Maglaro lamang gamit ang perang kaya mong mawala.</p>
<ul>
<li>Magtakda ng badyet at oras bago magsimula, at huminto kapag naabot mo na ang mga ito.</li>
<li>Huwag habulin ang mga natalo.</li>
<li>Magpahinga nang madalas.</li>
<li>Kailangang ikaw ay hindi bababa sa 21 taong gulang para makapaglaro.</li>
</ul>
<p>Kung pakiramdam mo ay nawawalan ka na ng kontrol, makipag-ugnayan sa customer service para maglagay ng limitasyon sa deposito o pansamantalang isara ang iyong account.</p>`,
  },
  {
    language: 'TY',
    anchor: 'terms-and-conditions',
    title: 'Mga Tuntunin at Kundisyon',
    content: `<p>Sa pagbubukas ng account, kinukumpirma mong ikaw ay hindi bababa sa 21 taong gulang, na totoo ang lahat ng impormasyong ibinigay mo, at na iisa lamang ang iyong account.</p>
<p>Personal ang mga account, balanse at bonus at hindi maaaring ilipat sa iba. Pinal na ang taya kapag natanggap na. Kapag nagkaroon ng teknikal na aberya, ang resultang naitala ng game provider ang masusunod.</p>
<p>Maaari kaming humingi ng patunay ng pagkakakilanlan bago magbayad ng withdrawal, at maaari naming isara ang mga account na lumalabag sa mga tuntuning ito, gumagamit ng higit sa isang account o nang-aabuso ng mga promosyon.</p>`,
  },
  {
    language: 'TY',
    anchor: 'privacy-policy',
    title: 'Patakaran sa Privacy',
    content: `<p>Kinokolekta lamang namin ang impormasyong kailangan para patakbuhin ang iyong account: ang iyong username, mga detalye ng pakikipag-ugnayan, mga detalye ng pagbabayad at kasaysayan ng iyong paglalaro.</p>
<p>Ginagamit namin ito para iproseso ang iyong mga transaksyon, panatilihing ligtas ang iyong account, sumunod sa batas at, kung papayag ka, ipaalam sa iyo ang mga promosyon.</p>
<p>Hindi namin ibinebenta ang iyong datos. Ibinabahagi lamang namin ito sa mga payment at game provider kung kinakailangan para mapagsilbihan ka, o kapag iniuutos ng batas. Maaari kang humingi ng kopya ng iyong datos sa customer service anumang oras.</p>`,
  },
  {
    language: 'TY',
    anchor: 'faq',
    title: 'Mga Madalas Itanong',
    content: `<h4>Nakalimutan ko ang aking password. Ano ang dapat kong gawin?</h4>
<p>Pindutin ang <strong>Nakalimutan ang password</strong> sa login window at i-reset ito gamit ang mobile number o e-mail.</p>
<h4>Puwede ba akong sumubok ng laro nang hindi nagdedeposito?</h4>
<p>Oo. Gamitin ang free-trial button sa laro para maglaro gamit ang demo credits.</p>
<h4>Bakit tinanggihan ang aking withdrawal?</h4>
<p>Kadalasang dahilan ang hindi pagtutugma ng pangalan sa tatanggap na account o hindi pa tapos na turnover ng bonus. Makikita ang dahilan sa iyong mga talaan ng account.</p>`,
  },
];
