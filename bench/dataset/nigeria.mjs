// Where the bench's hotels and cars are, from the same states and local
// governments the database is seeded with (docs/product.md#places), and the words their names,
// addresses and guests are made of.
import fs from 'node:fs';
import path from 'node:path';
import { cumulative } from './random.mjs';

const statesFile = path.resolve(import.meta.dirname, '../../apps/api/src/db/seed/data/nigeria-states.json');

/** [{ stateId, name, localGovernments }] for the 36 states and the FCT. */
export const NIGERIA_STATES = JSON.parse(fs.readFileSync(statesFile, 'utf8'));

/** The city a traveller names for each state: its capital (Lagos and Abuja by their usual names). */
const CAPITALS = {
  Abia: 'Umuahia', Adamawa: 'Yola', 'Akwa Ibom': 'Uyo', Anambra: 'Awka', Bauchi: 'Bauchi', Bayelsa: 'Yenagoa',
  Benue: 'Makurdi', Borno: 'Maiduguri', 'Cross River': 'Calabar', Delta: 'Asaba', Ebonyi: 'Abakaliki',
  Edo: 'Benin City', Ekiti: 'Ado-Ekiti', Enugu: 'Enugu', 'Federal Capital Territory': 'Abuja', Gombe: 'Gombe',
  Imo: 'Owerri', Jigawa: 'Dutse', Kaduna: 'Kaduna', Kano: 'Kano', Katsina: 'Katsina', Kebbi: 'Birnin Kebbi',
  Kogi: 'Lokoja', Kwara: 'Ilorin', Lagos: 'Lagos', Nasarawa: 'Lafia', Niger: 'Minna', Ogun: 'Abeokuta',
  Ondo: 'Akure', Osun: 'Osogbo', Oyo: 'Ibadan', Plateau: 'Jos', Rivers: 'Port Harcourt', Sokoto: 'Sokoto',
  Taraba: 'Jalingo', Yobe: 'Damaturu', Zamfara: 'Gusau',
};

/** Hotels cluster where travellers go: Lagos and Abuja most, then the big commercial states. */
const HOTEL_WEIGHTS = {
  Lagos: 14, 'Federal Capital Territory': 9, Rivers: 5, Oyo: 4, Kano: 4, Enugu: 3, Delta: 3, Edo: 3, Kaduna: 3,
  'Cross River': 3, Ogun: 3, 'Akwa Ibom': 3, Anambra: 3, Imo: 2, Plateau: 2, Kwara: 2, Osun: 2, Ondo: 2, Abia: 2,
};

export const STATE_PLACES = NIGERIA_STATES.map((state) => ({
  stateId: state.stateId,
  state: state.name,
  capital: CAPITALS[state.name],
  localGovernments: state.localGovernments,
}));
export const STATE_WEIGHTS = cumulative(STATE_PLACES.map((place) => HOTEL_WEIGHTS[place.state] ?? 1));

export const FCT = STATE_PLACES.find((place) => place.state === 'Federal Capital Territory');

export const HOTEL_NAME_FIRST = [
  'Royal', 'Golden', 'Grand', 'Palm', 'Emerald', 'Sapphire', 'Heritage', 'Crown', 'Pearl', 'Savannah', 'Harmony',
  'Lagoon', 'Unity', 'Liberty', 'Oasis', 'Summit', 'Cedar', 'Mayfair', 'Premier', 'Zenith', 'Niger', 'Benue',
  'Sunrise', 'Prestige', 'Bristol', 'Delta', 'Atlantic', 'Green', 'Coral', 'Silverbird',
];
export const HOTEL_NAME_SECOND = [
  'Gardens', 'Court', 'View', 'Springs', 'Plaza', 'Towers', 'Park', 'Residence', 'Gate', 'Haven', 'Point', 'Lodge',
];
export const HOTEL_KINDS = ['Hotel', 'Suites', 'Hotel & Suites', 'Inn', 'Apartments', 'Resort', 'Guest House'];
export const STREETS = [
  'Awolowo', 'Ahmadu Bello', 'Nnamdi Azikiwe', 'Herbert Macaulay', 'Murtala Mohammed', 'Tafawa Balewa',
  'Aminu Kano', 'Ozumba Mbadiwe', 'Adeola Odeku', 'Adetokunbo Ademola', 'Isaac John', 'Broad', 'Market',
  'Station', 'Stadium', 'Airport', 'Lake', 'Independence', 'Hospital', 'Church', 'Secretariat', 'Okpara',
];
export const STREET_KINDS = ['Road', 'Street', 'Avenue', 'Way', 'Crescent', 'Close'];

export const FIRST_NAMES = [
  'Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Aisha', 'Ibrahim', 'Funmilayo', 'Tunde', 'Zainab', 'Musa', 'Yetunde',
  'Olumide', 'Chiamaka', 'Obinna', 'Halima', 'Sani', 'Bisola', 'Kelechi', 'Amaka', 'Segun', 'Fatima', 'Uche',
  'Blessing', 'Ifeanyi', 'Hauwa', 'Femi', 'Nkechi', 'Yusuf', 'Temitope', 'Efosa',
];
export const LAST_NAMES = [
  'Okafor', 'Adeyemi', 'Bello', 'Eze', 'Abubakar', 'Ogunleye', 'Nwosu', 'Mohammed', 'Balogun', 'Okonkwo', 'Danjuma',
  'Adebayo', 'Umar', 'Obi', 'Lawal', 'Igwe', 'Ojo', 'Aliyu', 'Ekwueme', 'Oyelaran', 'Osagie', 'Etim',
];
