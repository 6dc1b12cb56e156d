import type { StaticPageText } from '../../static-page.ts';

/** "Notre mission": why Rihla exists — travel at your own pace, offline use, seven languages, local partners. In English. */
const page: StaticPageText = {
  title: 'Our mission',
  intro:
    'Rihla sets out to make Tunisia easy to discover: a single travel companion to find information, book and get your bearings, even far from any network.',
  sections: [
    {
      heading: 'Travel Tunisia at your own pace',
      paragraphs: [
        'From the wooded north around Tabarka to the oases of Tozeur, from the medinas of Tunis and Sousse to the beaches of Djerba, there are a thousand ways to explore Tunisia. Rihla brings together in one place everything you need to plan a stay: where to sleep, where to eat, what to visit and how to get around.',
        'You choose your stops, your dates and your budget. Whether you are going for a weekend or for three weeks, on your own, with your family or in a group, the app helps you put together a trip that suits you, with no set itinerary.',
      ],
    },
    {
      heading: 'An app that works offline',
      paragraphs: [
        'On the roads of the south or in the mountains of the north-west, mobile coverage is not always there. Rihla is designed to keep working without a connection: the guide pages you have opened, the emergency numbers and your reservations stay available on your device.',
        'As soon as the signal returns, the app quietly updates itself. You keep the essentials at hand, without depending on a Wi-Fi hotspot or using up your mobile data for nothing.',
      ],
    },
    {
      heading: 'Seven languages, including Arabic',
      paragraphs: [
        'Rihla speaks French, English, Arabic, Russian, Chinese, Japanese and Korean. Every page, button and message is translated, so that everyone can plan their trip in the language they know best.',
        'Arabic is displayed from right to left, with a layout designed for that reading direction. Place names are written in the usual form of each language, to help you recognise them on road signs as well as in conversation.',
      ],
    },
    {
      heading: 'Alongside local partners',
      paragraphs: [
        'Hotels, guest houses, guides, travel agencies, vehicle rental companies, restaurants and craftspeople: travelling in Tunisia happens with the people who welcome visitors every day. Rihla wants to give them a clear showcase and a simple way to receive bookings.',
        'By booking directly with these providers, you help support tourism that stays close to the regions and the people who live there, well beyond the seaside resorts.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
