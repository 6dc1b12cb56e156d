import type { StaticPageText } from '../../static-page.ts';

/** "Données de localisation": when the itinerary page asks for the traveller’s position, and what it does with it. In English. */
const page: StaticPageText = {
  title: 'Location data',
  intro:
    'Only one page in Rihla uses your device’s location: the directions to a place. Here is when it asks for it, what it does with it and what it does not.',
  sections: [
    {
      heading: 'When your location is requested',
      paragraphs: [
        'The Directions page, which guides you to a place in the guide, can show your location. It never asks for it on its own: you first have to tap the “Use my position” button.',
        'Your browser then shows its own permission prompt. Until you accept it, Rihla has no access to your location.',
      ],
    },
    {
      heading: 'What we do with it',
      paragraphs: [
        'Your location is used only on your device, to show it on the map and work out the straight-line distance to the chosen place.',
        'It is neither sent to Rihla’s servers nor stored: the app forgets it as soon as you leave the page.',
      ],
    },
    {
      heading: 'Links to maps apps',
      paragraphs: [
        'The “Open directions in” links open the maps app of your choice: Google Maps, Apple Maps, Organic Maps or your phone’s own maps app, such as Waze. Rihla passes on only the coordinates of the destination.',
        'That app then works out the route and may use your location under its own privacy policy, which is outside Rihla’s control.',
      ],
    },
    {
      heading: 'Refusing or withdrawing permission',
      paragraphs: [
        'You can refuse access to your location, or withdraw it later in your browser or site settings. The distance will then not be calculated, but the map, the links to maps apps and every other Rihla feature keep working.',
      ],
    },
    {
      heading: 'Maps without a third-party server',
      paragraphs: [
        'Rihla’s maps are drawn from data that comes with the app: Natural Earth for the land, geoBoundaries for the governorates. No third-party map tile server is contacted, so no outside service learns which part of the map you are looking at.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
