import type { StaticPageText } from '../../static-page.ts';

/** "Conditions d’utilisation": terms of use of the Rihla site and app, with privacy and cookies. In English. */
const page: StaticPageText = {
  title: 'Terms of use',
  intro:
    'These terms govern the use of the Rihla website and app. By using them, you accept these terms; bookings are also subject to the terms of sale.',
  sections: [
    {
      heading: 'Purpose',
      paragraphs: [
        'These terms of use set out the rules for accessing and using the Rihla website and app, a travel guide and booking service dedicated to Tunisia.',
        'Browsing the guide is open to all and free of charge. Some features, such as booking or following up on your requests, require an account. Bookings are also subject to the terms of sale.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'To create an account, you must be at least 18 years old and provide accurate, up-to-date information, in particular your name and e-mail address.',
        'Your password is personal: keep it secret and never share it with anyone, not even someone claiming to be from the Rihla team. You are responsible for what is done from your account; if you think someone else has used it, change your password and let us know through the contact page.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You agree to use Rihla fairly and lawfully. In particular, you must not make fake bookings, impersonate anyone else, post abusive, misleading or unlawful content, or send unsolicited messages to providers.',
        'You must also not try to access Rihla’s systems without permission, disrupt how they work, or extract their data automatically and in bulk. If these rules are broken, we may suspend or delete the account concerned.',
      ],
    },
    {
      heading: 'Content and intellectual property',
      paragraphs: [
        'The Rihla name, the design of the app, its texts and its illustrations are protected. The photos and texts of the demonstration catalogue were made for Rihla; they may not be reproduced without permission.',
        'Information about heritage — monuments, archaeological sites, museums, festivals — comes from public sources and is written by our team. Third-party names and trademarks belong to their respective owners.',
      ],
    },
    {
      heading: 'Personal data',
      paragraphs: [
        'We keep the data needed to run the service: your account details (name, e-mail address, preferred language) and your bookings (services, dates, number of people, status, amount). Your password is stored in hashed form, never in plain text.',
        'This data is used to manage your account, pass your requests on to the providers concerned, send you e-mails about your bookings and keep the service secure. It is never sold or used for advertising; only the information needed for a booking is shared with the provider concerned.',
        'Your account data is kept for as long as your account is active and deleted once it is closed, except for what the law requires us to keep, such as accounting records relating to payments.',
        'Under Tunisian Organic Law No. 2004-63 of 27 July 2004 on the protection of personal data, you have the right to access, rectify and delete your data. To exercise these rights, write to us from the contact page.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'To work, including offline, the app saves a few pieces of information on your device: the language you chose, your sign-in token, which keeps you signed in, and the pages you have viewed, so that they can be shown without a network.',
        'Rihla uses no advertising trackers and does not share your browsing with ad networks. Signing out deletes your sign-in token; to remove everything, clear the site’s data in your browser settings. Saved pages will then no longer be available offline.',
      ],
    },
    {
      heading: 'Liability and availability',
      paragraphs: [
        'We do our best to keep Rihla available at all times, but the service may be interrupted for maintenance or in the event of a failure. Offline, the app shows the data saved during your last connection, which may be out of date.',
        'Before you travel, check opening hours, event dates and access conditions with the places concerned. Rihla cannot be held responsible for a change made since the last update.',
        'In an emergency in Tunisia, do not wait: call 197 (police), 198 (civil protection) or 190 (SAMU, emergency medical service) directly.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms, for example to reflect changes in the service or in the law. The date of the last update is shown on this page.',
        'If there is a significant change, we will let you know in the app or by e-mail. If you keep using Rihla after the new terms take effect, you accept them; if you do not agree, you can close your account at any time.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
