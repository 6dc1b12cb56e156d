import type { Selectable } from 'kysely';
import { normalizeEmail, type Title } from '../../../domain/accounts.ts';
import type { ProfileBody, User } from '../../../domain/contract/accounts.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { UsersTable } from '../../db/schema.ts';

export function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    title: row.title as Title | '',
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    birthDate: row.birth_date,
    city: row.city,
    phone: row.phone,
    zipCode: row.zip_code,
    country: row.country,
    address: row.address,
    idNumber: row.id_number,
    locale: row.locale as Locale,
  };
}

export const profileColumns = (body: ProfileBody) => ({
  title: body.title,
  first_name: body.firstName.trim(),
  last_name: body.lastName.trim(),
  email: normalizeEmail(body.email),
  birth_date: body.birthDate,
  city: body.city.trim(),
  phone: body.phone.trim(),
  zip_code: body.zipCode.trim(),
  country: body.country.trim(),
  address: body.address.trim(),
  id_number: body.idNumber.trim(),
});
