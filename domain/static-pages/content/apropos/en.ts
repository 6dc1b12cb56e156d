import type { StaticPageText } from '../../static-page.ts';

/** "À propos": who builds Rihla, what the app offers, how the demo catalogue works, how to reach us. In English. */
const page: StaticPageText = {
  title: 'About Rihla',
  intro:
    'Rihla means “journey” in Arabic. It is a travel guide and booking app dedicated to Tunisia, designed to work everywhere, even offline.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'We are a small team designing and building Rihla, a travel guide and booking app for Tunisia. We love this country — its landscapes, its heritage and its hospitality — and we want to make it easier to reach for travellers from all over the world.',
        'We move forward in small steps: every feature is tested on a phone, on a slow connection and with no network at all, in all seven languages of the app, before it goes live.',
      ],
    },
    {
      heading: 'What you will find in the app',
      paragraphs: [
        'Places to stay and eat: hotels, guest houses and restaurants, with their description, photos, prices and location.',
        'Ways to discover the country: museums, monuments and heritage sites, festivals and events, activities, circuits, tourist guides, as well as craft and wellness places. Videos give you a glimpse of them before you set off.',
        'Getting around: vehicle rental and practical information on airports, plus a page that gathers all the emergency numbers.',
      ],
    },
    {
      heading: 'How the demo catalogue works',
      paragraphs: [
        'Rihla is currently presented with a demonstration catalogue. The businesses and providers listed in it — hotels, guest houses, restaurants, agencies, guides and rental vehicles — are fictitious data, created to show how the app works. Their names, prices and availability do not correspond to any real company.',
        'Heritage sites, festivals, airports and emergency numbers, on the other hand, are real public information. We check them carefully, but opening hours and dates can change: remember to confirm them before you travel.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'A question, a suggestion, a mistake spotted in the guide? Write to us from the app’s contact page. We read every message and reply as soon as we can.',
        'Are you a tourism professional in Tunisia and would like to appear in Rihla? Use the contact page as well to tell us about your business or activity.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
