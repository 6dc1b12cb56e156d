import type { StaticPageText } from '../../static-page.ts';

/** "Politique de confidentialité": what personal data Rihla keeps, where, why, and the traveller’s rights. In English. */
const page: StaticPageText = {
  title: 'Privacy policy',
  intro:
    'This page explains what personal data Rihla collects, why, where it is kept and how to exercise your rights. It expands on the “Personal data” section of the terms of use.',
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        'Personal data collected on the website and in the app is processed by Rihla, a travel guide and booking service dedicated to Tunisia, in order to run the service.',
        'For any question about your data or this policy, and to exercise your rights, write to us from the contact page.',
      ],
    },
    {
      heading: 'Your account data',
      paragraphs: [
        'You do not need an account to browse the guide. When you create one, we record your title (Mr or Mrs), your first and last name, your e-mail address, your date of birth, your phone number, your address, zip code, city and country, your identity card or passport number, and your preferred language.',
        'We ask for this information because hotels, agencies and transport companies require the traveller’s identity to confirm a booking. Your e-mail address is also used to sign you in and to write to you, and your preferred language to do so in your own language.',
        'Your bookings (services, dates, number of people, status, amount) are linked to your account so that you can follow them under “My account”.',
      ],
    },
    {
      heading: 'Password and sign-in',
      paragraphs: [
        'Your password is never stored. We keep only a hash of it, computed with the argon2id algorithm, which lets us check the password you enter when you sign in but cannot be turned back into the password: no one at Rihla knows it.',
        'Each time you sign in, the server creates a random session token, valid for 30 days, and here too keeps only a hash of it: the token itself is not stored on our servers. It is revoked when you sign out, and all your tokens are revoked when your password is reset.',
        'If you have forgotten your password, we e-mail you a single-use reset link that is valid for one hour.',
      ],
    },
    {
      heading: 'What stays on your device',
      paragraphs: [
        'So that you stay signed in even after closing the browser or restarting your device, the app keeps your sign-in token, along with your first name, last name and e-mail address, in the browser’s local storage. It also keeps the language you chose there. Signing out deletes the token and this personal information.',
        'So that the guide works without a network, the app also keeps the pages and data you have already viewed in the browser’s cache and storage. They stay on your device; you can delete them at any time by clearing the site’s data in your browser settings.',
        'Rihla sets no tracking or advertising cookies. And if you allow access to your location on the Directions page, it is used only on your device: the “Location data” page explains this in detail.',
      ],
    },
    {
      heading: 'Contact messages',
      paragraphs: [
        'When you write to us from the contact page, we record your name, your e-mail address, and the subject and text of your message, then forward it by e-mail to the Rihla team so that they can reply.',
        'Only include what your request needs, and never a password or a bank card number.',
      ],
    },
    {
      heading: 'Data sharing',
      paragraphs: [
        'Rihla uses no advertising trackers, does not sell your data and does not use it for advertising.',
        'When you book, we pass on to the provider concerned — hotel, restaurant, agency or guide — only the information needed to carry out that booking, for example your name and, if they require it, your identity document number. Your data is not shared with any provider with whom you have not booked anything.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Rihla is designed to be served over HTTPS in production, so that exchanges between your device and our servers are encrypted.',
        'Passwords and tokens are stored only as hashes, and the number of sign-in attempts is limited to slow down anyone trying password after password.',
        'No system is infallible: if you notice unusual activity on your account, change your password and let us know through the contact page.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under Tunisian Organic Law No. 2004-63 of 27 July 2004 on the protection of personal data, you have the right to access, rectify and delete your data.',
        'You can view and edit your profile yourself under “My account”. To get a copy of your data or ask for it to be deleted, write to us from the contact page.',
        'If you believe your rights have not been respected, you can contact the National Authority for the Protection of Personal Data (INPDP), the Tunisian authority responsible for enforcing this law.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
