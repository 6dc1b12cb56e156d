import type { StaticPageText } from '../../static-page.ts';

/** "Conditions générales de vente": terms of sale for bookings made through Rihla with hotels, guides, agencies… In English. */
const page: StaticPageText = {
  title: 'Terms of sale',
  intro:
    'These terms of sale apply to every booking made through Rihla, on the website as well as in the app. Please read them carefully before confirming a booking.',
  sections: [
    {
      heading: 'Parties and purpose',
      paragraphs: [
        'Rihla is an intermediary service: it lets you discover tourism services in Tunisia and send booking requests to the providers who offer them. Rihla is not a hotel, a restaurant, a travel agency or a vehicle rental company.',
        'The service itself — accommodation, meal, guided outing, circuit, activity or vehicle rental — is performed by the provider (hotel, guest house, restaurant, guide, agency or rental company), who is solely responsible for it. The service contract is concluded between you and that provider; these terms govern the use of Rihla’s booking service.',
        'By confirming a booking, you acknowledge that you have read and accept these terms as well as the provider’s own conditions displayed before confirmation.',
      ],
    },
    {
      heading: 'Bookings',
      paragraphs: [
        'A booking sent from Rihla is first of all a request. It appears in your account with the status “pending” until the provider has confirmed it.',
        'The provider confirms or declines the request, depending in particular on availability. You then receive an e-mail telling you whether your booking is confirmed or refused, and its status is updated in your account. Only a confirmed booking commits the provider; if the request is refused, any amount already paid for it is refunded to you.',
        'For outings and circuits offered by a guide, the guide may accept or reject the request, for example depending on the date, the size of the group or the weather. In every case, check the details you enter (dates, number of people, contact details): they are passed on to the provider exactly as entered.',
      ],
    },
    {
      heading: 'Prices and currency',
      paragraphs: [
        'Prices are shown in Tunisian dinars (DT). They include taxes as indicated on the service’s page; when a local charge is not included, such as a tourist tax payable on site, this is stated before you book.',
        'The price that applies is the one displayed at the time of booking and repeated in the booking summary. Any later change in the provider’s rates has no effect on a booking already sent.',
        'If you pay with a card issued in another currency, your bank may apply an exchange rate and conversion fees, which are outside the control of both Rihla and the provider.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'When online payment is offered, it is made by bank card through a secure payment interface. Rihla does not keep your full card number.',
        'If the payment fails or is interrupted, the booking may not be recorded, or it may be recorded as unpaid. In that case, check its status in your account and contact customer service from the contact page before paying again, to avoid being charged twice.',
      ],
    },
    {
      heading: 'Cancellation and changes',
      paragraphs: [
        'Each provider sets its own cancellation and change conditions: deadlines, any fees, refunds. They are displayed before you confirm the booking, and they are the ones that apply.',
        'To cancel, sign in to your account, open the list of your bookings, select the one concerned and confirm the cancellation; you will receive an e-mail confirming it. To change dates or the number of people, cancel and send a new request in line with those conditions, or contact customer service from the contact page.',
        'If the provider cancels a confirmed booking, you are informed by e-mail and any amount already paid for that booking is refunded to you in full.',
      ],
    },
    {
      heading: 'Vehicle rental',
      paragraphs: [
        'The driver must hold a valid driving licence for the category of vehicle. The rental company may require a minimum age and a minimum number of years holding a licence, and may ask to see the licence and an identity document when handing over the vehicle.',
        'When booking, you enter the start and end dates of the rental, as well as the pick-up and drop-off places for the vehicle.',
        'The total amount equals the daily price multiplied by the number of rental days. Fuel, tolls, fines, the deposit and extras (child seat, additional driver…) are governed by the rental company’s conditions, shown before you book.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Rihla undertakes to pass on your booking requests faithfully and to keep you informed of their progress. Descriptions, photos and prices of services are supplied by the providers; Rihla takes care that they are clear but cannot guarantee that every detail is accurate.',
        'The provider alone is responsible for performing the service properly. Rihla can only be held liable for a failure in the booking service itself, and within the limits set by law.',
        'The businesses in the demonstration catalogue are fictitious: a booking made with them does not lead to any real service.',
      ],
    },
    {
      heading: 'Complaints and mediation',
      paragraphs: [
        'If a problem arises during the service, report it to the provider first, on the spot if possible, so that it can be put right quickly.',
        'If the disagreement continues, send a complaint to customer service from the contact page, giving the booking reference and attaching anything useful. We will liaise with the provider and reply to you as soon as possible.',
        'If no amicable solution is found, you may turn to mediation or to the relevant consumer protection bodies before taking any legal action.',
      ],
    },
    {
      heading: 'Applicable law and jurisdiction',
      paragraphs: [
        'These terms are governed by Tunisian law.',
        'Any dispute concerning their interpretation or performance that could not be settled amicably falls under the jurisdiction of the competent courts of Tunis, subject to the mandatory rules protecting consumers.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
