import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HotelFacility } from '../../../domain/contract/hotels.ts';

export const FACILITY_LABELS: Record<HotelFacility, MessageDescriptor> = {
  restaurant: msg`Restaurant`,
  bar: msg`Bar`,
  parking: msg`Parking`,
  pool: msg`Piscine`,
  seafront: msg`Bord de mer`,
  indoor_pool: msg`Piscine couverte`,
  fitness: msg`Salle de sport`,
  meeting_room: msg`Salle de réunion`,
  spa: msg`Spa`,
  room_service: msg`Service en chambre`,
  air_conditioning: msg`Climatisation`,
  minibar: msg`Minibar`,
  wifi: msg`Wi-Fi`,
  laundry: msg`Blanchisserie`,
  airport_shuttle: msg`Navette aéroport`,
  safe: msg`Coffre-fort`,
  business_centre: msg`Centre d’affaires`,
  private_beach: msg`Plage privée`,
  kids_club: msg`Club enfants`,
  hammam: msg`Hammam`,
  tennis: msg`Tennis`,
  bike_rental: msg`Location de vélos`,
  concierge: msg`Conciergerie`,
  private_terrace: msg`Terrasse privée`,
  equipped_kitchen: msg`Cuisine équipée`,
  connecting_rooms: msg`Chambres communicantes`,
};
