import {
  CART_TEXT,
  CIRCUIT_CONFIRMATION_TEXT,
  CIRCUIT_RESERVATION_TEXT,
  CONFIRMATION_TEXT,
  FLIGHT_RESERVATION_TEXT,
  HOTEL_RESERVATION_TEXT,
  PAYMENT_FAILURE_TEXT,
  PAYMENT_SUCCESS_TEXT,
  PAYMENT_TEXT,
  RESTAURANT_FIND_TEXT,
  SEAT_RESERVATION_TEXT,
  TABLE_RESERVATION_TEXT,
} from './booking-page-text.ts';
import { PARTNER_DECISION_TEXT } from './partner-page-text.ts';
import { PROVIDER_ANSWER_TEXT } from './provider-answer-text.ts';
import { PAGE_TEXT, type PageText, type TextPageKind } from './seo.ts';

/**
 * Every page's head text, for the server (and the tests): never imported by the client, whose
 * pages each import their own title (seo.ts, booking-page-text.ts…), so that no page carries the
 * others'.
 */
export const ALL_PAGE_TEXT: Record<TextPageKind, PageText> = {
  ...PAGE_TEXT,
  confirmation: CONFIRMATION_TEXT,
  cart: CART_TEXT,
  payment: PAYMENT_TEXT,
  paymentSuccess: PAYMENT_SUCCESS_TEXT,
  paymentFailure: PAYMENT_FAILURE_TEXT,
  providerAnswer: PROVIDER_ANSWER_TEXT,
  partnerDecision: PARTNER_DECISION_TEXT,
  hotelReservation: HOTEL_RESERVATION_TEXT,
  seatReservation: SEAT_RESERVATION_TEXT,
  tableReservation: TABLE_RESERVATION_TEXT,
  circuitReservation: CIRCUIT_RESERVATION_TEXT,
  circuitConfirmation: CIRCUIT_CONFIRMATION_TEXT,
  flightReservation: FLIGHT_RESERVATION_TEXT,
  restaurantFind: RESTAURANT_FIND_TEXT,
};
